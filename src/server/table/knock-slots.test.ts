// The door's slots (issue 48 item 3): one knock per address, the newest from an address in its place, and
// a full door that pushes out the most churning address's knock rather than keep a new address out.
import { describe, expect, it } from 'vitest'
import { DEFAULT_DOOR_LIMITS, KnockSlots } from './knock-slots'
import type { DoorKnock } from './knock-slots'

const T0 = 1_700_000_000_000
let nextId = 1

function knock(address: string, since = T0, knowsPin = false): DoorKnock {
  const id = nextId++
  const name = `Player ${id}`
  return { id, address, name, protocol: 1, spectate: false, since, knowsPin, nameKey: name, device: null }
}

const addressesOf = (slots: KnockSlots) => slots.knocks().map((k) => k.address)

describe("the door's knock slots", () => {
  it('holds one knock per address: a newer knock replaces the older one', () => {
    const slots = new KnockSlots()
    const old = knock('10.0.0.1')
    expect(slots.add(old)).toEqual({ ok: true, value: {} })
    const newer = knock('10.0.0.1', T0 + 5)
    expect(slots.add(newer)).toEqual({ ok: true, value: { replaced: old } })
    expect(slots.knocks()).toEqual([newer])
    expect(slots.has(old.id)).toBe(false)
  })

  it('16 addresses knocking without end never keep a new address out', () => {
    const slots = new KnockSlots()
    let t = T0
    for (let round = 0; round < 200; round++) {
      for (let a = 2; a <= 17; a++) expect(slots.add(knock(`127.0.0.${a}`, t++)).ok).toBe(true)
    }
    expect(slots.knocks()).toHaveLength(16)
    const guest = knock('192.168.1.50', t)
    expect(slots.add(guest)).toEqual({ ok: true, value: {} })
    expect(slots.has(guest.id)).toBe(true)
  })

  it('when full, a new address pushes out the knock of the address that knocked most (ties: the oldest)', () => {
    const limits = { ...DEFAULT_DOOR_LIMITS, maxKnocks: 4 }
    const slots = new KnockSlots(limits)
    let t = T0
    for (const a of ['a', 'b', 'c', 'd']) slots.add(knock(a, t++))
    for (let i = 0; i < 5; i++) slots.add(knock('c', t++)) // c churns
    const guest = knock('guest', t++)
    const pushed = slots.add(guest)
    expect(pushed.ok && pushed.value.pushedOut?.address).toBe('c')
    expect(addressesOf(slots).sort()).toEqual(['a', 'b', 'd', 'guest'])
    // Now all knocked once: the next new address pushes out the oldest knock, not the guest.
    const next = slots.add(knock('e', t))
    expect(next.ok && next.value.pushedOut?.address).toBe('a')
    expect(slots.has(guest.id)).toBe(true)
  })

  it('refuses a churning address at a full door rather than push out a guest who knocked once', () => {
    const slots = new KnockSlots({ ...DEFAULT_DOOR_LIMITS, maxKnocks: 2 })
    let t = T0
    slots.add(knock('g1', t++))
    for (let i = 0; i < 5; i++) slots.add(knock('x', t++)) // x churns in its own slot
    const guest = knock('g2', t++)
    expect(slots.add(guest)).toMatchObject({ ok: true, value: { pushedOut: { address: 'x' } } })
    const kept = slots.knocks()
    for (let i = 0; i < 3; i++) {
      expect(slots.add(knock('x', t++))).toEqual({ ok: false, error: { code: 'door-full', message: expect.any(String) } })
      expect(slots.knocks()).toEqual(kept) // a refusal changes nothing
    }
    // Once x's knocks leave the window it counts as new again, and the oldest knock makes room.
    const later = t + DEFAULT_DOOR_LIMITS.churnWindowMs
    expect(slots.add(knock('x', later))).toMatchObject({ ok: true, value: { pushedOut: { address: 'g1' } } })
  })

  it('lists knocks that know the PIN first, and never pushes one out', () => {
    const slots = new KnockSlots({ ...DEFAULT_DOOR_LIMITS, maxKnocks: 2 })
    const plain = knock('p', T0)
    const knows = knock('k', T0 + 1, true)
    slots.add(plain)
    slots.add(knows)
    expect(slots.knocks()).toEqual([knows, plain])
    expect(slots.add(knock('n1', T0 + 2))).toMatchObject({ ok: true, value: { pushedOut: { address: 'p' } } })
    expect(slots.add(knock('n2', T0 + 3))).toMatchObject({ ok: true, value: { pushedOut: { address: 'n1' } } })
    expect(slots.knocks()[0]).toBe(knows)
  })

  it('lets a knock that knows the PIN in at a door full of churners', () => {
    const slots = new KnockSlots({ ...DEFAULT_DOOR_LIMITS, maxKnocks: 2 })
    slots.add(knock('b', T0))
    let last = knock('k', T0 + 1)
    for (let i = 0; i < 3; i++) slots.add((last = knock('k', T0 + 1))) // k's address churns…
    slots.remove(last.id) // …and leaves; a fresh address takes the slot
    slots.add(knock('c', T0 + 2))
    expect(slots.add(knock('k', T0 + 3))).toEqual({ ok: false, error: { code: 'door-full', message: expect.any(String) } })
    const knows = knock('k', T0 + 4, true)
    expect(slots.add(knows)).toMatchObject({ ok: true, value: { pushedOut: { address: 'b' } } })
    expect(slots.knocks()[0]).toBe(knows)
  })

  it("keeps the knock list's bars: a turned-away address waits, and a connection knocks once", () => {
    const slots = new KnockSlots()
    const k = knock('10.0.0.7')
    slots.add(k)
    expect(slots.add({ ...k })).toEqual({ ok: false, error: { code: 'already-knocking', message: expect.any(String) } })
    slots.turnAway(k.id, T0)
    expect(slots.add(knock('10.0.0.7', T0 + 1))).toEqual({ ok: false, error: { code: 'turned-away', message: expect.any(String) } })
    expect(slots.knocks()).toEqual([])
  })
})
