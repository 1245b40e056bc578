// Issue 51: "the in-game Hint proposes moves that the review then marks as losing points". The hint was
// the medium bot's move, judged by the review's hard search: on the fixed positions below the medium
// bot's move is marked as losing points. The hint is now the move the review's own search prefers from
// the seat's view, with the same random numbers: the review never marks it.
import { describe, expect, it } from 'vitest'
import { moveKey, viewFor } from '../../engine/index'
import { decide } from '../index'
import { botMatchDecisions } from '../../../test-support/bots/match-decisions'
import { DEFAULT_REVIEW_SEED, judgeDecision } from './analyse'
import { suggestMove } from './suggest'

/** Fewer playouts than the app's keep the test quick; hint and review use the same number, as in the app. */
const ITERATIONS = 6_000

// The first decisions of a seeded match of medium bots: fixed positions, the same every run.
const decisions = botMatchDecisions(11, ['medium', 'medium', 'medium'], 1).slice(0, 14)

describe('the hint and the review', () => {
  it('agree: on every position the hint’s move is the one the review prefers, and it loses nothing', () => {
    for (const [index, decision] of decisions.entries()) {
      const hint = suggestMove(viewFor(decision.before, decision.seat), { iterations: ITERATIONS })
      const verdict = judgeDecision({ ...decision, move: hint }, index, ITERATIONS, DEFAULT_REVIEW_SEED)
      expect(verdict.known.lost, `decision ${index}`).toBe(0)
      expect(moveKey(verdict.known.preferred), `decision ${index}`).toBe(moveKey(hint))
    }
  })

  it('disagreed before: the medium bot’s move (the old hint) is marked as losing points on some of them', () => {
    const marked = decisions.filter((decision, index) => {
      const medium = decide(viewFor(decision.before, decision.seat), 'medium', 1)
      return judgeDecision({ ...decision, move: medium }, index, ITERATIONS, DEFAULT_REVIEW_SEED).known.lost > 0
    })
    expect(marked.length).toBeGreaterThan(0)
  })

  it('is the same hint for the same position, wherever it is asked from (only the position seeds it)', () => {
    const { before, seat } = decisions[4]!
    const a = suggestMove(viewFor(before, seat), { iterations: ITERATIONS })
    expect(suggestMove(viewFor(structuredClone(before), seat), { iterations: ITERATIONS })).toEqual(a)
  })
})
