// The hard bot's exact endgame against a brute-force reference (test-support/bots/brute-force.ts) on
// small late positions of random matches, its node budget, and the hard search's time and work budgets.
import { describe, expect, it } from 'vitest'
import { FastRound, Rng, legalMovesForView, moveKey, viewFor } from '../engine/index'
import { EndgameSolver, cardsInHands } from './endgame'
import { botInput, hardSearch } from './index'
import { bruteForceOutcome, latePosition } from '../../test-support/bots/brute-force'

describe('exact endgame', () => {
  it('finds the same outcome as trying every line, on small positions of 2–4 players', () => {
    const solver = new EndgameSolver()
    for (let seed = 1; seed <= 60; seed++) {
      const state = latePosition(seed, 7)
      const fast = new FastRound(state.options.points).load(state)
      expect(solver.solve(fast, 1e7)).toBe(true)
      const { penalties, wentOut } = solver.outcome()
      const expected = bruteForceOutcome(state, state.options.points)
      expect({ penalties: Array.from(penalties.subarray(0, state.players)), wentOut }).toEqual(expected)
      // A solve leaves the position as it found it (the search goes on from there).
      expect(fast.handCounts(state.turn!)).toEqual(state.hands[state.turn!])
      expect(cardsInHands(fast)).toBe(state.hands.flat().reduce((a, b) => a + b, 0))
    }
  })

  it('keeps memoised outcomes exact across positions (one solver, many deals)', () => {
    const solver = new EndgameSolver()
    for (let seed = 100; seed < 130; seed++) {
      const state = latePosition(seed, 6)
      expect(solver.solve(new FastRound(state.options.points).load(state), 1e7)).toBe(true)
      expect(solver.outcome().wentOut).toBe(bruteForceOutcome(state, state.options.points).wentOut)
    }
  })

  it('values going out by the bonus it is given, as the search does', () => {
    // One solver for every bonus: a change of bonus must not reuse outcomes chosen under the other.
    const solver = new EndgameSolver()
    let differ = 0
    for (let seed = 200; seed < 240; seed++) {
      const state = latePosition(seed, 7)
      const outcomes = [0.25, -1].map((bonus) => {
        solver.setOutBonus(bonus)
        expect(solver.solve(new FastRound(state.options.points).load(state), 1e7)).toBe(true)
        const { penalties, wentOut } = solver.outcome()
        const got = { penalties: Array.from(penalties.subarray(0, state.players)), wentOut }
        expect(got).toEqual(bruteForceOutcome(state, state.options.points, bonus))
        return JSON.stringify(got)
      })
      if (outcomes[0] !== outcomes[1]) differ++
    }
    // A bonus below zero (going out costs) changes best play in some positions, so the check can fail.
    expect(differ).toBeGreaterThan(0)
  })

  it('gives up past its node budget', () => {
    const solver = new EndgameSolver()
    const state = latePosition(3, 14)
    const fast = new FastRound(state.options.points).load(state)
    expect(solver.solve(fast, 5)).toBe(false)
    expect(solver.nodes).toBeLessThanOrEqual(6)
  })
})

describe('hard search, near the end', () => {
  it('solves late positions exactly and still returns a legal move when a solve gives up', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const state = latePosition(seed, 12)
      const view = viewFor(state, state.turn!)
      const legal = legalMovesForView(view).map(moveKey)
      for (const endgameNodes of [30_000, 3]) {
        const { move, stats } = hardSearch(botInput(view), new Rng(seed), {
          maxIterations: 200,
          tuning: { endgameNodes }
        })
        expect(legal).toContain(moveKey(move))
        if (endgameNodes === 3 && stats.iterations > 0) expect(stats.solved).toBeLessThan(stats.iterations)
      }
    }
  })

  it('stops at its time budget', () => {
    let clock = 0
    // Every reading of the clock is 1 ms later: the search must stop after about budget readings.
    const now = (): number => clock++
    const state = latePosition(11, 40)
    const view = viewFor(state, state.turn!)
    const { stats } = hardSearch(botInput(view), new Rng(1), {
      now,
      budgetMs: 50,
      minIterations: 1e9
    })
    expect(clock).toBeLessThanOrEqual(60)
    expect(stats.iterations).toBeGreaterThan(0)
  })

  it('stops at its work budget', () => {
    const state = latePosition(12, 40)
    const view = viewFor(state, state.turn!)
    const { stats } = hardSearch(botInput(view), new Rng(1), {
      maxIterations: 1e9,
      minIterations: 1e9,
      maxWork: 20_000
    })
    expect(stats.work).toBeGreaterThanOrEqual(20_000)
    // The last iteration may finish past the bound, but not by more than one playout or solve.
    expect(stats.work).toBeLessThan(20_000 + 30_000 * 8)
  })
})
