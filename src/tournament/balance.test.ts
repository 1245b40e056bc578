import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_ENTRANTS, PREFERRED_TABLE_SIZE } from '../protocol/vocabulary'
import { balanceTables, tableCount } from './balance'

const sizes = (players: number, preferred: number) => balanceTables(players, preferred).map((t) => t.players)

describe('balancing the tables of a stage', () => {
  it('splits by hand-computed cases', () => {
    expect(sizes(10, 4)).toEqual([4, 3, 3]) // 2.5 tables: a half rounds up, nobody above the wish
    expect(sizes(9, 6)).toEqual([5, 4])
    expect(sizes(5, 4)).toEqual([5]) // 1.25 → one table
    expect(sizes(8, 3)).toEqual([4, 4]) // three tables would need a table of 2
    expect(sizes(7, 6)).toEqual([4, 3]) // one table would seat 7
    expect(sizes(2, 4)).toEqual([2])
    expect(sizes(3, 6)).toEqual([3])
    expect(sizes(40, 6)).toEqual([6, 6, 6, 6, 6, 5, 5])
    expect(sizes(40, 3)).toEqual([4, ...new Array<number>(12).fill(3)])
  })

  it('fills with bots only when asked, up to the preferred size, after the humans are balanced', () => {
    expect(balanceTables(10, 4, true)).toEqual([
      { players: 4, bots: 0 },
      { players: 3, bots: 1 },
      { players: 3, bots: 1 }
    ])
    expect(balanceTables(5, 4, true)).toEqual([{ players: 5, bots: 0 }])
    expect(balanceTables(2, 4, true)).toEqual([{ players: 2, bots: 2 }])
    expect(balanceTables(10, 4).every((t) => t.bots === 0)).toBe(true)
  })

  it('refuses fewer than two players', () => {
    expect(() => balanceTables(1, 4)).toThrow(RangeError)
    expect(() => balanceTables(0, 4)).toThrow(RangeError)
  })

  it('keeps the stated rule for 2 to 40 players and every preferred size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: MAX_ENTRANTS }),
        fc.integer({ min: PREFERRED_TABLE_SIZE.min, max: PREFERRED_TABLE_SIZE.max }),
        fc.boolean(),
        (players, preferred, fill) => {
          const tables = balanceTables(players, preferred, fill)
          const seated = tables.map((t) => t.players)
          // everybody seated once, sizes within one of each other, the bigger tables first
          expect(seated.reduce((a, b) => a + b, 0)).toBe(players)
          expect(Math.max(...seated) - Math.min(...seated)).toBeLessThanOrEqual(1)
          expect([...seated].sort((a, b) => b - a)).toEqual(seated)
          // a table seats 3 to 6 (2 only when two players are all there are), bots included
          for (const t of tables) {
            const seats = t.players + t.bots
            expect(seats).toBeLessThanOrEqual(6)
            expect(t.players).toBeGreaterThanOrEqual(players === 2 ? 2 : 3)
            expect(seats).toBe(fill ? Math.max(t.players, preferred) : t.players)
          }
          // the table count nearest to players / preferred among the counts the sizes allow
          const allowed = (c: number) =>
            Math.ceil(players / c) <= 6 && Math.floor(players / c) >= Math.min(3, players)
          for (let c = 1; c <= players; c++) {
            if (allowed(c)) {
              expect(Math.abs(tables.length - players / preferred)).toBeLessThanOrEqual(
                Math.abs(c - players / preferred)
              )
            }
          }
          expect(tableCount(players, preferred)).toBe(tables.length)
        }
      )
    )
  })
})
