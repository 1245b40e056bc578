import { describe, expect, it } from 'vitest'
import type { Meld, MeldType, Rank } from './types'
import { addToMeld, classifyMeld, isStronger } from './melds'

const m = (type: MeldType, cards: Rank[]): Meld => ({ type, cards })

describe('R4 classifyMeld', () => {
  it.each([
    [[5], 'single'],
    [[8], 'single'],
    [[5, 5], 'set'],
    [[14, 14, 14, 14], 'set'],
    [[2, 3], 'run'],
    [[4, 3, 2], 'run'],
    [[1, 2, 3, 4, 5], 'run'],
    [[7, 8, 9], 'run'],
    [[11, 12, 13, 14, 15], 'run'],
    [[5, 7], null], // no 6: not consecutive
    [[9, 11], null], // no 10
    [[4, 5, 7], null],
    [[2, 5], null],
    [[2, 3, 5], null],
    [[2, 2, 3], null],
    [[], null],
    [[6 as Rank], null]
  ] as [Rank[], MeldType | null][])('%j is %s', (cards, type) => {
    const meld = classifyMeld(cards)
    expect(meld?.type ?? null).toBe(type)
    if (meld) expect(meld.cards).toEqual([...cards].sort((a, b) => a - b))
  })

  it('does not alias its input', () => {
    const cards: Rank[] = [3, 2]
    const meld = classifyMeld(cards)
    expect(meld?.cards).not.toBe(cards)
    expect(cards).toEqual([3, 2])
  })
})

describe('R4.strength isStronger', () => {
  it.each([
    [m('single', [7]), m('single', [1]), true],
    [m('single', [14]), m('single', [7]), true],
    [m('single', [7]), m('single', [7]), false],
    [m('single', [1]), m('single', [7]), false],
    [m('set', [14, 14, 14]), m('set', [1, 1, 1]), true],
    [m('set', [1, 1]), m('set', [2, 2]), false],
    [m('run', [1, 2, 3]), m('run', [11, 12, 13]), true],
    [m('run', [2, 3, 4]), m('run', [3, 4, 5]), true],
    [m('run', [3, 4, 5]), m('run', [2, 3, 4]), false],
    [m('run', [1, 2, 3]), m('run', [7, 8, 9]), true],
    // different type or size never compare
    [m('set', [9, 9]), m('single', [1]), false],
    [m('set', [9, 9, 9]), m('set', [1, 1]), false],
    [m('run', [1, 2]), m('set', [5, 5]), false],
    [m('run', [1, 2]), m('run', [3, 4, 5]), false]
  ])('%j over %j: %s', (a, b, expected) => {
    expect(isStronger(a, b)).toBe(expected)
  })
})

describe('R5.add addToMeld', () => {
  it.each([
    [m('single', [5]), [5], m('set', [5, 5])],
    [m('single', [5]), [5, 5], m('set', [5, 5, 5])],
    [m('single', [4]), [5], m('run', [4, 5])],
    [m('single', [4]), [2, 3], m('run', [2, 3, 4])],
    [m('single', [3]), [4, 5], m('run', [3, 4, 5])],
    [m('set', [9, 9]), [9], m('set', [9, 9, 9])],
    [m('set', [9, 9, 9]), [9, 9], m('set', [9, 9, 9, 9, 9])],
    [m('run', [3, 4]), [1, 2], m('run', [1, 2, 3, 4])],
    [m('run', [3, 4]), [5], m('run', [3, 4, 5])],
    [m('run', [8, 9]), [7], m('run', [7, 8, 9])],
    // refused
    [m('single', [5]), [7], null], // across the missing 6
    [m('single', [9]), [11], null], // across the missing 10
    [m('single', [4]), [6 as Rank], null],
    [m('single', [5]), [3], null], // not touching
    [m('single', [5]), [4, 4], null], // a set next to a single is neither
    [m('set', [5, 5, 5]), [4], null], // a set takes only its rank
    [m('set', [5, 5, 5]), [3, 4], null],
    [m('run', [3, 4]), [3], null], // a run takes no set
    [m('run', [3, 4]), [2, 5], null], // D4: both ends at once is not a meld
    [m('run', [2, 3]), [5, 7], null]
  ] as [Meld, Rank[], Meld | null][])('%j + %j → %j', (meld, cards, expected) => {
    expect(addToMeld(meld, cards)).toEqual(expected)
  })
})
