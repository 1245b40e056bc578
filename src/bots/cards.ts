// Card knowledge shared by the policies: counts, the cards a seat cannot see, which plays are clean,
// and whether a meld can still be answered by the cards that are out. How a hand splits into plays is
// the engine's planHand (engine/plan.ts), shared with the renderer.
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
