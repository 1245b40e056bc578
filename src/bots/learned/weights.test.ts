import { describe, expect, it } from 'vitest'
import { Buffer } from 'node:buffer'
import { zeroMlp } from './mlp'
import { WEIGHTS_FORMAT, base64ToFloats, floatsToBase64, mlpFromWeights, weightsFileOf } from './weights'

const note = { command: 'test', seedRange: 'none', commit: 'none', samples: 0, date: '2026-12-06' }

/** Node's own base64 of the little-endian bytes: an encoder this module does not share. */
function nodeBase64(values: number[]): string {
  const b = Buffer.alloc(values.length * 4)
  values.forEach((v, i) => b.writeFloatLE(v, i * 4))
  return b.toString('base64')
}

function file(shapes: [number, number][], featureVersion = 1): Record<string, unknown> {
  const mlp = zeroMlp([shapes[0]![1], ...shapes.map((s) => s[0])])
  return JSON.parse(JSON.stringify(weightsFileOf(mlp, featureVersion, note))) as Record<string, unknown>
}

describe('the weights file', () => {
  it('writes float32s as base64 of their little-endian bytes and reads them back exactly', () => {
    for (const values of [[], [1.5], [-2, 0.1], [3, 1e-7, -1e30], [Math.PI, 0, -0, 65504, 7]]) {
      const text = floatsToBase64(Float32Array.from(values))
      expect(text).toBe(nodeBase64(values))
      expect([...base64ToFloats(text)!]).toEqual(values.map(Math.fround))
    }
  })

  it('refuses text that is not base64 of whole floats', () => {
    expect(base64ToFloats('AAA')).toBeNull()
    expect(base64ToFloats('AAAA')).toBeNull() // three bytes
    expect(base64ToFloats('AA*AAAAA')).toBeNull()
  })

  it('loads a well-formed file and says which layer of a bad one is wrong, with a code', () => {
    expect(
      mlpFromWeights(
        file([
          [3, 4],
          [1, 3]
        ]),
        1,
        4
      ).ok
    ).toBe(true)
    const cases: [unknown, string][] = [
      [{ ...file([[1, 4]]), format: 'other/1' }, 'bad-format'],
      [null, 'bad-format'],
      [file([[1, 4]], 2), 'bad-feature-version'],
      [file([[1, 5]]), 'bad-shape'], // inputs are not the features'
      [
        file([
          [3, 4],
          [2, 3]
        ]),
        'bad-shape'
      ], // two outputs
      [{ ...file([[1, 4]]), layers: [] }, 'bad-shape'],
      [
        {
          ...file([[1, 4]]),
          layers: [{ shape: [1, 4], w: floatsToBase64(new Float32Array(3)), b: 'AAAAAA==' }]
        },
        'bad-data'
      ],
      [
        {
          ...file([[1, 4]]),
          layers: [
            {
              shape: [1, 4],
              w: floatsToBase64(Float32Array.from([0, NaN, 0, 0])),
              b: floatsToBase64(new Float32Array(1))
            }
          ]
        },
        'bad-data'
      ],
      [{ ...file([[1, 4]]), layers: [{ shape: [1, 4] }] }, 'bad-format']
    ]
    for (const [json, code] of cases) {
      const made = mlpFromWeights(json, 1, 4)
      expect(made.ok ? 'ok' : made.error.code).toBe(code)
    }
  })

  it('says its format', () => {
    expect(file([[1, 4]]).format).toBe(WEIGHTS_FORMAT)
  })
})
