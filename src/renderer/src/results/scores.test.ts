import { describe, expect, it } from 'vitest'
import { cumulativeTotals } from './scores'

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
