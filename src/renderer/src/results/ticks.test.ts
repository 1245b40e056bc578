import { describe, expect, it } from 'vitest'
import { niceTicks } from './ticks'

describe('niceTicks', () => {
  it('gives round ticks up to the target (not 0/19/37 for a target of 20)', () => {
    expect(niceTicks(20)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] })
    expect(niceTicks(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] })
    expect(niceTicks(100)).toEqual({ top: 100, ticks: [0, 20, 40, 60, 80, 100] })
    expect(niceTicks(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] })
  })
  it('always reaches the largest value with at most five intervals', () => {
    for (let max = 1; max <= 500; max++) {
      const { top, ticks } = niceTicks(max)
      expect(top).toBeGreaterThanOrEqual(max)
      expect(ticks.length - 1).toBeLessThanOrEqual(5)
      expect(ticks.at(-1)).toBe(top)
    }
  })
})
