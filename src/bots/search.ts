// The Monte Carlo search shared by the hard bot and the bench's all-seeing bot: UCB1 over the root
// moves, each iteration filling in the hands the searcher cannot see (a determinization; nothing to
// fill for the all-seeing bot), applying one root move and playing the round out on the FastRound
// core with a rollout policy. Statistics are kept per root move across all determinizations, so no
// single guess about hidden cards is trusted. Pure: positions in, a move code out.
import type { FastPosition } from '../engine/index'
import { FastRound, HAND_STRIDE, MOVE_PASS } from '../engine/index'
import { RANKS } from '../engine/types'
import { planHand } from './cards'

const GOLDEN = 0x6d2b79f5
const EXPLORE = 0.4
const OUT_BONUS = 0.25
const SCALE = 20
/** How often the clock is read and the stopping rules are checked. */
const CHECK_EVERY = 32
/** Rollout v1: chance that a follower passes though it could play; chance a leader plays its longest meld. */
const ROLLOUT_PASS = 0.3
const ROLLOUT_LONG_LEAD = 0.5

/** Which of the search's ideas are on (the bench measures each; the defaults are what helped). */
export interface SearchTuning {
  /** 1: random follows and leads (the first hard bot); 2: a cheap form of the medium bot's ideas; 3: each step 1 or 2 at random. */
  rollout: 1 | 2 | 3 | 4 | 5 | 6 | 7
  /** Value a round that ends the match by the match result (R8), not only by its penalties. */
  matchAware: boolean
  /** Rollout 3: the chance that a step follows v2 rather than v1. */
  mix: number
  /** Weigh determinizations by the opponents' passes in the public log (determinize.ts). */
  infer: boolean
  /**
   * Information-set tree search (single-observer ISMCTS): one tree over every seat's moves, shared by
   * all determinizations, each node chosen by UCB1 over the visits in which it was legal. Off: flat
   * search, UCB1 over the root moves only.
   */
  tree: boolean
}

export const DEFAULT_TUNING: SearchTuning = {
  rollout: 3,
  mix: 0.5,
  matchAware: false,
  infer: false,
  tree: false
}

export interface SearchLimits {
  maxIterations: number
  minIterations: number
  /** A clock in ms, the time the decision started on it, and the search's share of the budget. */
  now?: (() => number) | undefined
  start: number
  budget: number
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
}

export interface RootStats {
  iterations: number
  visits: Float64Array
  sums: Float64Array
  best: number
}

const fast = new FastRound()

/** Rank → its place 0…12 among the thirteen ranks (index 0 unused). */
const PLACE = new Int8Array(18)
RANKS.forEach((r, i) => (PLACE[r] = i))

export function searchRoot(spec: SearchSpec, state: { value: number }): RootStats {
  if (spec.tuning.tree) return searchTree(spec, state)
  const { pos, seat, codes, tuning, limits } = spec
  const n = codes.length
  const players = pos.players
  const { maxIterations, minIterations, now, start, budget } = limits
  fast.setPoints(spec.points)

  const visits = new Float64Array(n)
  const sums = new Float64Array(n)
  const squares = new Float64Array(n)
  let st = state.value
  const rand = (): number => {
    st = (st + GOLDEN) >>> 0
    let t = Math.imul(st ^ (st >>> 15), st | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const step = rolloutOf(tuning)
  const reward = tuning.matchAware
    ? (): number => matchReward(seat, players, spec.totals, spec.target)
    : (): number => roundReward(seat, players)

  let total = 0
  for (;;) {
    // UCB1 over the root moves (each tried once first).
    let pick = 0
    if (total < n) pick = total
    else {
      let bestU = -Infinity
      const logT = Math.log(total)
      for (let i = 0; i < n; i++) {
        const v = visits[i]!
        const u = sums[i]! / v + EXPLORE * Math.sqrt(logT / v)
        if (u > bestU) {
          bestU = u
          pick = i
        }
      }
    }
    spec.determinize?.(rand)
    fast.load(pos)
    fast.applyMove(codes[pick]!)
    while (!fast.over) step(rand)
    const r = reward()
    visits[pick]!++
    sums[pick]! += r
    squares[pick]! += r * r
    total++

    if (total >= maxIterations) break
    if (total % CHECK_EVERY === 0 && total >= n) {
      let left = maxIterations - total
      if (now !== undefined) {
        const elapsed = now() - start
        if (elapsed >= budget) break
        if (elapsed > 0) left = Math.min(left, ((budget - elapsed) / elapsed) * total)
      }
      if (total >= minIterations && decided(visits, sums, squares, n, left)) break
    }
  }
  state.value = st
  let best = 0
  for (let i = 1; i < n; i++) if (visits[i]! > visits[best]!) best = i
  return { iterations: total, visits, sums, best }
}

/** A node of the information-set tree: the move that led to it, by whom, and its statistics. */
interface TreeNode {
  mover: number
  codes: number[]
  kids: TreeNode[]
  visits: number
  sum: number
  squares: number
  /** Visits of the parent in which this node's move was legal (ISMCTS availability). */
  avail: number
}

const newNode = (mover: number): TreeNode => ({
  mover,
  codes: [],
  kids: [],
  visits: 0,
  sum: 0,
  squares: 0,
  avail: 0
})

function searchTree(spec: SearchSpec, state: { value: number }): RootStats {
  const { pos, seat, codes, tuning, limits } = spec
  const n = codes.length
  const players = pos.players
  const { maxIterations, minIterations, now, start, budget } = limits
  fast.setPoints(spec.points)
  let st = state.value
  const rand = (): number => {
    st = (st + GOLDEN) >>> 0
    let t = Math.imul(st ^ (st >>> 15), st | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const step = rolloutOf(tuning)
  const rewards = new Float64Array(players)
  const root = newNode(-1)
  // The root's children in the order of `codes`, so the root statistics line up with the moves.
  for (const code of codes) {
    root.codes.push(code)
    root.kids.push(newNode(seat))
  }
  const path: TreeNode[] = []
  const untried = new Int32Array(64)
  const visits = new Float64Array(n)
  const sums = new Float64Array(n)
  const squares = new Float64Array(n)
  const rootStats = (): void => {
    for (let i = 0; i < n; i++) {
      const k = root.kids[i]!
      visits[i] = k.visits
      sums[i] = k.sum
      squares[i] = k.squares
    }
  }

  let total = 0
  for (;;) {
    spec.determinize?.(rand)
    fast.load(pos)
    path.length = 0
    let node = root
    while (!fast.over) {
      const m = fast.generate()
      const mover = fast.turn
      const moves = fast.moves
      let u = 0
      let best: TreeNode | null = null
      let bestCode = 0
      let bestU = -Infinity
      for (let i = 0; i < m; i++) {
        const code = moves[i]!
        const j = node.codes.indexOf(code)
        if (j < 0) {
          untried[u++] = code
          continue
        }
        const kid = node.kids[j]!
        kid.avail++
        if (kid.visits === 0) {
          // Never visited yet (only at the root, where every move is a child from the start).
          if (bestU < Infinity) {
            bestU = Infinity
            best = kid
            bestCode = code
          }
          continue
        }
        const value = kid.sum / kid.visits + EXPLORE * Math.sqrt(Math.log(kid.avail) / kid.visits)
        if (value > bestU) {
          bestU = value
          best = kid
          bestCode = code
        }
      }
      if (u > 0 && bestU < Infinity) {
        const code = untried[Math.floor(rand() * u)]!
        const kid = newNode(mover)
        kid.avail = 1
        node.codes.push(code)
        node.kids.push(kid)
        fast.applyMove(code)
        path.push(kid)
        break
      }
      fast.applyMove(bestCode)
      path.push(best!)
      node = best!
      if (best!.visits === 0) break
    }
    while (!fast.over) step(rand)
    for (let s = 0; s < players; s++) {
      rewards[s] = tuning.matchAware
        ? matchReward(s, players, spec.totals, spec.target)
        : roundReward(s, players)
    }
    for (const kid of path) {
      const r = rewards[kid.mover]!
      kid.visits++
      kid.sum += r
      kid.squares += r * r
    }
    total++

    if (total >= maxIterations) break
    if (total % CHECK_EVERY === 0 && total >= n) {
      let left = maxIterations - total
      if (now !== undefined) {
        const elapsed = now() - start
        if (elapsed >= budget) break
        if (elapsed > 0) left = Math.min(left, ((budget - elapsed) / elapsed) * total)
      }
      rootStats()
      if (total >= minIterations && decided(visits, sums, squares, n, left)) break
    }
  }
  state.value = st
  rootStats()
  let best = 0
  for (let i = 1; i < n; i++) if (visits[i]! > visits[best]!) best = i
  return { iterations: total, visits, sums, best }
}

/** The seat's penalty against the others' average, scaled to about ±1, plus a bonus for going out. */
function roundReward(seat: number, players: number): number {
  const pen = fast.penalties
  let others = 0
  for (let s = 0; s < players; s++) if (s !== seat) others += pen[s]!
  const r = (others / (players - 1) - pen[seat]!) / SCALE
  return fast.wentOut === seat ? r + OUT_BONUS : r
}

/**
 * Near the target a round's penalties matter only through the match result (R8): when the round ends
 * the match, the reward is mostly whether the seat is on the lowest total (a shared lowest counts its
 * share); otherwise it is the round reward.
 */
function matchReward(seat: number, players: number, totals: readonly number[], target: number): number {
  const r = roundReward(seat, players)
  const pen = fast.penalties
  let over = false
  let low = Infinity
  for (let s = 0; s < players; s++) {
    const t = (totals[s] ?? 0) + pen[s]!
    if (t >= target) over = true
    if (t < low) low = t
  }
  if (!over) return r
  const mine = (totals[seat] ?? 0) + pen[seat]!
  if (mine !== low) return 0.25 * r - 1
  let tied = 0
  for (let s = 0; s < players; s++) if ((totals[s] ?? 0) + pen[s]! === low) tied++
  return 0.25 * r + 2 / tied - 1
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

function rolloutOf(tuning: SearchTuning): (rand: () => number) => void {
  if (tuning.rollout === 1) return rolloutStepV1
  if (tuning.rollout === 2) return rolloutStepV2
  if (tuning.rollout === 4) return rolloutStepV4
  const mix = tuning.mix
  if (tuning.rollout === 6) return rolloutStepPlan
  if (tuning.rollout === 7) return (r) => (r() < mix ? rolloutStepPlan(r) : rolloutStepV1(r))
  if (tuning.rollout === 5) return (r) => (r() < mix ? rolloutStepV4(r) : rolloutStepV1(r))
  return (r) => (r() < mix ? rolloutStepV2(r) : rolloutStepV1(r))
}

/** Rollout v1: followers play a random legal play or sometimes pass; leaders shed. */
function rolloutStepV1(rand: () => number): void {
  const n = fast.generate()
  const moves = fast.moves
  if (fast.meldType === 0) {
    if (rand() < ROLLOUT_LONG_LEAD) {
      let best = moves[0]!
      for (let i = 1; i < n; i++) if (((moves[i]! >> 3) & 3) > ((best >> 3) & 3)) best = moves[i]!
      fast.applyMove(best)
    } else fast.applyMove(moves[Math.floor(rand() * n)]!)
    return
  }
  if (n === 1 || rand() < ROLLOUT_PASS) fast.applyMove(MOVE_PASS)
  else fast.applyMove(moves[1 + Math.floor(rand() * (n - 1))]!)
}

/** Chance a rollout follower passes though it has a clean play. */
const V2_PASS = 0.15

/**
 * Rollout v2, the medium bot's ideas in a cheap form: go out when possible; lead long, low melds that
 * use a whole holding of their ranks and keep the 8s; follow with a clean play (one that does not break
 * a set or a run in hand), low cards first, an 8 when it takes the trick late in the round; otherwise pass.
 */
function rolloutStepV2(rand: () => number): void {
  const n = fast.generate()
  const moves = fast.moves
  const seat = fast.turn
  const h = fast.hands
  const b = seat * HAND_STRIDE
  const size = fast.sizes[seat]!
  for (let i = 0; i < n; i++) {
    const code = moves[i]!
    if (((code >> 3) & 3) === size && code !== MOVE_PASS) {
      fast.applyMove(code)
      return
    }
  }
  const leading = fast.meldType === 0
  let best = MOVE_PASS
  let bestScore = leading ? -Infinity : 1
  for (let i = leading ? 0 : 1; i < n; i++) {
    const code = moves[i]!
    const k = (code >> 3) & 3
    const low = code >> 5
    const run = (code >> 2) & 1
    let clean: boolean
    let eight: boolean
    if (run === 1) {
      clean = h[b + low - 1] === 0 && h[b + low + k] === 0
      for (let j = 0; j < k; j++) if (h[b + low + j] !== 1) clean = false
      eight = low <= 8 && 8 < low + k
    } else {
      clean = k === h[b + low] && h[b + low - 1] === 0 && h[b + low + 1] === 0
      if (k >= 2 && k === h[b + low]) clean = true
      eight = low === 8
    }
    let score = (clean ? 2 : 0) + k * 0.6 - PLACE[low + (run === 1 ? k - 1 : 0)]! * 0.2 + rand()
    if (eight) score += leading || size > 4 ? -3 : 1.5
    if (score > bestScore) {
      bestScore = score
      best = code
    }
  }
  if (!leading && best !== MOVE_PASS && rand() < V2_PASS) best = MOVE_PASS
  fast.applyMove(best)
}

/**
 * Rollout v4, closer to the medium bot: a follower plays whenever it has a clean play (one that takes a
 * whole part of its hand off, high or low) and fights with anything but an 8 when a hand is nearly
 * empty; a leader leads its longest clean, lowest meld; 8s wait for a late trick.
 */
function rolloutStepV4(rand: () => number): void {
  const n = fast.generate()
  const moves = fast.moves
  const seat = fast.turn
  const h = fast.hands
  const b = seat * HAND_STRIDE
  const size = fast.sizes[seat]!
  let danger = false
  for (let s = 0; s < fast.players; s++) if (s !== seat && fast.sizes[s]! <= 2) danger = true
  for (let i = 0; i < n; i++) {
    const code = moves[i]!
    if (((code >> 3) & 3) === size && code !== MOVE_PASS) {
      fast.applyMove(code)
      return
    }
  }
  const leading = fast.meldType === 0
  let best = MOVE_PASS
  let bestScore = leading ? -Infinity : danger ? 0.5 : 2.5
  for (let i = leading ? 0 : 1; i < n; i++) {
    const code = moves[i]!
    const k = (code >> 3) & 3
    const low = code >> 5
    const run = (code >> 2) & 1
    let clean: boolean
    let eight: boolean
    if (run === 1) {
      clean = h[b + low - 1] === 0 && h[b + low + k] === 0
      for (let j = 0; j < k; j++) if (h[b + low + j] !== 1) clean = false
      eight = low <= 8 && 8 < low + k
    } else {
      clean = k === h[b + low] && (k >= 2 || (h[b + low - 1] === 0 && h[b + low + 1] === 0))
      eight = low === 8
    }
    let score = (clean ? 3 : 0) + k * 0.5 - PLACE[low]! * (leading ? 0.2 : 0.05) + rand()
    if (eight) score += size > 3 ? -4 : 1
    if (score > bestScore) {
      bestScore = score
      best = code
    }
  }
  fast.applyMove(best)
}

// ---- rollout v6: the medium bot's scoring on the FastRound core, with a plan-count cache ----

/** 6^place(r): a hand's key is the sum of count × weight, as in cards.ts planHand's cache. */
const WEIGHT = new Float64Array(18)
{
  let w = 1
  for (let i = RANKS.length - 1; i >= 0; i--) {
    WEIGHT[RANKS[i]!] = w
    w *= 6
  }
}
const planCounts = new Map<number, number>()
const planScratch = new Array<number>(16).fill(0)

/** Fewest plays that empty the hand whose key is `key` (counts at h[b…]). */
function planCount(key: number, h: Int8Array, b: number, minus: number, low: number, k: number): number {
  const hit = planCounts.get(key)
  if (hit !== undefined) return hit
  for (let r = 0; r < 16; r++) planScratch[r] = h[b + r] ?? 0
  for (let j = 0; j < k; j++) planScratch[low + j * minus]!--
  const c = planHand(planScratch).count
  if (planCounts.size > 200_000) planCounts.clear()
  planCounts.set(key, c)
  return c
}

/**
 * Rollout v6, the medium bot's move scores in a cheap form: a play is worth how many plays of the
 * hand's plan it removes (the fewest melds that empty the hand), leads shed the weak parts of the plan
 * and keep 8s, a follower plays only when its plan gets shorter and fights when someone is nearly
 * out. A little noise keeps the rollouts varied.
 */
function rolloutStepPlan(rand: () => number): void {
  const n = fast.generate()
  const moves = fast.moves
  const seat = fast.turn
  const h = fast.hands
  const b = seat * HAND_STRIDE
  const size = fast.sizes[seat]!
  let minOpp = 99
  for (let s = 0; s < fast.players; s++) if (s !== seat && fast.sizes[s]! < minOpp) minOpp = fast.sizes[s]!
  const danger = minOpp <= 3
  let key = 0
  for (let r = 1; r <= 15; r++) key += h[b + r]! * WEIGHT[r]!
  const before = planCount(key, h, b, 0, 0, 0)
  const leading = fast.meldType === 0
  let best = MOVE_PASS
  let bestScore = leading ? -Infinity : (danger ? -1 : 0) + rand()
  for (let i = leading ? 0 : 1; i < n; i++) {
    const code = moves[i]!
    const k = (code >> 3) & 3
    const low = code >> 5
    const run = (code >> 2) & 1
    if (k === size) {
      best = code
      break
    }
    let after = key
    for (let j = 0; j < k; j++) after -= WEIGHT[low + j * run]!
    const count = planCount(after, h, b, run, low, k)
    const eight = run === 1 ? low <= 8 && 8 < low + k : low === 8
    let score: number
    if (leading) {
      const strength = run === 1 ? 12 - PLACE[low]! : PLACE[low]!
      score = -10 * count - strength * 0.4 + k * 1.2 - (eight ? 6 : 0)
    } else {
      const delta = before - count
      score = 10 * delta - (delta <= 0 ? 4 : 0) + k * 0.6 - (low + (k - 1) * run) * 0.15
      if (eight) score += !danger && count > 2 ? -6 : count <= 2 ? 7 : 4
    }
    score += rand() * 2
    if (score > bestScore) {
      bestScore = score
      best = code
    }
  }
  fast.applyMove(best)
}
