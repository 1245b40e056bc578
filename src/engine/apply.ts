// The reducer: one move by one seat → a new state and what happened (events). Checks R3 (turn) and
// R5 (the move), then R7 before R6: a hand that empties ends the round at once, even mid-trick.
import type { Applied, ClearReason, EngineEvent, MatchState, Move, Result } from './types'
import {
  addCounts,
  copiesFor,
  countsFromRanks,
  pointsOf,
  ranksFromCounts,
  subtractCounts,
  cardCount
} from './cards'
import { scoreMatch } from './match'
import { checkMove, parseMove } from './moves'
import { err, ok } from './result'
import { cloneMeld, cloneMove, cloneResult, cloneState } from './state'
import { moveEnding, nextSeat } from './trick'

/** Never mutates `state`; refuses with a typed error and leaves nothing changed. `move` may be untrusted. */
export function apply(state: MatchState, seat: number, move: unknown): Result<Applied> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return err('bad-seat', `${String(seat)} is not a seat of this ${state.players}-player table.`)
  }
  if (state.phase !== 'playing' || state.turn === null) {
    return err('round-over', state.phase === 'matchOver' ? 'The match is over.' : 'The round is over.')
  }
  if (seat !== state.turn) return err('not-your-turn', `It is seat ${state.turn}'s turn, not seat ${seat}'s.`)
  const parsed = parseMove(move)
  if (!parsed.ok) return parsed
  const hand = state.hands[seat] ?? []
  const checked = checkMove(hand, state.meld, parsed.value, state.options.overwrite)
  if (!checked.ok) return checked

  const next = cloneState(state)
  const events: EngineEvent[] = []
  next.log.push({ seat, move: cloneMove(parsed.value) })
  const c = checked.value

  if (c.kind === 'pass') {
    next.passed[seat] = true
    events.push({ type: 'passed', seat })
  } else {
    next.hands[seat] = subtractCounts(hand, countsFromRanks(c.cards)) ?? hand
    // An overwritten meld goes out of play at once: it joins `cleared` (see MatchState.cleared).
    if (c.kind === 'overwrite' && state.meld !== null) {
      next.cleared = addCounts(next.cleared, countsFromRanks(state.meld.cards))
    }
    next.meld = cloneMeld(c.meld)
    next.lastPlayer = seat
    next.playsInTrick += 1
    events.push({ type: 'played', seat, move: cloneMove(parsed.value), meld: cloneMeld(c.meld) })
  }

  const handEmpty = cardCount(next.hands[seat] ?? []) === 0
  const ending = moveEnding(c, seat, next.passed, next.playsInTrick, handEmpty, copiesFor(next.players))
  if (ending === null) next.turn = nextSeat(next.passed, seat)
  else if (ending.ends === 'round') endRound(next, seat, events)
  else clearTrick(next, ending.seat, ending.reason, events)
  return ok({ state: next, events })
}

/** R6: the central meld goes out of play, passes are forgotten, the winner leads. Mutates the fresh copy. */
function clearTrick(s: MatchState, winner: number, reason: ClearReason, events: EngineEvent[]): void {
  const meld = s.meld
  if (meld !== null) s.cleared = addCounts(s.cleared, countsFromRanks(meld.cards))
  events.push({ type: 'trickCleared', seat: winner, reason, meld: cloneMeld(meld) })
  s.meld = null
  s.lastPlayer = null
  s.playsInTrick = 0
  s.passed = s.passed.map(() => false)
  s.turn = winner
}

/** R7 then R8: penalties for the cards left, all hands revealed (D6), totals and maybe the match end. */
function endRound(s: MatchState, wentOut: number, events: EngineEvent[]): void {
  const penalties = s.hands.map((h, seat) => (seat === wentOut ? 0 : pointsOf(h, s.options.points)))
  const result = {
    round: s.round,
    leader: s.roundLeader,
    wentOut,
    penalties,
    hands: s.hands.map((h) => ranksFromCounts(h))
  }
  s.results.push(result)
  const score = scoreMatch(
    s.players,
    s.options,
    s.results.map((r) => r.penalties)
  )
  s.totals = score.totals
  s.turn = null
  s.phase = score.over ? 'matchOver' : 'roundOver'
  s.winners = score.over ? score.winners : []
  events.push({ type: 'roundEnded', result: cloneResult(result) })
  if (score.over) events.push({ type: 'matchEnded', winners: [...score.winners], totals: [...score.totals] })
}

/** Convenience for tests and bots: apply or throw (for moves known to be legal). */
export function applyOrThrow(state: MatchState, seat: number, move: Move): Applied {
  const r = apply(state, seat, move)
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value
}
