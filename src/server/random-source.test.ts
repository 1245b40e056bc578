import { describe, expect, it } from 'vitest'
import { Rng } from '../engine'
import { cryptoRandom, withSeededDeals } from './random-source'
import type { RandomSource } from './random-source'

describe('random sources', () => {
  it('cryptoRandom draws uniform whole numbers in [0, n) for deals', () => {
    const random = cryptoRandom()
    const seen = new Array<number>(6).fill(0)
    for (let i = 0; i < 600; i++) seen[random.int(6)]!++
    expect(seen.every((n) => n > 50)).toBe(true)
  })

  it('withSeededDeals repeats only the deals: tokens and bot seeds still come from the base source', () => {
    const calls: string[] = []
    const base: RandomSource = {
      token: () => (calls.push('token'), 'T'.repeat(22)),
      seed: () => (calls.push('seed'), 7),
      int: () => (calls.push('int'), 0)
    }
    const seeded = withSeededDeals(base, 42)
    const reference = new Rng(42)
    for (let i = 0; i < 20; i++) expect(seeded.int(52)).toBe(reference.int(52))
    expect(calls).toEqual([])
    expect(seeded.seed()).toBe(7)
    expect(seeded.token()).toBe('T'.repeat(22))
    expect(calls).toEqual(['seed', 'token'])
  })
})
