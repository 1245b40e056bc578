// Constructors: every MatchState starts here, from inputs that may be untrusted (lobby options, rules
// cases, saved deals), and comes back as a Result.
import type { MatchState, Rank, Result, TableOptions } from './types'
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  cardCount,
  countsFromRanks,
  deckFor,
  isPlayerCount,
  isRank,
  subtractCounts
} from './cards'
import { deal, pickFirstLeader } from './deal'
import { optionsForTable } from './options'
import { err, ok } from './result'
import { nextRandom, normalizeSeed, randomSeed } from './rng'
import { startRound } from './state'

function badPlayers(players: unknown): Result<never> {
  return err('bad-options', `A table has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${String(players)}.`)
}

/**
 * A new match: round 1 dealt from the seeded RNG (R2, D2) and its leader picked (D3). The RNG draws
 * the leader first, then shuffles. Without a seed one is drawn from Math.random (pass one to replay).
 */
export function newMatch(
  players: number,
  options?: Partial<TableOptions>,
  seed?: number
): Result<MatchState> {
  if (!isPlayerCount(players)) return badPlayers(players)
  const resolved = optionsForTable(players, options)
  if (!resolved.ok) return resolved
  const opts = resolved.value
  const start = normalizeSeed(seed ?? randomSeed())
  const [leader, afterLeader] = pickFirstLeader(players, opts, start)
  const dealt = deal(players, opts, afterLeader)
  return ok(
    startRound({
      players,
      options: opts,
      seed: start,
      rng: dealt.rng,
      round: 1,
      matchLeader: leader,
      roundLeader: leader,
      totals: new Array<number>(players).fill(0),
      results: [],
      hands: dealt.hands,
      undealt: dealt.undealt
    })
  )
}

/**
 * Round 1 of a match from a given deal (rules cases, tests, puzzles). Hands may be any size but must
 * fit the deck together; the rest of the deck is undealt. `seed` only matters for later rounds.
 */
export function roundFromHands(
  players: number,
  hands: Rank[][],
  leader: number,
  options?: Partial<TableOptions>,
  seed = 0
): Result<MatchState> {
  if (!isPlayerCount(players)) return badPlayers(players)
  const resolved = optionsForTable(players, options)
  if (!resolved.ok) return resolved
  if (!Array.isArray(hands) || hands.length !== players) {
    return err('bad-deal', `Expected ${players} hands, got ${Array.isArray(hands) ? hands.length : 'none'}.`)
  }
  if (!Number.isInteger(leader) || leader < 0 || leader >= players) {
    return err('bad-seat', `The leader ${String(leader)} is not a seat of this table.`)
  }
  const counts = []
  let rest = deckFor(players)
  for (let s = 0; s < players; s++) {
    const hand: unknown = hands[s]
    if (!Array.isArray(hand) || !hand.every(isRank))
      return err('bad-deal', `Hand ${s} is not a list of ranks.`)
    const c = countsFromRanks(hand)
    if (cardCount(c) === 0)
      return err('bad-deal', `Hand ${s} is empty: a round starts with cards in every hand.`)
    const left = subtractCounts(rest, c)
    if (left === null) return err('bad-deal', `The hands hold more copies of a rank than the deck has.`)
    rest = left
    counts.push(c)
  }
  const start = normalizeSeed(seed)
  return ok(
    startRound({
      players,
      options: resolved.value,
      seed: start,
      rng: start,
      round: 1,
      matchLeader: leader,
      roundLeader: leader,
      totals: new Array<number>(players).fill(0),
      results: [],
      hands: counts,
      undealt: rest
    })
  )
}

/** The next round after 'roundOver': dealt from the state's RNG, led by the seat after the last leader (D3). */
export function nextRound(state: MatchState): Result<MatchState> {
  if (state.phase === 'playing') return err('round-not-over', 'The round is still being played.')
  if (state.phase === 'matchOver') return err('round-over', 'The match is over: start a rematch instead.')
  const dealt = deal(state.players, state.options, state.rng)
  return ok(
    startRound({
      players: state.players,
      options: state.options,
      seed: state.seed,
      rng: dealt.rng,
      round: state.round + 1,
      matchLeader: state.matchLeader,
      roundLeader: (state.roundLeader + 1) % state.players,
      totals: state.totals,
      results: state.results,
      hands: dealt.hands,
      undealt: dealt.undealt
    })
  )
}

/** A fresh match with the same players and options. Without a seed, the old match's RNG picks one. */
export function rematch(state: MatchState, seed?: number): Result<MatchState> {
  const next = seed ?? Math.floor(nextRandom(state.rng)[0] * 4294967296)
  return newMatch(state.players, state.options, next)
}
