// The PIN limits against guessers on many addresses (issue 22 item 4): guessing stays at about 20 a
// minute from any mix of addresses, and the right PIN from an address of its own still gets checked.
import { describe, expect, it } from 'vitest'
import { DEFAULT_PIN_LIMITS, PinAttempts } from './pin-attempts'

function setup() {
  let now = 1_000_000
  const pins = new PinAttempts(DEFAULT_PIN_LIMITS, () => now)
  let checked = 0
  /** A wrong guess from `address`: true when it was checked (and so counted as a guess). */
  const guess = (address: string): boolean => {
    const decision = pins.begin(address)
    if (!decision.ok) return false
    decision.value.wrong()
    checked++
    return true
  }
  /** The right PIN from `address`: true when it was checked (the player is in). */
  const right = (address: string): boolean => {
    const decision = pins.begin(address)
    if (!decision.ok) return false
    decision.value.right()
    return true
  }
  return {
    pins,
    guess,
    right,
    checked: () => checked,
    advance: (ms: number) => (now += ms)
  }
}

const attackers = Array.from({ length: 40 }, (_, i) => `10.0.0.${i + 1}`)

describe('PIN limits during a guessing attack', () => {
  it('40 addresses hammering for 10 minutes: ≤ 20 + 20 a minute checked, the right PIN always checked', async () => {
    const t = setup()
    for (let ms = 0; ms < 10 * 60_000; ms += 100) {
      for (const a of attackers) t.guess(a)
      if (ms % 15_000 === 5_000)
        expect(t.right(`192.168.1.${50 + ((ms / 15_000) % 100)}`), `at ${ms} ms`).toBe(true)
      t.advance(100)
    }
    expect(t.checked()).toBeLessThanOrEqual(20 + 20 * 10)
    expect(t.checked()).toBeGreaterThan(150) // the attack really ran at the limit
    expect(t.right('192.168.1.200')).toBe(true) // right after it
  })

  it('guessers who wait as told: the right PIN is held off at most 3 s per attacking address', async () => {
    const t = setup()
    const told = new Map<string, number>()
    let heldOffUntil = 0
    for (let ms = 0; ms < 6 * 60_000; ms += 250) {
      for (const a of attackers) {
        if ((told.get(a) ?? 0) > ms) continue
        const d = t.pins.begin(a)
        if (d.ok) {
          d.value.wrong()
          continue
        }
        told.set(a, ms + d.error.retryInMs)
      }
      if (ms % 1000 === 0 && !t.right(`192.168.2.${ms / 1000}`)) heldOffUntil = ms
      t.advance(250)
    }
    expect(heldOffUntil).toBeLessThanOrEqual(attackers.length * 3000)
  })

  it('fresh addresses without end (IPv6): still ≤ 20 + 20 a minute checked', async () => {
    const t = setup()
    let n = 0
    for (let ms = 0; ms < 5 * 60_000; ms += 50) {
      for (let i = 0; i < 10; i++) t.guess(`fd00::${(n++).toString(16)}`)
      t.advance(50)
    }
    expect(t.checked()).toBeLessThanOrEqual(20 + 20 * 5)
  })

  it('the last 5 tokens are for addresses with no wrong PIN; a player who mistyped twice still gets in at once', async () => {
    const t = setup()
    expect(t.guess('10.1.1.1')).toBe(true)
    expect(t.guess('10.1.1.1')).toBe(true)
    expect(t.right('10.1.1.1')).toBe(true)
    // 15 wrong from others: 5 tokens left, which only a new address may take.
    for (let i = 0; i < 15; i++) expect(t.guess(`10.2.0.${i}`)).toBe(true)
    expect(t.guess('10.2.0.1')).toBe(false)
    expect(t.right('10.3.0.1')).toBe(true)
  })

  it('sends a new address refused for the empty bucket to the door, once: a wrong PIN there marks it', () => {
    const t = setup()
    for (let i = 0; i < 20; i++) expect(t.guess(`10.4.0.${i}`)).toBe(true) // the bucket is empty
    const fresh = t.pins.begin('10.5.0.1')
    expect(fresh).toMatchObject({ ok: false, error: { code: 'table' } })
    if (fresh.ok || fresh.error.atDoor === undefined) throw new Error('a new address should wait at the door')
    // An address that guessed wrong gets no door: its PIN is refused as before.
    const door = (address: string) => {
      const decision = t.pins.begin(address)
      return decision.ok ? 'checked' : decision.error.atDoor === undefined ? decision.error.code : 'door'
    }
    expect(door('10.4.0.3')).toBe('table')
    fresh.error.atDoor.wrong()
    expect(door('10.5.0.1')).toBe('table')
    expect(door('10.5.0.2')).toBe('door')
    expect(t.checked()).toBe(20) // a PIN compared at the door is not a guess answered
  })
})
