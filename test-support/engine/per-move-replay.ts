// The record replay as it was before issue 48, kept as the reference the linear check is compared with:
// every round played again through the engine with a state kept for every move (its memory grows with
// the match's square). Only tests use it.
import type { MatchState } from '../../src/engine/types'
import { apply } from '../../src/engine/apply'
import { deepEqual } from '../../src/engine/cases'
import { countsFromRanks } from '../../src/engine/cards'
import { optionsForTable } from '../../src/engine/options'
import { dealProblem } from '../../src/engine/match-record'
import type { RecordRefusal, RecordedGame, ReplayedRound } from '../../src/engine/match-record'
import { ok, refuse } from '../../src/engine/result'
import type { Result } from '../../src/engine/result'
import { startRound } from '../../src/engine/state'

const corrupt = (message: string) => refuse('corrupt', message) as { ok: false; error: RecordRefusal }

function replayOne(
  game: RecordedGame,
  i: number,
  before: MatchState | null
): Result<ReplayedRound, RecordRefusal> {
  const r = game.rounds[i]!
  const start = startRound({
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
  const steps: ReplayedRound['steps'] = []
  let state = start
  for (const [m, { seat, move }] of r.moves.entries()) {
    const applied = apply(state, seat, move)
    if (!applied.ok) return corrupt(`Round ${r.round}, move ${m + 1}: ${applied.error.message}`)
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
  if (result.wentOut !== r.wentOut || !deepEqual(result.penalties, r.penalties))
    return corrupt(`Round ${r.round}: the stated result is not what its moves give.`)
  return ok({ round: r.round, start, steps })
}

export function perMoveReplay(game: RecordedGame): Result<ReplayedRound[], RecordRefusal> {
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
    const replayed = replayOne(game, i, last)
    if (!replayed.ok) return replayed
    rounds.push(replayed.value)
    last = replayed.value.steps[replayed.value.steps.length - 1]?.state ?? null
  }
  if (last === null || last.phase !== 'matchOver')
    return corrupt('The match does not end with its last round.')
  if (!deepEqual(last.totals, game.totals) || !deepEqual(last.winners, game.winners))
    return corrupt('The stated totals or winners are not what the rounds give.')
  return ok(rounds)
}
