// Hard: determinized Monte Carlo search (information-set style, with UCB1 at the root). Each iteration
// deals the cards this seat cannot see (RULES.md R9: deck − own hand − cleared − central meld) at
// random into the other hands — each with its public card count — and the undealt pile, applies one
// candidate move and plays the round out on the FastRound core with a light heuristic policy. A move's
// value is the seat's penalty relative to the others' (plus a bonus for going out), averaged over
// determinizations, so no single guess about hidden cards is trusted. The search stops at its time
// budget, or earlier when one move's lead can no longer be overtaken or is statistically clear.
import type { Move } from '../engine/types'
import type { FastPosition, Rng } from '../engine/index'
import { FastRound, MOVE_PASS, decodeMove } from '../engine/index'
import type { BotInput } from './input'
import { ownCounts, unseenCounts } from './cards'
import { RANKS } from '../engine/types'

export interface HardOptions {
  /** Thinking time per decision in ms (default 300). Only used with a clock. */
  budgetMs?: number
  /** A clock in ms (e.g. performance.now). Without one the search is bounded by iterations only. */
  now?: () => number
  /** Most iterations (default 200 000 with a clock, 3 000 without). */
  maxIterations?: number
  /** Fewest iterations before an early stop on a clear lead (default 300). */
  minIterations?: number
}

export const DEFAULT_HARD_BUDGET_MS = 300

const GOLDEN = 0x6d2b79f5
const EXPLORE = 0.4
const OUT_BONUS = 0.25
const SCALE = 20
/** How often the clock is read and the stopping rules are checked. */
const CHECK_EVERY = 32
/** The search stops this early so that the whole decision, with its setup, fits the budget. */
const BUDGET_MARGIN = 0.92
/** Rollout policy: chance that a follower passes though it could play; chance a leader plays its longest meld. */
const ROLLOUT_PASS = 0.3
const ROLLOUT_LONG_LEAD = 0.5

const fast = new FastRound()

export interface SearchStats {
  iterations: number
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
  const players = input.players
  const seat = input.seat
  const own = ownCounts(input)
  const hands: number[][] = []
  for (let s = 0; s < players; s++) hands.push(s === seat ? own : new Array<number>(16).fill(0))
  const pos: FastPosition = {
    players,
    hands,
    meld: input.meld === null ? null : { type: input.meld.type, cards: [...input.meld.cards] },
    passed: input.passed,
    turn: seat,
    lastPlayer: input.lastPlayer,
    playsInTrick: input.playsInTrick
  }
  fast.setPoints(input.points)
  fast.load(pos)
  const n = fast.generate()
  const codes = Array.from(fast.moves.subarray(0, n))
  const only = codes[0]
  if (only === undefined) throw new Error('No legal move.')
  const single = (code: number) => ({
    move: decodeMove(code),
    stats: { iterations: 0, moves: [{ move: decodeMove(code), visits: 0, mean: 0 }] }
  })
  if (n === 1) return single(only)
  // Going out (a play of every card left) ends the round with no penalty: nothing beats it.
  for (const code of codes)
    if (((code >> 3) & 3) === input.hand.length && code !== MOVE_PASS) return single(code)

  // The hidden cards, one entry per card, and who holds how many of them.
  const unseen = unseenCounts(input)
  const pool: number[] = []
  for (const r of RANKS) for (let i = 0; i < (unseen[r] ?? 0); i++) pool.push(r)
  const others: number[] = []
  const sizes: number[] = []
  let hidden = 0
  for (let s = 0; s < players; s++) {
    if (s === seat) continue
    const size = Math.min(input.handCounts[s] ?? 0, pool.length - hidden)
    others.push(s)
    sizes.push(size)
    hidden += size
  }

  const visits = new Float64Array(n)
  const sums = new Float64Array(n)
  const squares = new Float64Array(n)
  let st = rng.state
  const rand = (): number => {
    st = (st + GOLDEN) >>> 0
    let t = Math.imul(st ^ (st >>> 15), st | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

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
    // Determinize: a random split of the unseen cards into the other hands and the undealt pile.
    for (let i = 0; i < hidden; i++) {
      const j = i + Math.floor(rand() * (pool.length - i))
      const c = pool[j]!
      pool[j] = pool[i]!
      pool[i] = c
    }
    let k = 0
    for (let o = 0; o < others.length; o++) {
      const h = hands[others[o]!]!
      h.fill(0)
      for (let i = 0; i < sizes[o]!; i++) h[pool[k++]!]!++
    }
    fast.load(pos)
    fast.applyMove(codes[pick]!)
    while (!fast.over) rolloutStep(rand)
    const reward = rewardOf(seat, players)
    visits[pick]!++
    sums[pick]! += reward
    squares[pick]! += reward * reward
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
  rng.state = st

  let best = 0
  for (let i = 1; i < n; i++) if (visits[i]! > visits[best]!) best = i
  const moves = codes.map((code, i) => ({
    move: decodeMove(code),
    visits: visits[i]!,
    mean: visits[i]! > 0 ? sums[i]! / visits[i]! : 0
  }))
  return { move: decodeMove(codes[best]!), stats: { iterations: total, moves } }
}

/** The seat's penalty against the others' average, scaled to about ±1, plus a bonus for going out. */
function rewardOf(seat: number, players: number): number {
  const pen = fast.penalties
  let others = 0
  for (let s = 0; s < players; s++) if (s !== seat) others += pen[s]!
  const r = (others / (players - 1) - pen[seat]!) / SCALE
  return fast.wentOut === seat ? r + OUT_BONUS : r
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

/** One move of the rollout policy: followers play a random legal play or sometimes pass; leaders shed. */
function rolloutStep(rand: () => number): void {
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
