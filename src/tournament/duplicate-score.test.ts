import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { SeatHolder, Stage, StageTable } from '../protocol/tournament-data'
import { duplicateStageScores, handScores } from './duplicate-score'

const seat = (id: number): SeatHolder => ({ kind: 'entrant', id })
let nextId = 1
const table = (deals: number[][], seats = deals[0]?.length ?? 4): StageTable => ({
  seats: Array.from({ length: seats }, () => seat(nextId++)),
  deals,
  standIns: []
})
const stageOf = (...tables: StageTable[]): Stage => ({ tables, seeds: {} })

describe('duplicate scores', () => {
  it('scores a hand held at three tables by hand', () => {
    // 4 − (10 + 1)/2 = −1.5; 10 − (4 + 1)/2 = 7.5; 1 − (4 + 10)/2 = −6
    expect(handScores([4, 10, 1])).toEqual([-1.5, 7.5, -6])
  })

  it('scores a hand held at two tables as the difference', () => {
    expect(handScores([3, 8])).toEqual([-5, 5])
  })

  it('scores 0 for a hand nobody else held, whatever its penalty', () => {
    expect(handScores([17])).toEqual([0])
  })

  it('adds a stage up per seat over the deals, one size at a time (hand-computed)', () => {
    // Two tables of 3 played two deals; one table of 4 (alone at its size) played two deals.
    const a = table([
      [0, 6, 2],
      [5, 0, 9]
    ])
    const b = table([
      [4, 0, 2],
      [1, 0, 3]
    ])
    const c = table([
      [0, 3, 3, 3],
      [2, 0, 7, 1]
    ])
    // seat 0: deal 1 0 vs 4 → −4, +4; deal 2 5 vs 1 → +4, −4: a 0, b 0
    // seat 1: deal 1 6 vs 0 → +6, −6; deal 2 0 vs 0 → 0: a +6, b −6
    // seat 2: deal 1 2 vs 2 → 0; deal 2 9 vs 3 → +6, −6: a +6, b −6
    expect(duplicateStageScores(stageOf(a, b, c))).toEqual([
      [0, 6, 6],
      [0, -6, -6],
      [0, 0, 0, 0]
    ])
  })

  it('leaves out a deal that a table of the size has not finished yet', () => {
    const a = table([
      [0, 6],
      [1, 2]
    ])
    const b = table([[6, 0]])
    expect(duplicateStageScores(stageOf(a, b))).toEqual([
      [-6, 6],
      [6, -6]
    ])
  })

  it('gives the holders of one hand scores that add up to 0, and keeps their order of merit', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(60), { minLength: 1, maxLength: 13 }), (penalties) => {
        const scores = handScores(penalties)
        expect(Math.abs(scores.reduce((a, b) => a + b, 0))).toBeLessThan(1e-9)
        for (let i = 0; i < penalties.length; i++) {
          for (let j = 0; j < penalties.length; j++) {
            if ((penalties[i] ?? 0) < (penalties[j] ?? 0)) expect(scores[i]).toBeLessThan(scores[j] ?? 0)
          }
        }
      })
    )
  })

  it('does not change a score when every table’s penalty on a hand moves by the same amount', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(60), { minLength: 2, maxLength: 13 }), fc.nat(30), (penalties, shift) => {
        const moved = handScores(penalties.map((p) => p + shift))
        handScores(penalties).forEach((s, i) => expect(moved[i]).toBeCloseTo(s, 9))
      })
    )
  })
})
