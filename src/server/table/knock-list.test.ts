import { describe, expect, it } from 'vitest'
import { GUESS_WINDOW_MS, GuessingSignal } from './guessing-signal'
import { DEFAULT_KNOCK_LIMITS, KnockList } from './knock-list'
import type { Knock } from './knock-list'

const T0 = 1_700_000_000_000

function knock(id: number, address = `10.0.0.${id}`, since = T0): Knock {
  return { id, address, name: `Player ${id}`, protocol: 1, spectate: false, since }
}

describe('the knock list', () => {
  it('keeps waiting knocks oldest first, until answered or gone', () => {
    const list = new KnockList()
    expect(list.add(knock(1))).toBeNull()
    expect(list.add(knock(2))).toBeNull()
    expect(list.list().map((k) => k.id)).toEqual([1, 2])
    expect(list.remove(1)?.name).toBe('Player 1')
    expect(list.has(1)).toBe(false)
    expect(list.remove(1)).toBeUndefined()
    expect(list.list().map((k) => k.id)).toEqual([2])
  })

  it('takes one knock per connection and one per address at a time', () => {
    const list = new KnockList()
    expect(list.add(knock(1, '10.0.0.9'))).toBeNull()
    expect(list.add(knock(1, '10.0.0.9'))).toBe('already-knocking')
    expect(list.add(knock(2, '10.0.0.9'))).toBe('address-knocking')
    list.remove(1)
    expect(list.add(knock(2, '10.0.0.9'))).toBeNull()
  })

  it('refuses a knock when the list is full and keeps the ones it has', () => {
    const list = new KnockList()
    for (let id = 1; id <= DEFAULT_KNOCK_LIMITS.maxKnocks; id++) expect(list.add(knock(id))).toBeNull()
    const before = list.list()
    expect(list.add(knock(99))).toBe('door-full')
    expect(list.list()).toEqual(before)
    list.remove(3)
    expect(list.add(knock(99))).toBeNull()
  })

  it('bars an address that was turned away for a while, then lets it knock again', () => {
    const list = new KnockList()
    list.add(knock(1, '10.0.0.7'))
    expect(list.turnAway(1, T0)?.id).toBe(1)
    expect(list.has(1)).toBe(false)
    const soon = T0 + DEFAULT_KNOCK_LIMITS.turnedAwayMs - 1
    expect(list.add(knock(2, '10.0.0.7', soon))).toBe('turned-away')
    expect(list.add(knock(3, '10.0.0.8', soon))).toBeNull() // other addresses are not barred
    expect(list.add(knock(4, '10.0.0.7', T0 + DEFAULT_KNOCK_LIMITS.turnedAwayMs))).toBeNull()
    expect(list.turnAway(42, T0)).toBeUndefined()
  })

  it('remembers at most maxBarred turned-away addresses, forgetting the oldest', () => {
    const list = new KnockList({ ...DEFAULT_KNOCK_LIMITS, maxBarred: 2 })
    for (const [id, address] of [[1, 'a'], [2, 'b'], [3, 'c']] as const) {
      list.add(knock(id, address))
      list.turnAway(id, T0)
    }
    expect(list.add(knock(4, 'a', T0 + 1))).toBeNull() // forgotten
    expect(list.add(knock(5, 'c', T0 + 1))).toBe('turned-away')
  })
})

describe('the guessing signal', () => {
  it('counts the wrong PINs of the last minute and says when the count drops', () => {
    const signal = new GuessingSignal()
    expect(signal.count(T0)).toBe(0)
    expect(signal.nextDropAt(T0)).toBeNull()
    signal.note(T0)
    signal.note(T0 + 10_000)
    expect(signal.count(T0 + 10_000)).toBe(2)
    expect(signal.nextDropAt(T0 + 10_000)).toBe(T0 + GUESS_WINDOW_MS)
    expect(signal.count(T0 + GUESS_WINDOW_MS)).toBe(1)
    expect(signal.count(T0 + 10_000 + GUESS_WINDOW_MS)).toBe(0)
  })

  it('holds at most its cap of wrong PINs', () => {
    const signal = new GuessingSignal(5)
    for (let i = 0; i < 50; i++) signal.note(T0 + i)
    expect(signal.count(T0 + 50)).toBe(5)
  })
})
