// Hints cost a bot search each, so a seat gets one at a time (issue 15: a flood of hard hints starved the
// bots). Per seat: while a hint is being worked out, more requests are refused; once answered, asking
// again at the same table version and level re-sends the same answer without a new search.
import type { Move } from '../../engine'
import type { Refusal } from './table-events'
import type { HintLevel } from '../../protocol/vocabulary'

type Level = HintLevel
interface SeatHint {
  version: number
  level: Level
  /** Null while the search runs. */
  move: Move | null
}

export const HINT_PENDING: Refusal = {
  code: 'rate-limited',
  message: 'A hint for this turn is still being worked out: one hint at a time.'
}

export type HintDecision = { kind: 'search' } | { kind: 'pending' } | { kind: 'again'; move: Move }

export class HintGate {
  private readonly bySeat = new Map<number, SeatHint>()

  /** What to do with a seat's hint request; `search` also marks the seat as busy. */
  request(seat: number, version: number, level: Level): HintDecision {
    const last = this.bySeat.get(seat)
    if (last?.move === null) return { kind: 'pending' }
    if (last !== undefined && last.version === version && last.level === level)
      return { kind: 'again', move: last.move }
    this.bySeat.set(seat, { version, level, move: null })
    return { kind: 'search' }
  }

  /** The search ended: its answer (kept for a repeat) or null when it failed. */
  settle(seat: number, move: Move | null): void {
    const last = this.bySeat.get(seat)
    if (last === undefined) return
    if (move === null) this.bySeat.delete(seat)
    else last.move = move
  }
}
