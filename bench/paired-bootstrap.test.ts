import { describe, expect, it } from 'vitest'
import { Rng } from '../src/engine/index'
import { pairedBootstrap } from './paired-bootstrap'

/** Differences for `deals` deals of `players` rotations: each deal's rotations share `dealEffect`. */
function differences(deals: number, players: number, shift: number, seed: number): Map<number, number> {
  const rng = new Rng(seed)
  const out = new Map<number, number>()
  for (let d = 0; d < deals; d++) {
    const dealEffect = rng.int(3) - 1
    for (let s = 0; s < players; s++) out.set(d * players + s, shift + dealEffect + (rng.int(3) - 1) * 0.5)
  }
  return out
}

describe('paired bootstrap of a difference over deals', () => {
  it('gives the plain mean and an interval around it that holds the true shift', () => {
    const byIndex = differences(300, 4, 0.2, 1)
    const values = [...byIndex.values()]
    const mean = values.reduce((a, b) => a + b, 0) / values.length
    const { mean: m, ci95 } = pairedBootstrap(byIndex, 4)
    expect(m).toBeCloseTo(mean, 3)
    expect(ci95[0]).toBeLessThan(m)
    expect(ci95[1]).toBeGreaterThan(m)
    expect(ci95[0]).toBeLessThan(0.2)
    expect(ci95[1]).toBeGreaterThan(0.2)
  })

  it('is wider than an interval that treats correlated rotations as independent', () => {
    const byIndex = differences(300, 4, 0, 2)
    const values = [...byIndex.values()]
    const n = values.length
    const mean = values.reduce((a, b) => a + b, 0) / n
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1))
    const naiveHalf = 1.96 * (sd / Math.sqrt(n))
    const { ci95 } = pairedBootstrap(byIndex, 4)
    // the deal effect is shared by four rotations, so the honest interval is wider
    expect((ci95[1] - ci95[0]) / 2).toBeGreaterThan(naiveHalf * 1.3)
  })

  it('narrows as deals are added', () => {
    const small = pairedBootstrap(differences(50, 4, 0.1, 3), 4).ci95
    const large = pairedBootstrap(differences(800, 4, 0.1, 3), 4).ci95
    expect(large[1] - large[0]).toBeLessThan((small[1] - small[0]) * 0.6)
  })
})
