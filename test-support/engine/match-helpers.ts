// Helpers shared by the engine's tests (not part of the public API). Pure, like the engine.
import type { MatchState, Move, RankCounts, TableOptions } from '../../src/engine/types'
import { addCounts, countsFromRanks, emptyCounts } from '../../src/engine/cards'
import { applyOrThrow } from '../../src/engine/apply'
import { legalMoves, moveKey } from '../../src/engine/moves'
import type { Rng } from '../../src/engine/rng'
import { newMatch, roundFromHands } from '../../src/engine/setup'

export function mustMatch(players: number, seed: number, options: Partial<TableOptions> = {}): MatchState {
  const r = newMatch(players, options, seed)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

/** Plays up to `steps` uniformly random legal moves (stops at the end of the round). */
export function playRandom(state: MatchState, rng: Rng, steps = Infinity): MatchState {
  let s = state
  for (let i = 0; i < steps && s.phase === 'playing'; i++) {
    const moves = legalMoves(s)
    const move = moves[rng.int(moves.length)] as Move
    s = applyOrThrow(s, s.turn as number, move).state
  }
  return s
}

/**
 * Every card of the deal wherever it is: hands + central meld + cleared + undealt, and with R2.two the
 * hands kept for round 2 (reserve) and round 1's cards (retired).
 */
export function allCards(s: MatchState): RankCounts {
  let total = addCounts(s.cleared, s.undealt)
  total = addCounts(total, s.meld ? countsFromRanks(s.meld.cards) : emptyCounts())
  total = addCounts(total, s.retired)
  for (const h of [...s.hands, ...s.reserve]) total = addCounts(total, h)
  return total
}

/** A round from given hands with some moves already played (each must be legal). */
export function after(
  players: number,
  hands: number[][],
  leader: number,
  moves: [number, Move][] = [],
  options: Partial<TableOptions> = {}
): MatchState {
  const r = roundFromHands(players, hands as never, leader, options)
  if (!r.ok) throw new Error(r.error.message)
  let s = r.value
  for (const [seat, move] of moves) s = applyOrThrow(s, seat, move).state
  return s
}

export const keys = (moves: readonly Move[]): string[] => moves.map(moveKey).sort()
