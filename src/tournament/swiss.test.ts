import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Rng } from '../engine'
import type { Stage } from '../protocol/tournament-data'
import { balanceTables } from './balance'
import { metPairs, randomOrder, repeatedPairs, seatInOrder } from './swiss'
import type { MetPairs } from './swiss'

/** A finished stage seating these groups of entrant ids (results do not matter to who met whom). */
const stageOf = (...groups: number[][]): Stage => ({
  tables: groups.map((ids) => ({
    seats: ids.map((id) => ({ kind: 'entrant', id })),
    deals: [],
    standIns: []
  })),
  seeds: {}
})

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

/** Whether some swap of two entrants between two tables lowers the repeat count (brute force). */
function someSwapHelps(tables: number[][], met: MetPairs): boolean {
  const now = repeatedPairs(tables, met)
  for (let i = 0; i < tables.length; i++) {
    for (let j = i + 1; j < tables.length; j++) {
      for (let a = 0; a < (tables[i]?.length ?? 0); a++) {
        for (let b = 0; b < (tables[j]?.length ?? 0); b++) {
          const copy = tables.map((t) => [...t])
          const x = copy[i]?.[a] ?? 0
          ;(copy[i] ?? [])[a] = copy[j]?.[b] ?? 0
          ;(copy[j] ?? [])[b] = x
          if (repeatedPairs(copy, met) < now) return true
        }
      }
    }
  }
  return false
}

describe('Swiss seating', () => {
  it('seats the best together when nobody has met', () => {
    expect(seatInOrder([7, 3, 9, 1, 4, 8, 2, 6, 5, 10], [4, 3, 3], new Set())).toEqual([
      [7, 3, 9, 1],
      [4, 8, 2],
      [6, 5, 10]
    ])
  })

  it('remembers who met: every pair of entrants at one table, fillers left out', () => {
    const stage: Stage = {
      tables: [
        {
          seats: [
            { kind: 'entrant', id: 1 },
            { kind: 'entrant', id: 2 },
            { kind: 'filler', level: 'easy' }
          ],
          deals: [],
          standIns: []
        },
        {
          seats: [
            { kind: 'entrant', id: 3 },
            { kind: 'entrant', id: 4 },
            { kind: 'entrant', id: 5 }
          ],
          deals: [],
          standIns: []
        }
      ],
      seeds: {}
    }
    expect([...metPairs([stage])].sort()).toEqual(['1-2', '3-4', '3-5', '4-5'])
  })

  it('undoes a repeat by the smallest move in the standings (hand-computed)', () => {
    // Standings 1..8 at two tables of 4; only 1 and 2 met before. The blocks [1,2,3,4] [5,6,7,8] repeat
    // 1-2; the swaps that undo it take 1 or 2 to table 2 for one of 5..8. The nearest pair in the
    // standings is 2 and 5, three places apart: 2 moves down, 5 moves up.
    const met = metPairs([stageOf([1, 2])])
    expect(seatInOrder(range(8), [4, 4], met)).toEqual([
      [1, 3, 4, 5],
      [2, 6, 7, 8]
    ])
  })

  it('keeps a repeat when no swap can undo it', () => {
    // Three entrants who all met, one table of three: nothing to swap with.
    const met = metPairs([stageOf([1, 2, 3])])
    expect(seatInOrder([1, 2, 3], [3], met)).toEqual([[1, 2, 3]])
  })

  it('after any history, seats everyone once in the balanced sizes, and no single swap could lower the repeats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer(),
        (n, preferred, earlier, seed) => {
          const random = new Rng(seed)
          const ids = range(n)
          const sizes = balanceTables(n, preferred).map((t) => t.players)
          const history = Array.from({ length: earlier }, () => {
            const order = randomOrder(ids, random)
            return seatInOrder(order, sizes, new Set())
          })
          const met = metPairs(history.map((tables) => stageOf(...tables)))
          const order = randomOrder(ids, random)
          const tables = seatInOrder(order, sizes, met)
          expect(tables.map((t) => t.length)).toEqual(sizes)
          expect(tables.flat().sort((a, b) => a - b)).toEqual(ids)
          expect(someSwapHelps(tables, met)).toBe(false)
          const blocks = seatInOrder(order, sizes, new Set())
          expect(repeatedPairs(tables, met)).toBeLessThanOrEqual(repeatedPairs(blocks, met))
          expect(seatInOrder(order, sizes, met)).toEqual(tables) // the same inputs, the same tables
        }
      ),
      { numRuns: 60 }
    )
  })

  it('draws stage 1’s order from the caller’s randomness only', () => {
    expect(randomOrder(range(12), new Rng(5))).toEqual(randomOrder(range(12), new Rng(5)))
    expect(randomOrder(range(12), new Rng(5))).not.toEqual(randomOrder(range(12), new Rng(6)))
    expect([...randomOrder(range(12), new Rng(5))].sort((a, b) => a - b)).toEqual(range(12))
  })
})
