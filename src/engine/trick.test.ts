import { describe, expect, it } from 'vitest'
import type { ClearReason, EngineEvent, MatchState, Move, Rank } from './types'
import { apply } from './apply'
import { countsFromRanks, emptyCounts } from './cards'
import { nextSeat, onlySeatLeft } from './trick'
import { after } from '../../test-support/engine/match-helpers'

const lead = (...cards: Rank[]): Move => ({ kind: 'lead', cards })
const over = (...cards: Rank[]): Move => ({ kind: 'overwrite', cards })
const add = (...cards: Rank[]): Move => ({ kind: 'add', cards })
const pass: Move = { kind: 'pass' }

function step(s: MatchState, seat: number, move: Move): { state: MatchState; events: EngineEvent[] } {
  const r = apply(s, seat, move)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('R6 the end of a trick', () => {
  // [name, players, hands, moves before, last seat, last move, winner, reason]
  const cases: [string, number, number[][], [number, Move][], number, Move, number, ClearReason][] = [
    [
      'eight: a later 8 overwrites',
      4,
      [
        [7, 1],
        [8, 2],
        [15, 3],
        [4, 5]
      ],
      [[0, lead(7)]],
      1,
      over(8),
      1,
      'eight'
    ],
    [
      'eight: an 8 added to an 8 lead',
      3,
      [
        [8, 1],
        [8, 2, 3],
        [9, 9]
      ],
      [[0, lead(8)]],
      1,
      add(8),
      1,
      'eight'
    ],
    [
      'eight: an 8 added below a 9',
      3,
      [
        [9, 1],
        [8, 2],
        [7, 5]
      ],
      [[0, lead(9)]],
      1,
      add(8),
      1,
      'eight'
    ],
    [
      'eight beats set: 8 completing 8-8-8-8',
      4,
      [[8, 8, 1], [8, 8, 2], [3], [4]],
      [[0, lead(8, 8)]],
      1,
      add(8, 8),
      1,
      'eight'
    ],
    [
      'set: the fourth copy with four players',
      4,
      [
        [9, 1],
        [9, 9, 2],
        [9, 3],
        [4, 5]
      ],
      [
        [0, lead(9)],
        [1, add(9, 9)]
      ],
      2,
      add(9),
      2,
      'set'
    ],
    [
      'run: the fifth card',
      4,
      [
        [3, 4, 9],
        [1, 2, 13],
        [2, 5, 12],
        [5, 11, 11]
      ],
      [
        [0, lead(3, 4)],
        [1, add(1, 2)]
      ],
      2,
      add(5),
      2,
      'run'
    ],
    [
      'pass: two players, one pass',
      2,
      [
        [5, 1],
        [7, 2]
      ],
      [[0, lead(5)]],
      1,
      pass,
      0,
      'pass'
    ],
    [
      'pass: the last one standing',
      4,
      [
        [5, 1],
        [7, 2],
        [9, 3],
        [11, 4]
      ],
      [
        [0, lead(5)],
        [1, pass],
        [2, over(9)],
        [3, over(11)],
        [0, pass]
      ],
      2,
      pass,
      3,
      'pass'
    ]
  ]
  it.each(cases)('%s', (_name, players, hands, before, seat, move, winner, reason) => {
    const s = after(players, hands, before[0]?.[0] ?? 0, before)
    const { state, events } = step(s, seat, move)
    const cleared = events.find((e) => e.type === 'trickCleared')
    expect(cleared).toMatchObject({ type: 'trickCleared', seat: winner, reason })
    expect(state.meld).toBeNull()
    expect(state.turn).toBe(winner)
    expect(state.passed.every((p) => !p)).toBe(true)
    expect(state.playsInTrick).toBe(0)
    expect(state.lastPlayer).toBeNull()
  })

  it('an 8 in the opening lead does not clear (R6.eight)', () => {
    const { state, events } = step(
      after(
        3,
        [
          [8, 1],
          [9, 2],
          [11, 3]
        ],
        0
      ),
      0,
      lead(8)
    )
    expect(events.map((e) => e.type)).toEqual(['played'])
    expect(state.meld?.cards).toEqual([8])
    expect(state.turn).toBe(1)
  })

  it('a set of four does not clear with five or six players', () => {
    const s = after(
      5,
      [
        [9, 1],
        [9, 9, 2],
        [9, 3],
        [9, 4],
        [5, 7]
      ],
      0,
      [
        [0, lead(9)],
        [1, add(9, 9)]
      ]
    )
    const { state, events } = step(s, 2, add(9))
    expect(events.some((e) => e.type === 'trickCleared')).toBe(false)
    expect(state.meld?.cards).toEqual([9, 9, 9, 9])
  })

  it('a pass that leaves two seats only moves the turn, skipping passed seats', () => {
    // Seats 0–3 hold 5, 7, 9 and 11, each with a low card so that no play empties a hand.
    const hands = [5, 7, 9, 11].map((r, seat) => [r, seat + 1])
    const s = after(4, hands, 0, [
      [0, lead(5)],
      [1, pass]
    ])
    expect(s.turn).toBe(2)
    const { state } = step(step(step(s, 2, over(9)).state, 3, over(11)).state, 0, pass)
    expect(state.turn).toBe(2) // 1 passed earlier and is skipped
    expect(state.passed).toEqual([true, true, false, false])
  })

  it('events come in order: played, then trickCleared with the cleared meld', () => {
    const s = after(
      4,
      [
        [7, 1],
        [8, 2],
        [15, 3],
        [4, 5]
      ],
      0,
      [[0, lead(7)]]
    )
    const { events } = step(s, 1, over(8))
    expect(events).toEqual([
      { type: 'played', seat: 1, move: over(8), meld: { type: 'single', cards: [8] } },
      { type: 'trickCleared', seat: 1, reason: 'eight', meld: { type: 'single', cards: [8] } }
    ])
  })

  it('overwritten and cleared cards go to `cleared`', () => {
    const s = after(
      3,
      [
        [7, 1],
        [9, 2],
        [11, 3]
      ],
      0,
      [
        [0, lead(7)],
        [1, over(9)]
      ]
    )
    expect(s.cleared).toEqual(countsFromRanks([7]))
    expect(s.meld?.cards).toEqual([9])
    const t = after(
      3,
      [
        [7, 1],
        [9, 2],
        [11, 3]
      ],
      0,
      [
        [0, lead(7)],
        [1, over(9)],
        [2, pass],
        [0, pass]
      ]
    )
    expect(t.cleared).toEqual(countsFromRanks([7, 9]))
    expect(after(2, [[1], [2]], 0).cleared).toEqual(emptyCounts())
  })
})

describe('R3 turn helpers', () => {
  it.each([
    [[false, false, false], 0, 1],
    [[false, false, false], 2, 0],
    [[false, true, false], 0, 2],
    [[true, true, false, true], 2, 2],
    [[false, true, true, true], 0, 0]
  ])('nextSeat(%j, %i) = %i', (passed, from, next) => {
    expect(nextSeat(passed, from)).toBe(next)
  })

  it.each([
    [[false, false], null],
    [[true, false], 1],
    [[true, true, false, true], 2],
    [[true, true], null]
  ])('onlySeatLeft(%j) = %s', (passed, seat) => {
    expect(onlySeatLeft(passed)).toBe(seat)
  })
})
