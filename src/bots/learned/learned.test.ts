import { describe, expect, it } from 'vitest'
import type { Rank } from '../../engine/types'
import { legalMoves, moveKey, roundFromHands, viewFor } from '../../engine/index'
import { botInput } from '../input'
import { randomPosition } from '../../../test-support/bots/positions'
import { defaultModel, learnedMove, learnedValues } from './learned'
import { shapeOf } from './mlp'
import { INPUT_SIZE } from './features'
import WEIGHTS from './weights.json' with { type: 'json' }

describe('the learned bot', () => {
  it('loads the weights file of the repository, which fits today’s features and says how it was made', () => {
    expect(shapeOf(defaultModel())[0]).toBe(INPUT_SIZE)
    expect(WEIGHTS.training.command).toMatch(/\S/)
    expect(WEIGHTS.training.seedRange).toMatch(/\S/)
  })

  it('values every legal move and plays a legal one, at 2 to 6 players', () => {
    const players = new Set<number>()
    for (let i = 0; i < 150; i++) {
      const { state, view } = randomPosition(7000 + i)
      players.add(state.players)
      const input = botInput(view)
      const legal = legalMoves(state)
      const q = learnedValues(input, legal)
      expect(q.length).toBe(legal.length)
      expect([...q].every(Number.isFinite)).toBe(true)
      const move = learnedMove(input)
      expect(legal.map(moveKey)).toContain(moveKey(move))
      // The fast policy is the move of highest value (or going out).
      if (!legal.some((m) => m.kind !== 'pass' && m.cards.length === input.hand.length)) {
        const best = Math.max(...q)
        expect(q[legal.findIndex((m) => moveKey(m) === moveKey(move))]).toBe(best)
      }
    }
    expect([...players].sort()).toEqual([2, 3, 4, 5, 6])
  })

  it('goes out when it can', () => {
    const made = roundFromHands(
      4,
      [
        [4, 5],
        [1, 2, 3],
        [7, 9, 11],
        [12, 13, 14]
      ] as Rank[][],
      0
    )
    if (!made.ok) throw new Error(made.error.message)
    expect(learnedMove(botInput(viewFor(made.value, 0)))).toEqual({ kind: 'lead', cards: [4, 5] })
  })
})
