import { describe, expect, it } from 'vitest'
import { applyOrThrow, FIXED_DEALS, legalMoves, nextRound, Rng, TARGET } from '../engine'
import type { MatchState, TableOptions } from '../engine'
import { dealDuplicate, isSeed } from './duplicate'
import { MAX_DEALS_PER_STAGE } from '../protocol/vocabulary'
import { stageTableOptions } from './stage-options'
import { settingsWith } from '../../test-support/tournament/tournaments'

const SEED = '0123456789abcdef'.repeat(4)
const OTHER_SEED = 'fedcba9876543210'.repeat(4)
/** Deals must not be cut short by the target (docs/tournament.md): the stage's deals, all of them. */
const STAGE_OPTIONS: Partial<TableOptions> = { target: TARGET.max }

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

/** Plays the round out, each seat taking its first legal move (`pick: 'first'`) or its last: two tables
 *  that play one deal differently. */
function playOut(match: MatchState, pick: 'first' | 'last'): MatchState {
  let state = match
  while (state.phase === 'playing' && state.turn !== null) {
    const moves = legalMoves(state)
    const move = pick === 'first' ? moves[0] : moves.at(-1)
    if (move === undefined) throw new Error('no legal move')
    state = applyOrThrow(state, state.turn, move).state
  }
  return state
}

/** What a deal puts on a table: every hand by seat, the undealt cards, the second hands, the leader. */
const dealOf = (m: MatchState) => ({
  hands: m.hands,
  undealt: m.undealt,
  reserve: m.reserve,
  leader: m.roundLeader
})

describe('duplicate deals', () => {
  it('knows a seed: 64 lower-case hex digits', () => {
    expect(isSeed(SEED)).toBe(true)
    expect(isSeed(SEED.toUpperCase())).toBe(false)
    expect(isSeed(SEED.slice(1))).toBe(false)
    expect(isSeed(42)).toBe(false)
  })

  for (const players of [3, 4, 5, 6]) {
    it(`deals the same hands into the same seats at every table of ${players}, deal after deal, however each plays`, () => {
      let a: MatchState | null = null
      let b: MatchState | null = null
      for (let deal = 1; deal <= 3; deal++) {
        a = ok(dealDuplicate(a, players, STAGE_OPTIONS, SEED, deal))
        b = ok(dealDuplicate(b, players, STAGE_OPTIONS, SEED, deal))
        expect(a.round).toBe(deal)
        expect(dealOf(b)).toEqual(dealOf(a))
        a = playOut(a, 'first')
        b = playOut(b, 'last')
      }
      expect(a?.results.map((r) => r.penalties)).not.toEqual(b?.results.map((r) => r.penalties))
    })
  }

  it('deals another deal for another deal number, seed or table size', () => {
    const first = ok(dealDuplicate(null, 4, STAGE_OPTIONS, SEED, 1))
    expect(ok(dealDuplicate(null, 4, STAGE_OPTIONS, SEED, 2)).hands).not.toEqual(first.hands)
    expect(ok(dealDuplicate(null, 4, STAGE_OPTIONS, OTHER_SEED, 1)).hands).not.toEqual(first.hands)
    expect(ok(dealDuplicate(null, 5, STAGE_OPTIONS, SEED, 1)).hands.slice(0, 4)).not.toEqual(first.hands)
  })

  it('plays each deal as a two-hands match at tables of two, both hands the same everywhere', () => {
    let a: MatchState | null = null
    let b: MatchState | null = null
    for (let deal = 1; deal <= 2; deal++) {
      a = ok(dealDuplicate(a, 2, {}, SEED, deal))
      b = ok(dealDuplicate(b, 2, {}, SEED, deal))
      expect(a.round).toBe(1)
      expect(a.reserve).toHaveLength(2)
      expect(dealOf(b)).toEqual(dealOf(a))
      // hand 2 comes from the match itself (R2.two), whatever randomness the table passes
      const secondA = ok(nextRound(playOut(a, 'first'), new Rng(1)))
      const secondB = ok(nextRound(playOut(b, 'last'), new Rng(2)))
      expect(secondB.hands).toEqual(secondA.hands)
      a = playOut(secondA, 'first')
      b = playOut(secondB, 'last')
      expect(a.phase).toBe('matchOver')
    }
  })

  it('refuses to go on with a match the target ended: a fresh one would draw another leader', () => {
    let match = ok(dealDuplicate(null, 4, { target: TARGET.min }, SEED, 1))
    match = playOut(match, 'first')
    expect(match.phase).toBe('matchOver')
    const next = dealDuplicate(match, 4, { target: TARGET.min }, SEED, 2)
    expect(next.ok).toBe(false)
    if (!next.ok) expect(next.error.code).toBe('round-over')
  })

  it('plays every deal of a stage at its table options however low the target: the target ends nothing', () => {
    const settings = settingsWith({ format: 'duplicate', dealsPerStage: 3 })
    const options = { ...stageTableOptions(settings, 4), target: TARGET.min }
    let match: MatchState | null = null
    for (let deal = 1; deal <= 3; deal++) {
      match = playOut(ok(dealDuplicate(match, 4, options, SEED, deal)), 'first')
      expect(match.totals.some((t) => t >= TARGET.min)).toBe(true)
      expect(match.phase).toBe(deal < 3 ? 'roundOver' : 'matchOver')
    }
    // and the last deal ends it: there is no fourth
    expect(dealDuplicate(match, 4, options, SEED, 4).ok).toBe(false)
  })

  it('leaves a table of two its two hands per deal, and lets the engine hold every stage length', () => {
    const settings = settingsWith({ format: 'duplicate', dealsPerStage: 3 })
    expect(stageTableOptions(settings, 2)).not.toHaveProperty('fixedDeals')
    expect(FIXED_DEALS.max).toBeGreaterThanOrEqual(MAX_DEALS_PER_STAGE)
  })
})
