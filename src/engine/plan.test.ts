import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { RANKS } from './types'
import type { Rank } from './types'
import { classifyMeld } from './melds'
import { MAX_PLAY } from './moves'
import { countsFromRanks } from './cards'
import { planHand } from './plan'

const countOf = (hand: number[]): number => planHand(countsFromRanks(hand as Rank[])).count

/** The fewest plays by brute force: every way to take plays (≤ MAX_PLAY cards) out of the hand. */
function fewestPlays(hand: readonly Rank[]): number {
  if (hand.length === 0) return 0
  let best = Infinity
  const n = hand.length
  for (let mask = 1; mask < 1 << n; mask++) {
    const picked = hand.filter((_, i) => (mask >> i) & 1)
    if (picked.length > MAX_PLAY || classifyMeld(picked) === null) continue
    best = Math.min(best, 1 + fewestPlays(hand.filter((_, i) => !((mask >> i) & 1))))
  }
  return best
}

const smallHand = fc.array(fc.constantFrom(...RANKS), { maxLength: 7 })

describe('a hand plan (the fewest plays that empty the hand)', () => {
  it('counts the plays of some known hands', () => {
    expect(countOf([1, 2, 3, 5, 5, 5, 8])).toBe(3)
    expect(countOf([1, 2, 3, 4, 5])).toBe(2)
    expect(countOf([7, 7, 7, 7])).toBe(2) // at most three cards a play
    expect(countOf([5, 7])).toBe(2) // no 6: 5 and 7 are not consecutive (R4)
    expect(countOf([1, 3, 5, 9, 12, 15])).toBe(6)
    expect(countOf([])).toBe(0)
  })

  it('splits the hand into legal melds that use every card exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...RANKS), { maxLength: 20 }), (hand) => {
        const plan = planHand(countsFromRanks(hand))
        expect(plan.melds).toHaveLength(plan.count)
        for (const meld of plan.melds) expect(classifyMeld(meld.cards)).toEqual(meld)
        const used = plan.melds.flatMap((m) => m.cards).sort((a, b) => a - b)
        expect(used).toEqual([...hand].sort((a, b) => a - b))
      })
    )
  })

  it('needs no more plays than any other split', () => {
    fc.assert(
      fc.property(smallHand, (hand) => {
        expect(planHand(countsFromRanks(hand)).count).toBe(fewestPlays(hand))
      }),
      { numRuns: 200 }
    )
  })
})
