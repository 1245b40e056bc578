// Randomness as a parameter: secrets (tokens, ids), every deal and every bot decision come from here.
// On a real table all of it is node:crypto, drawn fresh each time: no seed or generator state is kept
// anywhere (match, save, frame) from which a later deal or decision would follow.
import { randomBytes, randomInt } from 'node:crypto'
import { Rng } from '../engine'
import type { Randomness } from '../engine'

export interface RandomSource extends Randomness {
  /** A secret, url-safe token of at least 16 characters (seat tokens, host keys, table ids). */
  token(): string
  /** A seed for one bot decision or one timer's jitter: an integer in [0, 2^31). */
  seed(): number
  /** A uniform whole number in [0, n): every card of every deal and a random first leader (D3). */
  int(n: number): number
}

/** 16 random bytes → 22 base64url characters: 128 bits, unguessable. */
export function cryptoRandom(): RandomSource {
  return {
    token: () => randomBytes(16).toString('base64url'),
    seed: () => randomInt(0, 2 ** 31 - 1),
    int: (n) => randomInt(0, n)
  }
}

/**
 * INSECURE, for tests and benchmarks only: `base` with every deal drawn from one seeded generator, so a
 * whole table's deals repeat. Anyone who learns or brute-forces the seed (32 bits) knows every hand.
 * Tokens and bot decisions still come from `base`.
 */
export function withSeededDeals(base: RandomSource, seed: number): RandomSource {
  const deals = new Rng(seed)
  return { token: () => base.token(), seed: () => base.seed(), int: (n) => deals.int(n) }
}
