import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { SeatHolder, Stage, TournamentState } from '../protocol/tournament-data'
import { settingsWith } from '../../test-support/tournament/tournaments'
import { podium, standings, swissStagePoints } from './standings'

const seat = (id: number | 'bot'): SeatHolder =>
  id === 'bot' ? { kind: 'filler', level: 'easy' } : { kind: 'entrant', id }
/** A stage from tables of [seats, penalties of each deal]. */
const stage = (...tables: [(number | 'bot')[], number[][]][]): Stage => ({
  tables: tables.map(([ids, deals]) => ({ seats: ids.map(seat), deals, standIns: [] })),
  seeds: {}
})

function tournament(
  format: 'swiss' | 'duplicate',
  entrants: number,
  stages: Stage[],
  withdrawn: Record<number, number> = {}
): TournamentState {
  return {
    format: 'five-three-five/tournament',
    version: 1,
    settings: settingsWith({ format, stages: 3, dealsPerStage: 1 }),
    entrants: Array.from({ length: entrants }, (_, i) => {
      const id = i + 1
      const at = withdrawn[id]
      return at === undefined ? { id, name: `P${id}` } : { id, name: `P${id}`, withdrawnInStage: at }
    }),
    lastEntrantId: entrants,
    stages
  }
}

const byEntrant = (rows: ReturnType<typeof standings>['rows']) => new Map(rows.map((r) => [r.entrant, r]))

describe('Swiss match points', () => {
  it('gives 1 per opponent beaten and ½ per tie, over n − 1 (hand-computed)', () => {
    // penalties 3, 10, 3, 7: seat 0 beats 10 and 7 and ties 3 → 2.5 / 3
    const points = swissStagePoints({ seats: [1, 2, 3, 4].map(seat), deals: [[3, 10, 3, 7]], standIns: [] })
    expect(points).toEqual([2.5 / 3, 0, 2.5 / 3, 1 / 3])
  })

  it('adds the stage’s deals before comparing', () => {
    const points = swissStagePoints({
      seats: [1, 2, 3].map(seat),
      deals: [
        [0, 9, 1],
        [9, 0, 1]
      ],
      standIns: []
    })
    expect(points).toEqual([0.5 / 2, 0.5 / 2, 2 / 2])
  })

  it('hands out n / 2 points at a table of n, whatever the penalties', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(40), { minLength: 2, maxLength: 6 }), (penalties) => {
        const points = swissStagePoints({
          seats: penalties.map((_, i) => seat(i + 1)),
          deals: [penalties],
          standIns: []
        })
        expect(points.reduce((a, b) => a + b, 0)).toBeCloseTo(penalties.length / 2, 9)
        expect(points.every((p) => p >= 0 && p <= 1)).toBe(true)
      })
    )
  })
})

describe('standings', () => {
  it('ranks a Swiss evening with ties, movement and a podium (hand-computed)', () => {
    const state = tournament('swiss', 7, [
      stage([[1, 2, 3, 4], [[3, 10, 3, 7]]], [[5, 6, 7], [[5, 5, 0]]]),
      stage([[7, 1, 3, 4], [[8, 2, 4, 6]]], [[5, 6, 2], [[1, 4, 4]]])
    ])
    const table = standings(state)
    expect(table.better).toBe('higher')
    expect(table.stagesCounted).toBe(2)
    // stage 1: 1 and 3 2.5/3, 4 1/3, 5 and 6 ½/2, 7 1, 2 0; stage 2: 1 1, 3 2/3, 4 1/3, 7 0, 5 1, 6 and 2 ½/2
    expect(table.rows.map((r) => [r.entrant, r.rank, r.movement])).toEqual([
      [1, 1, 1],
      [3, 2, 0],
      [5, 3, 2],
      [7, 4, -3],
      [4, 5, -1],
      [6, 6, -1],
      [2, 7, 0]
    ])
    const rows = byEntrant(table.rows)
    expect(rows.get(1)?.total).toBeCloseTo(2.5 / 3 + 1, 6)
    expect(rows.get(5)?.running).toEqual([0.25, 1.25])
    expect(podium(table)).toEqual([
      { rank: 1, entrants: [1] },
      { rank: 2, entrants: [3] },
      { rank: 3, entrants: [5] }
    ])
  })

  it('ranks a duplicate evening, lower first, with a withdrawn entrant and a filling bot (hand-computed)', () => {
    const state = tournament(
      'duplicate',
      6,
      [
        // seat 0: 2 vs 4 → 1 −2, 4 +2; seat 1: 5 vs 5 → 0; seat 2: 8 vs 6 → 3 +2, 6 −2
        stage([[1, 2, 3], [[2, 5, 8]]], [[4, 5, 6], [[4, 5, 6]]]),
        // 5 withdrew after stage 1. seat 0: 6 3 vs 2 1 → +2, −2; seat 1: 3 vs 3 → 0; seat 2: 4 3 vs bot 5 → −2
        stage([[6, 1, 4], [[3, 3, 3]]], [[2, 3, 'bot'], [[1, 3, 5]]])
      ],
      { 5: 1 }
    )
    const table = standings(state)
    expect(table.better).toBe('lower')
    expect(table.rows.map((r) => [r.entrant, r.total, r.rank, r.movement])).toEqual([
      [1, -2, 1, 0],
      [2, -2, 1, 2],
      [4, 0, 3, 2],
      [5, 0, 3, 0],
      [6, 0, 3, -2],
      [3, 2, 6, -1]
    ])
    const five = byEntrant(table.rows).get(5)
    expect(five).toMatchObject({ withdrawn: true, stages: [0, null], running: [0, 0] })
    expect(podium(table)).toEqual([
      { rank: 1, entrants: [1, 2] },
      { rank: 3, entrants: [4, 5, 6] }
    ])
  })

  it('counts only finished stages, and has no movement after the first', () => {
    const state = tournament('swiss', 4, [
      stage([[1, 2], [[1, 2]]], [[3, 4], [[1, 2]]]),
      stage([[1, 3], []], [[2, 4], [[5, 1]]])
    ])
    const table = standings(state)
    expect(table.stagesCounted).toBe(1)
    expect(table.rows.every((r) => r.movement === null && r.stages.length === 1)).toBe(true)
    expect(table.rows.map((r) => r.rank)).toEqual([1, 1, 3, 3])
  })

  it('before any stage, everyone shares rank 1 with 0 and there is no podium beyond it', () => {
    const table = standings(tournament('duplicate', 3, []))
    expect(table.rows.map((r) => [r.rank, r.total])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0]
    ])
    expect(podium(table)).toEqual([{ rank: 1, entrants: [1, 2, 3] }])
  })
})
