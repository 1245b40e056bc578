// The stage's dealer (issue 52): what a tournament's table deals instead of its own random deals.
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, Rng, applyOrThrow, legalMoves } from '../../engine'
import type { MatchState, TableOptions } from '../../engine'
import { dealDuplicate } from '../../tournament'
import { stageDealer } from './stage-dealer'

const SEED = 'a5'.repeat(32)
const ok = (r: { ok: true; value: MatchState } | { ok: false; error: { message: string } }): MatchState => {
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
/** Plays the round out with each seat's first (or last) legal move: two tables playing differently. */
function playOut(match: MatchState, pick: 'first' | 'last'): MatchState {
  let state = match
  while (state.phase === 'playing' && state.turn !== null) {
    const moves = legalMoves(state)
    state = applyOrThrow(state, state.turn, (pick === 'first' ? moves[0] : moves.at(-1)) as never).state
  }
  return state
}
const options = (players: number, fixed: boolean): TableOptions => ({
  ...DEFAULT_OPTIONS,
  target: 1,
  ...(fixed && players > 2 ? { fixedDeals: 3 } : {})
})

describe('a stage dealer', () => {
  it('deals a duplicate stage as dealDuplicate does, deal after deal, and nothing after the last', () => {
    const opts = options(4, true)
    const dealer = stageDealer({
      players: 4,
      options: opts,
      dealsPerStage: 3,
      seed: SEED,
      random: new Rng(1),
      reported: () => 0
    })
    let match: MatchState | null = null
    let reference: MatchState | null = null
    for (let deal = 1; deal <= 3; deal++) {
      match = ok(dealer(match))
      reference = ok(dealDuplicate(reference, 4, opts, SEED, deal))
      expect(match.hands).toEqual(reference.hands)
      expect(match.roundLeader).toBe(reference.roundLeader)
      match = playOut(match, 'first')
      reference = playOut(reference, 'last')
    }
    expect(match?.phase).toBe('matchOver')
    expect(dealer(match).ok).toBe(false)
  })

  it('plays each deal of a table of two as a match, its second hand from the deal, and stops after the last', () => {
    const opts = options(2, false)
    let reported = 0
    const dealer = stageDealer({
      players: 2,
      options: opts,
      dealsPerStage: 2,
      seed: SEED,
      random: new Rng(1),
      reported: () => reported
    })
    const other = stageDealer({
      players: 2,
      options: opts,
      dealsPerStage: 2,
      seed: SEED,
      random: new Rng(2),
      reported: () => reported
    })
    let a = ok(dealer(null))
    let b = ok(other(null))
    for (let deal = 1; deal <= 2; deal++) {
      expect(b.hands).toEqual(a.hands)
      a = ok(dealer(playOut(a, 'first')))
      b = ok(other(playOut(b, 'last')))
      expect(b.hands).toEqual(a.hands) // hand 2 of the deal, kept back when it was dealt (R2.two)
      a = playOut(a, 'first')
      b = playOut(b, 'last')
      expect(a.phase).toBe('matchOver')
      reported = deal
      if (deal < 2) {
        a = ok(dealer(a))
        b = ok(other(b))
        expect(a.round).toBe(1)
      }
    }
    expect(dealer(a).ok).toBe(false)
  })

  it('deals a Swiss stage from the host’s own source, and the target ends nothing there either', () => {
    const opts = options(3, true)
    const one = stageDealer({
      players: 3,
      options: opts,
      dealsPerStage: 3,
      seed: null,
      random: new Rng(7),
      reported: () => 0
    })
    const two = stageDealer({
      players: 3,
      options: opts,
      dealsPerStage: 3,
      seed: null,
      random: new Rng(8),
      reported: () => 0
    })
    expect(ok(one(null)).hands).not.toEqual(ok(two(null)).hands)
    let match = playOut(ok(one(null)), 'first')
    match = playOut(ok(one(match)), 'first')
    expect(match.phase).toBe('roundOver')
  })
})
