// A fitted model of how the other seats choose a move, for the hard bot's inference (policy-inference.ts):
// each legal move is described by a few features of the move and the hand it is made from, and a move's
// liking is their weighted sum, so that a softmax over the likings gives each move's chance. The weights
// are fitted by maximum likelihood on moves the medium and hard bots made (`npm run bench:opponents --
// --fit`, bench/opponent-model.ts, prints them); the playouts' hand-set liking (rollout.ts playLiking)
// fits those moves worse. Off by default (tuning `policyFitted`): it reads the hidden hands a little
// better, but the hard bot measured no stronger with it (docs/bots.md). Pure and allocation-free: it runs
// for every deal the inference scores.
import { MELD_NONE, MOVE_PASS, SHAPE_RUN, emptiesHand, holdsEight, moveLowOf, moveShapeOf, moveSizeOf } from '../engine/index'
import { RANKS } from '../engine/types'
import { isCleanPlay } from './cards'

/** Rank → its place 0…12 among the thirteen ranks, as a share 0…1. */
const PLACE = new Float64Array(18)
RANKS.forEach((r, i) => (PLACE[r] = i / (RANKS.length - 1)))

/** The features, in order (the weights follow it). */
export const FEATURE_NAMES = [
  'pass',
  'passShortHand',
  'out',
  'clean',
  'cards',
  'cardsLeading',
  'highLeading',
  'highFollowing',
  'eightLeading',
  'eightFollowing',
  'breaksSet'
] as const
export const FEATURES = FEATURE_NAMES.length

/** A hand of this many cards or fewer is close to going out. */
const SHORT_HAND = 3

/**
 * Writes the features of move `code` for the hand of `size` cards at h[b..] into `out` (FEATURES
 * numbers). `meldType` is the meld on the table (MELD_NONE: the seat leads).
 */
export function moveFeatures(
  h: Int8Array,
  b: number,
  code: number,
  size: number,
  meldType: number,
  out: Float64Array
): void {
  out.fill(0)
  const leading = meldType === MELD_NONE
  if (code === MOVE_PASS) {
    out[0] = 1
    out[1] = size <= SHORT_HAND ? 1 : 0
    return
  }
  if (emptiesHand(code, size)) {
    out[2] = 1
    return
  }
  const k = moveSizeOf(code)
  const low = moveLowOf(code)
  const run = moveShapeOf(code) === SHAPE_RUN
  const high = PLACE[low + (run ? k - 1 : 0)]!
  const eight = holdsEight(code)
  out[3] = isCleanPlay(h, b, code) ? 1 : 0
  out[4] = k / 5
  out[5] = leading ? k / 5 : 0
  out[6] = leading ? high : 0
  out[7] = leading ? 0 : high
  out[8] = eight && leading ? 1 : 0
  out[9] = eight && !leading ? 1 : 0
  // Part of a set (or a lone card taken from a pair or more) — a run is counted by `clean` alone.
  out[10] = !run && h[b + low]! > k ? 1 : 0
}

/**
 * Fitted on 2026-12-04 by `npm run bench:opponents -- --fit` (the defaults: 150 one-round matches, each
 * seat a medium or a hard bot at random, seed 1: 3 301 choices); one weight per feature, in
 * FEATURE_NAMES order. Held out (`--seed 2`), these give the moves made −1.07 log-likelihood per
 * opponent move, the playouts' liking −1.35 at the hard bot's temperature and noise.
 */
export const FITTED_WEIGHTS: readonly number[] = [
  -0.18, -2.13, 9.74, 1.57, 5.05, 0.71, 0.26, -0.65, 0.04, 0.28, -0.02
]

const scratch = new Float64Array(FEATURES)

/** A move's liking from its features: their sum weighted by `w`. */
export function weighted(features: Float64Array, w: readonly number[]): number {
  let sum = 0
  for (let i = 0; i < FEATURES; i++) sum += w[i]! * features[i]!
  return sum
}

/** The fitted liking of move `code` (higher: more likely), with weights `w` (FITTED_WEIGHTS by default). */
export function fittedLiking(
  h: Int8Array,
  b: number,
  code: number,
  size: number,
  meldType: number,
  w: readonly number[] = FITTED_WEIGHTS
): number {
  moveFeatures(h, b, code, size, meldType, scratch)
  return weighted(scratch, w)
}
