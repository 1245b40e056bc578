// The table server runs inside the app's main process: an error nobody caught there (a socket, a timer,
// a library's callback) would end the process and take the window with it. Main hands this module the
// process's 'uncaughtException' and 'unhandledRejection'; it logs the error, closes the running table
// (which writes its final save, so the player can continue it from Home or the Host screen) and raises
// a 'table-error' notice, and the window stays. The table is closed rather than kept running: after an
// error nobody expected, its state is not trusted to go on.
import type { ReportNotice } from '../notices'
import type { TableHosting } from './table-hosting'

/** What main listens on: `process` in the app, an EventEmitter in tests. */
export interface ErrorSource {
  on(event: 'uncaughtException' | 'unhandledRejection', listener: (error: unknown) => void): unknown
  off(event: 'uncaughtException' | 'unhandledRejection', listener: (error: unknown) => void): unknown
}

export interface UnexpectedErrorDeps {
  readonly hosting: Pick<TableHosting, 'running' | 'stop'>
  readonly report: ReportNotice
  readonly log: (message: string, error: unknown) => void
}

export const TABLE_ERROR_REASON = 'The table stopped after an unexpected error on the host. It was saved.'

/** Starts catching; returns the function that stops. Resolves `settled` tests wait on through `onHandled`. */
export function catchUnexpectedErrors(
  source: ErrorSource,
  deps: UnexpectedErrorDeps,
  onHandled: () => void = () => undefined
): () => void {
  let stopping: Promise<unknown> | null = null
  const handle = (error: unknown) => {
    deps.log('unexpected error in the main process', error)
    const running = deps.hosting.running()
    if (running === undefined || stopping !== null) {
      if (running === undefined) {
        deps.report({ kind: 'table-error', message: `An unexpected error was caught: ${describe(error)}` })
      }
      onHandled()
      return
    }
    stopping = deps.hosting
      .stop(TABLE_ERROR_REASON)
      .then(
        () =>
          deps.report({
            kind: 'table-error',
            message:
              `The table "${running.name}" stopped after an unexpected error (${describe(error)}). ` +
              'It was saved: continue it from ' +
              (running.kind === 'solo' ? 'Home.' : 'the Host screen.')
          }),
        (stopError: unknown) => {
          deps.log('could not close the table after an unexpected error', stopError)
          deps.report({
            kind: 'table-error',
            message: `The table "${running.name}" hit an unexpected error (${describe(error)}) and could not be closed cleanly.`
          })
        }
      )
      .finally(() => {
        stopping = null
        onHandled()
      })
  }
  source.on('uncaughtException', handle)
  source.on('unhandledRejection', handle)
  return () => {
    source.off('uncaughtException', handle)
    source.off('unhandledRejection', handle)
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}
