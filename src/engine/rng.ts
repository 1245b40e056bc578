// Randomness as a parameter. Every deal (R2) and random first leader (D3) draws from a `Randomness` the
// caller supplies: on a real table the host's cryptographic source (src/server/random-source.ts), fresh
// for every round, so no state in a match, a save or a frame lets anyone compute a hand. The seeded `Rng`
// below is for what must repeat: tests, benchmarks, replays and the rules cases. It is NOT a secret:
// mulberry32 has a 32-bit state, so every value it gives follows from a seed found by brute force.

/** A source of uniform whole numbers: `int(n)` is in [0, n). */
export interface Randomness {
  int(n: number): number
}

const GOLDEN = 0x6d2b79f5

/** One step: a value in [0, 1) and the state to use next time. */
export function nextRandom(rngState: number): [value01: number, nextState: number] {
  const next = (rngState + GOLDEN) >>> 0
  let t = next
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next]
}

/** Any number → a valid uint32 seed (so JSON, negative or fractional seeds all work). */
export function normalizeSeed(seed: number): number {
  return Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0
}

/** The seeded, repeatable generator (mulberry32): tests, benchmarks, replays. Never for a real deal. */
export class Rng implements Randomness {
  state: number

  constructor(seed: number) {
    this.state = normalizeSeed(seed)
  }

  next(): number {
    const [value, state] = nextRandom(this.state)
    this.state = state
    return value
  }

  /** A whole number in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n)
  }
}

/** A Randomness, or a number taken as the seed of a fresh `Rng` (tests and replays only). */
export function randomnessFrom(random: Randomness | number): Randomness {
  return typeof random === 'number' ? new Rng(random) : random
}

/** Fisher–Yates: a shuffled copy, every place drawn from `random`. */
export function shuffle<T>(items: readonly T[], random: Randomness): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1)
    const tmp = out[i] as T
    out[i] = out[j] as T
    out[j] = tmp
  }
  return out
}
