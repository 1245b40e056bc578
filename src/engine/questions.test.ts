// What bots and screens ask the engine instead of comparing ranks and sizes themselves (issue 49):
// each answer is stated as its rule in RULES.md, then checked against the reducer on random rounds.
import { describe, expect, it } from 'vitest'
import { RANKS } from './types'
import type { Meld, MatchState, Move, Rank } from './types'
import { applyOrThrow } from './apply'
import { EIGHT, cardCount, copiesFor, isEight } from './cards'
import { containsEight, isStronger, meldAfter, strengthOf } from './melds'
import { biggerPlayOverwrites, legalMoves } from './moves'
import { clearsTrick, goesOut } from './trick'
import {
  HAND_STRIDE,
  MAX_MOVES,
  emptiesHand,
  encodeMove,
  generateMoves,
  holdsEight,
  moveCards
} from './movegen'
import { PASS, ADD, LEAD, OVERWRITE, SHAPE_RUN } from './movegen'
import { Rng } from './rng'
import { after, mustMatch } from '../../test-support/engine/match-helpers'

const lead = (...cards: Rank[]): Move => ({ kind: 'lead', cards })
const over = (...cards: Rank[]): Move => ({ kind: 'overwrite', cards })
const add = (...cards: Rank[]): Move => ({ kind: 'add', cards })
const pass: Move = { kind: 'pass' }
const m = (type: Meld['type'], ...cards: Rank[]): Meld => ({ type, cards })

describe('R6.eight: the 8', () => {
  it('is the one rank that clears a trick', () => {
    expect(EIGHT).toBe(8)
    expect(RANKS.filter(isEight)).toEqual([8])
    expect(containsEight([7, 8, 9])).toBe(true)
    expect(containsEight([7, 7])).toBe(false)
  })

  it('holdsEight(code): a single or set of 8s, or a run through 8 — for every code a play can have', () => {
    for (const kind of [LEAD, OVERWRITE, ADD]) {
      for (const shape of [0, SHAPE_RUN]) {
        for (let size = 1; size <= 3; size++) {
          for (const low of RANKS) {
            const code = encodeMove(kind, shape, size, low)
            expect({ code, eight: holdsEight(code) }).toEqual({ code, eight: moveCards(code).includes(8) })
          }
        }
      }
    }
    expect(holdsEight(PASS)).toBe(false)
    expect(holdsEight(encodeMove(ADD, SHAPE_RUN, 3, 7))).toBe(true) // 7-8-9
    expect(holdsEight(encodeMove(ADD, SHAPE_RUN, 2, 9))).toBe(false) // 9-10 is no run, but the bits say 9 and up
  })
})

describe('R5: the central meld a play leaves (meldAfter)', () => {
  it.each([
    ['a lead leaves its own cards (R5.lead)', null, lead(3, 2, 4), m('run', 2, 3, 4)],
    ['an overwrite leaves its own cards (R5.overwrite)', m('single', 4), over(9), m('single', 9)],
    ['a bigger overwrite leaves its own cards (R2.variants)', m('single', 4), over(2, 2), m('set', 2, 2)],
    [
      'an add to a single of the same rank makes a set (R5.add)',
      m('single', 4),
      add(4, 4),
      m('set', 4, 4, 4)
    ],
    ['an add touching a single makes a run (R5.add)', m('single', 4), add(5), m('run', 4, 5)],
    ['an add below a run makes a longer run', m('run', 3, 4), add(1, 2), m('run', 1, 2, 3, 4)],
    ['a set never joins a run', m('run', 3, 4), add(5, 5), null],
    ['a run never joins a set', m('set', 4, 4), add(4, 5), null],
    ['no central meld to add to', null, add(4), null],
    ['cards that are no meld (D4)', m('run', 3, 4), add(2, 5), null],
    ['a pass leaves nothing new', m('single', 4), pass, null]
  ] as [string, Meld | null, Move, Meld | null][])('%s', (_name, central, move, expected) => {
    expect(meldAfter(central, move)).toEqual(expected)
  })
})

describe('R6: whether a play clears the trick (clearsTrick)', () => {
  it.each([
    ['an 8 in the opening lead does not clear (R6.eight)', null, lead(8), 0, 4, null],
    ['an 8 after the lead clears (R6.eight)', m('single', 7), over(8), 1, 4, 'eight'],
    ['an 8 added to an 8 lead clears (R6.eight)', m('single', 8), add(8), 1, 4, 'eight'],
    ['a run through 8 clears (R6.eight)', m('single', 9), add(7, 8), 3, 4, 'eight'],
    ['an add that holds every copy clears (R6.set, 4 copies)', m('set', 4, 4), add(4, 4), 1, 4, 'set'],
    ['four of a rank is no full set with 5 copies (R6.set)', m('set', 4, 4), add(4, 4), 1, 5, null],
    ['an add that holds every copy clears (R6.set, 5 copies)', m('set', 4, 4, 4), add(4, 4), 2, 5, 'set'],
    ['two cards for both ends are no play (D4)', m('run', 2, 3, 4), add(1, 5), 1, 4, null],
    ['a run of four does not clear (R6.run)', m('run', 2, 3, 4), add(5), 1, 4, null],
    ['an add that makes a run of five clears (R6.run)', m('run', 1, 2, 3), add(4, 5), 1, 4, 'run'],
    [
      'an overwrite of four of a kind is no add (R6.set counts adds only)',
      m('set', 3, 3, 3),
      over(4, 4, 4),
      1,
      4,
      null
    ],
    ["a pass clears nothing by itself (R6.pass is the table's)", m('single', 4), pass, 1, 4, null]
  ] as [string, Meld | null, Move, number, number, string | null][])(
    '%s',
    (_name, central, move, plays, copies, expected) => {
      expect(clearsTrick(central, move, plays, copies)).toBe(expected)
    }
  )
})

describe('R7: whether a play goes out', () => {
  it('goesOut(move) and emptiesHand(code): the play holds every card left', () => {
    expect(goesOut(lead(4, 4), 2)).toBe(true)
    expect(goesOut(lead(4, 4), 3)).toBe(false)
    expect(goesOut(pass, 0)).toBe(false)
    expect(emptiesHand(encodeMove(ADD, SHAPE_RUN, 3, 1), 3)).toBe(true)
    expect(emptiesHand(encodeMove(ADD, 0, 2, 4), 3)).toBe(false)
    expect(emptiesHand(PASS, 0)).toBe(false)
  })
})

describe('R2.variants: a bigger play would overwrite', () => {
  it('while the central meld has fewer than three cards, under bigger overwrites only', () => {
    expect(biggerPlayOverwrites(m('single', 4), 'bigger')).toBe(true)
    expect(biggerPlayOverwrites(m('set', 4, 4), 'bigger')).toBe(true)
    expect(biggerPlayOverwrites(m('set', 4, 4, 4), 'bigger')).toBe(false)
    expect(biggerPlayOverwrites(m('single', 4), 'same-size')).toBe(false)
  })
})

describe('the answers agree with the reducer on random rounds', () => {
  /** Every legal move of the seat on turn, checked against what apply() does with it. */
  function checkPosition(s: MatchState): void {
    const seat = s.turn as number
    const hand = s.hands[seat]!
    const size = cardCount(hand)
    const copies = copiesFor(s.players)
    const scratch = new Int8Array(HAND_STRIDE)
    for (const r of RANKS) scratch[r] = hand[r] ?? 0
    const codes = new Int32Array(MAX_MOVES)
    const n = generateMoves(
      scratch,
      0,
      s.meld === null ? 0 : s.meld.type === 'single' ? 1 : s.meld.type === 'set' ? 2 : 3,
      s.meld?.cards[0] ?? 0,
      s.meld?.cards.length ?? 0,
      copies,
      s.options.overwrite === 'bigger' ? 1 : 0,
      codes
    )
    expect(n).toBe(legalMoves(s).length)
    for (let i = 0; i < n; i++) {
      const code = codes[i]!
      const kind = (['pass', 'lead', 'overwrite', 'add'] as const)[code & 3]!
      const move: Move = kind === 'pass' ? pass : { kind, cards: moveCards(code) }
      const { state, events } = applyOrThrow(s, seat, move)
      const out = goesOut(move, size)
      expect(emptiesHand(code, size)).toBe(out)
      expect(holdsEight(code)).toBe(move.kind !== 'pass' && containsEight(move.cards))
      expect(out).toBe(
        events.some((e) => e.type === 'roundEnded') && state.hands[seat]!.every((c) => c === 0)
      )
      if (move.kind !== 'pass') {
        const played = events.find((e) => e.type === 'played')
        expect(meldAfter(s.meld, move)).toEqual(played?.type === 'played' ? played.meld : undefined)
      }
      const cleared = events.find((e) => e.type === 'trickCleared')
      const expected =
        out || cleared?.type !== 'trickCleared' || cleared.reason === 'pass' ? null : cleared.reason
      // R7 before R6: a play that goes out ends the round, whatever it would have cleared.
      expect(out ? null : clearsTrick(s.meld, move, s.playsInTrick, copies)).toBe(expected)
    }
  }

  it.each([2, 3, 4, 5, 6])('%i players, bigger overwrites on and off', (players) => {
    const rng = new Rng(players * 7919)
    for (const overwrite of ['same-size', 'bigger'] as const) {
      for (let game = 0; game < 3; game++) {
        let s = mustMatch(players, players * 100 + game, { overwrite })
        while (s.phase === 'playing') {
          checkPosition(s)
          const moves = legalMoves(s)
          s = applyOrThrow(s, s.turn as number, moves[rng.int(moves.length)]!).state
        }
      }
    }
  })

  it('a fixed position: an 8 following a lead clears, the same 8 leading does not', () => {
    const s = after(
      2,
      [
        [8, 8, 3],
        [7, 9, 12]
      ],
      1,
      [[1, lead(7)]]
    )
    expect(clearsTrick(s.meld, over(8), s.playsInTrick, 4)).toBe('eight')
    const fresh = after(
      2,
      [
        [8, 8, 3],
        [7, 9, 12]
      ],
      0
    )
    expect(clearsTrick(fresh.meld, lead(8), fresh.playsInTrick, 4)).toBeNull()
  })
})

describe('R4.strength as a number (strengthOf)', () => {
  it('orders melds of one type and size exactly as isStronger does', () => {
    const melds: Meld[] = []
    for (const r of RANKS) melds.push(m('single', r), m('set', r, r))
    for (const r of RANKS) {
      const next = RANKS[RANKS.indexOf(r) + 1]
      if (next === r + 1) melds.push(m('run', r, next))
    }
    for (const a of melds) {
      for (const b of melds) {
        if (a.type !== b.type || a.cards.length !== b.cards.length) continue
        expect({ a, b, stronger: strengthOf(a) > strengthOf(b) }).toEqual({
          a,
          b,
          stronger: isStronger(a, b)
        })
      }
    }
    expect(strengthOf(m('run', 1, 2, 3))).toBe(12) // the lowest run is the strongest
    expect(strengthOf(m('single', 15))).toBe(12)
    expect(strengthOf(m('single', 1))).toBe(0)
  })
})
