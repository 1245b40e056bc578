// A whole match played with random legal moves, recorded the way a table records it (recordRound at each
// round's end), beside every state the engine went through: the differential tests of issue 26 replay the
// record and compare.
import type { MatchState, Move, TableOptions } from '../../src/engine/types'
import { applyOrThrow } from '../../src/engine/apply'
import { recordRound } from '../../src/engine/match-record'
import type { RecordedGame, RecordedRound } from '../../src/engine/match-record'
import { legalMoves } from '../../src/engine/moves'
import { Rng } from '../../src/engine/rng'
import { newMatch, nextRound } from '../../src/engine/setup'
import type { MatchRecord } from '../../src/protocol/match-record'
import { RECORD_FORMAT, RECORD_VERSION } from '../../src/protocol/match-record'

export interface PlayedMatch {
  game: RecordedGame
  /** Every decision as played: the state before it, and the state after it. */
  played: { round: number; seat: number; move: Move; before: MatchState; after: MatchState }[]
}

export function playedMatch(players: number, options: Partial<TableOptions>, seed: number): PlayedMatch {
  const rng = new Rng(seed)
  const created = newMatch(players, options, rng)
  if (!created.ok) throw new Error(created.error.message)
  let state = created.value
  const rounds: RecordedRound[] = []
  const played: PlayedMatch['played'] = []
  for (;;) {
    while (state.phase === 'playing') {
      const moves = legalMoves(state)
      const move = moves[rng.int(moves.length)] as Move
      const seat = state.turn as number
      const after = applyOrThrow(state, seat, move).state
      played.push({ round: state.round, seat, move, before: state, after })
      state = after
    }
    rounds.push(recordRound(state))
    if (state.phase === 'matchOver') break
    const next = nextRound(state, rng)
    if (!next.ok) throw new Error(next.error.message)
    state = next.value
  }
  const game = {
    players,
    options: state.options,
    matchLeader: state.matchLeader,
    rounds,
    totals: state.totals,
    winners: state.winners
  }
  return { game, played }
}

/** The record a table would keep of this match, with made-up names (seat 0 a person, the rest bots). */
export function recordOf(match: PlayedMatch): MatchRecord {
  const { players, ...game } = match.game
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    endedAt: 1_700_000_000_000,
    seats: Array.from({ length: players }, (_, s) =>
      s === 0 ? { name: 'Ada', bot: false } : { name: `Robo ${s}`, bot: true, level: 'hard' as const }
    ),
    ...structuredClone(game)
  }
}
