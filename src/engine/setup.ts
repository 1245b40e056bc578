// Constructors: every MatchState starts here, from inputs that may be untrusted (lobby options, rules
// cases, saved deals), and comes back as a Result.
import type { MatchState, Rank, Result, TableOptions } from './types'
import {
  addCounts,
  MAX_SEATS,
  MIN_SEATS,
  cardCount,
  countsFromRanks,
  deckFor,
  emptyCounts,
  isPlayerCount,
  isRank,
  subtractCounts
} from './cards'
import { deal, pickFirstLeader } from './deal'
import { optionsForTable } from './options'
import { err, ok } from './result'
import { randomnessFrom } from './rng'
import type { Randomness } from './rng'
import { startRound } from './state'

function badPlayers(players: unknown): Result<never> {
  return err('bad-options', `A table has ${MIN_SEATS} to ${MAX_SEATS} players, not ${String(players)}.`)
}

/**
 * A new match: its leader picked (D3), then round 1 dealt (R2, D2), both drawn from `random`: the host's
 * cryptographic source on a real table. A number is a seed for a repeatable `Rng` (tests, replays).
 */
export function newMatch(
  players: number,
  options: Partial<TableOptions> | undefined,
  random: Randomness | number
): Result<MatchState> {
  if (!isPlayerCount(players)) return badPlayers(players)
  const resolved = optionsForTable(players, options)
  if (!resolved.ok) return resolved
  const opts = resolved.value
  const source = randomnessFrom(random)
  const leader = pickFirstLeader(players, opts, source)
  const dealt = deal(players, opts, source)
  return ok(
    startRound({
      players,
      options: opts,
      round: 1,
      matchLeader: leader,
      roundLeader: leader,
      totals: new Array<number>(players).fill(0),
      results: [],
      hands: dealt.hands,
      undealt: dealt.undealt,
      reserve: dealt.reserve,
      retired: emptyCounts()
    })
  )
}

/**
 * Round 1 of a match from a given deal (rules cases, tests, puzzles). Hands may be any size but must
 * fit the deck together; the rest of the deck is undealt.
 */
export function roundFromHands(
  players: number,
  hands: Rank[][],
  leader: number,
  options?: Partial<TableOptions>
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
  return ok(
    startRound({
      players,
      options: resolved.value,
      round: 1,
      matchLeader: leader,
      roundLeader: leader,
      totals: new Array<number>(players).fill(0),
      results: [],
      hands: counts,
      undealt: rest,
      reserve: [],
      retired: emptyCounts()
    })
  )
}

/**
 * The next round after 'roundOver', led by the seat after the last leader (D3): the hands the deal kept
 * for it (R2.two: every second hand, the same undealt cards), else a fresh deal from `random`.
 */
export function nextRound(state: MatchState, random: Randomness): Result<MatchState> {
  if (state.phase === 'playing') return err('round-not-over', 'The round is still being played.')
  if (state.phase === 'matchOver') return err('round-over', 'The match is over: start a rematch instead.')
  const kept = state.reserve.length === state.players
  const dealt = kept
    ? {
        hands: state.reserve,
        undealt: state.undealt,
        reserve: [],
        retired: addCounts(state.retired, state.dealt.reduce(addCounts, emptyCounts()))
      }
    : { ...deal(state.players, state.options, random), retired: emptyCounts() }
  return ok(
    startRound({
      players: state.players,
      options: state.options,
      round: state.round + 1,
      matchLeader: state.matchLeader,
      roundLeader: (state.roundLeader + 1) % state.players,
      totals: state.totals,
      results: state.results,
      ...dealt
    })
  )
}

/** A fresh match with the same players and options, dealt from `random`. */
export function rematch(state: MatchState, random: Randomness | number): Result<MatchState> {
  return newMatch(state.players, state.options, random)
}
