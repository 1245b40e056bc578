import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MOVE_REASONS, applyOrThrow, roundFromHands, viewFor } from '../engine/index'
import type { MatchState, Move, Rank } from '../engine/types'
import { BOT_LEVELS } from '../protocol/vocabulary'
import { randomPosition } from '../../test-support/bots/positions'
import { botInput, decideWithReason, explainMove } from './index'

function round(hands: number[][], leader = 0): MatchState {
  const r = roundFromHands(hands.length, hands as Rank[][], leader)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

/** Seat 0 leads `lead`; the reason seat 1 would have for `move`. */
function reasonAfterLead(hands: number[][], lead: number[], move: Move) {
  const state = applyOrThrow(round(hands), 0, { kind: 'lead', cards: lead as Rank[] }).state
  return explainMove(botInput(viewFor(state, 1)), move)
}

describe('move reasons', () => {
  const others = [11, 12, 13, 14]
  it('an 8 after the lead seizes it (R6.eight)', () => {
    expect(
      reasonAfterLead([[3, 15], [8, 2, 9], others], [3], { kind: 'overwrite', cards: [8] as Rank[] })
    ).toBe('seize-lead-with-8')
  })
  it('an add that fills the set ends the trick (R6.set)', () => {
    expect(
      reasonAfterLead([[5, 5, 15], [5, 5, 1, 12], others], [5, 5], { kind: 'add', cards: [5, 5] as Rank[] })
    ).toBe('end-trick')
  })
  it('playing the last cards goes out', () => {
    expect(reasonAfterLead([[3, 15], [9], others], [3], { kind: 'overwrite', cards: [9] as Rank[] })).toBe(
      'go-out'
    )
  })
  it('a forced pass is the only move; a chosen pass saves cards', () => {
    expect(reasonAfterLead([[3, 15], [1], others], [3], { kind: 'pass' })).toBe('only-move')
    expect(reasonAfterLead([[3, 15], [9, 12], others], [3], { kind: 'pass' })).toBe('pass-save-cards')
  })
  it('a meld nobody can answer is unbeatable', () => {
    expect(
      reasonAfterLead(
        [
          [3, 7],
          [15, 15, 15, 15, 14, 14, 14, 14, 1],
          [11, 12, 13]
        ],
        [3],
        { kind: 'overwrite', cards: [15] as Rank[] }
      )
    ).toBe('unbeatable')
  })
  it('sheds high cards when an opponent is close to going out, else leads low', () => {
    const danger = round([
      [1, 4, 7, 13, 13],
      [2, 3],
      [11, 12, 14]
    ])
    expect(explainMove(botInput(viewFor(danger, 0)), { kind: 'lead', cards: [13] as Rank[] })).toBe(
      'shed-high'
    )
    const calm = round([
      [1, 4, 7, 13, 13],
      [2, 3, 4, 5],
      [11, 12, 14, 15]
    ])
    expect(explainMove(botInput(viewFor(calm, 0)), { kind: 'lead', cards: [1] as Rank[] })).toBe('lead-low')
  })

  it('every level gives a known code that fits its move', () => {
    for (const level of BOT_LEVELS) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
          const { view } = randomPosition(seed)
          const { move, reason } = decideWithReason(view, level, seed, { maxIterations: 32 })
          expect(MOVE_REASONS).toContain(reason)
          if (reason === 'go-out') expect(move.kind !== 'pass' && move.cards.length).toBe(view.hand?.length)
          if (reason === 'seize-lead-with-8')
            expect(move.kind !== 'pass' && move.kind !== 'lead' && move.cards).toContain(8)
          if (reason === 'pass-save-cards') expect(move.kind).toBe('pass')
        }),
        // The searching levels cost far more per decision than the rule-based ones (the hard one).
        { numRuns: level === 'hard' ? 60 : 400, seed: 16 }
      )
    }
  })
})
