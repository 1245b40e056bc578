import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { scoreAxis, spreadLabels } from './chart-geometry'

describe("the running-score chart's axis", () => {
  it('has round steps from at most 0 to at least 0 (hand-computed)', () => {
    expect(scoreAxis([2.5, 1, 3])).toEqual({ bottom: 0, top: 3, ticks: [0, 1, 2, 3] })
    expect(scoreAxis([-2, 2, 0])).toEqual({ bottom: -2, top: 2, ticks: [-2, -1, 0, 1, 2] })
    expect(scoreAxis([-7.5, 6])).toEqual({ bottom: -10, top: 10, ticks: [-10, -5, 0, 5, 10] })
    expect(scoreAxis([])).toEqual({ bottom: 0, top: 1, ticks: [0, 1] })
  })

  it('always covers every value, with 0 among evenly spaced ticks', () => {
    // Totals as the standings give them: rounded to a millionth (here a thousandth), −500 to 500.
    const total = fc.integer({ min: -500_000, max: 500_000 }).map((n) => n / 1000)
    fc.assert(
      fc.property(fc.array(total, { maxLength: 40 }), (values) => {
        const { bottom, top, ticks } = scoreAxis(values)
        for (const v of values) expect(v >= bottom - 1e-9 && v <= top + 1e-9).toBe(true)
        expect(ticks).toContain(0)
        expect(ticks[0]).toBe(bottom)
        expect(ticks.at(-1)).toBeCloseTo(top, 6)
        const steps = ticks.slice(1).map((tick, i) => tick - ticks[i]!)
        for (const step of steps) expect(step).toBeCloseTo(steps[0]!, 6)
        expect(ticks.length).toBeLessThanOrEqual(12)
      })
    )
  })
})

describe("the line ends' labels", () => {
  it('stay where they are when they are already apart', () => {
    expect(spreadLabels([10, 50, 30], 15, 0, 100)).toEqual([10, 50, 30])
  })

  it('move apart around a crowd, in the same order, inside the chart (hand-computed)', () => {
    // 40, 40, 40 → 40, 55, 70, and 95 has room below them.
    expect(spreadLabels([40, 40, 95, 40], 15, 0, 100)).toEqual([40, 55, 95, 70])
    // 90, 95, 100 → 90, 105, 120 would leave the chart: the bottom edge pushes them up to 70, 85, 100.
    expect(spreadLabels([95, 100, 90], 15, 0, 100)).toEqual([85, 100, 70])
    expect(spreadLabels([100, 100], 15, 0, 100)).toEqual([85, 100])
    // The top edge holds too: −20 is drawn at 0.
    expect(spreadLabels([-20, 50], 15, 0, 100)).toEqual([0, 50])
  })

  it('are at least the gap apart, in order, within the edges whenever they fit', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -50, max: 450, noNaN: true }), { maxLength: 26 }), (wanted) => {
        const ys = spreadLabels(wanted, 15, 0, 400)
        const order = wanted.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i)
        for (let k = 1; k < order.length; k++) {
          expect(ys[order[k]!.i]! - ys[order[k - 1]!.i]!).toBeGreaterThanOrEqual(15 - 1e-9)
        }
        for (const y of ys) expect(y >= -1e-9 && y <= 400 + 1e-9).toBe(true)
      })
    )
  })
})
