import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MOVE_KINDS, OVERWRITE_RULES, RANKS } from './types'
import type { EngineErrorCode, MatchState, Move, Rank } from './types'
import { apply } from './apply'
import { copiesFor } from './cards'
import { checkMove, legalMoves, legalMovesForView, moveKey, parseMove } from './moves'
import { Rng } from './rng'
import { after, keys, mustMatch, playRandom } from '../../test-support/engine/match-helpers'
import { viewFor } from './view'

const lead = (...cards: Rank[]): Move => ({ kind: 'lead', cards })
const over = (...cards: Rank[]): Move => ({ kind: 'overwrite', cards })
const add = (...cards: Rank[]): Move => ({ kind: 'add', cards })
const pass: Move = { kind: 'pass' }

describe('parseMove: untrusted input', () => {
  it.each([
    [null],
    [undefined],
    ['pass'],
    [42],
    [[]],
    [{}],
    [{ kind: 'fold' }],
    [{ kind: 'PASS' }],
    [{ kind: 'lead' }],
    [{ kind: 'lead', cards: 5 }],
    [{ kind: 'lead', cards: '5' }],
    [{ kind: 'lead', cards: [] }],
    [{ kind: 'lead', cards: [1, 1, 1, 1] }],
    [{ kind: 'lead', cards: [6] }],
    [{ kind: 'lead', cards: [10] }],
    [{ kind: 'lead', cards: [0] }],
    [{ kind: 'lead', cards: [16] }],
    [{ kind: 'lead', cards: [2.5] }],
    [{ kind: 'lead', cards: ['5'] }],
    [{ kind: 'lead', cards: [null] }],
    [{ kind: 'add', cards: [Number.NaN] }],
    [{ kind: 'overwrite', cards: new Array(2) }],
    [{ kind: 'pass', cards: [5] }]
  ])('%j is bad-move', (input) => {
    const r = parseMove(input)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('bad-move')
  })

  it('sorts and copies the cards, drops unknown fields', () => {
    const cards = [5, 4]
    const r = parseMove({ kind: 'lead', cards, extra: true })
    expect(r).toEqual({ ok: true, value: { kind: 'lead', cards: [4, 5] } })
    if (r.ok && r.value.kind !== 'pass') expect(r.value.cards).not.toBe(cards)
  })
})

describe('R5 refusals with their error codes', () => {
  // seat 0: 1 2 3 5 5 8 14 · seat 1: 4 4 9 11 12 13 · seat 2: 7 7 7 15
  const hands = [
    [1, 2, 3, 5, 5, 8, 14],
    [4, 4, 9, 11, 12, 13],
    [7, 7, 7, 15]
  ]
  const start = after(3, hands, 0)
  const onSingle = after(3, hands, 0, [[0, lead(5)]])
  const onRun = after(3, hands, 0, [[0, lead(2, 3)]])
  const onLong = after(
    3,
    [
      [1, 2, 9],
      [3, 4, 11, 12, 13],
      [5, 9]
    ],
    0,
    [
      [0, lead(1, 2)],
      [1, add(3, 4)]
    ]
  )
  const cases: [string, EngineErrorCode, MatchState, number, unknown][] = [
    ['a seat that does not exist', 'bad-seat', start, 3, lead(1)],
    ['a negative seat', 'bad-seat', start, -1, lead(1)],
    ['a fractional seat', 'bad-seat', start, 0.5, lead(1)],
    ['out of turn', 'not-your-turn', start, 1, lead(4)],
    ['a malformed move', 'bad-move', start, 0, { kind: 'lead', cards: [1, 2, 3, 5] }],
    ['a leader passing', 'leader-cannot-pass', start, 0, pass],
    ['cards not in hand', 'not-in-hand', start, 0, lead(4)],
    ['more copies than in hand', 'not-in-hand', start, 0, lead(1, 1)],
    ['not a meld (D4)', 'not-a-meld', start, 0, lead(3, 5)],
    ['across the missing 6', 'not-in-hand', start, 0, { kind: 'lead', cards: [5, 7] }],
    ['overwrite with no meld', 'must-lead', start, 0, over(5)],
    ['add with no meld', 'must-lead', start, 0, add(5)],
    ['lead on a meld', 'cannot-lead', onSingle, 1, lead(9)],
    ['overwrite of another size (R5.overwrite)', 'wrong-size', onSingle, 1, over(4, 4)],
    ['overwrite of another type (R5.overwrite)', 'wrong-type', onRun, 1, over(4, 4)],
    ['overwrite of another size and type: the size is named', 'wrong-size', onRun, 1, over(9)],
    ['overwrite of the same type, longer (R5.overwrite)', 'wrong-size', onRun, 1, over(11, 12, 13)],
    ['overwrite not stronger (single)', 'too-weak', onSingle, 1, over(4)],
    ['overwrite not stronger (run)', 'too-weak', onRun, 1, over(11, 12)],
    ['overwrite of four cards', 'cannot-overwrite-long', onLong, 2, over(9)],
    ['add that does not touch', 'cannot-add', onSingle, 1, add(9)],
    ['add of a set to a run', 'cannot-add', onRun, 1, add(4, 4)],
    ['a set added to a single of another rank', 'cannot-add', onSingle, 1, add(4, 4)]
  ]
  it.each(cases)('%s → %s, state unchanged', (_name, code, state, seat, move) => {
    const before = structuredClone(state)
    const r = apply(state, seat, move)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error.code).toBe(code)
      expect(r.error.message.length).toBeGreaterThan(5)
    }
    expect(state).toEqual(before)
  })

  it('round-over after the round ends', () => {
    const s = after(2, [[5], [1, 2]], 0, [[0, lead(5)]])
    expect(s.phase).not.toBe('playing')
    const r = apply(s, 0, lead(1))
    expect(!r.ok && r.error.code).toBe('round-over')
    expect(legalMoves(s)).toEqual([])
  })
})

describe('legalMoves', () => {
  it('lists overwrite and add of the same cards as two moves (R5)', () => {
    const s = after(
      2,
      [
        [4, 13],
        [5, 7, 1]
      ],
      0,
      [[0, lead(4)]]
    )
    expect(keys(legalMoves(s))).toEqual(keys([pass, over(5), over(7), add(5)]))
  })

  it('a leader has every single, set and run of one to three cards', () => {
    const s = after(2, [[1, 2, 3, 4, 4, 4, 4], [15]], 0)
    expect(keys(legalMoves(s))).toEqual(
      keys([
        lead(1),
        lead(2),
        lead(3),
        lead(4),
        lead(4, 4),
        lead(4, 4, 4),
        lead(1, 2),
        lead(2, 3),
        lead(3, 4),
        lead(1, 2, 3),
        lead(2, 3, 4)
      ])
    )
  })

  it('a full set in five/six-player games takes a fifth copy', () => {
    const s = after(5, [[9, 1], [9, 9, 2], [9, 3], [9, 4], [5]], 0, [
      [0, lead(9)],
      [1, add(9, 9)],
      [2, add(9)]
    ])
    expect(keys(legalMoves(s))).toEqual(keys([pass, add(9)]))
  })

  it('the view of the seat on turn gives the same moves; other seats get none', () => {
    const s = after(
      3,
      [
        [3, 4, 9],
        [1, 2, 5, 13],
        [2, 5, 12]
      ],
      0,
      [[0, lead(3, 4)]]
    )
    expect(keys(legalMovesForView(viewFor(s, 1)))).toEqual(keys(legalMoves(s)))
    expect(legalMovesForView(viewFor(s, 0))).toEqual([])
    expect(legalMovesForView(viewFor(s, 2))).toEqual([])
  })
})

/** Every sub-multiset of one to three cards of a hand. */
function candidateCards(hand: readonly number[]): Rank[][] {
  const out: Rank[][] = []
  const walk = (from: number, picked: Rank[]) => {
    if (picked.length > 0) out.push([...picked])
    if (picked.length === 3) return
    for (let i = from; i < RANKS.length; i++) {
      const r = RANKS[i] as Rank
      const used = picked.filter((x) => x === r).length
      if ((hand[r] ?? 0) > used) walk(i, [...picked, r])
    }
  }
  walk(0, [])
  return out
}

describe('the generator agrees with the rule-by-rule checker (oracle)', () => {
  it('on random positions of 2–6 players, every candidate move is legal iff it is listed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.nat(),
        fc.integer({ min: 0, max: 80 }),
        fc.constantFrom(...OVERWRITE_RULES),
        (players, seed, steps, overwrite) => {
          const s = playRandom(mustMatch(players, seed, { overwrite }), new Rng(seed ^ 0x5a5a), steps)
          if (s.turn === null) return
          const hand = s.hands[s.turn] ?? []
          const accepted: string[] = []
          for (const cards of candidateCards(hand)) {
            for (const kind of MOVE_KINDS) {
              if (kind === 'pass') continue
              if (checkMove(hand, s.meld, { kind, cards }, s.options.overwrite).ok)
                accepted.push(moveKey({ kind, cards }))
            }
          }
          if (checkMove(hand, s.meld, pass, s.options.overwrite).ok) accepted.push('pass')
          expect(keys(legalMoves(s))).toEqual(accepted.sort())
          expect(copiesFor(players)).toBeGreaterThanOrEqual(4)
        }
      ),
      { numRuns: 300 }
    )
  })
})
