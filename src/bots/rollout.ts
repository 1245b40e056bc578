// The playout policies of the search (search.ts): how the seats play a determinized round out on the
// FastRound core once a root move is applied. v1 is random with a few habits, v2 a cheap form of the
// medium bot's ideas; the search mixes them, and the searcher's own steps have their own habits.
import type { FastRound } from '../engine/index'
import { HAND_STRIDE, MELD_NONE, MOVE_PASS, SHAPE_RUN, emptiesHand, holdsEight, moveLowOf, moveShapeOf, moveSizeOf } from '../engine/index'
import { RANKS } from '../engine/types'
import { isCleanPlay } from './cards'
import type { SearchTuning } from './search'

export type RolloutTuning = Pick<
  SearchTuning,
  | 'rollout'
  | 'mix'
  | 'selfMix'
  | 'ownPass'
  | 'ownLongLead'
  | 'othersPass'
  | 'othersLongLead'
  | 'othersLeadAny'
>
/** One step of a playout: the seat on turn makes one move. */
export type RolloutStep = (rand: () => number) => void

/** Rollout v1: chance that a follower passes though it could play; chance a leader plays its longest meld. */
export const ROLLOUT_PASS = 0.3
export const ROLLOUT_LONG_LEAD = 0.5

/** Rank → its place 0…12 among the thirteen ranks (index 0 unused). */
const PLACE = new Int8Array(18)
RANKS.forEach((r, i) => (PLACE[r] = i))

/** The step the search plays out with: the searcher's own steps and the others' follow their mixes. */
export function rolloutOf(fast: FastRound, tuning: RolloutTuning, seat: number): RolloutStep {
  if (tuning.rollout === 1) return (r) => rolloutStepV1(fast, r, ROLLOUT_PASS, ROLLOUT_LONG_LEAD)
  if (tuning.rollout === 2) return (r) => rolloutStepV2(fast, r)
  const { mix, selfMix, ownPass, ownLongLead, othersPass, othersLongLead, othersLeadAny } = tuning
  return (r) => {
    if (fast.turn === seat) {
      if (r() < selfMix) rolloutStepV2(fast, r)
      else rolloutStepV1(fast, r, ownPass, ownLongLead)
    } else if (r() < mix) rolloutStepV2(fast, r)
    else rolloutStepV1(fast, r, othersPass, othersLongLead, othersLeadAny)
  }
}

/**
 * Rollout v1: followers play a random legal play or sometimes pass; leaders shed, often their longest
 * meld — the lowest such, or with chance `leadAny` any of the longest.
 */
function rolloutStepV1(
  fast: FastRound,
  rand: () => number,
  pass: number,
  longLead: number,
  leadAny = 0
): void {
  const n = fast.generate()
  const moves = fast.moves
  if (fast.meldType === MELD_NONE) {
    if (rand() < longLead)
      fast.applyMove(leadAny > 0 && rand() < leadAny ? anyLongest(moves, n, rand) : lowestLongest(moves, n))
    else fast.applyMove(moves[Math.floor(rand() * n)]!)
    return
  }
  if (n === 1 || rand() < pass) fast.applyMove(MOVE_PASS)
  else fast.applyMove(moves[1 + Math.floor(rand() * (n - 1))]!)
}

/** The first of the longest leads in generate() order (the lowest). */
function lowestLongest(moves: Int32Array, n: number): number {
  let best = moves[0]!
  for (let i = 1; i < n; i++) if (moveSizeOf(moves[i]!) > moveSizeOf(best)) best = moves[i]!
  return best
}

/** One of the longest leads, each as likely. */
function anyLongest(moves: Int32Array, n: number, rand: () => number): number {
  let longest = 0
  for (let i = 0; i < n; i++) longest = Math.max(longest, moveSizeOf(moves[i]!))
  let count = 0
  for (let i = 0; i < n; i++) if (moveSizeOf(moves[i]!) === longest) count++
  let k = Math.floor(rand() * count)
  for (let i = 0; i < n; i++) if (moveSizeOf(moves[i]!) === longest && k-- === 0) return moves[i]!
  return moves[0]!
}

/** Chance a rollout follower passes though it has a clean play. */
const V2_PASS = 0.15
/** How much v2 likes passing, on playLiking's scale (a play's step adds a uniform 0…1 to its liking). */
const PASS_LIKING = 0.5
/** Going out ends the round with no penalty: v2 always takes it, so the liking dwarfs every other. */
const OUT_LIKING = 20

/**
 * How much rollout v2 likes a move for the seat whose hand is at h[b..] with `size` cards: clean plays
 * (whole holdings), long ones and low ones; an 8 kept for a late trick. Also the policy inference's
 * model of a sensible opponent (policy-inference.ts), as a softmax over these.
 */
export function playLiking(h: Int8Array, b: number, code: number, size: number, leading: boolean): number {
  if (code === MOVE_PASS) return PASS_LIKING
  if (emptiesHand(code, size)) return OUT_LIKING
  const k = moveSizeOf(code)
  const low = moveLowOf(code)
  const run = moveShapeOf(code) === SHAPE_RUN
  const clean = isCleanPlay(h, b, code)
  const eight = holdsEight(code)
  let score = (clean ? 2 : 0) + k * 0.6 - PLACE[low + (run ? k - 1 : 0)]! * 0.2
  if (eight) score += leading || size > 4 ? -3 : 1.5
  return score
}

/**
 * Rollout v2, the medium bot's ideas in a cheap form: go out when possible; lead long, low melds that
 * use a whole holding of their ranks and keep the 8s; follow with a clean play (one that does not break
 * a set or a run in hand), low cards first, an 8 when it takes the trick late in the round; otherwise pass.
 */
function rolloutStepV2(fast: FastRound, rand: () => number): void {
  const n = fast.generate()
  const moves = fast.moves
  const seat = fast.turn
  const h = fast.hands
  const b = seat * HAND_STRIDE
  const size = fast.sizes[seat]!
  for (let i = 0; i < n; i++) {
    const code = moves[i]!
    if (emptiesHand(code, size)) {
      fast.applyMove(code)
      return
    }
  }
  const leading = fast.meldType === MELD_NONE
  let best = MOVE_PASS
  // A play beats the pass when its liking plus a uniform draw is above the pass's liking plus the mean.
  let bestScore = leading ? -Infinity : PASS_LIKING + 0.5
  for (let i = leading ? 0 : 1; i < n; i++) {
    const code = moves[i]!
    const score = playLiking(h, b, code, size, leading) + rand()
    if (score > bestScore) {
      bestScore = score
      best = code
    }
  }
  if (!leading && best !== MOVE_PASS && rand() < V2_PASS) best = MOVE_PASS
  fast.applyMove(best)
}
