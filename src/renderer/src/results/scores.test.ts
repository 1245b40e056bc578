import { describe, expect, it } from 'vitest'
import type { SeatInfo } from '../../../protocol/messages'
import { byStanding, cumulativeTotals, notReady, readinessOf } from './scores'

describe('cumulative totals', () => {
  it('adds the penalties round by round', () => {
    const results = [
      { round: 1, leader: 0, wentOut: 0, penalties: [0, 5, 3], hands: [] },
      { round: 2, leader: 1, wentOut: 1, penalties: [4, 0, 2], hands: [] }
    ]
    expect(cumulativeTotals(results, 3)).toEqual([
      [0, 5, 3],
      [4, 5, 5]
    ])
    expect(cumulativeTotals([], 3)).toEqual([])
  })
})

describe('the standing', () => {
  it('puts the lowest total first, not the lowest penalty of the last round', () => {
    // Seat 1 went out in the last round (penalty 0) but stands last on 9; seat 0 took 4 and leads on 4.
    const totals = cumulativeTotals(
      [
        { round: 1, leader: 0, wentOut: 0, penalties: [0, 9, 3], hands: [] },
        { round: 2, leader: 1, wentOut: 1, penalties: [4, 0, 2], hands: [] }
      ],
      3
    ).at(-1)
    expect(byStanding(totals ?? [])).toEqual([0, 2, 1])
  })

  it('keeps seat order in a tie', () => {
    expect(byStanding([7, 3, 7, 3])).toEqual([1, 3, 0, 2])
  })
})

describe('whom the results wait for', () => {
  const seat = (n: number, kind: SeatInfo['kind'], ready: boolean): SeatInfo => ({
    seat: n,
    kind,
    name: null,
    level: null,
    connected: true,
    away: false,
    ready,
    graceEndsAt: null
  })

  it('names the humans not ready yet, neither bots nor the player asking', () => {
    const seats = [seat(0, 'human', false), seat(1, 'bot', false), seat(2, 'human', true), seat(3, 'human', false)]
    expect(notReady(seats, 0)).toEqual([3])
    expect(notReady(seats, null)).toEqual([0, 3])
    expect(notReady(seats.map((s) => ({ ...s, ready: true })), null)).toEqual([])
  })

  it('does not wait for a dropped player, nor for one a bot plays for', () => {
    const dropped = { ...seat(0, 'human', false), connected: false }
    const away = { ...seat(1, 'human', true), away: true }
    expect(notReady([dropped, away, seat(2, 'human', false)], null)).toEqual([2])
    expect([dropped, away, seat(2, 'human', false), seat(3, 'human', true)].map(readinessOf)).toEqual([
      'offline',
      'away',
      'reading',
      'ready'
    ])
  })
})
