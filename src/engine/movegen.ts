// The one legal-move generator (R5), shared by the public legalMoves and the FastRound playout core.
// It works on counts per rank in an Int8Array and writes moves as small integers into a caller's
// buffer, so a bot playout allocates nothing per move.
//
// Hand layout: rank r of a hand at h[b + r], b = seat * HAND_STRIDE. Slot 0 and slots 16–17 are
// always 0, and so are the missing ranks 6 and 10: a run scan simply stops at a zero count, which is
// exactly R4's "5→7 and 9→11 are not consecutive", and never reads outside the seat's block.
import type { Meld, Move, OverwriteRule, Rank } from './types'
import { EIGHT } from './cards'

export const HAND_STRIDE = 18

// Move code = kind | shape << 2 | size << 3 | low << 5. A pass is 0.
export const PASS = 0
export const LEAD = 1
export const OVERWRITE = 2
export const ADD = 3
/** Shape bit of the played cards: 0 for the same rank (a single when size 1), SHAPE_RUN for consecutive ranks. */
export const SHAPE_RUN = 1

// Central meld type codes.
export const MELD_NONE = 0
export const MELD_SINGLE = 1
export const MELD_SET = 2
export const MELD_RUN = 3

/**
 * Room for the most moves one position can have: 56 when leading (13 singles + 26 sets + 17 runs); 65
 * on a single with bigger overwrites (a pass, 12 stronger singles, 43 sets and runs of two or three
 * cards, 9 adds).
 */
export const MAX_MOVES = 96

export function encodeMove(kind: number, shape: number, size: number, low: number): number {
  return kind | (shape << 2) | (size << 3) | (low << 5)
}
// Read a move code with these, never with shifts of your own: they are the one place the layout lives.
export const moveKindOf = (code: number): number => code & 3
export const moveShapeOf = (code: number): number => (code >> 2) & 1
export const moveSizeOf = (code: number): number => (code >> 3) & 3
export const moveLowOf = (code: number): number => code >> 5

/**
 * R6.eight on a move code: the played cards hold an 8 (a pass holds none). The bots' playouts ask this
 * for every move, so it reads the bits itself: an 8 as the low card of a set or single, or inside a run.
 */
export function holdsEight(code: number): boolean {
  const low = code >> 5
  return (code & 4) === 0 ? low === EIGHT : low <= EIGHT && EIGHT < low + ((code >> 3) & 3)
}

/** R7 on a move code: the play empties a hand of `handSize` cards (a pass never does). */
export function emptiesHand(code: number, handSize: number): boolean {
  return code !== PASS && ((code >> 3) & 3) === handSize
}

const KIND_NAMES = ['pass', 'lead', 'overwrite', 'add'] as const

export function decodeMove(code: number): Move {
  const kind = KIND_NAMES[moveKindOf(code)] ?? 'pass'
  if (kind === 'pass') return { kind }
  return { kind, cards: moveCards(code) }
}

export function moveCards(code: number): Rank[] {
  const size = moveSizeOf(code)
  const low = moveLowOf(code)
  const step = moveShapeOf(code) === SHAPE_RUN ? 1 : 0
  const cards: Rank[] = []
  for (let i = 0; i < size; i++) cards.push((low + i * step) as Rank)
  return cards
}

/** The meld codes for a public Meld (null → none). */
export function meldTypeCode(meld: Meld | null): number {
  if (meld === null) return MELD_NONE
  return meld.type === 'single' ? MELD_SINGLE : meld.type === 'set' ? MELD_SET : MELD_RUN
}

/** The overwrite rule as the generator takes it: 1 when bigger plays overwrite too (R2.variants), else 0. */
export function biggerCode(overwrite: OverwriteRule): number {
  return overwrite === 'bigger' ? 1 : 0
}

/**
 * Every legal move of the hand at h[b..] against the central meld (type, low rank, size), written to
 * `out`; returns how many. A pass is legal exactly when there is a central meld (R5.lead, R5.pass).
 * `bigger` is biggerCode(options.overwrite).
 */
export function generateMoves(
  h: Int8Array,
  b: number,
  meldType: number,
  meldLow: number,
  meldSize: number,
  copies: number,
  bigger: number,
  out: Int32Array
): number {
  let n = 0
  if (meldType === MELD_NONE) {
    // R5.lead: any meld of one to three cards.
    for (let r = 1; r <= 15; r++) {
      const c = h[b + r]!
      if (c === 0) continue
      out[n++] = LEAD | (1 << 3) | (r << 5)
      if (c >= 2) {
        out[n++] = LEAD | (2 << 3) | (r << 5)
        if (c >= 3) out[n++] = LEAD | (3 << 3) | (r << 5)
      }
      if (h[b + r + 1]! > 0) {
        out[n++] = LEAD | 4 | (2 << 3) | (r << 5)
        if (h[b + r + 2]! > 0) out[n++] = LEAD | 4 | (3 << 3) | (r << 5)
      }
    }
    return n
  }
  out[n++] = PASS
  // R5.overwrite: same type and size, stronger; only while the central meld has at most three cards.
  if (meldSize <= 3) {
    if (meldType === MELD_RUN) {
      // The lower run is stronger (R4.strength).
      for (let r = 1; r < meldLow; r++) {
        let k = 0
        while (k < meldSize && h[b + r + k]! > 0) k++
        if (k === meldSize) out[n++] = OVERWRITE | 4 | (meldSize << 3) | (r << 5)
      }
    } else {
      for (let r = meldLow + 1; r <= 15; r++) {
        if (h[b + r]! >= meldSize) out[n++] = OVERWRITE | (meldSize << 3) | (r << 5)
      }
    }
    // R2.variants, bigger overwrites: any set or run with more cards than the central meld, whatever
    // its strength (a play has at most three cards, so only melds of one or two cards are reached).
    if (bigger === 1) {
      for (let size = meldSize + 1; size <= 3; size++) {
        for (let r = 1; r <= 15; r++) {
          if (h[b + r]! >= size) out[n++] = OVERWRITE | (size << 3) | (r << 5)
          let k = 0
          while (k < size && h[b + r + k]! > 0) k++
          if (k === size) out[n++] = OVERWRITE | 4 | (size << 3) | (r << 5)
        }
      }
    }
  }
  // R5.add, same rank: a single or a set becomes a longer set, at most every copy of the rank.
  if (meldType !== MELD_RUN) {
    let max = h[b + meldLow]!
    if (max > 3) max = 3
    if (max > copies - meldSize) max = copies - meldSize
    for (let k = 1; k <= max; k++) out[n++] = ADD | (k << 3) | (meldLow << 5)
  }
  // R5.add, touching an end: a single or a run becomes a longer run. Below the low end the added
  // cards are meldLow-k … meldLow-1, above the high end high+1 … high+k; a zero count stops the scan.
  if (meldType !== MELD_SET) {
    const high = meldLow + meldSize - 1
    for (let k = 1; k <= 3 && h[b + high + k]! > 0; k++) {
      out[n++] = ADD | (k === 1 ? 0 : 4) | (k << 3) | ((high + 1) << 5)
    }
    for (let k = 1; k <= 3 && h[b + meldLow - k]! > 0; k++) {
      out[n++] = ADD | (k === 1 ? 0 : 4) | (k << 3) | ((meldLow - k) << 5)
    }
  }
  return n
}
