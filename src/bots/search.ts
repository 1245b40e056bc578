// The Monte Carlo search shared by the hard bot and the bench's all-seeing bot: UCB1 over the root
// moves, each iteration filling in the hands the searcher cannot see (a determinization; nothing to
// fill for the all-seeing bot), applying one root move and playing the round out on the FastRound
// core with a rollout policy. Statistics are kept per root move across all determinizations, so no
// single guess about hidden cards is trusted. Pure: positions in, a move code out.
import type { FastPosition } from '../engine/index'
import { FastRound } from '../engine/index'
import type { Inference } from './determinize'
import { INFER_TRIES, PASS_WITH_PLAY } from './determinize'
import { EndgameSolver, cardsInHands } from './endgame'
import { ROLLOUT_LONG_LEAD, ROLLOUT_PASS, rolloutOf } from './rollout'
import { OUT_BONUS, matchReward, rewardOf } from './reward'
import type { PolicyModel } from './policy-inference'

const GOLDEN = 0x6d2b79f5
const EXPLORE = 0.4
/** An exact-solve node costs about as much time as this many rollout moves (measured, bench:bots). */
const NODE_WORK = 8
/** After this many exact solves gave up (and more gave up than succeeded), a decision stops trying. */
const GIVE_UP_AFTER = 4
/** How often the clock is read and the stopping rules are checked. */
const CHECK_EVERY = 32

/**
 * Which of the search's ideas are on. The bench (`npm run bench:bots -- --variants …`) measures each
 * against three medium bots on the same deals; the defaults are what measured best (docs/bots.md).
 * Measured and left off: match awareness (no gain in 120 matches) and log inference (+1.1 points,
 * within noise, in 400 matches at up to twice the time per move; docs/bots.md).
 * Measured and removed: a single-observer ISMCTS tree (worse than flat UCB1 at equal iterations) and
 * a plan-counting rollout (7× the cost per iteration for no gain). Inference from every opponent move
 * (`policyDeals`) and the others' and reward fields below are the hard bot's (HARD_TUNING, hard.ts),
 * not the defaults: for the plain search at 20 000 iterations they measured no gain (docs/bots.md).
 */
export interface SearchTuning {
  /**
   * 1: random follows and leads (the first hard bot); 2: a cheap form of the medium bot's ideas
   * (alone it plays too alike and biases the values); 3: each step is 2 with chance `mix`, else 1.
   */
  rollout: 1 | 2 | 3
  /** Rollout 3: the chance that a step follows rollout 2 rather than 1. */
  mix: number
  /**
   * Rollout 3: the same chance for the searcher's own later steps. 0 (its own steps v1, the others'
   * mixed) measured about 4 points of win share better than `mix` for the plain search and the
   * hard bot's alike, 400 matches each at 20 000 and 80 000 iterations; more heuristic own steps were
   * steadily worse (docs/bots.md). The value of a move is then what the hand is worth under many
   * ways of playing it on, not under the one way the cheap heuristic would. Measured on the deals it was
   * chosen on: on fresh deals the old playouts (0.5, own steps 0.3 / 0.5) were only 1.8 points behind.
   */
  selfMix: number
  /**
   * Rollout 3, the searcher's own v1 steps: the chance a follow passes though it could play, and the
   * chance a lead is its longest meld (the others' v1 steps keep 0.3 and 0.5). For its own steps,
   * passing less and leading long more often measured 1–6 points of win share better at 20 000
   * iterations in every mix tried, passing more (0.5) 6 points worse (docs/bots.md) — on the deals the
   * setting was chosen on. On fresh deals (`--first 400`) 0.3 / 0.5 and 0.05 / 0.9 measured the same
   * (53.8% and 52.6%), so that gain was mostly the luck of the sweep's winner; the default stays.
   */
  ownPass: number
  ownLongLead: number
  /** Rollout 3, the other seats' v1 steps: the same two chances, and of a long lead being any longest. */
  othersPass: number
  othersLongLead: number
  othersLeadAny: number
  /** Value a round that ends the match by the match result (R8), not only by its penalties. */
  matchAware: boolean
  /** Weigh determinizations by the opponents' passes in the public log (determinize.ts). */
  infer: boolean
  /** Inference: the likelihood of a pass though the seat had a clean play, and most deals drawn. */
  passWithPlay: number
  inferTries: number
  /**
   * The hard bot's exact endgame (endgame.ts): a position with at most this many cards in all hands
   * together is solved exactly instead of played out (0: never).
   */
  endgame: number
  /** Most nodes one exact solve may visit before the position is played out instead. */
  endgameNodes: number
  /**
   * UCB1's exploration constant at the root (rewards are about ±1). 0.4 measured best of 0.2 (−10
   * points of win share), 0.8 (−0.3) and 1.2 (−3.7), hard at 20 000 iterations (docs/bots.md).
   */
  explore: number
  /** What going out adds to a round's reward (reward.ts): 0.25 measured best of 0, 0.25 and 0.5. */
  outBonus: number
  /** How far a round's reward compares with the best other seat, not the average (reward.ts; not with matchAware). */
  rewardMin: number
  /**
   * Inference from every opponent move (policy-inference.ts): deals drawn and scored (0: off), the
   * softmax temperature of the sensible-player model and its chance of any legal move.
   */
  policyDeals: number
  policyTemp: number
  policyNoise: number
  /** Above 0: the inference's softmax is over the fitted liking (opponent-policy.ts), not the playouts'. */
  policyFitted: number
  /**
   * Above 0: the learned evaluation (learned/learned.ts) is the root's prior, worth this many playouts
   * of each move at its Q: UCB1 and the final choice count them beside the real ones (issue 53).
   */
  learnedPrior: number
}

export const DEFAULT_TUNING: SearchTuning = {
  rollout: 3,
  mix: 0.5,
  selfMix: 0,
  ownPass: 0.05,
  ownLongLead: 0.9,
  othersPass: ROLLOUT_PASS,
  othersLongLead: ROLLOUT_LONG_LEAD,
  othersLeadAny: 0,
  matchAware: false,
  infer: false,
  passWithPlay: PASS_WITH_PLAY,
  inferTries: INFER_TRIES,
  endgame: 0,
  endgameNodes: 0,
  explore: EXPLORE,
  outBonus: OUT_BONUS,
  rewardMin: 0,
  policyDeals: 0,
  policyTemp: 1,
  policyNoise: 0.1,
  policyFitted: 0,
  learnedPrior: 0
}

/** The policy inference's model (policy-inference.ts) a tuning asks for. */
export function policyModelOf(tuning: SearchTuning): PolicyModel {
  return {
    deals: tuning.policyDeals,
    temperature: tuning.policyTemp,
    noise: tuning.policyNoise,
    fitted: tuning.policyFitted > 0
  }
}

/** The determinizer's inference (determinize.ts) a tuning asks for, or none. */
export function inferenceOf(tuning: SearchTuning): Inference | null {
  return tuning.infer ? { passWithPlay: tuning.passWithPlay, tries: tuning.inferTries } : null
}

export interface SearchLimits {
  maxIterations: number
  minIterations: number
  /** A clock in ms, the time the decision started on it, and the search's share of the budget. */
  now?: (() => number) | undefined
  start: number
  budget: number
  /** Most work: moves played in rollouts plus exact-solve nodes at NODE_WORK each (a load-free bound). */
  maxWork?: number | undefined
}

export interface SearchSpec {
  /** The position with the searcher on turn. `hands` is refilled by `determinize` before each iteration. */
  pos: FastPosition
  seat: number
  points: readonly number[]
  /** Root move codes (FastRound.generate() order). */
  codes: readonly number[]
  /** Fill the hands the searcher cannot see, for one iteration; null when every hand is known. */
  determinize: ((rand: () => number) => void) | null
  /** Match totals before this round and the target (R8), for match awareness. */
  totals: readonly number[]
  target: number
  limits: SearchLimits
  tuning: SearchTuning
  /** Each root move's value before any playout (its learned Q), counted as `tuning.learnedPrior` playouts. */
  prior?: ArrayLike<number> | undefined
}

export interface RootStats {
  iterations: number
  /** Rollout moves plus exact-solve nodes, and how many iterations were solved exactly. */
  work: number
  solved: number
  visits: Float64Array
  /** Per root move: the sum of the rewards the search steers by. */
  sums: Float64Array
  /** Per root move: the sum of the searcher's own round penalty (R7) and of its square, for reviews. */
  penalties: Float64Array
  penaltySquares: Float64Array
  best: number
}

const fast = new FastRound()
/** Made on first use: its memo takes about 15 MB, which a thread that never solves should not hold. */
let endgameSolver: EndgameSolver | null = null

export function searchRoot(spec: SearchSpec, state: { value: number }): RootStats {
  const { pos, seat, codes, tuning, limits } = spec
  const n = codes.length
  const { maxIterations, minIterations, now, start, budget } = limits
  const maxWork = limits.maxWork ?? Infinity
  fast.setPoints(spec.points)
  endgameSolver?.reset()

  const visits = new Float64Array(n)
  const sums = new Float64Array(n)
  const squares = new Float64Array(n)
  const penalties = new Float64Array(n)
  const penaltySquares = new Float64Array(n)
  const tally: Tally = { work: 0, solved: 0, gaveUp: 0 }
  const stream = new Stream(state.value)
  const rand = stream.next
  const step = rolloutOf(fast, tuning, seat)
  const reward = rewardFor(spec)
  // The searcher's own round penalty of the last iteration, however it ended (played out or solved).
  let own = 0
  const rewardNoting = (pen: ArrayLike<number>, out: number): number => {
    own = pen[seat]!
    return reward(pen, out)
  }

  // The prior's playouts steer UCB1 and the final choice; `visits` and `sums` stay the real ones (the
  // stats, the reviews and the early stop read them).
  const priorVisits = spec.prior === undefined ? 0 : tuning.learnedPrior
  const steerVisits = new Float64Array(n).fill(priorVisits)
  const steerSums = new Float64Array(n)
  for (let i = 0; i < n && priorVisits > 0; i++) steerSums[i] = priorVisits * spec.prior![i]!

  let total = 0
  for (;;) {
    const pick =
      total < n ? total : ucbPick(steerVisits, steerSums, n, total + n * priorVisits, tuning.explore)
    spec.determinize?.(rand)
    const fromPick = (): void => {
      fast.load(pos)
      fast.applyMove(codes[pick]!)
    }
    const r = playOut(tally, tuning, maxWork, fromPick, step, rand, rewardNoting)
    visits[pick]!++
    sums[pick]! += r
    steerVisits[pick]!++
    steerSums[pick]! += r
    squares[pick]! += r * r
    penalties[pick]! += own
    penaltySquares[pick]! += own * own
    total++

    const work = tally.work
    if (total >= maxIterations || work >= maxWork) break
    if (total % CHECK_EVERY === 0 && total >= n) {
      let left = maxIterations - total
      if (work > 0 && maxWork < Infinity) left = Math.min(left, ((maxWork - work) / work) * total)
      if (now !== undefined) {
        const elapsed = now() - start
        if (elapsed >= budget) break
        if (elapsed > 0) left = Math.min(left, ((budget - elapsed) / elapsed) * total)
      }
      if (total >= minIterations && decided(visits, sums, squares, n, left)) break
    }
  }
  state.value = stream.state
  let best = 0
  for (let i = 1; i < n; i++) if (steerVisits[i]! > steerVisits[best]!) best = i
  const { work, solved } = tally
  return { iterations: total, work, solved, visits, sums, penalties, penaltySquares, best }
}

/** A mulberry32 stream: the search's own randomness (the deals it samples, its playouts' steps). */
class Stream {
  constructor(public state: number) {}
  readonly next = (): number => {
    const s = (this.state = (this.state + GOLDEN) >>> 0)
    let t = Math.imul(s ^ (s >>> 15), s | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** How the search values a finished round for the searcher: by its penalties, or by the match (R8). */
function rewardFor(spec: SearchSpec): (penalties: ArrayLike<number>, wentOut: number) => number {
  const { seat, totals, target } = spec
  const players = spec.pos.players
  const { outBonus, rewardMin } = spec.tuning
  return spec.tuning.matchAware
    ? (pen, out) => matchReward(pen, out, seat, players, totals, target, outBonus)
    : (pen, out) => rewardOf(pen, out, seat, players, outBonus, rewardMin)
}

/** UCB1 over the root moves, once each has been tried. */
function ucbPick(
  visits: Float64Array,
  sums: Float64Array,
  n: number,
  total: number,
  explore: number
): number {
  let pick = 0
  let bestU = -Infinity
  const logT = Math.log(total)
  for (let i = 0; i < n; i++) {
    const v = visits[i]!
    const u = sums[i]! / v + explore * Math.sqrt(logT / v)
    if (u > bestU) {
      bestU = u
      pick = i
    }
  }
  return pick
}

/** What an iteration cost: rollout moves and solve nodes (work), and how its exact solves went. */
interface Tally {
  work: number
  solved: number
  gaveUp: number
}

/**
 * The value of one iteration from the position `start` loads (after a root move): solved exactly when
 * the endgame is on and few cards are left, else played out by the rollout policy.
 */
function playOut(
  tally: Tally,
  tuning: SearchTuning,
  maxWork: number,
  start: () => void,
  step: (rand: () => number) => void,
  rand: () => number,
  reward: (penalties: ArrayLike<number>, wentOut: number) => number
): number {
  start()
  if (
    tuning.endgame > 0 &&
    // Solves that keep giving up here only waste time: the position is too big, play it out.
    (tally.gaveUp < GIVE_UP_AFTER || tally.gaveUp <= tally.solved) &&
    !fast.over &&
    cardsInHands(fast) <= tuning.endgame
  ) {
    const plies = fast.plies
    const solver = (endgameSolver ??= new EndgameSolver())
    // A solved position must be worth what a played-out one is (reward.ts): the same bonus.
    solver.setOutBonus(tuning.outBonus)
    const ok = solver.solve(fast, Math.min(tuning.endgameNodes, (maxWork - tally.work) / NODE_WORK))
    tally.work += solver.nodes * NODE_WORK
    if (ok) {
      tally.solved++
      const { penalties, wentOut } = solver.outcome()
      return reward(penalties, wentOut)
    }
    tally.gaveUp++
    // The solve gave up somewhere inside the position: start again from the root move.
    if (fast.plies !== plies) start()
  }
  while (!fast.over) step(rand)
  tally.work += fast.plies
  return reward(fast.penalties, fast.wentOut)
}

/**
 * Stop early when the most visited move cannot be overtaken in the iterations left, or when its mean
 * is clearly above every other move's (a gap of 3 standard errors each way).
 */
function decided(
  visits: Float64Array,
  sums: Float64Array,
  squares: Float64Array,
  n: number,
  left: number
): boolean {
  let best = 0
  let second = -1
  for (let i = 1; i < n; i++) {
    if (visits[i]! > visits[best]!) {
      second = best
      best = i
    } else if (second < 0 || visits[i]! > visits[second]!) second = i
  }
  if (second < 0) return true
  if (visits[best]! - visits[second]! > left) return true
  const bound = (i: number, sign: number): number => {
    const v = visits[i]!
    const mean = sums[i]! / v
    const variance = Math.max(squares[i]! / v - mean * mean, 1e-6)
    return mean + sign * 3 * Math.sqrt(variance / v)
  }
  const low = bound(best, -1)
  for (let i = 0; i < n; i++) if (i !== best && visits[i]! >= 8 && bound(i, 1) > low) return false
  return true
}
