import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Rng, endMatchNow, nextRound, viewFor } from '../../../engine'
import type { MatchState, SeatView, TableOptions } from '../../../engine/types'
import { makeView } from '../../../../test-support/renderer/fixtures'
import { mustMatch, playRandom } from '../../../../test-support/engine/match-helpers'
import { LOCALES, locale, t } from '../i18n'
import {
  handsInMatch,
  matchEndNote,
  matchTarget,
  nextRoundNote,
  readyLabel,
  roundLabel,
  roundOverTitle,
  setAsideLabels,
  targetLabel,
  turnTimerLabel
} from './match-length'

beforeAll(() => locale.ready())
afterEach(() => locale.set('en'))

const viewWith = (players: number, options: Partial<TableOptions> = {}, over: Partial<SeatView> = {}): SeatView => {
  const base = makeView({ players })
  return { ...base, options: { ...base.options, ...options }, ...over }
}

/** Every seat view a whole match shows seat 0 at the end of each round, played with random legal moves. */
function roundEnds(players: number, options: Partial<TableOptions>, seed: number): SeatView[] {
  const rng = new Rng(seed)
  let state: MatchState = mustMatch(players, seed, options)
  const ends: SeatView[] = []
  for (;;) {
    state = playRandom(state, rng)
    ends.push(viewFor(state, 0))
    if (state.phase === 'matchOver') return ends
    const next = nextRound(state, rng)
    if (!next.ok) throw new Error(next.error.message)
    state = next.value
  }
}

describe('a two-player match of two hands (R2.two)', () => {
  const two = viewWith(2)

  it('counts hands, not rounds, and shows no target', () => {
    expect(handsInMatch(two)).toBe(2)
    expect(roundLabel(two, 1)).toBe(t('hands.of', { n: 1, total: 2 }))
    expect(roundLabel(two, 2)).toBe(t('hands.of', { n: 2, total: 2 }))
    expect(roundLabel(two, 1)).not.toBe(t('table.round', { n: 1 }))
    expect(targetLabel(two)).toBeNull()
    expect(matchTarget(two)).toBeNull()
    expect(roundOverTitle(two, 1)).toBe(t('hands.over', { n: 1, total: 2 }))
  })

  it('announces the second hands after hand 1 only, and explains the end without a target', () => {
    expect(nextRoundNote(two, 1)).toBe(t('hands.next'))
    expect(nextRoundNote(two, 2)).toBeNull()
    expect(matchEndNote(two)).toBe(t('hands.result'))
  })

  it("asks Ready for the next hand, as the summary's title speaks of hands (issue 51)", async () => {
    expect(readyLabel(two)).toBe('Ready for the next hand')
    for (const lng of LOCALES) {
      await locale.set(lng)
      expect(readyLabel(two)).toBe(t('evening.readyHand'))
      expect(readyLabel(two)).not.toBe(t('results.ready'))
    }
  })

  it('follows the engine: a real match has exactly the announced hands, the note before the last only', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const ends = roundEnds(2, {}, seed)
      expect(ends.map((v) => v.round)).toEqual([1, 2])
      // The header's "Hand n of 2" never counts past the hands the match has.
      expect(ends.every((v) => v.round <= (handsInMatch(v) ?? 0))).toBe(true)
      expect(ends.map((v) => nextRoundNote(v, v.round) !== null)).toEqual([true, false])
      expect(ends.at(-1)?.phase).toBe('matchOver')
      expect(matchEndNote(ends.at(-1)!)).not.toBeNull()
    }
  })

  it('says what lies face down: the undealt cards, and in hand 1 the second hands set aside', () => {
    const rng = new Rng(7)
    const first = mustMatch(2, 7)
    const hand1 = viewFor(first, 0)
    expect(hand1.reserveCount).toBeGreaterThan(0)
    expect(setAsideLabels(hand1)).toEqual([
      t('table.undealt', { count: hand1.undealtCount }),
      t('hands.kept', { count: hand1.reserveCount })
    ])
    const over = playRandom(first, rng)
    const second = nextRound(over, rng)
    if (!second.ok) throw new Error(second.error.message)
    const hand2 = viewFor(second.value, 0)
    expect(hand2.reserveCount).toBe(0)
    expect(setAsideLabels(hand2)).toEqual([t('table.undealt', { count: hand2.undealtCount })])
  })

  it('has its words in every language, with the numbers in them', async () => {
    for (const lng of LOCALES) {
      await locale.set(lng)
      for (const text of [roundLabel(two, 1), roundOverTitle(two, 2)]) {
        expect(text).toMatch(/1|2/)
        expect(text).not.toMatch(/\{\{/)
      }
      expect(roundLabel(two, 1)).not.toBe(roundLabel(two, 2))
      expect(nextRoundNote(two, 1)).toBeTruthy()
      expect(matchEndNote(two)).toBeTruthy()
      expect(setAsideLabels({ undealtCount: 4, reserveCount: 24 }).join(' ')).toMatch(/24/)
    }
  })
})

describe('a match to the target (R8)', () => {
  for (const [name, view] of [
    ['two players, to the target', viewWith(2, { twoPlayerGame: 'to-target', target: 35 })],
    ['four players', viewWith(4, { target: 35 })],
    ['three players, 16 cards', viewWith(3, { threePlayerHand: 16, target: 35 })]
  ] as const) {
    it(`${name}: rounds and the target, no hands`, () => {
      expect(handsInMatch(view)).toBeNull()
      expect(roundLabel(view, 3)).toBe(t('table.round', { n: 3 }))
      expect(targetLabel(view)).toBe(t('table.target', { n: 35 }))
      expect(matchTarget(view)).toBe(35)
      expect(roundOverTitle(view, 3)).toBe(t('results.roundOver', { n: 3 }))
      expect(readyLabel(view)).toBe(t('results.ready'))
      expect(nextRoundNote(view, 1)).toBeNull()
      expect(matchEndNote(view)).toBeNull()
    })
  }

  it('a two-player match to the target sets nothing aside for a later hand', () => {
    const view = viewFor(mustMatch(2, 3, { twoPlayerGame: 'to-target' }), 0)
    expect(view.reserveCount).toBe(0)
    expect(setAsideLabels(view)).toEqual([t('table.undealt', { count: view.undealtCount })])
  })
})

describe('a match the host ended early (issue 51)', () => {
  it('says the round being played did not count, in a match to the target and in a two-hands match', () => {
    for (const [players, options] of [
      [4, { target: 35 }],
      [2, { twoPlayerGame: 'two-hands' }]
    ] as const) {
      const ended = endMatchNow(playRandom(mustMatch(players, 6, options), new Rng(6), 3))
      expect(matchEndNote(viewFor(ended, 0))).toBe(t('hostControls.endedEarly'))
    }
  })

  it('says nothing of an early end after a match that reached its target', () => {
    const last = roundEnds(4, { target: 10 }, 2).at(-1)!
    expect(last.phase).toBe('matchOver')
    expect(matchEndNote(last)).toBeNull()
  })
})

describe('the turn timer beside the round', () => {
  it('says its length, and nothing without a timer', () => {
    expect(turnTimerLabel(45)).toBe(t('hostControls.perTurn', { n: 45 }))
    expect(turnTimerLabel(45)).toContain('45')
    expect(turnTimerLabel(0)).toBeNull()
  })
})
