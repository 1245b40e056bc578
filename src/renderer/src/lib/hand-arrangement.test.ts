import { describe, expect, it } from 'vitest'
import { DEFAULT_POINTS } from '../../../engine'
import type { Rank } from '../../../engine/types'
import { arrangeHand, handCards } from './cards'
import { arrangeCustom, arrangeStep, moveKey, orderFor } from './hand-arrangement'
import type { CustomOrder } from './hand-arrangement'

const hand: Rank[] = [13, 2, 8, 1, 7, 7, 12]
const shown = (groups: { cards: { key: string }[] }[]) => groups.flatMap((g) => g.cards.map((c) => c.key))
const byWeather = shown(arrangeHand(hand, DEFAULT_POINTS, 'weather'))

describe("the player's own hand order", () => {
  it('moves one card to the place it was dropped, the others keeping their order', () => {
    const moved = moveKey(byWeather, '13-0', 0)
    expect(moved).toEqual(['13-0', ...byWeather.filter((k) => k !== '13-0')])
    expect(moveKey(moved, '13-0', 99).at(-1)).toBe('13-0')
    expect(moveKey(byWeather, 'nope', 0)).toEqual(byWeather)
    expect(moveKey(byWeather, '1-0', 2).indexOf('1-0')).toBe(2)
  })

  it('lays the hand out in that order, and keeps it as cards are played during the round', () => {
    const keys = moveKey(moveKey(byWeather, '12-0', 0), '1-0', byWeather.length)
    expect(shown(arrangeCustom(handCards(hand, DEFAULT_POINTS), keys))).toEqual(keys)
    // The next state of the round: 7 and 8 were played.
    const later: Rank[] = [13, 2, 1, 7, 12]
    const expected = keys.filter((k) => k !== '8-0' && k !== '7-1')
    expect(shown(arrangeCustom(handCards(later, DEFAULT_POINTS), keys))).toEqual(expected)
    expect(arrangeCustom([], keys)).toEqual([])
  })

  it('belongs to its table and round: a new deal (or another table) starts from the automatic order', () => {
    const saved: CustomOrder = { tableId: 't1', round: 2, keys: ['12-0', '1-0'] }
    expect(orderFor(saved, 't1', 2)).toEqual(saved.keys)
    expect(orderFor(saved, 't1', 3)).toBeNull()
    expect(orderFor(saved, 't2', 2)).toBeNull()
    expect(orderFor(null, 't1', 2)).toBeNull()
  })

  it('moves the focused card with Shift+arrows, as the screen shows it', () => {
    const key = (k: string, mods: Partial<{ shiftKey: boolean; altKey: boolean }> = { shiftKey: true }) => ({
      key: k, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...mods
    })
    expect(arrangeStep(key('ArrowRight'), 'ltr')).toBe(1)
    expect(arrangeStep(key('ArrowLeft'), 'ltr')).toBe(-1)
    expect(arrangeStep(key('ArrowRight'), 'rtl')).toBe(-1)
    expect(arrangeStep(key('ArrowRight', {}), 'ltr')).toBeNull()
    expect(arrangeStep(key('ArrowRight', { shiftKey: true, altKey: true }), 'ltr')).toBeNull()
    expect(arrangeStep(key('ArrowUp'), 'ltr')).toBeNull()
  })
})
