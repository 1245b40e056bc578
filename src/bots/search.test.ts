import { describe, expect, it } from 'vitest'
import { Rng, countsFromRanks, legalMovesForView, moveKey, viewFor } from '../engine/index'
import { RANKS } from '../engine/types'
import type { MatchState, Move, Rank } from '../engine/types'
import { botInput, hardSearch, unseenCounts } from './index'
import type { Inference } from './determinize'
import { INFER_TRIES, PASS_WITH_PLAY, determinizer, hadCleanPlay, passesInLog } from './determinize'
import { rewardOf } from './reward'
import { DEFAULT_TUNING } from './search'
import { randomPosition } from '../../test-support/bots/positions'
import { after } from '../../test-support/engine/match-helpers'

/** Seat 2 led a 14 that seats 0 and 1 passed on, took the trick and led a 2: seat 0 is on turn. */
const passedOnFourteen = (): MatchState =>
  after(
    3,
    [
      [1, 2, 3, 4],
      [5, 9, 13, 1, 7],
      [14, 4, 4, 2, 8]
    ],
    2,
    [
      [2, { kind: 'lead', cards: [14] }],
      [0, { kind: 'pass' }],
      [1, { kind: 'pass' }],
      [2, { kind: 'lead', cards: [2] }]
    ]
  )

describe('determinizations respect what the seat knows', () => {
  it('gives every other hand its public card count, only from the unseen cards', () => {
    for (let i = 0; i < 200; i++) {
      const { view } = randomPosition(4000 + i)
      const input = botInput(view)
      const unseen = unseenCounts(input)
      const dealer = determinizer(
        input,
        i % 2 === 0 ? { passWithPlay: PASS_WITH_PLAY, tries: INFER_TRIES } : null
      )
      const hands = Array.from({ length: input.players }, () => new Array<number>(16).fill(0))
      const rng = new Rng(i)
      for (let k = 0; k < 5; k++) {
        dealer.deal(hands, () => rng.next())
        const used = new Array<number>(16).fill(0)
        for (let s = 0; s < input.players; s++) {
          if (s === input.seat) continue
          const h = hands[s]!
          expect(h.reduce((a, b) => a + b, 0)).toBe(input.handCounts[s])
          for (const r of RANKS) used[r]! += h[r]!
        }
        // Never a card this seat holds or has seen played: at most the unseen copies of each rank.
        for (const r of RANKS) expect(used[r]).toBeLessThanOrEqual(unseen[r]!)
        const hidden = RANKS.reduce((a, r) => a + unseen[r]!, 0)
        expect(hidden - RANKS.reduce((a, r) => a + used[r]!, 0)).toBe(input.undealtCount + input.reserveCount)
      }
    }
  })
})

describe('opponent modelling from the public log', () => {
  it('finds the passes and what the passer played later', () => {
    const state = passedOnFourteen()
    const input = botInput(viewFor(state, 0))
    const passes = passesInLog(input)
    expect(passes.map((p) => [p.seat, p.meldType, p.low, p.size])).toEqual([[1, 1, 14, 1]])
    expect(hadCleanPlay(countsFromRanks([15, 1] as Rank[]), 1, 14, 1, 4, 0)).toBe(true)
    expect(hadCleanPlay(countsFromRanks([15, 15, 1] as Rank[]), 1, 14, 1, 4, 0)).toBe(false)
  })

  it('makes deals where a passer held a lone higher card less likely', () => {
    // Seat 1 passed on a single 14: with inference, a lone 15 in its hand is rarer than without.
    const state = passedOnFourteen()
    const input = botInput(viewFor(state, 0))
    const loneFifteen = (inference: Inference | null): number => {
      const dealer = determinizer(input, inference)
      const hands = [0, 1, 2].map(() => new Array<number>(16).fill(0))
      const rng = new Rng(9)
      let n = 0
      for (let k = 0; k < 4000; k++) {
        dealer.deal(hands, () => rng.next())
        if (hands[1]![15] === 1 && hands[1]![14] === 0) n++
      }
      return n
    }
    const usual = loneFifteen({ passWithPlay: PASS_WITH_PLAY, tries: INFER_TRIES })
    expect(usual).toBeLessThan(loneFifteen(null) * 0.8)
    // A pass with a play taken as less likely makes such hands rarer still.
    expect(loneFifteen({ passWithPlay: 0.1, tries: INFER_TRIES })).toBeLessThan(usual)
  })
})

describe('hard search', () => {
  it('plays only legal moves with every tuning', () => {
    for (let i = 0; i < 60; i++) {
      const { view } = randomPosition(7000 + i)
      for (const tuning of [
        { rollout: 1, mix: 0, matchAware: false, infer: false },
        { rollout: 3, mix: 0.5, matchAware: true, infer: true },
        { rollout: 2, mix: 0, matchAware: false, infer: false },
        { rollout: 3, mix: 0.5, selfMix: 0, matchAware: false, infer: false },
        { rollout: 3, mix: 0.5, selfMix: 0, ownPass: 0, ownLongLead: 1, matchAware: false, infer: false },
        { rollout: 3, mix: 0.5, selfMix: 0, ownPass: 1, ownLongLead: 0, matchAware: false, infer: false },
        { rollout: 3, mix: 0.5, othersPass: 0, othersLongLead: 1 },
        { rollout: 3, mix: 0, othersPass: 1, othersLongLead: 0 },
        { explore: 0, outBonus: 0 },
        { othersLongLead: 1, othersLeadAny: 1, rewardMin: 0.5 },
        { policyDeals: 200, policyNoise: 0.3, policyTemp: 2 },
        { policyDeals: 200, policyNoise: 0.05, policyFitted: 1 }
      ] as const) {
        // Each idea over the plain search (not over the hard bot's own), so each path runs on its own.
        const { move } = hardSearch(botInput(view), new Rng(i), {
          maxIterations: 100,
          tuning: { ...DEFAULT_TUNING, ...tuning }
        })
        expect(legalMovesForView(view).map(moveKey)).toContain(moveKey(move))
      }
    }
  })
})

describe('round reward', () => {
  it('is the penalty edge over the others, plus the going-out bonus for the seat that went out', () => {
    // Seat 0 went out; seats 1 and 2 kept 10 and 30 points: seat 0 is 20 below their average.
    const pen = [0, 10, 30]
    const edge = rewardOf(pen, 0, 0, 3, 0)
    expect(edge).toBeGreaterThan(0)
    expect(rewardOf(pen, 0, 0, 3, 0.5) - edge).toBeCloseTo(0.5)
    // The bonus is the going-out seat's only: seat 2's reward is the same with or without it.
    expect(rewardOf(pen, 0, 2, 3, 0.5)).toBe(rewardOf(pen, 0, 2, 3, 0))
    expect(rewardOf(pen, 0, 2, 3, 0)).toBeLessThan(0)
  })

  it("compares with the best other seat as far as asked, from the others' average to their lowest", () => {
    // Seat 1 kept 10 points; the others kept 0 and 30: 5 below their average, 10 above the best of them.
    const pen = [0, 10, 30]
    const average = rewardOf(pen, -1, 1, 3, 0)
    const best = rewardOf(pen, -1, 1, 3, 0, 1)
    expect(average).toBeGreaterThan(0)
    expect(best).toBeLessThan(0)
    expect(rewardOf(pen, -1, 1, 3, 0, 0.5)).toBeCloseTo((average + best) / 2)
    // Against an average made of equal penalties the two comparisons agree.
    expect(rewardOf([4, 4, 4, 9], -1, 3, 4, 0, 1)).toBeCloseTo(rewardOf([4, 4, 4, 9], -1, 3, 4, 0))
  })
})

describe("the learned evaluation as the search's prior (issue 53)", () => {
  /** A position with several legal moves, and the hard search's own pick there without a prior. */
  const position = () => {
    for (let seed = 7100; ; seed++) {
      const { view } = randomPosition(seed)
      if (legalMovesForView(view).length >= 3) return botInput(view)
    }
  }

  it("follows a prior worth far more than the search's playouts, and counts only real playouts in its stats", () => {
    const input = position()
    const plain = hardSearch(input, new Rng(1), { maxIterations: 200 })
    // A prior that calls the move the search liked least the only good one.
    const least = plain.stats.moves.reduce((a, b) => (b.mean < a.mean ? b : a))
    const priorOf = (_: unknown, moves: readonly Move[]) =>
      moves.map((m) => (moveKey(m) === moveKey(least.move) ? 10 : -10))
    const steered = hardSearch(input, new Rng(1), {
      maxIterations: 200,
      tuning: { learnedPrior: 10_000 },
      priorOf
    })
    expect(moveKey(steered.move)).toBe(moveKey(least.move))
    expect(steered.stats.moves.reduce((sum, m) => sum + m.visits, 0)).toBe(steered.stats.iterations)
  })

  it('is not asked for, and changes nothing, when the tuning gives it no weight', () => {
    const input = position()
    let asked = 0
    const priorOf = (_: unknown, moves: readonly unknown[]) => (asked++, moves.map(() => 10))
    const plain = hardSearch(input, new Rng(3), { maxIterations: 200 })
    const off = hardSearch(input, new Rng(3), { maxIterations: 200, priorOf })
    expect(asked).toBe(0)
    expect(moveKey(off.move)).toBe(moveKey(plain.move))
    expect(off.stats.moves).toEqual(plain.stats.moves)
  })
})
