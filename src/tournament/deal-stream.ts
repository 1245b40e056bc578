// The randomness of a duplicate deal: a ChaCha20 key stream (RFC 8439) keyed by the stage's secret seed,
// one stream per deal. Why not the engine's seeded Rng: mulberry32 has 32 bits of state, so a player who
// knows their own hand could find the seed by brute force and with it every other hand of the deal (and
// every later deal of the stage). A 256-bit key behind ChaCha20 cannot be found that way, and the same
// seed and deal still give the same cards at every table. Pure arithmetic on 32-bit words: no Node, no DOM.
import type { Randomness } from '../engine'

/** "expand 32-byte k", the cipher's constants. */
const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]
/** The nonce's second word: says what the stream is for ("dup "), so the key serves nothing else. */
const PURPOSE = 0x64757020
const TWO_32 = 2 ** 32

const rotl = (v: number, n: number): number => ((v << n) | (v >>> (32 - n))) >>> 0

function quarterRound(w: number[], a: number, b: number, c: number, d: number): void {
  w[a] = (w[a]! + w[b]!) >>> 0
  w[d] = rotl(w[d]! ^ w[a]!, 16)
  w[c] = (w[c]! + w[d]!) >>> 0
  w[b] = rotl(w[b]! ^ w[c]!, 12)
  w[a] = (w[a]! + w[b]!) >>> 0
  w[d] = rotl(w[d]! ^ w[a]!, 8)
  w[c] = (w[c]! + w[d]!) >>> 0
  w[b] = rotl(w[b]! ^ w[c]!, 7)
}

/** One 64-byte block of key stream as sixteen words (RFC 8439 §2.3). */
export function chachaBlock(key: Uint32Array, counter: number, nonce: Uint32Array): Uint32Array {
  const state = [...SIGMA, ...key, counter >>> 0, ...nonce]
  const x = [...state]
  for (let i = 0; i < 10; i++) {
    quarterRound(x, 0, 4, 8, 12)
    quarterRound(x, 1, 5, 9, 13)
    quarterRound(x, 2, 6, 10, 14)
    quarterRound(x, 3, 7, 11, 15)
    quarterRound(x, 0, 5, 10, 15)
    quarterRound(x, 1, 6, 11, 12)
    quarterRound(x, 2, 7, 8, 13)
    quarterRound(x, 3, 4, 9, 14)
  }
  return new Uint32Array(x.map((v, i) => v + state[i]!))
}

/** 64 hex digits → eight little-endian words, as the cipher reads a 32-byte key. */
export function keyFromHex(hex: string): Uint32Array {
  const key = new Uint32Array(8)
  for (let i = 0; i < 8; i++) {
    const bytes = hex.slice(i * 8, i * 8 + 8).match(/../g) ?? []
    key[i] = Number.parseInt(bytes.reverse().join(''), 16) >>> 0
  }
  return key
}

/**
 * The key stream of deal `deal` (1-based) under `seedHex`, as whole numbers: `int(n)` draws uniformly
 * from [0, n) by rejection (a word is drawn again when it falls in the last, incomplete run of n), so no
 * card is likelier than another.
 */
export function dealStream(seedHex: string, deal: number): Randomness {
  const key = keyFromHex(seedHex)
  const nonce = new Uint32Array([deal >>> 0, PURPOSE, 0])
  let counter = 0
  let block: Uint32Array = new Uint32Array(0)
  let next = 16
  const word = (): number => {
    if (next === 16) {
      block = chachaBlock(key, counter++, nonce)
      next = 0
    }
    return block[next++]!
  }
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(${n}): n must be 1 to 2^32`)
      const limit = TWO_32 - (TWO_32 % n)
      for (;;) {
        const w = word()
        if (w < limit) return w % n
      }
    }
  }
}
