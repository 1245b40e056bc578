// The match end a player was still reading when the host moved the table on without them (a rematch
// started without waiting, or back to the lobby). Pure, so it is tested without Svelte.
//
// Why keep it on screen instead of letting the new match wait: the host chose to start without this player
// (the rematch waits for everyone unless the host says otherwise), so the table goes on, as everyone else
// expects. But a screen that changes under the reader's eyes is what issue 23 calls a trap: the winner,
// the last round and the chart vanish mid-sentence. So the results stay as a sheet over the new table (or
// lobby) until the player presses Continue — even the new match's own first results wait under them. The
// new match is visible behind the sheet and its turn cues still sound, so nobody misses their turn long.
import type { SeatView } from '../../../engine/types'
import type { TableInfo } from '../../../protocol/messages'
import type { Session } from './session'

/** The results as they were when the table moved on. */
export interface KeptMatch {
  view: SeatView
  table: TableInfo
}

/**
 * What to keep on screen after the change from `before` to `after`, or null: the match end, when this
 * player had a seat, had not said ready (here or on the host: `saidReady` covers a ready still on its way)
 * and did not move the table on themselves (the host did it by their own choice).
 */
export function keptAfter(before: Session, after: Session, saidReady: boolean): KeptMatch | null {
  const { view, table, seat } = before
  if (view?.phase !== 'matchOver' || table === null || seat === null) return null
  if (after.view?.phase === 'matchOver' || after.closed !== null || after.table === null) return null
  if (saidReady || before.isHost || table.seats[seat]?.ready !== false) return null
  return { view, table }
}
