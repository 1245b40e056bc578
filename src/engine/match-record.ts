// A finished match as a record (issue 26): every round's deal and every move in order, enough to play the
// whole match again through the engine. Nothing here is trusted: `replayGame` rebuilds every round with
// `startRound` and `apply`, and refuses a record whose deal does not fit the deck, whose moves the rules
// refuse, or whose stated results differ from what the moves give. Trick clears, passes and banners are
// not stored: the replay derives them (the engine events of each move).
import type { EngineEvent, LoggedMove, MatchState, Move, Rank, TableOptions } from './types'
import { addCounts, countsFromRanks, deckFor, emptyCounts, ranksFromCounts, sameCounts } from './cards'
import { handSizeFor, handsPerDeal, optionsForTable } from './options'
import { apply } from './apply'
import { deepEqual } from './cases'
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
function dealProblem(
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

function startOf(game: RecordedGame, r: RecordedRound, before: MatchState | null): MatchState {
  return startRound({
    players: game.players,
    options: game.options,
    round: r.round,
    matchLeader: game.matchLeader,
    roundLeader: r.leader,
    totals: before?.totals ?? new Array<number>(game.players).fill(0),
    results: before?.results ?? [],
    hands: r.hands.map(countsFromRanks),
    undealt: countsFromRanks(r.undealt),
    reserve: r.reserve.map(countsFromRanks),
    retired: countsFromRanks(r.retired)
  })
}

/** Plays one round's moves from its deal; refuses a move the rules refuse or a result that differs. */
function replayRound(
  game: RecordedGame,
  r: RecordedRound,
  start: MatchState
): Result<ReplayedRound, RecordRefusal> {
  const steps: ReplayedRound['steps'] = []
  let state = start
  for (const [i, { seat, move }] of r.moves.entries()) {
    const applied = apply(state, seat, move)
    if (!applied.ok) return corrupt(`Round ${r.round}, move ${i + 1}: ${applied.error.message}`)
    state = applied.value.state
    steps.push({
      seat,
      move: state.log[state.log.length - 1]?.move ?? move,
      state,
      events: applied.value.events
    })
  }
  const result = state.results[state.results.length - 1]
  if (state.phase === 'playing' || result === undefined) return corrupt(`Round ${r.round} does not end.`)
  if (result.wentOut !== r.wentOut || !deepEqual(result.penalties, r.penalties)) {
    return corrupt(`Round ${r.round}: the stated result is not what its moves give.`)
  }
  return ok({ round: r.round, start, steps })
}

/**
 * The whole match played again from its record, or why the record cannot be true. Every state is the
 * engine's own: exactly the states the table went through while the match was played.
 */
export function replayGame(game: RecordedGame): Result<ReplayedRound[], RecordRefusal> {
  const options = optionsForTable(game.players, game.options)
  if (!options.ok) return corrupt(`The options: ${options.error.message}`)
  if (!deepEqual(options.value, game.options)) return corrupt('The options are not in their checked form.')
  const leader = game.options.firstLeader
  const inRange =
    Number.isInteger(game.matchLeader) && game.matchLeader >= 0 && game.matchLeader < game.players
  if (!inRange || (leader !== 'random' && leader !== game.matchLeader))
    return corrupt('The first leader is not a seat the options allow.')
  const rounds: ReplayedRound[] = []
  let last: MatchState | null = null
  for (const [i, r] of game.rounds.entries()) {
    if (r.round !== i + 1) return corrupt(`Round ${i + 1} is missing.`)
    if (last !== null && last.phase !== 'roundOver')
      return corrupt(`The match was over before round ${r.round}.`)
    const problem = dealProblem(game, r, game.rounds[i - 1])
    if (problem !== null) return corrupt(`Round ${r.round}: ${problem}.`)
    const replayed = replayRound(game, r, startOf(game, r, last))
    if (!replayed.ok) return replayed
    rounds.push(replayed.value)
    last = replayed.value.steps[replayed.value.steps.length - 1]?.state ?? null
  }
  if (last === null || last.phase !== 'matchOver')
    return corrupt('The match does not end with its last round.')
  if (!deepEqual(last.totals, game.totals) || !deepEqual(last.winners, game.winners)) {
    return corrupt('The stated totals or winners are not what the rounds give.')
  }
  return ok(rounds)
}

/** A match record as the protocol keeps it: its seats' names instead of a player count. */
export type RecordWithSeats = Omit<RecordedGame, 'players'> & { seats: readonly unknown[] }

/**
 * Every decision of the match in order, each with the state it was made in (the analysis's input). Takes
 * a checked record (protocol/match-record.ts validateRecord) or the engine's RecordedGame; throws on a
 * record the replay refuses, so check untrusted ones first.
 */
export function decisionsOf(record: RecordedGame | RecordWithSeats): Decision[] {
  const game = 'seats' in record ? { ...record, players: record.seats.length } : record
  const replayed = replayGame(game)
  if (!replayed.ok) throw new Error(`decisionsOf: ${replayed.error.message}`)
  return replayed.value.flatMap((r) =>
    r.steps.map((step, i) => ({
      round: r.round,
      seat: step.seat,
      move: step.move,
      before: i === 0 ? r.start : (r.steps[i - 1] as (typeof r.steps)[number]).state
    }))
  )
}
