import { describe, expect, it } from 'vitest'
import { scoreMatch } from './match'

describe('R8 scoreMatch', () => {
  it.each([
    [
      'someone reaches the target',
      3,
      20,
      [
        [0, 5, 7],
        [12, 0, 3],
        [9, 4, 0]
      ],
      [21, 9, 10],
      true,
      3,
      [1]
    ],
    ['exactly the target ends it', 2, 20, [[20, 0]], [20, 0], true, 1, [1]],
    ['ties on the lowest share the win', 4, 20, [[0, 22, 0, 3]], [0, 22, 0, 3], true, 1, [0, 2]],
    [
      'below the target goes on',
      3,
      20,
      [
        [3, 4, 0],
        [7, 0, 19]
      ],
      [10, 4, 19],
      false,
      null,
      []
    ],
    [
      'rounds after the end do not count',
      2,
      20,
      [
        [25, 0],
        [0, 30]
      ],
      [25, 0],
      true,
      1,
      [1]
    ],
    ['no rounds yet', 2, 20, [], [0, 0], false, null, []],
    [
      'a lower target (D5)',
      2,
      5,
      [
        [3, 2],
        [2, 2]
      ],
      [5, 4],
      true,
      2,
      [1]
    ]
  ])('%s', (_name, players, target, rounds, totals, over, afterRound, winners) => {
    expect(scoreMatch(players, { target, twoPlayerGame: 'to-target' }, rounds)).toEqual({
      totals,
      over,
      afterRound,
      winners
    })
  })
})

describe('a fixed number of deals (tournament stages, issue 52)', () => {
  it('ends after exactly that many rounds, whatever the totals', () => {
    const rounds = [
      [30, 0, 2],
      [0, 4, 1],
      [5, 5, 0]
    ]
    const options = { target: 20, twoPlayerGame: 'two-hands', fixedDeals: 3 } as const
    expect(scoreMatch(3, options, rounds.slice(0, 2))).toMatchObject({ over: false, totals: [30, 4, 3] })
    expect(scoreMatch(3, options, rounds)).toMatchObject({ over: true, afterRound: 3, winners: [2] })
  })

  it('leaves two players playing two hands their two rounds (R2.two)', () => {
    const options = { target: 20, twoPlayerGame: 'two-hands', fixedDeals: 5 } as const
    expect(scoreMatch(2, options, [[1, 0], [0, 3]])).toMatchObject({ over: true, afterRound: 2 })
  })
})
