// Expert: the hard bot's determinized Monte Carlo search (hard.ts, search.ts) with more time, deals
// weighed by how likely they make the others' moves this round (policy-inference.ts) and an exact
// endgame. Once few cards are left in all hands, each determinization is solved exactly (endgame.ts)
// instead of played out by a rollout policy, so the late decisions — where a single wrong lead costs
// the round — are valued against perfect replies in every sampled deal rather than against random
// ones. Its budget is up to a second, but the search stops as soon as one move's lead is clear
// (search.ts), so most decisions take far less (docs/bots.md: the measured figures).
import type { Move } from '../engine/types'
import type { Rng } from '../engine/index'
import type { BotInput } from './input'
import type { HardOptions, SearchStats } from './hard'
import { hardSearch } from './hard'
import type { SearchTuning } from './search'
import { learnedValues } from './learned/learned'

/** Without a clock or a work bound, the work allowed per iteration the caller allows (tests, hints). */
const WORK_PER_ITERATION = 50

/** Thinking time per decision at a table: bots pause about this long before playing anyway. */
export const DEFAULT_EXPERT_BUDGET_MS = 1000

/**
 * What the expert adds to the hard search (bench:bots measured each; docs/bots.md): the exact endgame;
 * inference from every move the others made (policy-inference.ts); in the playouts the others lead
 * long more often, any of their longest melds; a round valued half against the best other seat. Together
 * they measured 61.3% and 61.4% against three medium bots on two sets of fresh deals (hard 57.2% and
 * 59.4% on the same deals); the inference alone, or the rest alone, did not beat the hard bot.
 */
export const EXPERT_TUNING: Partial<SearchTuning> = {
  endgame: 8,
  endgameNodes: 30_000,
  policyDeals: 2000,
  othersLongLead: 0.75,
  othersLeadAny: 1,
  rewardMin: 0.5
}

export interface ExpertOptions extends HardOptions {
  /** The expert's own thinking time per decision in ms (default 1000); `budgetMs` is the hard bot's. */
  expertBudgetMs?: number
}

export function expertMove(input: BotInput, rng: Rng, options: ExpertOptions = {}): Move {
  return expertSearch(input, rng, options).move
}

export function expertSearch(
  input: BotInput,
  rng: Rng,
  options: ExpertOptions = {}
): { move: Move; stats: SearchStats } {
  const { expertBudgetMs, ...rest } = options
  const unbounded = options.now === undefined && options.maxWork === undefined
  return hardSearch(input, rng, {
    ...rest,
    ...(unbounded ? { maxWork: (options.maxIterations ?? 3_000) * WORK_PER_ITERATION } : {}),
    budgetMs: expertBudgetMs ?? DEFAULT_EXPERT_BUDGET_MS,
    // With a clock, time and the early stop bound the search, not the hard bot's iteration cap.
    ...(options.maxIterations === undefined && options.now !== undefined ? { maxIterations: 1_000_000 } : {}),
    tuning: { ...EXPERT_TUNING, ...options.tuning },
    priorOf: (seat, moves) => learnedValues(seat, moves)
  })
}
