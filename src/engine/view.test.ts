import { describe, expect, it } from 'vitest'
import { cardCount, ranksFromCounts } from './cards'
import { Rng } from './rng'
import { mustMatch, playRandom } from '../../test-support/engine/match-helpers'
import { spectatorView, viewFor } from './view'
import { clonePublicRound } from './state'
import type { MatchState } from './types'

/** The public part of the round, plus what a seat may know of the hands: its own, and counts (R9). */
const SEAT_KEYS = ['seat', 'hand', 'handCounts', 'copies', 'undealtCount', 'reserveCount']
const viewKeysOf = (state: MatchState): string[] =>
  [...Object.keys(clonePublicRound(state)), ...SEAT_KEYS].sort()
/** What only the host may know: no view holds any of it. */
const SECRET_KEYS = ['hands', 'undealt', 'reserve', 'dealt', 'dealtUndealt']

describe('R9 views', () => {
  const state = playRandom(mustMatch(4, 8), new Rng(8), 9)

  it('a seat sees its own hand (ascending) and only counts of the others', () => {
    const v = viewFor(state, 2)
    expect(Object.keys(v).sort()).toEqual(viewKeysOf(state))
    for (const key of SECRET_KEYS) expect(v).not.toHaveProperty(key)
    expect(v.seat).toBe(2)
    expect(v.hand).toEqual(ranksFromCounts(state.hands[2] ?? []))
    expect(v.handCounts).toEqual(state.hands.map(cardCount))
    expect(v.undealtCount).toBe(cardCount(state.undealt))
    expect(v.copies).toBe(4)
    expect(JSON.stringify(v)).not.toMatch(/"(hands|undealt|dealt|dealtUndealt|rng|seed)"/)
  })

  it('a spectator sees no hand', () => {
    const v = spectatorView(state)
    expect(Object.keys(v).sort()).toEqual(viewKeysOf(state))
    for (const key of SECRET_KEYS) expect(v).not.toHaveProperty(key)
    expect(v.seat).toBeNull()
    expect(v.hand).toBeNull()
  })

  it('views are fresh: mutating one changes neither the state nor the next view', () => {
    const snapshot = structuredClone(state)
    const v = viewFor(state, 0)
    v.hand?.push(1)
    v.handCounts[0] = 99
    v.cleared[1] = 99
    v.passed[0] = true
    v.totals[0] = 99
    v.log.push({ seat: 0, move: { kind: 'pass' } })
    v.options.points[1] = 99
    if (v.meld) v.meld.cards.push(1)
    expect(state).toEqual(snapshot)
    expect(viewFor(state, 0)).not.toEqual(v)
  })

  it('D6: after the round every hand is shown through results', () => {
    const done = playRandom(mustMatch(3, 4), new Rng(4))
    const v = viewFor(done, 1)
    expect(v.results[0]?.hands).toEqual(done.hands.map((h) => ranksFromCounts(h)))
  })

  it("R2.two: before round 2 no view holds a second hand, its owner's included; only their size", () => {
    const twoHands = mustMatch(2, 31)
    for (const v of [viewFor(twoHands, 0), viewFor(twoHands, 1), spectatorView(twoHands)]) {
      expect(v.reserveCount).toBe(24)
      expect(v.undealtCount).toBe(4)
      expect(v.hand?.length ?? 12).toBe(12)
      expect(JSON.stringify(v)).not.toMatch(/"(reserve|hands|undealt|dealt)"/)
    }
  })

  it('refuses a seat that is not at the table', () => {
    expect(() => viewFor(state, 4)).toThrow(RangeError)
    expect(() => viewFor(state, -1)).toThrow(RangeError)
  })
})
