// Who decides a move for a bot seat, an away player, an expired turn timer or a hint. The bots developer
// provides smarter worker-thread players behind this same interface; the table only knows this shape.
import { legalMovesForView } from '../engine'
import type { Move, SeatView } from '../engine/types'
import type { BotLevel } from '../protocol/vocabulary'

/** Who asked: a seat's move (a bot, a stand-in, an expired turn) or a player's hint. A hint must never
 *  delay a move, so players that queue work keep the two apart (WorkerBotPlayer: a lane each). */
export type BotLane = 'move' | 'hint'

export interface BotPlayer {
  /** A legal move for `view.seat`, whose turn it is. Must not block the event loop for long. */
  chooseMove(view: SeatView, level: BotLevel, seed: number, lane?: BotLane): Promise<Move>
  /** Issue 51: a hint that the review agrees with — the move the review's own search prefers from this
   *  view (bots/review/suggest.ts), in the hint lane. A player without it answers hints with chooseMove. */
  suggestMove?(view: SeatView): Promise<Move>
}

/** The simplest legal player: any legal move, picked by the seed. Ignores the level. */
export const simplestLegalPlayer: BotPlayer = {
  async chooseMove(view, _level, seed) {
    const moves = legalMovesForView(view)
    const move = moves[Math.abs(Math.trunc(seed)) % Math.max(moves.length, 1)]
    if (move === undefined) throw new Error(`No legal move for seat ${view.seat ?? 'spectator'}`)
    return move
  }
}
