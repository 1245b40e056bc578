// A hand's plan: the fewest plays (melds of one to MAX_PLAY cards) that empty it. The bots count the
// plays a hand needs before and after a move; the renderer lays a hand out by meld. One solver, so
// both read the hand the same way and both follow R4 through classifyMeld.
import { RANKS } from './types'
import type { Meld, Rank } from './types'
import { classifyMeld } from './melds'
import { MAX_PLAY } from './moves'

export interface Plan {
  /** How many plays the hand needs at least. */
  readonly count: number
  /** One such split, each meld ascending. Plans are cached and shared: never change one. */
  readonly melds: readonly Meld[]
}

const EMPTY: Plan = { count: 0, melds: [] }
const cache = new Map<number, Plan>()
/** Bots ask for many hands per decision; past this many the cache starts afresh. */
const CACHE_MAX = 100_000
/** No rank has more copies than this (R1), so a count fits one base-6 digit. */
const MAX_COPIES = 5

function keyOf(counts: readonly number[]): number {
  let k = 0
  for (const r of RANKS) k = k * (MAX_COPIES + 1) + Math.min(counts[r] ?? 0, MAX_COPIES)
  return k
}

/**
 * The fewest plays that empty the hand (counts per rank). Among splits with equally few plays the
 * first found wins, trying the lowest card alone, then in bigger sets, then in longer runs, so the
 * same hand always gets the same plan.
 */
export function planHand(counts: readonly number[]): Plan {
  const key = keyOf(counts)
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const plan = solve([...counts])
  if (cache.size >= CACHE_MAX) cache.clear()
  cache.set(key, plan)
  return plan
}

function solve(c: number[]): Plan {
  const low = RANKS.find((r) => (c[r] ?? 0) > 0)
  if (low === undefined) return EMPTY
  let best: Plan | null = null
  // The lowest card is in some play: a set of its rank, or a run starting at it.
  for (const cards of playsFrom(low, c)) {
    const meld = classifyMeld(cards)
    if (meld === null) continue
    for (const r of cards) c[r]!--
    const rest = planHand(c)
    for (const r of cards) c[r]!++
    if (best === null || rest.count + 1 < best.count)
      best = { count: rest.count + 1, melds: [meld, ...rest.melds] }
  }
  return best ?? EMPTY
}

/** The plays the counts hold that include their lowest rank `low`: sets first, then runs. */
function playsFrom(low: Rank, c: readonly number[]): Rank[][] {
  const plays: Rank[][] = []
  for (let k = 1; k <= Math.min(c[low] ?? 0, MAX_PLAY); k++) plays.push(new Array<Rank>(k).fill(low))
  const run: Rank[] = [low]
  for (let r = low + 1; run.length < MAX_PLAY && (c[r] ?? 0) > 0; r++) {
    run.push(r as Rank)
    plays.push([...run])
  }
  return plays
}
