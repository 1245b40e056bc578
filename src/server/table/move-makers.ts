// Who really made each move of the round being played (issue 51): the seat itself, the turn timer (its
// player's time ran out) or a stand-in bot (its player was away). The table keeps the timer's and the
// stand-ins' moves by their places in the round's log (table-state.ts); the match record marks them.
import type { LoggedMove } from '../../engine'
import type { MoveMaker, RecordMove } from '../../protocol/match-record'
import type { TableState } from './table-state'

/** Who made the move at `place` in the log of round `round`, when not the seat itself. */
export function makerAt(state: TableState, round: number, place: number): MoveMaker | null {
  const marked = (list: TableState['timedOut']) => list?.round === round && list.moves.includes(place)
  if (marked(state.timedOut)) return 'timer'
  return marked(state.standIn) ? 'standIn' : null
}

/** `moves` (from `from` in the log of round `round`) as the record keeps them, each marked by its maker. */
export function markedMoves(state: TableState, round: number, moves: readonly LoggedMove[], from = 0): RecordMove[] {
  return moves.map(({ seat, move }, k) => {
    const by = makerAt(state, round, from + k)
    return by === null ? { seat, move } : { seat, move, by }
  })
}
