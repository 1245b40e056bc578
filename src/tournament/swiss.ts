// Seating a stage's entrants at its tables, avoiding repeat opponents (docs/tournament.md › Seating).
// The rule, for an order of the entrants (Swiss after stage 1: the standings, best first; stage 1 and
// every duplicate stage: a random order drawn from the caller's randomness, never Math.random):
// 1. the first table takes the first entrants of the order, the next table the next ones, and so on
//    (the table sizes come from balance.ts), so the best sit together;
// 2. then, while some swap of two entrants between two tables lowers the number of repeated pairs
//    (two entrants at one table who have shared a table at an earlier stage), the swap is made: of all
//    such swaps, the one between entrants nearest each other in the order, then the one that removes
//    the most repeats, then the one highest in the order. So a repeat is undone by the smallest move in
//    the standings that undoes it, and nobody is moved far for nothing;
// 3. each table seats its entrants in the order (seat 0 first).
// It ends when no single swap helps: every repeat left could only go by moving three or more at once,
// or not at all (six friends and one table of six). Deterministic: the same order, sizes and history
// give the same tables.
import { shuffle } from '../engine'
import type { Randomness } from '../engine'
import type { Stage } from '../protocol/tournament-data'

/** Who has shared a table with whom at earlier stages. */
export type MetPairs = ReadonlySet<string>

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`)

/** Every pair of entrants that sat at one table in these stages (bots that only filled seats: none). */
export function metPairs(stages: readonly Stage[]): MetPairs {
  const met = new Set<string>()
  for (const stage of stages) {
    for (const table of stage.tables) {
      const ids = table.seats.flatMap((s) => (s.kind === 'entrant' ? [s.id] : []))
      for (const [i, a] of ids.entries()) for (const b of ids.slice(i + 1)) met.add(pairKey(a, b))
    }
  }
  return met
}

/** The number of pairs at these tables who have met before. */
export function repeatedPairs(tables: readonly (readonly number[])[], met: MetPairs): number {
  let count = 0
  for (const t of tables) {
    for (const [i, a] of t.entries()) for (const b of t.slice(i + 1)) if (met.has(pairKey(a, b))) count++
  }
  return count
}

/** How many at `table` (leaving out `without`) `entrant` has met. */
function metAt(entrant: number, table: readonly number[], without: number, met: MetPairs): number {
  return table.filter((other) => other !== without && met.has(pairKey(entrant, other))).length
}

interface Swap {
  tables: [number, number]
  seats: [number, number]
  distance: number
  gain: number
  highest: number
}

/** Rule 2's choice: nearest in the order, then the biggest gain, then the highest in the order. */
function better(a: Swap, b: Swap | null): boolean {
  if (b === null) return true
  if (a.distance !== b.distance) return a.distance < b.distance
  if (a.gain !== b.gain) return a.gain > b.gain
  return a.highest < b.highest
}

function bestSwap(
  tables: readonly number[][],
  place: ReadonlyMap<number, number>,
  met: MetPairs
): Swap | null {
  let best: Swap | null = null
  for (let i = 0; i < tables.length; i++) {
    for (let j = i + 1; j < tables.length; j++) {
      const ti = tables[i] ?? []
      const tj = tables[j] ?? []
      for (const [si, a] of ti.entries()) {
        for (const [sj, b] of tj.entries()) {
          const before = metAt(a, ti, a, met) + metAt(b, tj, b, met)
          const after = metAt(a, tj, b, met) + metAt(b, ti, a, met)
          if (after >= before) continue
          const pa = place.get(a) ?? 0
          const pb = place.get(b) ?? 0
          const swap: Swap = {
            tables: [i, j],
            seats: [si, sj],
            distance: Math.abs(pa - pb),
            gain: before - after,
            highest: Math.min(pa, pb)
          }
          if (better(swap, best)) best = swap
        }
      }
    }
  }
  return best
}

/** The rule above: `order` (entrant ids, best first) at tables of `sizes`, repeats swapped away. */
export function seatInOrder(order: readonly number[], sizes: readonly number[], met: MetPairs): number[][] {
  const place = new Map(order.map((id, i) => [id, i]))
  let next = 0
  const tables = sizes.map((size) => order.slice(next, (next += size)))
  for (let swap = bestSwap(tables, place, met); swap !== null; swap = bestSwap(tables, place, met)) {
    const [i, j] = swap.tables
    const [si, sj] = swap.seats
    const ti = tables[i] ?? []
    const tj = tables[j] ?? []
    const a = ti[si] ?? 0
    ti[si] = tj[sj] ?? 0
    tj[sj] = a
  }
  return tables.map((t) => [...t].sort((a, b) => (place.get(a) ?? 0) - (place.get(b) ?? 0)))
}

/** A random order of the entrants, from the caller's randomness (stage 1, duplicate stages). */
export function randomOrder(ids: readonly number[], random: Randomness): number[] {
  return shuffle(ids, random)
}
