// Card knowledge shared by the policies: counts, the cards a seat cannot see, how a hand splits into
// plays, and whether a meld can still be answered by the cards that are out.
import { RANKS } from '../engine/types'
import type { Meld, Move, OverwriteRule, Rank, RankCounts } from '../engine/types'
import {
  HAND_STRIDE,
  MAX_MOVES,
  SHAPE_RUN,
  biggerCode,
  countsFromRanks,
  generateMoves,
  meldTypeCode,
  moveLowOf,
  moveShapeOf,
  moveSizeOf
} from '../engine/index'
import type { BotInput } from './input'

export const rankIndex = (r: number): number => RANKS.indexOf(r as Rank)

export function ownCounts(input: BotInput): RankCounts {
  return countsFromRanks(input.hand)
}

/**
 * Cards this seat has not seen (R9): copies − own hand − cleared − central meld − earlier hands of the
 * deal (R2.two). They are in the other hands, undealt or kept for a later hand; how many of them each
 * hand holds is public (handCounts, undealtCount).
 */
export function unseenCounts(input: BotInput): RankCounts {
  const out = new Array<number>(16).fill(0)
  const own = ownCounts(input)
  const meld = input.meld === null ? null : countsFromRanks(input.meld.cards)
  for (const r of RANKS) {
    const seen = (own[r] ?? 0) + (input.cleared[r] ?? 0) + (meld?.[r] ?? 0) + (input.retired[r] ?? 0)
    const n = input.copies - seen
    out[r] = n > 0 ? n : 0
  }
  return out
}

export function withoutCards(counts: readonly number[], cards: readonly Rank[]): RankCounts {
  const out = [...counts]
  for (const c of cards) out[c] = (out[c] ?? 0) - 1
  return out
}

export function cardsOf(move: Move): readonly Rank[] {
  return move.kind === 'pass' ? [] : move.cards
}

export function pointsOfCards(cards: readonly Rank[], points: readonly number[]): number {
  let p = 0
  for (const c of cards) p += points[c] ?? 0
  return p
}

// ---- plans: the fewest plays (melds of one to three cards) that empty a hand ----

export interface Plan {
  /** How many plays the hand needs at least. */
  count: number
  melds: Meld[]
}

const planCache = new Map<number, Plan>()
const PLAN_CACHE_MAX = 100_000

function keyOf(counts: readonly number[]): number {
  let k = 0
  for (const r of RANKS) k = k * 6 + Math.min(counts[r] ?? 0, 5)
  return k
}

/** The fewest plays that empty the hand; among equals, the one with the most multi-card melds. */
export function planHand(counts: readonly number[]): Plan {
  const key = keyOf(counts)
  const hit = planCache.get(key)
  if (hit !== undefined) return hit
  const plan = solve([...counts])
  if (planCache.size >= PLAN_CACHE_MAX) planCache.clear()
  planCache.set(key, plan)
  return plan
}

function solve(c: number[]): Plan {
  let low = -1
  for (const r of RANKS) {
    if ((c[r] ?? 0) > 0) {
      low = r
      break
    }
  }
  if (low < 0) return { count: 0, melds: [] }
  let best: Plan | null = null
  const tryMeld = (meld: Meld): void => {
    for (const r of meld.cards) c[r] = (c[r] ?? 0) - 1
    const rest = planHand(c)
    for (const r of meld.cards) c[r] = (c[r] ?? 0) + 1
    const count = rest.count + 1
    if (best === null || count < best.count) best = { count, melds: [meld, ...rest.melds] }
  }
  const n = c[low] ?? 0
  // The lowest rank is in some play: a set of it, or a run starting at it (only one copy each).
  for (let k = Math.min(n, 3); k >= 1; k--) {
    tryMeld({ type: k === 1 ? 'single' : 'set', cards: new Array<Rank>(k).fill(low as Rank) })
  }
  if ((c[low + 1] ?? 0) > 0) {
    if ((c[low + 2] ?? 0) > 0) tryMeld({ type: 'run', cards: [low, low + 1, low + 2] as Rank[] })
    tryMeld({ type: 'run', cards: [low, low + 1] as Rank[] })
  }
  return best ?? { count: 0, melds: [] }
}

// ---- can a meld still be answered? ----

const scratchHand = new Int8Array(HAND_STRIDE)
const scratchMoves = new Int32Array(MAX_MOVES)

/**
 * How many plays (overwrites or adds) the `pool` of cards allows against `meld` — 0 means nobody can
 * answer it, whoever holds those cards. With the unseen cards as the pool this is an upper bound.
 */
export function answersTo(
  meld: Meld,
  pool: readonly number[],
  copies: number,
  overwrite: OverwriteRule
): number {
  scratchHand.fill(0)
  for (const r of RANKS) scratchHand[r] = Math.min(pool[r] ?? 0, 5)
  const bigger = biggerCode(overwrite)
  const n = generateMoves(
    scratchHand,
    0,
    meldTypeCode(meld),
    meld.cards[0] ?? 0,
    meld.cards.length,
    copies,
    bigger,
    scratchMoves
  )
  return n - 1 // the pass
}

/** Strength of a meld among its kind, 0 (weakest) … 12 (strongest): the lower run is stronger (R4). */
export function strengthOf(meld: Meld): number {
  const low = rankIndex(meld.cards[0] ?? 1)
  return meld.type === 'run' ? 12 - low : low
}

/**
 * Is the play `code` (not a pass) clean for the hand of counts at h[b..]: does it use whole holdings
 * and break no set or run kept in hand? A run of lone cards with no card touching either end, a set of
 * every copy of its rank, or a lone card with no neighbour. The kind of play a sensible player makes
 * (the hard bot's rollouts prefer them, its log inference expects them).
 */
export function isCleanPlay(h: Int8Array, b: number, code: number): boolean {
  const k = moveSizeOf(code)
  const low = b + moveLowOf(code)
  if (moveShapeOf(code) === SHAPE_RUN) {
    if (h[low - 1] !== 0 || h[low + k] !== 0) return false
    for (let j = 0; j < k; j++) if (h[low + j] !== 1) return false
    return true
  }
  return k === h[low] && (k >= 2 || (h[low - 1] === 0 && h[low + 1] === 0))
}
