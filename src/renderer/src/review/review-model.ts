// Where the review stands in a replayed match (issue 26), and what it shows there: a position is a round
// and a step in it (0 = as dealt, n = after the n-th move). Every state comes from the engine's replay of
// the round shown (engine/record-rounds.ts, made when the review enters a round: issue 48 keeps no state
// per move of the whole match); a seat's view is the engine's own viewFor, so following a seat shows only
// what that seat knew at that moment (R9).
import { ranksFromCounts, splitTricks, viewFor } from '../../../engine'
import type { EngineEvent, MatchState, Rank } from '../../../engine'
import type { ReplayedRound } from '../../../engine/match-record'
import { replayRound } from '../../../engine/record-rounds'
import { gameOf } from '../../../protocol/match-record'
import type { CheckedRecord } from '../../../protocol/match-record'
import { lastPlays, openTrick } from '../lib/trick-view'

export interface Position {
  /** Index into the record's rounds (round number − 1). */
  round: number
  step: number
}

/** The rounds as the record keeps them: only their move counts matter to the stepping. */
type Rounds = readonly { moves: readonly unknown[] }[]

export function stepsIn(rounds: Rounds, round: number): number {
  return rounds[round]?.moves.length ?? 0
}

/** Every state of round `index` (0-based) of a checked record, from the engine. */
export function roundOf(checked: CheckedRecord, index: number): ReplayedRound {
  return replayRound(gameOf(checked.record), checked.results, index)
}

/** The state at `step` of a replayed round: as dealt (0), else after that many moves. */
export function stateAt(round: ReplayedRound, step: number): MatchState {
  return step === 0 ? round.start : (round.steps[step - 1]?.state ?? round.start)
}

/** What the move that led here caused (played, passed, a trick cleared, the round's end); none as dealt. */
export function eventsAt(round: ReplayedRound, step: number): EngineEvent[] {
  return step === 0 ? [] : (round.steps[step - 1]?.events ?? [])
}

/** One move on, into the next round after the last move of a round; null at the very end. */
export function nextPosition(rounds: Rounds, at: Position): Position | null {
  if (at.step < stepsIn(rounds, at.round)) return { round: at.round, step: at.step + 1 }
  return at.round + 1 < rounds.length ? { round: at.round + 1, step: 0 } : null
}

/** One move back, into the previous round's end before a deal; null at the very start. */
export function previousPosition(rounds: Rounds, at: Position): Position | null {
  if (at.step > 0) return { round: at.round, step: at.step - 1 }
  return at.round > 0 ? { round: at.round - 1, step: stepsIn(rounds, at.round - 1) } : null
}

/** One seat at the review table: its hand as the followed view may see it (null: only the count). */
export interface ShownSeat {
  seat: number
  hand: Rank[] | null
  count: number
  passed: boolean
  onTurn: boolean
}

/**
 * The seats as `follow` saw them: every hand face up in the open view (null); the followed seat's own
 * hand and the others' counts otherwise, taken from the engine's view of that seat.
 */
export function shownSeats(state: MatchState, follow: number | null): ShownSeat[] {
  const view = follow === null ? null : viewFor(state, follow)
  return state.hands.map((counts, seat) => {
    const open = view === null || seat === follow
    return {
      seat,
      hand: open ? (seat === follow && view !== null ? view.hand : ranksFromCounts(counts)) : null,
      count: view?.handCounts[seat] ?? ranksFromCounts(counts).length,
      passed: state.passed[seat] === true,
      onTurn: state.turn === seat
    }
  })
}

/** Each seat's last play or pass in the trick being played, as the table shows it in front of the seat. */
export function trickPlays(state: MatchState) {
  return lastPlays(openTrick(splitTricks(state)))
}
