import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Rng, legalMovesForView, moveKey, viewFor } from '../engine/index'
import { BOT_LEVELS } from '../protocol/vocabulary'
import type { BotLevel } from '../protocol/vocabulary'
import { decide, hardSearch, unseenCounts, botInput } from './index'
import { randomPosition } from '../../test-support/bots/positions'
import { after } from '../../test-support/engine/match-helpers'
import { legalityBudget } from '../../test-support/bots/legality-budget'

const RUNS: Record<BotLevel, number> = { easy: 2000, medium: 2000, hard: 300 }

describe('every level only returns legal moves', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: random positions, 2–6 players`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer(), (posSeed, botSeed) => {
          const { view } = randomPosition(posSeed)
          const move = decide(view, level, botSeed, legalityBudget(64))
          expect(legalMovesForView(view).map(moveKey)).toContain(moveKey(move))
        }),
        { numRuns: RUNS[level], seed: 535 }
      )
    })
  }

  it('is deterministic for a seed', () => {
    for (let i = 0; i < 50; i++) {
      const { view } = randomPosition(i)
      for (const level of BOT_LEVELS) {
        expect(decide(view, level, i, legalityBudget(200))).toEqual(decide(view, level, i, legalityBudget(200)))
      }
    }
  })
})

describe('card knowledge', () => {
  it('counts the unseen cards: copies − own − cleared − meld', () => {
    const state = after(
      3,
      [
        [1, 1, 2],
        [1, 3],
        [8, 8]
      ],
      0
    )
    const unseen = unseenCounts(botInput(viewFor(state, 0)))
    expect(unseen[1]).toBe(2)
    expect(unseen[2]).toBe(3)
    expect(unseen[8]).toBe(4)
  })
})

describe('good play', () => {
  for (const level of ['medium', 'hard'] as const) {
    it(`${level} goes out when it can`, () => {
      const state = after(
        3,
        [
          [4, 5],
          [1, 2, 3, 4],
          [11, 12, 13]
        ],
        0
      )
      expect(decide(viewFor(state, 0), level, 1, { maxIterations: 200 })).toEqual({
        kind: 'lead',
        cards: [4, 5]
      })
    })
  }

  it('medium keeps its 8s and leads the weak part of its plan', () => {
    const state = after(
      3,
      [
        [2, 8, 13, 13],
        [1, 3, 4, 11],
        [5, 7, 9, 12]
      ],
      0
    )
    const move = decide(viewFor(state, 0), 'medium', 3)
    expect(move.kind).toBe('lead')
    expect(move.kind !== 'pass' && move.cards.includes(8)).toBe(false)
  })

  for (const level of ['medium', 'hard'] as const) {
    it(`${level} seizes the lead with an 8 when its next play goes out (R6.eight)`, () => {
      // Seat 1 leads a 7, seat 2 passes; seat 0's 8 clears the trick, then its pair of 12s goes out.
      const state = after(
        3,
        [
          [8, 12, 12],
          [7, 1, 1, 2],
          [3, 4, 5, 9]
        ],
        1,
        [
          [1, { kind: 'lead', cards: [7] }],
          [2, { kind: 'pass' }]
        ]
      )
      const move = decide(viewFor(state, 0), level, 1, { maxIterations: 2000 })
      expect(move.kind === 'overwrite' || move.kind === 'add').toBe(true) // on a single 7, 8 overwrites or adds
      expect(move.kind !== 'pass' && move.cards).toEqual([8])
    })
  }
})

describe('hard search budget', () => {
  it('stops at its time budget on the clock it is given', () => {
    const { view } = randomPosition(77)
    let t = 0
    const now = (): number => t++ // one "ms" per clock read: 32 iterations per ms
    const input = botInput(view)
    const { stats } = hardSearch(input, new Rng(1), { budgetMs: 20, now, minIterations: 1e9 })
    if (legalMovesForView(view).length > 1) {
      expect(stats.iterations).toBeGreaterThan(0)
      expect(stats.iterations).toBeLessThanOrEqual(20 * 32 + 32)
    }
  })

  it('stops early when one move is clearly best', () => {
    // 8-8-8 then the 1 goes out at once whatever the others hold: no need to search long.
    const state = after(
      3,
      [
        [8, 8, 8, 1],
        [2, 3, 4, 5],
        [11, 12, 13, 14]
      ],
      0
    )
    const { stats } = hardSearch(botInput(viewFor(state, 0)), new Rng(2), { maxIterations: 50_000 })
    expect(stats.iterations).toBeLessThan(50_000)
  })
})
