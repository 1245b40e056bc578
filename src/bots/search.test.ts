import { describe, expect, it } from 'vitest'
import {
  Rng,
  applyOrThrow,
  countsFromRanks,
  legalMoves,
  legalMovesForView,
  moveKey,
  roundFromHands,
  viewFor
} from '../engine/index'
import { RANKS } from '../engine/types'
import type { MatchState, Rank } from '../engine/types'
import { BOT_LEVELS } from '../protocol/vocabulary'
import * as bots from './index'
import { POLICIES, botInput, decide, hardSearch, unseenCounts } from './index'
import { determinizer, hadCleanPlay, passesInLog } from './determinize'
import { allSeeingMoveForBenchOnly } from './oracle'
import { randomPosition } from '../../test-support/bots/positions'

function startOf(hands: number[][], leader = 0, options = {}): MatchState {
  const r = roundFromHands(hands.length, hands as Rank[][], leader, options)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('determinizations respect what the seat knows', () => {
  it('gives every other hand its public card count, only from the unseen cards', () => {
    for (let i = 0; i < 200; i++) {
      const { view } = randomPosition(4000 + i)
      const input = botInput(view)
      const unseen = unseenCounts(input)
      const dealer = determinizer(input, i % 2 === 0)
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
    let state = startOf(
      [
        [1, 2, 3],
        [5, 9, 13, 1],
        [14, 4, 4, 2]
      ],
      2
    )
    state = applyOrThrow(state, 2, { kind: 'lead', cards: [14] }).state
    state = applyOrThrow(state, 0, { kind: 'pass' }).state
    state = applyOrThrow(state, 1, { kind: 'pass' }).state // seat 2 takes the trick
    state = applyOrThrow(state, 2, { kind: 'lead', cards: [2] }).state
    const input = botInput(viewFor(state, 0))
    const passes = passesInLog(input)
    expect(passes.map((p) => [p.seat, p.meldType, p.low, p.size])).toEqual([[1, 1, 14, 1]])
    expect(hadCleanPlay(countsFromRanks([15, 1] as Rank[]), 1, 14, 1, 4, 0)).toBe(true)
    expect(hadCleanPlay(countsFromRanks([15, 15, 1] as Rank[]), 1, 14, 1, 4, 0)).toBe(false)
  })

  it('makes deals where a passer held a lone higher card less likely', () => {
    // Seat 1 passed on a single 14: with inference, a lone 15 in its hand is rarer than without.
    let state = startOf(
      [
        [1, 2, 3, 4],
        [5, 9, 13, 1, 7],
        [14, 4, 4, 2, 8]
      ],
      2
    )
    state = applyOrThrow(state, 2, { kind: 'lead', cards: [14] }).state
    state = applyOrThrow(state, 0, { kind: 'pass' }).state
    state = applyOrThrow(state, 1, { kind: 'pass' }).state
    state = applyOrThrow(state, 2, { kind: 'lead', cards: [2] }).state
    const input = botInput(viewFor(state, 0))
    const loneFifteen = (infer: boolean): number => {
      const dealer = determinizer(input, infer)
      const hands = [0, 1, 2].map(() => new Array<number>(16).fill(0))
      const rng = new Rng(9)
      let n = 0
      for (let k = 0; k < 4000; k++) {
        dealer.deal(hands, () => rng.next())
        if (hands[1]![15] === 1 && hands[1]![14] === 0) n++
      }
      return n
    }
    expect(loneFifteen(true)).toBeLessThan(loneFifteen(false) * 0.8)
  })
})

describe('the all-seeing bot is for the bench only', () => {
  it('is no bot level and is not reachable through the policy table or the bots API', () => {
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
    const state = startOf(
      [
        [12, 12],
        [5, 1, 1],
        [14, 2, 3]
      ],
      1
    )
    const after = applyOrThrow(state, 1, { kind: 'lead', cards: [5] }).state
    const move = allSeeingMoveForBenchOnly(after, new Rng(3), { maxIterations: 2000 })
    expect(move).toEqual({ kind: 'overwrite', cards: [14] })
  })
})

describe('hard search', () => {
  it('seizes the lead with an 8 when its next play goes out (R6.eight)', () => {
    let state = startOf(
      [
        [8, 12, 12],
        [7, 1, 1, 2],
        [3, 4, 5, 9]
      ],
      1
    )
    state = applyOrThrow(state, 1, { kind: 'lead', cards: [7] }).state
    state = applyOrThrow(state, 2, { kind: 'pass' }).state
    const move = decide(viewFor(state, 0), 'hard', 1, { maxIterations: 2000 })
    expect(move.kind !== 'pass' && move.cards).toEqual([8])
  })

  it('plays only legal moves with every tuning', () => {
    for (let i = 0; i < 60; i++) {
      const { view } = randomPosition(7000 + i)
      for (const tuning of [
        { rollout: 1, mix: 0, matchAware: false, infer: false },
        { rollout: 3, mix: 0.5, matchAware: true, infer: true },
        { rollout: 2, mix: 0, matchAware: false, infer: false }
      ] as const) {
        const { move } = hardSearch(botInput(view), new Rng(i), { maxIterations: 100, tuning })
        expect(legalMovesForView(view).map(moveKey)).toContain(moveKey(move))
      }
    }
  })
})
