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

/** How a close or a quit waits for the running table; the window and the app differ only here. */
interface Hold {
  readonly action: 'close' | 'quit'
  readonly parent: () => WindowFacade | undefined
  /** true for the guard's own close or quit, which goes through */
  readonly letThrough: () => boolean
  /** lets the close or quit happen once the table closed */
  readonly proceed: () => void
  readonly failure: string
  /** a quit goes on when the table could not close (the app must still end); a window stays open */
  readonly proceedAfterFailure: boolean
}

/** The listener that holds a close or a quit back while a table runs; a second try meanwhile waits too. */
function holdWhileTableRuns(deps: CloseGuardDeps, hold: Hold): (event: { preventDefault(): void }) => void {
  const log = deps.log ?? console.error
  let busy = false
  return (event) => {
    if (hold.letThrough() || !deps.hosting.running()) return
    event.preventDefault()
    if (busy) return
    busy = true
    void (async () => {
      try {
        if (!(await confirmEndingMatch(deps, hold.parent(), hold.action))) return
        await deps.hosting.stop()
      } catch (error) {
        log(hold.failure, error)
        if (!hold.proceedAfterFailure) return
      } finally {
        busy = false
      }
      hold.proceed()
    })()
  }
}

/** The window closes only after its table (if any) closed; during a match only if the user confirms. */
export function guardWindowClose(win: WindowFacade, deps: CloseGuardDeps): void {
  let allowed = false
  win.on(
    'close',
    holdWhileTableRuns(deps, {
      action: 'close',
      parent: () => win,
      letThrough: () => allowed,
      proceed() {
        allowed = true
        if (!win.isDestroyed()) win.close()
      },
      failure: 'could not close the table before closing the window',
      proceedAfterFailure: false
    })
  )
}

/**
 * Quitting waits for the table to close; during a match it asks first. (The LAN browser needs no
 * goodbye: its sockets go with the process.)
 */
export function guardQuit(deps: CloseGuardDeps): void {
  let allowed = false
  deps.app.on(
    'before-quit',
    holdWhileTableRuns(deps, {
      action: 'quit',
      parent: deps.mainWindow,
      letThrough: () => allowed,
      proceed() {
        // app.quit() emits before-quit at once; let that one through, and guard any later quit again.
        allowed = true
        try {
          deps.app.quit()
        } finally {
          allowed = false
        }
      },
      failure: 'could not shut down cleanly',
      proceedAfterFailure: true
    })
  )
}
