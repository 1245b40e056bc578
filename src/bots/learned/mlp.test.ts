import { describe, expect, it } from 'vitest'
import { Rng } from '../../engine/index'
import type { Mlp } from './mlp'
import { qValues, shapeOf, zeroMlp } from './mlp'
import { mlpFromWeights, weightsFileOf } from './weights'

/** The network written out as nested arrays: W[o][i] and b[o] per layer. */
interface Plain {
  W: number[][][]
  b: number[][]
}

/** A hand-made network: 2 position inputs + 2 move inputs → 3 hidden (ReLU) → 1. */
const FIXTURE: Plain = {
  W: [
    [
      [1, -1, 0.5, 2],
      [-2, 0.25, 1, -1],
      [0.5, 0.5, -0.5, 0.5]
    ],
    [[1.5, -1, 2]]
  ],
  b: [[0.1, -0.2, 0], [0.25]]
}

function mlpOf(p: Plain): Mlp {
  return {
    layers: p.W.map((rows, k) => ({
      inputs: rows[0]!.length,
      outputs: rows.length,
      w: Float32Array.from(rows.flat()),
      b: Float32Array.from(p.b[k]!)
    }))
  }
}

/** The textbook forward pass on the whole input vector, layer by layer (no shared part, no skipping). */
function reference(p: Plain, x: number[]): number {
  let a = x
  p.W.forEach((rows, k) => {
    const z = rows.map((row, o) =>
      row.reduce((s, w, i) => s + Math.fround(w) * Math.fround(a[i]!), p.b[k]![o]!)
    )
    a = k < p.W.length - 1 ? z.map((v) => Math.max(0, v)) : z
  })
  return a[0]!
}

describe('the learned evaluation’s network', () => {
  it('scores each move of a fixed input as the textbook forward pass does', () => {
    const state = [1, 0.5]
    const moves = [
      [0, 1],
      [1, 0],
      [0.5, -0.25]
    ]
    const q = qValues(mlpOf(FIXTURE), Float32Array.from(state), Float32Array.from(moves.flat()), moves.length)
    expect(q.length).toBe(3)
    moves.forEach((m, i) => expect(q[i]).toBeCloseTo(reference(FIXTURE, [...state, ...m]), 5))
    // And by hand for the first move, x = (1, 0.5, 0, 1): hidden = relu(0.1 + 1 − 0.5 + 2, −0.2 − 2 +
    // 0.125 − 1, 0.5 + 0.25 + 0.5) = (2.6, 0, 1.25); out = 0.25 + 1.5·2.6 + 2·1.25 = 6.65.
    expect(q[0]).toBeCloseTo(6.65, 5)
  })

  it('gives the same values after a trip through the weights file', () => {
    const file = JSON.parse(JSON.stringify(weightsFileOf(mlpOf(FIXTURE), 7, trainingNote()))) as unknown
    const back = mlpFromWeights(file, 7, 4)
    if (!back.ok) throw new Error(back.error.message)
    expect(shapeOf(back.value)).toEqual([4, 3, 1])
    const x = Float32Array.from([0.3, -1, 2, 0])
    expect(qValues(back.value, x.subarray(0, 2), x.subarray(2), 1)[0]).toBeCloseTo(
      reference(FIXTURE, [...x]),
      5
    )
  })

  it('computes the position’s part once and matches the full pass on random networks and sparse inputs', () => {
    const rng = new Rng(53)
    for (let t = 0; t < 20; t++) {
      const shape = [5 + rng.int(20), 1 + rng.int(12), 1 + rng.int(6), 1]
      const plain: Plain = { W: [], b: [] }
      for (let k = 0; k + 1 < shape.length; k++) {
        plain.W.push([...Array(shape[k + 1]!)].map(() => [...Array(shape[k]!)].map(() => rng.next() * 2 - 1)))
        plain.b.push([...Array(shape[k + 1]!)].map(() => rng.next() - 0.5))
      }
      const stateSize = 1 + rng.int(shape[0]! - 1)
      const count = 1 + rng.int(5)
      const x = [...Array(shape[0]! * count)].map(() => (rng.next() < 0.6 ? 0 : rng.next()))
      const state = x.slice(0, stateSize)
      const rows = [...Array(count).keys()].map((m) =>
        x.slice(shape[0]! * m + stateSize, shape[0]! * (m + 1))
      )
      const q = qValues(mlpOf(plain), Float32Array.from(state), Float32Array.from(rows.flat()), count)
      rows.forEach((row, m) => expect(q[m]).toBeCloseTo(reference(plain, [...state, ...row]), 4))
    }
  })

  it('refuses inputs that do not fit the network', () => {
    const mlp = zeroMlp([4, 3, 1])
    expect(() => qValues(mlp, new Float32Array(2), new Float32Array(3), 1)).toThrow(/do not fit/)
    expect(() => qValues(mlp, new Float32Array(5), new Float32Array(0), 0)).toThrow(/do not fit/)
  })
})

function trainingNote() {
  return { command: 'test', seedRange: 'none', commit: 'none', samples: 0, date: '2026-12-06' }
}
