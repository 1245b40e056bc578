import { describe, expect, it } from 'vitest'
import { Rng, nextRandom, normalizeSeed, shuffle } from './rng'

describe('seeded RNG', () => {
  it('is deterministic and threads a uint32 state', () => {
    const [a, s1] = nextRandom(42)
    const [b, s2] = nextRandom(42)
    expect(a).toBe(b)
    expect(s1).toBe(s2)
    expect(Number.isInteger(s1) && s1 >= 0 && s1 < 2 ** 32).toBe(true)
    expect(nextRandom(s1)[0]).not.toBe(a)
  })

  it('gives values in [0, 1)', () => {
    let s = 7
    for (let i = 0; i < 10_000; i++) {
      const [v, n] = nextRandom(s)
      expect(v >= 0 && v < 1).toBe(true)
      s = n
    }
  })

  it('Rng follows the same sequence as nextRandom', () => {
    const rng = new Rng(123)
    let s = 123
    for (let i = 0; i < 100; i++) {
      const [v, n] = nextRandom(s)
      expect(rng.next()).toBe(v)
      expect(rng.state).toBe(n)
      s = n
    }
  })

  it('int(n) covers 0..n-1 roughly evenly', () => {
    const rng = new Rng(9)
    const seen = new Array<number>(6).fill(0)
    for (let i = 0; i < 6000; i++) seen[rng.int(6)]!++
    for (const n of seen) expect(n).toBeGreaterThan(800)
  })

  it('normalizes any number to a uint32 seed', () => {
    expect(normalizeSeed(-1)).toBe(2 ** 32 - 1)
    expect(normalizeSeed(3.9)).toBe(3)
    expect(normalizeSeed(Number.NaN)).toBe(0)
  })

  it('shuffle is a permutation and does not touch its input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8]
    const out = shuffle(items, new Rng(5))
    expect([...out].sort((a, b) => a - b)).toEqual(items)
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })
})
