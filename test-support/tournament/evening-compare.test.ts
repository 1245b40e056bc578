// Two runs of an evening compared: the same evening has no difference; a rank, a total, a name, a missing
// entrant, another seating, other seeds or another deal's penalties are each named.
import { describe, expect, it } from 'vitest'
import { standings } from '../../src/tournament'
import type { StandingRow, TournamentState } from '../../src/tournament'
import { eveningDifferences, standingsDifferences } from './evening-compare'
import { finishStage, players, registered, run, seededContext } from './tournaments'

/** A duplicate evening of 8 players, two stages played out, the penalties from `penalty`. */
function evening(
  penalty = (table: number, seat: number, deal: number) => (table * 7 + seat * 3 + deal) % 11
) {
  const context = seededContext(5)
  let s = registered({ format: 'duplicate', stages: 2, dealsPerStage: 2 }, players(8), context)
  for (const stage of [1, 2]) {
    s = run(s, context, { type: 'startStage', stage })
    s = finishStage(s, context, (table, seat, deal) => penalty(table, seat, deal))
  }
  return s
}

const rows = (s: TournamentState): StandingRow[] => standings(s).rows

describe('the standings of two runs', () => {
  it('are identical for the same evening', () => {
    expect(standingsDifferences(rows(evening()), rows(evening()))).toEqual([])
  })

  it('name each entrant whose rank or total differs', () => {
    const a = rows(evening())
    const b = rows(
      evening((table, seat, deal) => (table * 7 + seat * 3 + deal + (table === 0 && seat === 0 ? 5 : 0)) % 11)
    )
    const diff = standingsDifferences(a, b)
    expect(diff.length).toBeGreaterThan(0)
    expect(diff.every((line) => /: (rank|total) /.test(line))).toBe(true)
  })

  it('compare totals to a millionth, as the ranks do', () => {
    const a = rows(evening())
    const b = a.map((r) => ({ ...r, total: r.total + 1e-9 }))
    expect(standingsDifferences(a, b)).toEqual([])
    const c = a.map((r, i) => (i === 0 ? { ...r, total: r.total + 0.5 } : r))
    expect(standingsDifferences(a, c)).toEqual([
      `${a[0]!.name}: total ${a[0]!.total}, then ${a[0]!.total + 0.5}`
    ])
  })

  it('name an entrant missing from either run, or renamed', () => {
    const a = rows(evening())
    const [first, ...rest] = a
    expect(standingsDifferences(a, rest)).toEqual([
      `entrant ${first!.entrant} (${first!.name}) is missing from the second run`
    ])
    expect(standingsDifferences(rest, a)).toEqual([
      `entrant ${first!.entrant} (${first!.name}) is only in the second run`
    ])
    const renamed = a.map((r, i) => (i === 0 ? { ...r, name: 'Zed' } : r))
    expect(standingsDifferences(a, renamed)).toEqual([
      `entrant ${first!.entrant} is ${first!.name}, then Zed`
    ])
  })
})

describe('what decided them', () => {
  it('is the same for the same evening', () => {
    expect(eveningDifferences(evening(), evening())).toEqual({ seating: [], seeds: [], deals: [] })
  })

  it('names another seating, other seeds and other penalties', () => {
    const a = evening()
    const seats = a.stages[0]!.tables[0]!.seats
    const moved: TournamentState = {
      ...a,
      stages: a.stages.map((stage, s) =>
        s === 0
          ? {
              seeds: { 4: 'f'.repeat(64) },
              tables: stage.tables.map((t, i) =>
                i === 0
                  ? { ...t, seats: [...seats].reverse(), deals: t.deals.map((d) => d.map((p) => p + 1)) }
                  : t
              )
            }
          : stage
      )
    }
    expect(eveningDifferences(a, moved)).toEqual({
      seating: ['stage 1, table 1 seats others'],
      seeds: ["stage 1's seeds differ"],
      deals: [expect.stringMatching(/^stage 1, table 1: penalties /)]
    })
  })
})
