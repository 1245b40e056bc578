// The record a rogue host could send at a match's end (issue 48): real rounds of random legal moves under
// a points table of zeros, so no round ever ends the match and nothing bounds how many there are. Every
// round is a true deal and every move legal: only its length (and the match never ending) gives it away.
import type { MatchState, Move } from '../../src/engine/types'
import { RANK_SLOTS } from '../../src/engine/cards'
import { applyOrThrow } from '../../src/engine/apply'
import { recordRound } from '../../src/engine/match-record'
import type { RecordedRound } from '../../src/engine/match-record'
import { legalMoves } from '../../src/engine/moves'
import { Rng } from '../../src/engine/rng'
import { newMatch, nextRound } from '../../src/engine/setup'
import type { MatchRecord } from '../../src/protocol/match-record'
import { recordOf } from './recorded-match'

const ZERO_POINTS = new Array<number>(RANK_SLOTS).fill(0)

/** Random legal moves among passes and single cards when there are any: long rounds, many moves. */
function playRound(state: MatchState, rng: Rng): MatchState {
  let s = state
  while (s.phase === 'playing') {
    const moves = legalMoves(s)
    const small = moves.filter((m) => m.kind === 'pass' || m.cards.length === 1)
    const from = small.length > 0 ? small : moves
    s = applyOrThrow(s, s.turn as number, from[rng.int(from.length)] as Move).state
  }
  return s
}

/**
 * `rounds` rounds of `players` under zero points, or fewer: a round that would take the record past
 * `maxMoves` moves is left out. Totals are all zero and nobody won (no round could end the match).
 */
export function zeroPointsRecord(
  players: number,
  rounds: number,
  seed: number,
  maxMoves = Infinity
): MatchRecord {
  const rng = new Rng(seed)
  const made = newMatch(players, { points: ZERO_POINTS, target: 1 }, rng)
  if (!made.ok) throw new Error(made.error.message)
  let state = made.value
  const kept: RecordedRound[] = []
  let moves = 0
  for (;;) {
    state = playRound(state, rng)
    const round = recordRound(state)
    if (moves + round.moves.length > maxMoves) break
    kept.push(round)
    moves += round.moves.length
    if (kept.length === rounds) break
    // The results only ever add zeros: dropping them keeps each move's copy of the state small.
    const next = nextRound({ ...state, results: [] }, rng)
    if (!next.ok) throw new Error(next.error.message)
    state = next.value
  }
  const game = {
    players,
    options: state.options,
    matchLeader: state.matchLeader,
    rounds: kept,
    totals: new Array<number>(players).fill(0),
    winners: []
  }
  return recordOf({ game, played: [] })
}
