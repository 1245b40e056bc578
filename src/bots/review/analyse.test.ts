import { describe, expect, it } from 'vitest'
import { legalMoves, moveKey } from '../../engine/index'
import type { MatchState, Move } from '../../engine/types'
import { after } from '../../../test-support/engine/match-helpers'
import { botMatchDecisions } from '../../../test-support/bots/match-decisions'
import type { Decision } from './analyse'
import { analyseSeat, judgeDecision } from './analyse'

/** Few playouts keep the tests quick; the planted positions are clear enough for them. */
const ITERATIONS = 4_000

const decisionAt = (before: MatchState, move: Move): Decision => ({
  round: before.round,
  seat: before.turn!,
  move,
  before
})

/** Seat 0 leads holding the run 2-3-4 and an 11; both others hold six cards. */
const runInHand = (): MatchState =>
  after(
    3,
    [
      [2, 3, 4, 11],
      [1, 5, 9, 12, 13, 7],
      [1, 5, 7, 11, 14, 9]
    ],
    0
  )

describe('the verdict on one decision', () => {
  it('flags breaking a run the hand needed, with and without the hidden cards', () => {
    const v = judgeDecision(decisionAt(runInHand(), { kind: 'lead', cards: [3] }), 0, ITERATIONS, 1)
    for (const j of [v.known, v.open]) {
      // Flagged: a cost that stands out of its noise (its size depends on how the playouts shed the rest).
      expect(j.lost).toBeGreaterThan(0)
      expect(j.playedPenalty).toBeGreaterThan(j.preferredPenalty)
      expect(j.preferred).toEqual({ kind: 'lead', cards: [2, 3, 4] })
    }
  })

  it('finds no cost in the move it prefers itself', () => {
    const v = judgeDecision(decisionAt(runInHand(), { kind: 'lead', cards: [2, 3, 4] }), 0, ITERATIONS, 1)
    expect(v.known.cost).toBe(0)
    expect(moveKey(v.known.preferred)).toBe(moveKey(v.played))
  })

  it('knows that going out costs nothing: not going out is the loss', () => {
    // Seat 0 leads holding a pair of 4s: the pair ends the round with no penalty for it (R7).
    const before = after(
      3,
      [
        [4, 4],
        [9, 12, 13, 2, 3],
        [11, 14, 1, 5, 7]
      ],
      0
    )
    const v = judgeDecision(decisionAt(before, { kind: 'lead', cards: [4] }), 0, ITERATIONS, 1)
    for (const j of [v.known, v.open]) {
      expect(j.preferred).toEqual({ kind: 'lead', cards: [4, 4] })
      expect(j.preferredPenalty).toBe(0)
      expect(j.lost).toBeGreaterThan(0)
    }
    expect(v.reason).toBe('go-out')
  })

  it('costs nothing when the move was forced', () => {
    // Seat 2 leads a 14 that seat 0 cannot beat with a 1 and a 2: passing is all it may do.
    const before = after(
      3,
      [
        [1, 2],
        [3, 4, 5],
        [14, 13, 12]
      ],
      2,
      [[2, { kind: 'lead', cards: [14] }]]
    )
    expect(legalMoves(before)).toEqual([{ kind: 'pass' }])
    const v = judgeDecision(decisionAt(before, { kind: 'pass' }), 0, ITERATIONS, 1)
    expect([v.known.cost, v.open.cost, v.known.noise]).toEqual([0, 0, 0])
  })

  it('refuses a recorded move that is not legal in its position', () => {
    expect(() =>
      judgeDecision(decisionAt(runInHand(), { kind: 'lead', cards: [5] }), 0, ITERATIONS, 1)
    ).toThrow(/not legal/)
  })
})

describe('the analysis of one seat', () => {
  const decisions = botMatchDecisions(11, ['medium', 'medium', 'medium'], 2)
  const seat = 1
  const mine = decisions.filter((d) => d.seat === seat).length

  it('judges every decision of the seat, in order, and is the same for the same seed', () => {
    const a = analyseSeat(decisions, seat, { iterations: 300, seed: 5 })
    expect(a?.verdicts.map((v) => v.index)).toEqual(decisions.flatMap((d, i) => (d.seat === seat ? [i] : [])))
    expect(analyseSeat(decisions, seat, { iterations: 300, seed: 5 })).toEqual(a)
    expect(JSON.parse(JSON.stringify(a))).toEqual(a)
  })

  it('reports progress from 0 to 1, rising with each decision', () => {
    const shares: number[] = []
    analyseSeat(decisions, seat, { iterations: 100, onProgress: (s) => shares.push(s) })
    expect(shares[0]).toBe(0)
    expect(shares.at(-1)).toBe(1)
    expect(shares).toHaveLength(mine + 1)
    for (let i = 1; i < shares.length; i++) expect(shares[i]).toBeGreaterThan(shares[i - 1]!)
  })

  it('stops between decisions when asked', () => {
    let judged = 0
    const result = analyseSeat(decisions, seat, {
      iterations: 100,
      onProgress: (s) => (judged = Math.round(s * mine)),
      shouldStop: () => judged >= 2
    })
    expect(result).toBeNull()
    expect(judged).toBe(2)
  })

  it('sums the points lost per round and picks the costliest decisions', () => {
    const a = analyseSeat(decisions, seat, { iterations: 300 })!
    expect(a.rounds.map((r) => r.round)).toEqual([1, 2])
    for (const r of a.rounds) {
      const lost = a.verdicts.filter((v) => v.round === r.round).reduce((n, v) => n + v.known.lost, 0)
      expect(r.known).toBeCloseTo(lost, 9)
    }
    const costs = a.costliest.map((i) => a.verdicts[i]!.known.lost)
    expect(costs.length).toBeLessThanOrEqual(3)
    expect([...costs].sort((x, y) => y - x)).toEqual(costs)
    const others = a.verdicts.filter((_, i) => !a.costliest.includes(i)).map((v) => v.known.lost)
    for (const c of others) expect(c).toBeLessThanOrEqual(Math.min(...costs, Infinity))
  })
})
