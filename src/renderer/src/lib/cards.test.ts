import { describe, expect, it } from 'vitest'
import { DEFAULT_POINTS } from '../../../engine'
import type { Rank } from '../../../engine/types'
import { cardLabel, cardsText, groupHand, handCards, meldLabel, pointsOfRanks } from './cards'

describe('hand grouping and sorting', () => {
  it('sorts ascending and groups rain, cloud, sun in that order', () => {
    const hand: Rank[] = [13, 2, 8, 1, 15, 7, 2, 11, 5]
    const groups = groupHand(hand, DEFAULT_POINTS)
    expect(groups.map((g) => g.weather)).toEqual(['rain', 'cloud', 'sun'])
    expect(groups.map((g) => g.cards.map((c) => c.rank))).toEqual([
      [1, 2, 2, 5],
      [7, 8],
      [11, 13, 15]
    ])
  })

  it('leaves out empty weather groups', () => {
    expect(groupHand([12, 11], DEFAULT_POINTS).map((g) => g.weather)).toEqual(['sun'])
    expect(groupHand([], DEFAULT_POINTS)).toEqual([])
  })

  it('numbers copies of a rank and keys cards stably by rank and copy', () => {
    const cards = handCards([4, 4, 3, 4], DEFAULT_POINTS)
    expect(cards.map((c) => c.key)).toEqual(['3-0', '4-0', '4-1', '4-2'])
    expect(cards.map((c) => c.copy)).toEqual([0, 0, 1, 2])
  })

  it('gives each card its penalty points (D1) and weather', () => {
    const cards = handCards([1, 7, 8, 9, 11], DEFAULT_POINTS)
    expect(cards.map((c) => c.points)).toEqual([1, 2, 5, 2, 3])
    expect(cards.map((c) => c.weather)).toEqual(['rain', 'cloud', 'cloud', 'cloud', 'sun'])
    expect(pointsOfRanks([1, 8, 8, 15], DEFAULT_POINTS)).toBe(14)
  })

  it('does not modify the hand it was given', () => {
    const hand: Rank[] = [5, 1, 3]
    groupHand(hand, DEFAULT_POINTS)
    expect(hand).toEqual([5, 1, 3])
  })
})

describe('accessible names', () => {
  it('names cards by weather and rank', () => {
    expect(cardLabel(12)).toBe('sun 12')
    expect(cardLabel(3)).toBe('rain 3')
    expect(cardLabel(8)).toBe('cloud 8')
  })

  it('names melds by type and cards', () => {
    expect(meldLabel({ type: 'run', cards: [2, 3, 4] })).toBe('run 2-3-4')
    expect(meldLabel({ type: 'set', cards: [7, 7] })).toBe('set 7-7')
    expect(meldLabel({ type: 'single', cards: [15] })).toBe('single 15')
    expect(cardsText([4, 2, 3])).toBe('2-3-4')
  })
})
