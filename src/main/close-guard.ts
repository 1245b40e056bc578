// Closing the window or quitting while this app runs a table: during a match the user confirms first
// (a dialog asking src/desktop/closing-question.ts's question), then the table closes cleanly — mDNS
// goodbye, `closed` to every client, final save kept — before the window goes or the app quits. Without
// a table both go through untouched.
import { closingQuestion } from '../desktop/closing-question'
import type { RunningTableState } from '../desktop/closing-question'
import type { AppFacade, DialogFacade, WindowFacade } from './electron-facade'

export interface CloseGuardDeps {
  readonly app: AppFacade
  readonly dialog: DialogFacade
  readonly hosting: RunningTableState & { stop(): Promise<unknown> }
  /** the window a quit dialog belongs to */
  readonly mainWindow: () => WindowFacade | undefined
  readonly log?: (message: string, error: unknown) => void
}

/** Asks whether to end the match; true when there is no match to interrupt. */
export async function confirmEndingMatch(
  deps: Pick<CloseGuardDeps, 'dialog' | 'hosting'>,
  parent: WindowFacade | undefined,
  action: 'close' | 'quit'
): Promise<boolean> {
  const question = closingQuestion(deps.hosting, action)
  if (!question) return true
  const { response } = await deps.dialog.showMessageBox(parent, {
    type: 'question',
    title: 'Five Three Five',
    ...question,
    defaultId: 1,
    cancelId: 1,
    noLink: true
  })
  return response === 0
}

/** The window closes only after its table (if any) closed; during a match only if the user confirms. */
export function guardWindowClose(win: WindowFacade, deps: CloseGuardDeps): void {
  const log = deps.log ?? console.error
  let allowed = false
  let busy = false
  win.on('close', (event) => {
    if (allowed || !deps.hosting.running()) return
    event.preventDefault()
    if (busy) return
    busy = true
    void (async () => {
      try {
        if (!(await confirmEndingMatch(deps, win, 'close'))) return
        await deps.hosting.stop()
        allowed = true
        if (!win.isDestroyed()) win.close()
      } catch (error) {
        log('could not close the table before closing the window', error)
      } finally {
        busy = false
      }
    })()
  })
}

/**
 * Quitting waits for the table to close; during a match it asks first. (The LAN browser needs no
 * goodbye: its sockets go with the process.)
 */
export function guardQuit(deps: CloseGuardDeps): void {
  const log = deps.log ?? console.error
  let allowed = false
  let busy = false
  deps.app.on('before-quit', (event) => {
    if (allowed || !deps.hosting.running()) return
    event.preventDefault()
    if (busy) return
    busy = true
    void (async () => {
      try {
        if (!(await confirmEndingMatch(deps, deps.mainWindow(), 'quit'))) return
        await deps.hosting.stop()
      } catch (error) {
        log('could not shut down cleanly', error)
      } finally {
        busy = false
      }
      // app.quit() emits before-quit at once; let that one through, and guard any later quit again.
      allowed = true
      try {
        deps.app.quit()
      } finally {
        allowed = false
      }
    })()
  })
}
