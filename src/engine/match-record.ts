// A finished match as a record (issue 26): every round's deal and every move in order, enough to play the
// whole match again through the engine. Nothing here is trusted: `checkGame` rebuilds every round with
// `startRound` and `apply`, and refuses a record whose deal does not fit the deck, whose moves the rules
// refuse, or whose stated results differ from what the moves give. Trick clears, passes and banners are
// not stored: a round's replay derives them (record-rounds.ts, the engine events of each move).
// Issue 48: the check keeps one running state, never one per move, so its memory is the record's size.
import type { EngineEvent, LoggedMove, MatchState, Move, Rank, RoundResult, TableOptions } from './types'
import { addCounts, countsFromRanks, deckFor, emptyCounts, ranksFromCounts, sameCounts } from './cards'
import { handSizeFor, handsPerDeal, optionsForTable } from './options'
import { apply } from './apply'
import { deepEqual } from './cases'
import { lowest, scoreMatch } from './match'
import { movesBound } from './record-bounds'
import { ok, refuse } from './result'
import type { Refusal, Result } from './result'
import { cloneLogged, startRound } from './state'

/** One round as dealt and played. Hands are ranks (ascending), as a person reads them. */
export interface RecordedRound {
  round: number
  leader: number
  hands: Rank[][]
  undealt: Rank[]
  /** R2.two: the hands dealt for the next round of this deal ([] when none). */
  reserve: Rank[][]
  /** R2.two: the cards of this deal's earlier hands ([] when none). */
  retired: Rank[]
  moves: LoggedMove[]
  /** What the round gave, as the table stated it (checked against the replay). */
  wentOut: number
  penalties: number[]
}

/** The game part of a match record: what the engine needs to play it again. */
export interface RecordedGame {
  players: number
  options: TableOptions
  matchLeader: number
  rounds: RecordedRound[]
  totals: number[]
  winners: number[]
  /** The host ended the match before its target (early-end.ts): its rounds are the finished ones, its
   *  winners the lowest of their totals. */
  endedEarly?: true
}

/** One replayed round: the state as dealt, then after each move, with the events each move caused. */
export interface ReplayedRound {
  round: number
  start: MatchState
  /** steps[i]: the state after move i and what it caused (plays, passes, trick clears, the round's end). */
  steps: { seat: number; move: Move; state: MatchState; events: EngineEvent[] }[]
}

/** A decision of the match: the seat to move, its move, and the state it moved in (engine-typed). */
export interface Decision {
  round: number
  seat: number
  move: Move
  before: MatchState
}

export type RecordRefusal = Refusal<'corrupt'>

/** The round that just ended (`state.phase` is not 'playing'), as a record keeps it. */
export function recordRound(state: MatchState): RecordedRound {
  const result = state.results[state.results.length - 1]
  if (state.phase === 'playing' || result === undefined) throw new Error('recordRound: the round is not over')
  return {
    round: state.round,
    leader: state.roundLeader,
    hands: state.dealt.map(ranksFromCounts),
    undealt: ranksFromCounts(state.dealtUndealt),
    reserve: state.reserve.map(ranksFromCounts),
    retired: ranksFromCounts(state.retired),
    moves: state.log.map(cloneLogged),
    wentOut: result.wentOut,
    penalties: [...result.penalties]
  }
}

function corrupt(message: string): { ok: false; error: RecordRefusal } {
  return refuse('corrupt', message)
}

/** Checks a round's deal against the deck, the hand sizes and the round before it (R2, R2.two, D3). */
export function dealProblem(
  game: RecordedGame,
  r: RecordedRound,
  previous: RecordedRound | undefined
): string | null {
  const { players, options } = game
  if (r.leader !== (game.matchLeader + r.round - 1) % players)
    return 'its leader is not the seat after the last one'
  if (r.hands.length !== players || r.penalties.length !== players) return 'it does not have a hand per seat'
  const size = handSizeFor(players, options)
  if (r.hands.some((h) => h.length !== size)) return `its hands do not hold ${size} cards each`
  const all = [...r.hands, ...r.reserve, r.undealt, r.retired]
    .map(countsFromRanks)
    .reduce(addCounts, emptyCounts())
  if (!sameCounts(all, deckFor(players))) return 'its cards are not exactly one deck'
  const kept = previous !== undefined && previous.reserve.length > 0
  if (kept) {
    const retired = addCounts(
      countsFromRanks(previous.retired),
      previous.hands.map(countsFromRanks).reduce(addCounts)
    )
    const same = (a: Rank[], b: Rank[]) => sameCounts(countsFromRanks(a), countsFromRanks(b))
    const sameHands = r.hands.every((h, s) => same(h, previous.reserve[s] ?? []))
    if (
      !sameHands ||
      !same(r.undealt, previous.undealt) ||
      !sameCounts(countsFromRanks(r.retired), retired)
    ) {
      return 'it is not the second hand of the deal before it'
    }
    if (r.reserve.length > 0) return 'it keeps a third hand'
    return null
  }
  if (r.retired.length > 0) return 'a fresh deal retires no cards'
  const reserve = handsPerDeal(players, options) === 2 ? players : 0
  if (r.reserve.length !== reserve || r.reserve.some((h) => h.length !== size)) {
    return 'its second hands do not fit the options'
  }
  return null
}

/** What the rounds before gave, added up the way the table adds them (R8). */
function scoreOf(game: RecordedGame, results: readonly RoundResult[]) {
  return scoreMatch(
    game.players,
    game.options,
    results.map((r) => r.penalties)
  )
}

/** Round `r` as dealt, after the rounds whose results are `before` (the engine's own start state). */
export function startOf(game: RecordedGame, r: RecordedRound, before: readonly RoundResult[]): MatchState {
  return startRound({
    players: game.players,
    options: game.options,
    round: r.round,
    matchLeader: game.matchLeader,
    roundLeader: r.leader,
    totals: scoreOf(game, before).totals,
    results: before,
    hands: r.hands.map(countsFromRanks),
    undealt: countsFromRanks(r.undealt),
    reserve: r.reserve.map(countsFromRanks),
    retired: countsFromRanks(r.retired)
  })
}

/**
 * Plays one round's moves from its deal with one running state; refuses a move the rules refuse or a
 * result that differs. The running state starts without the earlier rounds' results and drops its log
 * after each move: `apply` copies both on every move, the check needs neither (the record is the log,
 * and checkGame adds the rounds up), and with them a long match cost time and memory per move.
 */
function checkRound(game: RecordedGame, r: RecordedRound): Result<RoundResult, RecordRefusal> {
  if (r.moves.length > movesBound(game.players, game.options))
    return corrupt(`Round ${r.round} has more moves than a round of ${game.players} players can have.`)
  let state = startOf(game, r, [])
  for (const [i, { seat, move }] of r.moves.entries()) {
    const applied = apply(state, seat, move)
    if (!applied.ok) return corrupt(`Round ${r.round}, move ${i + 1}: ${applied.error.message}`)
    state = applied.value.state
    state.log.length = 0 // the fresh copy apply made is this loop's own
  }
  const result = state.results[0]
  if (state.phase === 'playing' || result === undefined) return corrupt(`Round ${r.round} does not end.`)
  if (result.wentOut !== r.wentOut || !deepEqual(result.penalties, r.penalties)) {
    return corrupt(`Round ${r.round}: the stated result is not what its moves give.`)
  }
  return ok(result)
}

function optionsProblem(game: RecordedGame): string | null {
  const options = optionsForTable(game.players, game.options)
  if (!options.ok) return `The options: ${options.error.message}`
  if (!deepEqual(options.value, game.options)) return 'The options are not in their checked form.'
  const leader = game.options.firstLeader
  const inRange =
    Number.isInteger(game.matchLeader) && game.matchLeader >= 0 && game.matchLeader < game.players
  if (!inRange || (leader !== 'random' && leader !== game.matchLeader))
    return 'The first leader is not a seat the options allow.'
  return null
}

/**
 * The whole match played again from its record, or why the record cannot be true: what each round gave
 * (the engine's own results, in order). Time and memory grow with the record, never with its square;
 * the states of a round are computed when wanted (record-rounds.ts).
 */
export function checkGame(game: RecordedGame): Result<RoundResult[], RecordRefusal> {
  const problem = optionsProblem(game)
  if (problem !== null) return corrupt(problem)
  const results: RoundResult[] = []
  for (const [i, r] of game.rounds.entries()) {
    if (r.round !== i + 1) return corrupt(`Round ${i + 1} is missing.`)
    if (i > 0 && scoreOf(game, results).over) return corrupt(`The match was over before round ${r.round}.`)
    const deal = dealProblem(game, r, game.rounds[i - 1])
    if (deal !== null) return corrupt(`Round ${r.round}: ${deal}.`)
    const result = checkRound(game, r)
    if (!result.ok) return result
    results.push(result.value)
  }
  const score = scoreOf(game, results)
  const early = game.endedEarly === true
  if (score.over === early) {
    return corrupt(early ? 'The match ended by its target, not early.' : 'The match does not end with its last round.')
  }
  const winners = early ? lowest(score.totals) : score.winners
  if (!deepEqual(score.totals, game.totals) || !deepEqual(winners, game.winners)) {
    return corrupt('The stated totals or winners are not what the rounds give.')
  }
  return ok(results)
}

/** A match record as the protocol keeps it: its seats' names instead of a player count. */
export type RecordWithSeats = Omit<RecordedGame, 'players'> & { seats: readonly unknown[] }

/** The engine's game of either kind of record. */
export function gameOfRecord(record: RecordedGame | RecordWithSeats): RecordedGame {
  return 'seats' in record ? { ...record, players: record.seats.length } : record
}
