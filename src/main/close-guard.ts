// Closing the window or quitting while this app runs a table: during a match the user confirms first
// (dialog), then the table closes cleanly — mDNS goodbye, `closed` to every client, final save kept —
// before the window goes or the app quits. Without a table both go through untouched.
import type { AppFacade, DialogFacade, WindowFacade } from './electron-facade'
import type { TableHosting } from '../server/hosting/table-hosting'

export interface CloseGuardDeps {
  readonly app: AppFacade
  readonly dialog: DialogFacade
  readonly hosting: Pick<TableHosting, 'running' | 'matchInProgress' | 'stop'>
  /** the window a quit dialog belongs to */
  readonly mainWindow: () => WindowFacade | undefined
  readonly log?: (message: string, error: unknown) => void
}

export const CLOSE_BUTTONS = { close: 'Close the table', quit: 'Quit', keep: 'Keep playing' } as const

/** Asks whether to end the match; true when there is no match to interrupt. */
export async function confirmEndingMatch(
  deps: Pick<CloseGuardDeps, 'dialog' | 'hosting'>,
  parent: WindowFacade | undefined,
  action: 'close' | 'quit'
): Promise<boolean> {
  const table = deps.hosting.running()
  if (!table || !deps.hosting.matchInProgress()) return true
  const go = action === 'quit' ? CLOSE_BUTTONS.quit : CLOSE_BUTTONS.close
  const detail =
    table.kind === 'solo'
      ? 'The match is saved: you can resume it the next time you start the app.'
      : `Everyone at “${table.name}” will be disconnected. The match is saved.`
  const { response } = await deps.dialog.showMessageBox(parent, {
    type: 'question',
    title: 'Five Three Five',
    message:
      action === 'quit' ? 'A match is in progress. Quit anyway?' : 'A match is in progress. Close the table?',
    detail,
    buttons: [go, CLOSE_BUTTONS.keep],
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
