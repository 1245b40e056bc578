// Randomness as a parameter: secrets (tokens, ids) and seeds (deals, bots) come from here.
import { randomBytes, randomInt } from 'node:crypto'

export interface RandomSource {
  /** A secret, url-safe token of at least 16 characters (seat tokens, host keys, table ids). */
  token(): string
  /** A seed for a deal or a bot decision: an integer in [0, 2^31). */
  seed(): number
}

/** 16 random bytes → 22 base64url characters: 128 bits, unguessable. */
export function cryptoRandom(): RandomSource {
  return {
    token: () => randomBytes(16).toString('base64url'),
    seed: () => randomInt(0, 2 ** 31 - 1)
  }
}
