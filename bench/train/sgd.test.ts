import { describe, expect, it } from 'vitest'
import { Rng } from '../../src/engine/index'
import { qValues } from '../../src/bots/learned/mlp'
import { Fitter, freshAdam, initMlp } from './sgd'

/** A fixed batch: `n` sparse rows of `inputs` and targets that depend on them (something to learn). */
function batch(n: number, inputs: number, seed: number): { x: Float32Array; y: Float32Array } {
  const rng = new Rng(seed)
  const x = new Float32Array(n * inputs)
  const y = new Float32Array(n)
  for (let r = 0; r < n; r++) {
    for (let i = 0; i < inputs; i++) x[r * inputs + i] = rng.next() < 0.5 ? 0 : rng.next()
    y[r] = x[r * inputs]! - 0.5 * x[r * inputs + 1]! + 0.2
  }
  return { x, y }
}

describe('fitting the learned evaluation', () => {
  it('lowers the loss on a fixed batch', () => {
    const mlp = initMlp([6, 8, 4, 1], 3)
    const fitter = new Fitter(mlp, freshAdam(mlp), { lr: 0.01, beta1: 0.9, beta2: 0.999, eps: 1e-8 })
    const { x, y } = batch(32, 6, 4)
    const before = fitter.step(x, y, 32, false)
    for (let i = 0; i < 50; i++) fitter.step(x, y, 32)
    expect(fitter.step(x, y, 32, false)).toBeLessThan(before / 4)
  })

  it('computes the gradient the loss has (finite differences)', () => {
    const mlp = initMlp([5, 4, 3, 1], 8)
    const fitter = new Fitter(mlp, freshAdam(mlp))
    const { x, y } = batch(6, 5, 9)
    fitter.lossAndGradients(x, y, 6)
    const grads = fitter.gradients.map((g) => Float64Array.from(g))
    const params = mlp.layers.flatMap((l) => [l.w, l.b])
    const h = 1e-2
    let checked = 0
    params.forEach((p, j) => {
      for (let i = 0; i < p.length; i++) {
        const keep = p[i]!
        p[i] = keep + h
        const up = fitter.lossAndGradients(x, y, 6, false)
        p[i] = keep - h
        const down = fitter.lossAndGradients(x, y, 6, false)
        p[i] = keep
        expect(grads[j]![i]!).toBeCloseTo((up - down) / (2 * h), 2)
        checked++
      }
    })
    expect(checked).toBe(5 * 4 + 4 + 4 * 3 + 3 + 3 + 1)
  })

  it('scores a row as the bot does', () => {
    const mlp = initMlp([7, 5, 1], 11)
    const fitter = new Fitter(mlp, freshAdam(mlp))
    const { x } = batch(1, 7, 12)
    // With target 0 the loss of one row is its value squared.
    const loss = fitter.step(x, new Float32Array(1), 1, false)
    const q = qValues(mlp, x.subarray(0, 3), x.subarray(3), 1)[0]!
    expect(loss).toBeCloseTo(q * q, 5)
  })
})
