// Closing the window or quitting while this app runs a table: only a match in progress (a round being
// played or between rounds) is worth a question; a table in the lobby just closes. The question says
// what the user loses: a solo match can be resumed, a LAN table's players are disconnected.
import type { HistoryEntry } from '../ipc/contract'

export const CLOSE_BUTTONS = { close: 'Close the table', quit: 'Quit', keep: 'Keep playing' } as const

/** What closing needs to know of the table this app runs (the table hosting gives it). */
export interface RunningTableState {
  running(): { readonly kind: HistoryEntry['kind']; readonly name: string } | undefined
  matchInProgress(): boolean
}

export interface ClosingQuestion {
  readonly message: string
  readonly detail: string
  /** the first goes ahead, the second (the default) keeps playing */
  readonly buttons: readonly [string, string]
}

/** The question to ask before closing or quitting; undefined when no match would be interrupted. */
export function closingQuestion(
  table: RunningTableState,
  action: 'close' | 'quit'
): ClosingQuestion | undefined {
  const running = table.running()
  if (!running || !table.matchInProgress()) return undefined
  return {
    message:
      action === 'quit' ? 'A match is in progress. Quit anyway?' : 'A match is in progress. Close the table?',
    detail:
      running.kind === 'solo'
        ? 'The match is saved: you can resume it the next time you start the app.'
        : `Everyone at “${running.name}” will be disconnected. The match is saved.`,
    buttons: [action === 'quit' ? CLOSE_BUTTONS.quit : CLOSE_BUTTONS.close, CLOSE_BUTTONS.keep]
  }
}
