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
