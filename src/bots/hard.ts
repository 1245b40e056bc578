// Hard: determinized Monte Carlo search (search.ts). Each iteration deals the cards this seat cannot
// see (RULES.md R9: deck − own hand − cleared − central meld) at random into the other hands — each
// with its public card count — and the undealt pile (determinize.ts), applies one root move chosen by
// UCB1 and plays the round out on the FastRound core. In the rollouts the other seats mix random steps
// with a cheap form of the medium bot's ideas (go out, shed clean melds low first, keep 8s for late
// tricks); the searcher's own steps mostly lead their longest meld and follow at random, rarely passing.
// A move's value is the seat's penalty relative to the others' (plus a bonus for going out), averaged
// over determinizations, so no single guess about hidden cards is trusted. The search stops at its
// time budget, or earlier when one move's lead can no longer be overtaken or is statistically clear.
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
  /** Thinking time per decision in ms (default 300). Only used with a clock. */
  budgetMs?: number
  /** A clock in ms (e.g. performance.now). Without one the search is bounded by iterations only. */
  now?: () => number
  /** Most iterations (default 200 000 with a clock, 3 000 without). */
  maxIterations?: number
  /** Fewest iterations before an early stop on a clear lead (default 300). */
  minIterations?: number
  /** Most work (rollout moves plus exact-solve nodes, search.ts): the expert's load-free bound. */
  maxWork?: number
  /** Which search ideas are on (for the bench's measurements; the defaults are the hard bot). */
  tuning?: Partial<SearchTuning>
  /** Each move's value before the search (the expert's learned Q), used when `tuning.learnedPrior` > 0.
   *  Passed in, not imported, so the hard bot's bundles (the review's worker) carry no weights. */
  priorOf?: (input: BotInput, moves: readonly Move[]) => ArrayLike<number>
}

export const DEFAULT_HARD_BUDGET_MS = 300

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
  const maxIterations = options.maxIterations ?? (now === undefined ? 3_000 : 200_000)
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

  const tuning = { ...DEFAULT_TUNING, ...options.tuning }
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
      limits: { maxIterations, minIterations, now, start, budget, maxWork: options.maxWork },
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
