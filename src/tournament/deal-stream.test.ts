import { createCipheriv } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { chachaBlock, dealStream, keyFromHex } from './deal-stream'

const hexKey = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'))

/** Node's own ChaCha20 (OpenSSL): the key stream is what it makes of zeros. Its IV is the block counter
 *  (4 bytes, little-endian) and then the 12-byte nonce. */
function opensslBlock(keyHex: string, counter: number, nonce: number[]): Uint32Array {
  const iv = Buffer.alloc(16)
  iv.writeUInt32LE(counter, 0)
  nonce.forEach((w, i) => iv.writeUInt32LE(w, 4 + 4 * i))
  const bytes = createCipheriv('chacha20', Buffer.from(keyHex, 'hex'), iv).update(Buffer.alloc(64))
  return new Uint32Array(Array.from({ length: 16 }, (_, i) => bytes.readUInt32LE(4 * i)))
}

describe('the deal stream (ChaCha20, RFC 8439)', () => {
  it('gives the block of RFC 8439 §2.3.2', () => {
    const key = keyFromHex(Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join(''))
    const block = chachaBlock(key, 1, new Uint32Array([0x09000000, 0x4a000000, 0]))
    expect(Array.from(block.slice(0, 4), (w) => w.toString(16).padStart(8, '0'))).toEqual([
      'e4e7f110',
      '15593bd1',
      '1fdd0f50',
      'c47120a3'
    ])
  })

  it('gives the same key stream as Node’s ChaCha20 for any key, counter and nonce', () => {
    fc.assert(
      fc.property(
        hexKey,
        fc.nat(1000),
        fc.array(fc.nat(2 ** 32 - 1), { minLength: 3, maxLength: 3 }),
        (k, c, n) => {
          expect(chachaBlock(keyFromHex(k), c, new Uint32Array(n))).toEqual(opensslBlock(k, c, n))
        }
      )
    )
  })

  it('repeats for the same seed and deal, and differs for another deal or seed', () => {
    const seed = 'ab'.repeat(32)
    const draw = (s: string, deal: number) => {
      const r = dealStream(s, deal)
      return Array.from({ length: 40 }, () => r.int(52))
    }
    expect(draw(seed, 1)).toEqual(draw(seed, 1))
    expect(draw(seed, 2)).not.toEqual(draw(seed, 1))
    expect(draw('cd'.repeat(32), 1)).not.toEqual(draw(seed, 1))
  })

  it('draws whole numbers in [0, n), every value of a small range', () => {
    fc.assert(
      fc.property(hexKey, fc.integer({ min: 1, max: 7 }), (k, n) => {
        const r = dealStream(k, 1)
        const draws = Array.from({ length: 400 }, () => r.int(n))
        expect(draws.every((v) => Number.isInteger(v) && v >= 0 && v < n)).toBe(true)
        expect(new Set(draws).size).toBe(n)
      }),
      { numRuns: 30 }
    )
  })

  it('refuses a range it cannot draw from', () => {
    const r = dealStream('00'.repeat(32), 1)
    expect(() => r.int(0)).toThrow(RangeError)
    expect(() => r.int(1.5)).toThrow(RangeError)
  })
})
