import { describe, expect, it } from 'vitest'
import { Rng, legalMoves, moveKey } from '../src/engine/index'
import { BOT_LEVELS } from '../src/protocol/vocabulary'
import * as bots from '../src/bots/index'
import { POLICIES } from '../src/bots/index'
import { randomPosition } from '../test-support/bots/positions'
import { after } from '../test-support/engine/match-helpers'
import { allSeeingMoveForBenchOnly } from './oracle'

describe('the all-seeing bot (bench only)', () => {
  it('is no bot level and is reachable neither through the policy table nor the bots API', () => {
    expect(Object.keys(POLICIES).sort()).toEqual([...BOT_LEVELS].sort())
    expect((BOT_LEVELS as readonly string[]).some((l) => /oracle|seeing/i.test(l))).toBe(false)
    for (const policy of Object.values(POLICIES)) expect(policy).not.toBe(allSeeingMoveForBenchOnly)
    for (const [name, value] of Object.entries(bots)) {
      expect(/oracle|seeing/i.test(name)).toBe(false)
      expect(value).not.toBe(allSeeingMoveForBenchOnly)
    }
  })

  it('plays legal moves', () => {
    for (let i = 0; i < 100; i++) {
      const { state } = randomPosition(6000 + i)
      const move = allSeeingMoveForBenchOnly(state, new Rng(i), { maxIterations: 64 })
      expect(legalMoves(state).map(moveKey)).toContain(moveKey(move))
    }
  })

  it('picks an obvious winning move', () => {
    // Seat 1 leads 5; seat 2 overwrites with 14, which nobody can beat (no 15 is out), then goes out with 2-3.
    const state = after(
      3,
      [
        [12, 12],
        [5, 1, 1],
        [14, 2, 3]
      ],
      1,
      [[1, { kind: 'lead', cards: [5] }]]
    )
    const move = allSeeingMoveForBenchOnly(state, new Rng(3), { maxIterations: 2000 })
    expect(move).toEqual({ kind: 'overwrite', cards: [14] })
  })
})
