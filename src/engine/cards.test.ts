import { describe, expect, it } from 'vitest'
import { RANKS } from './types'
import type { Rank } from './types'
import {
  cardCount,
  copiesFor,
  countsFromRanks,
  deckFor,
  deckSizeFor,
  isRank,
  pointsOf,
  ranksFromCounts,
  subtractCounts,
  weatherOf
} from './cards'
import { DEFAULT_OPTIONS, DEFAULT_POINTS, handSizeFor, optionsForTable, resolveOptions } from './options'
import { FIXED_DEALS } from './option-list'

describe('R1 ranks and weather', () => {
  it.each([
    [1, 'rain'],
    [5, 'rain'],
    [7, 'cloud'],
    [8, 'cloud'],
    [9, 'cloud'],
    [11, 'sun'],
    [15, 'sun']
  ] as const)('weatherOf(%i) is %s', (rank, weather) => {
    expect(weatherOf(rank)).toBe(weather)
  })

  it.each([
    [1, true],
    [15, true],
    [8, true],
    [0, false],
    [6, false],
    [10, false],
    [16, false],
    [2.5, false],
    ['3', false],
    [null, false]
  ] as const)('isRank(%s) is %s', (n, expected) => {
    expect(isRank(n)).toBe(expected)
  })
})

describe('R1 copies and R2 deals', () => {
  it.each([
    // players, copies, deck, hand, undealt
    [2, 4, 52, 12, 28],
    [3, 4, 52, 13, 13],
    [4, 4, 52, 12, 4],
    [5, 5, 65, 12, 5],
    [6, 5, 65, 10, 5]
  ])('%i players: %i copies, %i cards, hands of %i, %i undealt', (players, copies, deck, hand, undealt) => {
    expect(copiesFor(players)).toBe(copies)
    expect(deckSizeFor(players)).toBe(deck)
    expect(cardCount(deckFor(players))).toBe(deck)
    expect(handSizeFor(players, DEFAULT_OPTIONS)).toBe(hand)
    expect(deck - players * hand).toBe(undealt)
  })

  it('deckFor has every rank and nothing at 0, 6 and 10', () => {
    const deck = deckFor(5)
    expect(deck).toHaveLength(16)
    for (const r of RANKS) expect(deck[r]).toBe(5)
    for (const r of [0, 6, 10]) expect(deck[r]).toBe(0)
  })

  it('R2.variants: three players get 16 cards with the extra card deal, and only three players', () => {
    expect(handSizeFor(3, { ...DEFAULT_OPTIONS, threePlayerHand: 16 })).toBe(16)
    for (const players of [2, 4, 5, 6]) {
      expect(handSizeFor(players, { ...DEFAULT_OPTIONS, threePlayerHand: 16 })).toBe(handSizeFor(players))
    }
  })
})

describe('counts', () => {
  it('round-trips ranks ↔ counts, ascending', () => {
    const ranks: Rank[] = [15, 1, 8, 1, 3]
    expect(ranksFromCounts(countsFromRanks(ranks))).toEqual([1, 1, 3, 8, 15])
  })

  it('subtractCounts refuses cards that are not there', () => {
    expect(subtractCounts(countsFromRanks([1, 2]), countsFromRanks([2]))).toEqual(countsFromRanks([1]))
    expect(subtractCounts(countsFromRanks([1, 2]), countsFromRanks([2, 2]))).toBeNull()
  })
})

describe('R1.points (D1)', () => {
  it.each([
    [[1], 1],
    [[5], 1],
    [[7], 2],
    [[9], 2],
    [[8], 5],
    [[11], 3],
    [[15], 3],
    [[8, 9, 14, 1], 11],
    [[11, 2, 2, 7], 7],
    [[], 0]
  ] as [Rank[], number][])('%j costs %i', (ranks, points) => {
    expect(pointsOf(countsFromRanks(ranks), DEFAULT_POINTS)).toBe(points)
  })

  it('a custom table is used as given', () => {
    const table = DEFAULT_POINTS.map((p) => p * 2)
    expect(pointsOf(countsFromRanks([8, 1]), table)).toBe(12)
  })
})

describe('options', () => {
  it('defaults: D1 points, two hands for two players, no variant, D3 random leader, D5 target 20', () => {
    expect(DEFAULT_OPTIONS.points).toEqual(DEFAULT_POINTS) // D1
    expect(DEFAULT_OPTIONS.twoPlayerGame).toBe('two-hands') // R2.two
    expect(handSizeFor(3)).toBe(13) // no extra card deal (R2.variants)
    expect(DEFAULT_OPTIONS.overwrite).toBe('same-size') // no bigger overwrites (R2.variants)
    expect(DEFAULT_OPTIONS.firstLeader).toBe('random') // D3
    expect(DEFAULT_OPTIONS.target).toBe(20) // D5
    const r = resolveOptions()
    expect(r.ok && r.value).toEqual(DEFAULT_OPTIONS)
  })

  it('keeps a tournament stage’s fixed deals, and has none by default (R8: to the target)', () => {
    expect(resolveOptions({ fixedDeals: 3 })).toMatchObject({ ok: true, value: { fixedDeals: 3 } })
    expect(DEFAULT_OPTIONS).not.toHaveProperty('fixedDeals')
    const r = resolveOptions()
    expect(r.ok && r.value).not.toHaveProperty('fixedDeals')
  })

  it('fills in defaults and never aliases the points array', () => {
    const points = [...DEFAULT_POINTS]
    const r = resolveOptions({ target: 30, points })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.target).toBe(30)
    expect(r.value.points).not.toBe(points)
    expect(r.value.points).not.toBe(DEFAULT_POINTS)
  })

  it.each([
    [{ target: 0 }],
    [{ target: 1.5 }],
    [{ target: Number.NaN }],
    [{ twoPlayerGame: 'three-hands' as never }],
    [{ threePlayerHand: 15 as never }],
    [{ overwrite: 'any' as never }],
    [{ firstLeader: -1 }],
    [{ firstLeader: 6 }],
    [{ firstLeader: 'first' as never }],
    [{ points: [1, 2, 3] }],
    [{ points: DEFAULT_POINTS.map((p, i) => (i === 6 ? 1 : p)) }],
    [{ points: DEFAULT_POINTS.map((p, i) => (i === 8 ? -1 : p)) }],
    [{ fixedDeals: 0 }],
    [{ fixedDeals: 2.5 }],
    [{ fixedDeals: FIXED_DEALS.max + 1 }]
  ])('refuses %j with bad-options', (partial) => {
    const r = resolveOptions(partial)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('bad-options')
  })

  it('accepts every variant together and target 1', () => {
    const r = resolveOptions({
      twoPlayerGame: 'to-target',
      threePlayerHand: 16,
      overwrite: 'bigger',
      target: 1
    })
    expect(r.ok && r.value).toMatchObject({
      twoPlayerGame: 'to-target',
      threePlayerHand: 16,
      overwrite: 'bigger'
    })
  })

  it('ignores a key it does not know (an older save wrote twoPlayerHandSize)', () => {
    const r = resolveOptions({ twoPlayerHandSize: 20 } as never)
    expect(r.ok && r.value).toEqual(DEFAULT_OPTIONS)
  })

  it('checks the first leader against the table size', () => {
    expect(optionsForTable(3, { firstLeader: 2 }).ok).toBe(true)
    expect(optionsForTable(3, { firstLeader: 3 }).ok).toBe(false)
  })
})
