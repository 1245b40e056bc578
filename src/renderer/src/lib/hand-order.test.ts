import { describe, expect, it } from 'vitest'
import { DEFAULT_POINTS } from '../../../engine'
import type { Rank } from '../../../engine/types'
import { arrangeHand, planMelds } from './cards'

const hand: Rank[] = [13, 2, 8, 1, 3, 7, 7, 9, 12, 11, 15]
const keysOf = (order: 'weather' | 'rank' | 'meld') =>
  arrangeHand(hand, DEFAULT_POINTS, order).flatMap((g) => g.cards.map((c) => c.key))

describe('hand orders', () => {
  it('by weather: rain, cloud, sun groups', () => {
    const groups = arrangeHand(hand, DEFAULT_POINTS, 'weather')
    expect(groups.map((g) => g.weather)).toEqual(['rain', 'cloud', 'sun'])
    expect(groups.map((g) => g.cards.map((c) => c.rank))).toEqual([[1, 2, 3], [7, 7, 8, 9], [11, 12, 13, 15]])
  })

  it('by rank: one row, ascending', () => {
    const groups = arrangeHand(hand, DEFAULT_POINTS, 'rank')
    expect(groups).toHaveLength(1)
    expect(groups[0]?.cards.map((c) => c.rank)).toEqual([1, 2, 3, 7, 7, 8, 9, 11, 12, 13, 15])
  })

  it('by meld: the fewest melds, multi-card melds first', () => {
    const groups = arrangeHand(hand, DEFAULT_POINTS, 'meld')
    expect(groups.map((g) => g.meld?.cards)).toEqual([[1, 2, 3], [7, 8, 9], [11, 12, 13], [7], [15]])
    expect(groups.map((g) => g.meld?.type)).toEqual(['run', 'run', 'run', 'single', 'single'])
    expect(groups.map((g) => g.cards.map((c) => c.key))).toEqual([
      ['1-0', '2-0', '3-0'], ['7-0', '8-0', '9-0'], ['11-0', '12-0', '13-0'], ['7-1'], ['15-0']
    ])
    expect(planMelds([5, 5, 5, 5] as Rank[]).map((m) => m.cards)).toEqual([[5, 5, 5], [5]])
  })

  it('keeps every card, with the same keys, in every order', () => {
    const weather = keysOf('weather').sort()
    expect(keysOf('rank').sort()).toEqual(weather)
    expect(keysOf('meld').sort()).toEqual(weather)
    expect(keysOf('meld')).not.toEqual(keysOf('rank'))
  })
})
