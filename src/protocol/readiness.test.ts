import { describe, expect, it } from 'vitest'
import { SEAT_KINDS } from './vocabulary'
import { countsAsReady, isWaitedFor, readinessOf } from './readiness'
import type { ReadinessFacts } from './readiness'

const human = (facts: Partial<ReadinessFacts> = {}): ReadinessFacts => ({
  kind: 'human',
  connected: true,
  away: false,
  ready: false,
  ...facts
})

describe('whom a table waits for between rounds (the host and the screens, one rule)', () => {
  it('waits for a connected human who has not said ready', () => {
    expect(readinessOf(human())).toBe('reading')
    expect(isWaitedFor(human())).toBe(true)
    expect(countsAsReady(human())).toBe(false)
  })

  it('goes on once they say ready', () => {
    expect(readinessOf(human({ ready: true }))).toBe('ready')
    expect(isWaitedFor(human({ ready: true }))).toBe(false)
    expect(countsAsReady(human({ ready: true }))).toBe(true)
  })

  it('does not wait for a player a bot plays for: away counts as ready', () => {
    const away = human({ away: true, connected: false })
    expect(readinessOf(away)).toBe('away')
    expect(isWaitedFor(away)).toBe(false)
    expect(countsAsReady(away)).toBe(true)
  })

  it('does not wait for a dropped player, who is not ready either', () => {
    const dropped = human({ connected: false })
    expect(readinessOf(dropped)).toBe('offline')
    expect(isWaitedFor(dropped)).toBe(false)
    expect(countsAsReady(dropped)).toBe(false)
  })

  it('never waits for a bot, which is always ready, nor for an empty seat', () => {
    const bot: ReadinessFacts = { kind: 'bot', connected: false, away: false, ready: false }
    expect(readinessOf(bot)).toBe('ready')
    expect(isWaitedFor(bot)).toBe(false)
    expect(countsAsReady(bot)).toBe(true)
    const empty: ReadinessFacts = { kind: 'empty', connected: false, away: false, ready: false }
    expect(isWaitedFor(empty)).toBe(false)
    expect(countsAsReady(empty)).toBe(false)
  })

  it('waits only for seats that do not count as ready, and only for humans', () => {
    for (const kind of SEAT_KINDS) {
      for (const connected of [false, true]) {
        for (const away of [false, true]) {
          for (const ready of [false, true]) {
            const seat = { kind, connected, away, ready }
            if (isWaitedFor(seat))
              expect({ seat, ready: countsAsReady(seat), kind }).toEqual({
                seat,
                ready: false,
                kind: 'human'
              })
          }
        }
      }
    }
  })
})
