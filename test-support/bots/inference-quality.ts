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
import { FEATURES, moveFeatures } from '../../src/bots/opponent-policy'

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

const hand = new Int8Array(HAND_STRIDE)
const moves = new Int32Array(MAX_MOVES)

/** The choice `move` of `seat` in `state` (its turn), or null when it had no other move. */
export function choiceOf(state: MatchState, seat: number, move: Move): Choice | null {
  const input = botInput(viewFor(state, seat))
  hand.fill(0)
  let size = 0
  state.hands[seat]!.forEach((c, r) => {
    hand[r] = c
    size += c
  })
  const meld = input.meld
  const meldType = meldTypeCode(meld)
  const bigger = biggerCode(input.overwrite)
  const n = generateMoves(
    hand,
    0,
    meldType,
    meld?.cards[0] ?? 0,
    meld?.cards.length ?? 0,
    input.copies,
    bigger,
    moves
  )
  if (n < 2) return null
  const want = moveKey(move)
  const features: Float64Array[] = []
  let chosen = -1
  for (let i = 0; i < n; i++) {
    const f = new Float64Array(FEATURES)
    moveFeatures(hand, 0, moves[i]!, size, meldType, f)
    features.push(f)
    if (moveKey(decodeMove(moves[i]!)) === want) chosen = i
  }
  return chosen < 0 ? null : { features, chosen }
}
