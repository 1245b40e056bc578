import { describe, expect, it } from 'vitest'
import { RANK_SLOTS, Rng, applyOrThrow, legalMoves, newMatch, viewFor } from '../engine/index'
import { RANKS } from '../engine/types'
import type { MatchState, Move } from '../engine/types'
import { botInput, unseenCounts } from './index'
import { determinizer } from './determinize'
import type { Determinizer } from './determinize'
import { dealLikelihood, opponentMoves, policyDeterminizer } from './policy-inference'
import { randomPosition } from '../../test-support/bots/positions'
import { after } from '../../test-support/engine/match-helpers'
import { trueHands } from '../../test-support/bots/inference-quality'

const MODEL = { deals: 400, temperature: 1, noise: 0.1, fitted: false }

/** A match with the bigger-overwrite variant (R2.variants) played at random for a while. */
function biggerOverwritePosition(seed: number): MatchState {
  const rng = new Rng(seed)
  const made = newMatch(3 + rng.int(3), { overwrite: 'bigger' }, seed)
  if (!made.ok) throw new Error(made.error.message)
  let state = made.value
  for (let i = rng.int(50); i > 0; i--) {
    const moves = legalMoves(state)
    const next = applyOrThrow(state, state.turn as number, moves[rng.int(moves.length)] as Move).state
    if (next.phase !== 'playing') break
    state = next
  }
  return state
}

const positions = (): MatchState[] => [
  ...Array.from({ length: 150 }, (_, i) => randomPosition(9100 + i).state),
  ...Array.from({ length: 50 }, (_, i) => biggerOverwritePosition(9300 + i))
]

describe('policy inference reads the round from the public log', () => {
  it('finds every move the others made, each legal from the hand that seat truly held then', () => {
    for (const state of positions()) {
      const input = botInput(viewFor(state, state.turn as number))
      const seen = opponentMoves(input)
      expect(seen).toHaveLength(input.log.filter((l) => l.seat !== input.seat).length)
      // With no noise a move the hand could not make is impossible: the true hands must explain the log.
      expect(dealLikelihood(seen, trueHands(state), input, { ...MODEL, noise: 0 })).toBeGreaterThan(0)
    }
  })

  it('deals every other hand its public card count, only from the unseen cards', () => {
    for (const [i, state] of positions().slice(0, 60).entries()) {
      const input = botInput(viewFor(state, state.turn as number))
      const unseen = unseenCounts(input)
      const rng = new Rng(i)
      const dealer = policyDeterminizer(input, MODEL, () => rng.next())
      const hands = Array.from({ length: input.players }, () => new Array<number>(RANK_SLOTS).fill(0))
      for (let k = 0; k < 5; k++) {
        dealer.deal(hands, () => rng.next())
        const used = new Array<number>(RANK_SLOTS).fill(0)
        for (const s of dealer.others) {
          expect(hands[s]!.reduce((a, b) => a + b, 0)).toBe(input.handCounts[s])
          for (const r of RANKS) used[r]! += hands[s]![r]!
        }
        for (const r of RANKS) expect(used[r]).toBeLessThanOrEqual(unseen[r]!)
      }
    }
  })
})

describe('policy inference weighs deals by how sensible the others moves were in them', () => {
  it('makes a seat that passed on a 1 rarely hold a lone 2, which a sensible player would have played', () => {
    // Seat 1 led a 1, seat 2 passed on it; seat 0 is on turn and searches.
    const state = after(
      3,
      [
        [3, 4, 5, 9, 12],
        [1, 7, 7, 13, 14],
        [2, 8, 11, 15, 15]
      ],
      1,
      [
        [1, { kind: 'lead', cards: [1] }],
        [2, { kind: 'pass' }]
      ]
    )
    const input = botInput(viewFor(state, 0))
    const loneTwos = (dealer: Determinizer, rng: Rng): number => {
      const hands = [0, 1, 2].map(() => new Array<number>(RANK_SLOTS).fill(0))
      let n = 0
      for (let k = 0; k < 4000; k++) {
        dealer.deal(hands, () => rng.next())
        const h = hands[2]!
        if (h[1] === 0 && h[2] === 1 && h[3] === 0) n++
      }
      return n
    }
    const plain = loneTwos(determinizer(input), new Rng(3))
    const rng = new Rng(4)
    const inferred = loneTwos(
      policyDeterminizer(input, { ...MODEL, deals: 2000 }, () => rng.next()),
      rng
    )
    expect(plain).toBeGreaterThan(200)
    expect(inferred).toBeLessThan(plain * 0.7)
  })
})
