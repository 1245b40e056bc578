// How well a determinizer reads the hidden hands, and the choices bots make, for the opponent model's
// tests (src/bots/opponent-policy.test.ts) and its bench (bench/opponent-model.ts).
import {
  HAND_STRIDE,
  MAX_MOVES,
  RANK_SLOTS,
  biggerCode,
  decodeMove,
  generateMoves,
  meldTypeCode,
  moveKey,
  viewFor
} from '../../src/engine/index'
import type { MatchState, Move } from '../../src/engine/index'
import { botInput } from '../../src/bots/index'
import type { Determinizer } from '../../src/bots/determinize'
import { FEATURES, moveFeatures, weighted } from '../../src/bots/opponent-policy'

/** Every seat's true hand, as counts per rank (MatchState.hands already are). */
export const trueHands = (state: MatchState): number[][] => state.hands.map((h) => Array.from(h))

/**
 * The share of the hidden cards (those the determinizer's seat cannot see) that `samples` deals from
 * `dealer` put in the hand that truly holds them.
 */
export function placedShare(
  dealer: Determinizer,
  truth: number[][],
  samples: number,
  rand: () => number
): number {
  const hands = truth.map(() => new Array<number>(RANK_SLOTS).fill(0))
  let right = 0
  let hidden = 0
  for (let k = 0; k < samples; k++) {
    dealer.deal(hands, rand)
    for (const s of dealer.others)
      for (let r = 0; r < RANK_SLOTS; r++) {
        right += Math.min(hands[s]![r]!, truth[s]![r]!)
        hidden += truth[s]![r]!
      }
  }
  return hidden === 0 ? 1 : right / hidden
}

/** One choice a seat made among several legal moves: every move's features and which it chose. */
export interface Choice {
  features: Float64Array[]
  chosen: number
}

/** The seat on turn's true hand (counts at hand[0..]), its size, the meld it faces and its legal move codes. */
export interface SeatMoves {
  hand: Int8Array
  size: number
  meldType: number
  codes: number[]
}

/** What `seat` (on turn in `state`) holds and may play, as the engine's fast core codes it. */
export function seatMoves(state: MatchState, seat: number): SeatMoves {
  const input = botInput(viewFor(state, seat))
  const hand = new Int8Array(HAND_STRIDE)
  let size = 0
  state.hands[seat]!.forEach((c, r) => {
    hand[r] = c
    size += c
  })
  const meld = input.meld
  const meldType = meldTypeCode(meld)
  const moves = new Int32Array(MAX_MOVES)
  const low = meld?.cards[0] ?? 0
  const bigger = biggerCode(input.overwrite)
  const n = generateMoves(hand, 0, meldType, low, meld?.cards.length ?? 0, input.copies, bigger, moves)
  return { hand, size, meldType, codes: [...moves.subarray(0, n)] }
}

/** The choice `move` of `seat` in `state` (its turn), or null when it had no other move. */
export function choiceOf(state: MatchState, seat: number, move: Move): Choice | null {
  const { hand, size, meldType, codes } = seatMoves(state, seat)
  if (codes.length < 2) return null
  const want = moveKey(move)
  const features = codes.map((code) => {
    const f = new Float64Array(FEATURES)
    moveFeatures(hand, 0, code, size, meldType, f)
    return f
  })
  const chosen = codes.findIndex((code) => moveKey(decodeMove(code)) === want)
  return chosen < 0 ? null : { features, chosen }
}

/** Each move's chance under weights `w`: a softmax over the weighted features (the fitted model's form). */
export function choiceProbabilities(choice: Choice, w: readonly number[]): number[] {
  const scores = choice.features.map((f) => weighted(f, w))
  const top = Math.max(...scores)
  const exps = scores.map((x) => Math.exp(x - top))
  const total = exps.reduce((a, b) => a + b, 0)
  return exps.map((e) => e / total)
}
