// The bot arena's match runner and statistics (bench/bots.ts drives it from worker threads).
//
// A seat is played by a bot spec: a level the tables offer (easy, medium, hard), the bench-only
// all-seeing bot, which reads the full MatchState (bench/oracle.ts), or the learned bot (issue 53). The
// search bots are bounded by a fixed amount of work (rollout moves plus exact-solve nodes, search.ts) or
// of iterations per decision, not by wall time, so that their strength does not depend on how busy the
// machine is; time per move is measured and reported separately. The learned evaluation is the bench's
// own: a hard variant with `learnedPrior` > 0 gets its values from here (`priorOf`), as the app's bots
// never import the weights.
import { performance } from 'node:perf_hooks'
import { Rng, applyOrThrow, newMatch, nextRound, viewFor } from '../src/engine/index'
import type { MatchState, Move, TableOptions } from '../src/engine/index'
import { botInput, easyMove, hardMove, mediumMove } from '../src/bots/index'
import { allSeeingMoveForBenchOnly } from './oracle'
import type { SearchTuning } from '../src/bots/search'
import { learnedMove, learnedValues } from '../src/bots/learned/learned'
import { learnedModelFor } from './learned-model'

/** Players at an arena table unless `--players` says otherwise. */
export const DEFAULT_PLAYERS = 4

export type BotKind = 'easy' | 'medium' | 'hard' | 'oracle' | 'learned'

export interface BotSpec {
  kind: BotKind
  /** Label in the report (e.g. 'hard', 'hardV1', 'oracle'). */
  label: string
  /** Search bots: iterations per decision (alone: the first-version rows), or a wall-clock budget in ms
   *  when `clockMs` is set. */
  iterations?: number
  /** Search bots: work per decision instead of iterations (search.ts `maxWork`; the hard bot's bound). */
  work?: number
  clockMs?: number
  /** Search bots: fewest iterations before an early stop (default: the bot's own). */
  minIterations?: number
  tuning?: Partial<SearchTuning>
  /** The learned bot, or a hard variant's learned prior: a weights file other than the repository's
   *  (e.g. a training checkpoint's). */
  weights?: string
}

export interface Task {
  setup: string
  special: BotSpec
  others: BotSpec
  seedBase: number
  index: number
  /** Players at the table: 2 plays two hands from one deal (RULES.md R2.two) unless `options` say otherwise. */
  players: number
  /** Table options (R2.variants); the defaults when empty. */
  options: Partial<TableOptions>
}

export interface MatchResult {
  setup: string
  index: number
  specialSeat: number
  winners: number[]
  totals: number[]
  /** Penalty sums and seat-rounds per label. */
  penalties: Record<string, { sum: number; seatRounds: number }>
  times: Record<string, number[]>
  rounds: number
}

export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** Bots draw from their own seed stream (a fixed base and the task), never from the deal's seed. */
const BOT_SEED_BASE = 0x0b075eed

function decideFor(spec: BotSpec, state: MatchState, seat: number, seed: number): Move {
  const rng = new Rng(seed)
  const clock = spec.clockMs === undefined ? {} : { now: () => performance.now(), budgetMs: spec.clockMs }
  const bound =
    spec.work === undefined
      ? { maxIterations: spec.iterations ?? 3_000, maxWork: Number.POSITIVE_INFINITY }
      : { maxWork: spec.work, maxIterations: Number.MAX_SAFE_INTEGER }
  const limits = {
    ...(spec.clockMs === undefined ? bound : clock),
    ...(spec.minIterations === undefined ? {} : { minIterations: spec.minIterations })
  }
  switch (spec.kind) {
    case 'easy':
      return easyMove(botInput(viewFor(state, seat)), rng)
    case 'medium':
      return mediumMove(botInput(viewFor(state, seat)), rng)
    case 'hard':
      return hardMove(botInput(viewFor(state, seat)), rng, {
        ...limits,
        tuning: spec.tuning ?? {},
        // Asked for only when the tuning gives the learned prior a weight (`learnedPrior` > 0).
        priorOf: (input, moves) => learnedValues(input, moves, learnedModelFor(spec.weights))
      })
    case 'learned':
      // The fast policy alone (issue 53): the move of highest learned value, no search.
      return learnedMove(botInput(viewFor(state, seat)), learnedModelFor(spec.weights))
    case 'oracle':
      // The only call that passes the full state (every hand) to a bot: measurement only.
      return allSeeingMoveForBenchOnly(state, rng, { ...limits, tuning: spec.tuning ?? {} })
  }
}

/** Deal `index / players` of the setup, with the special bot in seat `index % players`. */
export function playMatch(task: Task): MatchResult {
  const players = task.players
  const seed = (task.seedBase + Math.floor(task.index / players)) >>> 0
  const botSeed = mix(BOT_SEED_BASE, task.index)
  const specialSeat = task.index % players
  const specs: BotSpec[] = []
  for (let s = 0; s < players; s++) specs.push(s === specialSeat ? task.special : task.others)
  // One seeded source deals every round, so each setup plays the very same deals.
  const deals = new Rng(seed)
  const created = newMatch(players, task.options, deals)
  if (!created.ok) throw new Error(created.error.message)
  let state: MatchState = created.value
  const times: Record<string, number[]> = {}
  const penalties: Record<string, { sum: number; seatRounds: number }> = {}
  let ply = 0
  for (;;) {
    while (state.phase === 'playing' && state.turn !== null) {
      const seat = state.turn
      const spec = specs[seat]!
      const t0 = performance.now()
      const move = decideFor(spec, state, seat, mix(botSeed, ply++))
      ;(times[spec.label] ??= []).push(performance.now() - t0)
      state = applyOrThrow(state, seat, move).state
    }
    const result = state.results[state.results.length - 1]
    if (result !== undefined) {
      result.penalties.forEach((pen, s) => {
        const acc = (penalties[specs[s]!.label] ??= { sum: 0, seatRounds: 0 })
        acc.sum += pen
        acc.seatRounds++
      })
    }
    if (state.phase === 'matchOver') break
    const next = nextRound(state, deals)
    if (!next.ok) throw new Error(next.error.message)
    state = next.value
  }
  return {
    setup: task.setup,
    index: task.index,
    specialSeat,
    winners: state.winners,
    totals: state.totals,
    penalties,
    times,
    rounds: state.results.length
  }
}

// ---------- statistics ----------

export const round4 = (x: number): number => Math.round(x * 10000) / 10000
export const round1 = (x: number): number => Math.round(x * 10) / 10

/** Wilson score interval for a proportion (95% by default). */
export function wilson(p: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1]
  const d = 1 + (z * z) / n
  const centre = (p + (z * z) / (2 * n)) / d
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d
  return [round4(Math.max(0, centre - half)), round4(Math.min(1, centre + half))]
}

/** Mean and a normal 95% interval of per-match values. */
export function meanCi(values: readonly number[]): { mean: number; ci95: [number, number] } {
  const n = values.length
  if (n === 0) return { mean: 0, ci95: [0, 0] }
  const mean = values.reduce((a, b) => a + b, 0) / n
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0
  const half = 1.96 * Math.sqrt(variance / n)
  return { mean: round4(mean), ci95: [round4(mean - half), round4(mean + half)] }
}

export function percentiles(values: number[]): { p50: number; p95: number; max: number } {
  if (values.length === 0) return { p50: 0, p95: 0, max: 0 }
  const s = [...values].sort((a, b) => a - b)
  const at = (q: number): number => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!
  return { p50: round1(at(0.5)), p95: round1(at(0.95)), max: round1(s[s.length - 1]!) }
}
