// Undo in a solo game: the player takes back their last move, and the bots' replies since, while every
// other seat is a bot and the host allows it (the desktop app's solo tables, a CLI table with one
// human). Never at a table with other people: their moves are not the player's to take back.
import type { MatchState } from '../../engine'
import { ok, refuse } from '../../engine/result'
import type { TableResult } from './table-events'
import type { TableState } from './table-state'

/** The match as it was just before `seat` moved. */
export interface UndoPoint {
  seat: number
  match: MatchState
}

/** How many of the player's moves can be taken back, one after another. */
export const UNDO_DEPTH = 8

/** The host allows undo and every seat but `seat` is a bot. */
export function undoAllowed(state: TableState, allowUndo: boolean, seat: number): boolean {
  return allowUndo && state.seats.every((s, i) => i === seat || s.kind === 'bot')
}

/** The history after `seat` moved from `before` (the oldest points fall off). */
export function remember(state: TableState, seat: number, before: MatchState): UndoPoint[] {
  return [...(state.undo ?? []), { seat, match: before }].slice(-UNDO_DEPTH)
}

/** Where in the history `seat`'s last move of the round being played is, or -1: nothing to take back. */
function lastOwnMove(state: TableState, seat: number): number {
  const match = state.match
  if (match === null || match.phase !== 'playing') return -1
  const history = state.undo ?? []
  return history.findLastIndex((point) => point.seat === seat && point.match.round === match.round)
}

/** Whether `seat` can take a move back now: what its Undo button shows (it says nothing of other seats). */
export function canUndo(state: TableState, allowUndo: boolean, seat: number): boolean {
  return undoAllowed(state, allowUndo, seat) && lastOwnMove(state, seat) >= 0
}

/** The state to go back to for `seat`: its last move of the round being played. */
export function takeBack(
  state: TableState,
  allowUndo: boolean,
  seat: number
): TableResult<{ match: MatchState; history: UndoPoint[] }> {
  if (!undoAllowed(state, allowUndo, seat)) {
    return refuse('no-undo', 'Undo is only for a solo game against bots.')
  }
  const at = lastOwnMove(state, seat)
  if (at < 0) return refuse('no-undo', 'There is no move of this round to take back.')
  const history = state.undo ?? []
  return ok({ match: history[at]!.match, history: history.slice(0, at) })
}
