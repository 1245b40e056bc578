// A seeded PRNG whose whole state is one uint32, so it lives in MatchState as a plain number and a
// saved match deals exactly the same next round after a reload. mulberry32: tiny, fast, good enough
// for shuffling cards (not for secrets).

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

/** A seed for callers that did not bring one. The only impure spot in the engine, and only a default. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0
}

/** Mutable convenience wrapper over the same sequence as nextRandom. */
export class Rng {
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

/** Fisher–Yates with the state threaded through: returns the shuffled copy and the next state. */
export function shuffle<T>(items: readonly T[], rngState: number): [T[], number] {
  const out = [...items]
  let state = rngState
  for (let i = out.length - 1; i > 0; i--) {
    const [v, s] = nextRandom(state)
    state = s
    const j = Math.floor(v * (i + 1))
    const tmp = out[i] as T
    out[i] = out[j] as T
    out[j] = tmp
  }
  return [out, state]
}
