// Repeatable randomness for tests: tokens and seeds from a seeded generator (never use for real tables).
import { Rng } from '../../src/engine'
import type { RandomSource } from '../../src/server/random-source'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export function seededRandom(seed: number): RandomSource {
  const rng = new Rng(seed)
  return {
    token: () => Array.from({ length: 22 }, () => ALPHABET[rng.int(ALPHABET.length)]).join(''),
    seed: () => rng.int(2 ** 31 - 1),
    int: (n) => rng.int(n)
  }
}
