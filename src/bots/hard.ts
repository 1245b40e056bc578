// Hard: determinized Monte Carlo search (search.ts). Each iteration deals the cards this seat cannot
// see (RULES.md R9: deck − own hand − cleared − central meld) into the other hands — each with its
// public card count — and the undealt pile, the deals weighed by how likely they make the others' moves
// this round (policy-inference.ts); it applies one root move chosen by UCB1 and plays the round out on
// the FastRound core. In the playouts the other seats mix random steps with a cheap form of the medium
// bot's ideas (go out, shed clean melds low first, keep 8s for late tricks) and often lead long; the
// searcher's own steps mostly lead their longest meld and follow at random, rarely passing. Once few
// cards are left in all hands, each deal is solved exactly (endgame.ts) instead of played out, so the
// late decisions, where one wrong lead costs the round, are valued against perfect replies. A move's
// value is the seat's penalty relative to the others' (plus a bonus for going out), averaged over
// deals, so no single guess about hidden cards is trusted. The search thinks up to a second but stops
// as soon as one move's lead can no longer be overtaken or is statistically clear, so most decisions
// take far less (docs/bots.md: the measured figures).
//
// Issue 53 folded the former expert level into this one: hard now plays what the expert played (its
// settings below), and the learned evaluation is not part of it (bench/ may still pass `priorOf`).
import type { Move } from '../engine/types'
import type { Rng } from '../engine/index'
import { decodeMove, emptiesHand } from '../engine/index'
import type { BotInput } from './input'
import { determinizer } from './determinize'
import type { SearchTuning } from './search'
import { DEFAULT_TUNING, inferenceOf, policyModelOf, searchRoot } from './search'
import { policyDeterminizer } from './policy-inference'
import { seatSearchPosition } from './search-position'

export interface HardOptions {
  /** Thinking time per decision in ms (default 1000). Only used with a clock. */
  budgetMs?: number
  /** A clock in ms (e.g. performance.now). Without one the search is bounded by iterations and work. */
  now?: () => number
  /** Most iterations (default 1 000 000 with a clock: time and the early stop bound it; 3 000 without). */
  maxIterations?: number
  /** Fewest iterations before an early stop on a clear lead (default 300). */
  minIterations?: number
  /**
   * Most work (rollout moves plus exact-solve nodes, search.ts): the bench's load-free bound. With
   * neither a clock nor this, `maxIterations` × 50 (an exact solve may cost far more than a playout).
   */
  maxWork?: number
  /** Search ideas over HARD_TUNING (for the bench's measurements and the tests). */
  tuning?: Partial<SearchTuning>
  /** Each move's value before the search (a learned Q), used when `tuning.learnedPrior` > 0. Passed in,
   *  never imported here, so the app's bundles carry no weights (issue 53: the bench passes it). */
  priorOf?: (input: BotInput, moves: readonly Move[]) => ArrayLike<number>
}

/** Thinking time per decision at a table: bots pause about this long before playing anyway. */
export const DEFAULT_HARD_BUDGET_MS = 1000

/**
 * What the hard bot adds to the plain search (DEFAULT_TUNING; bench:bots measured each, docs/bots.md):
 * the exact endgame; inference from every move the others made (policy-inference.ts); in the playouts
 * the others lead long more often, any of their longest melds; a round valued half against the best
 * other seat. Together they measured 61.3% and 61.4% against three medium bots on two sets of fresh
 * deals (the plain search at 300 ms: 57.2% and 59.4% on the same deals); the inference alone, or the
 * rest alone, did not beat the plain search.
 */
export const HARD_TUNING: Partial<SearchTuning> = {
  endgame: 8,
  endgameNodes: 30_000,
  policyDeals: 2000,
  othersLongLead: 0.75,
  othersLeadAny: 1,
  rewardMin: 0.5
}

/** Without a clock or a work bound, the work allowed per iteration the caller allows (tests, hints). */
const WORK_PER_ITERATION = 50

/** The search stops this early so that the whole decision, with its setup, fits the budget. */
const BUDGET_MARGIN = 0.92

export interface SearchStats {
  iterations: number
  work: number
  solved: number
  moves: { move: Move; visits: number; mean: number }[]
}

export function hardMove(input: BotInput, rng: Rng, options: HardOptions = {}): Move {
  return hardSearch(input, rng, options).move
}

export function hardSearch(
  input: BotInput,
  rng: Rng,
  options: HardOptions = {}
): { move: Move; stats: SearchStats } {
  const now = options.now
  const budget = (options.budgetMs ?? DEFAULT_HARD_BUDGET_MS) * BUDGET_MARGIN
  // With a clock, time and the early stop bound the search; without one, iterations and work do.
  const maxIterations = options.maxIterations ?? (now === undefined ? 3_000 : 1_000_000)
  const maxWork = options.maxWork ?? (now === undefined ? maxIterations * WORK_PER_ITERATION : undefined)
  const minIterations = options.minIterations ?? 300
  const start = now?.() ?? 0
  const { pos, hands, codes } = seatSearchPosition(input)
  const n = codes.length
  const only = codes[0]
  if (only === undefined) throw new Error('No legal move.')
  const single = (code: number) => ({
    move: decodeMove(code),
    stats: { iterations: 0, work: 0, solved: 0, moves: [{ move: decodeMove(code), visits: 0, mean: 0 }] }
  })
  if (n === 1) return single(only)
  // Going out (a play of every card left) ends the round with no penalty: nothing beats it.
  for (const code of codes) if (emptiesHand(code, input.hand.length)) return single(code)

  const tuning = { ...DEFAULT_TUNING, ...HARD_TUNING, ...options.tuning }
  // The inference runs inside the clock's budget (about 10 ms at 2 000 deals, p50); the bench's work
  // bound (maxWork) does not count it.
  const dealer =
    tuning.policyDeals > 0
      ? policyDeterminizer(input, policyModelOf(tuning), () => rng.next())
      : determinizer(input, inferenceOf(tuning))
  const state = { value: rng.state }
  const root = searchRoot(
    {
      pos,
      seat: input.seat,
      points: input.points,
      codes,
      determinize: (rand) => dealer.deal(hands, rand),
      totals: input.totals,
      target: input.target,
      limits: { maxIterations, minIterations, now, start, budget, maxWork },
      tuning,
      prior:
        tuning.learnedPrior > 0 && options.priorOf !== undefined
          ? options.priorOf(input, codes.map(decodeMove))
          : undefined
    },
    state
  )
  rng.state = state.value
  const moves = codes.map((code, i) => ({
    move: decodeMove(code),
    visits: root.visits[i]!,
    mean: root.visits[i]! > 0 ? root.sums[i]! / root.visits[i]! : 0
  }))
  return {
    move: decodeMove(codes[root.best]!),
    stats: { iterations: root.iterations, work: root.work, solved: root.solved, moves }
  }
}
