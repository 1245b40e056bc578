import { describe, expect, it } from 'vitest'
import { RANKS } from '../../engine/types'
import type { MatchState, Rank, RankCounts } from '../../engine/types'
import { Rng, cloneState, legalMoves, roundFromHands, viewFor } from '../../engine/index'
import { botInput } from '../input'
import { randomPosition } from '../../../test-support/bots/positions'
import {
  INPUT_SIZE,
  MOVE_PARTS,
  MOVE_SIZE,
  STATE_PARTS,
  STATE_SIZE,
  decisionFeatures,
  offsetOf
} from './features'

/** Every card the seat on turn cannot see (other hands, undealt, later hands), dealt again at random
 *  into the same places with the same counts; `dealt` rebuilt to match, so the state stays whole. */
function reshuffleHidden(state: MatchState, seed: number): MatchState {
  const next = cloneState(state)
  const seat = state.turn!
  const pool: Rank[] = []
  const take = (counts: RankCounts): void => {
    for (const r of RANKS) for (let i = 0; i < (counts[r] ?? 0); i++) pool.push(r)
  }
  const others = [...Array(state.players).keys()].filter((s) => s !== seat)
  for (const s of others) take(state.hands[s]!)
  take(state.undealt)
  for (const h of state.reserve) take(h)
  const rng = new Rng(seed)
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  const refill = (like: RankCounts): RankCounts => {
    const out = new Array<number>(16).fill(0)
    const n = like.reduce((a, b) => a + b, 0)
    for (let i = 0; i < n; i++) out[pool.pop()!]!++
    return out
  }
  for (const s of others) next.hands[s] = refill(state.hands[s]!)
  next.undealt = refill(state.undealt)
  next.reserve = state.reserve.map(refill)
  // What each seat was dealt this round: its hand now plus what it played.
  for (const s of others) {
    const dealt = [...next.hands[s]!]
    for (const l of state.log)
      if (l.seat === s && l.move.kind !== 'pass') for (const c of l.move.cards) dealt[c]!++
    next.dealt[s] = dealt
  }
  next.dealtUndealt = [...next.undealt]
  return next
}

const featuresOf = (state: MatchState) => {
  const input = botInput(viewFor(state, state.turn!))
  return decisionFeatures(input, legalMoves(state))
}

describe('the learned evaluation’s features', () => {
  it('lays out the parts it names, one input for the network', () => {
    const sum = (p: Record<string, number>) => Object.values(p).reduce((a, b) => a + b, 0)
    expect(STATE_SIZE).toBe(sum(STATE_PARTS))
    expect(MOVE_SIZE).toBe(sum(MOVE_PARTS))
    expect(INPUT_SIZE).toBe(STATE_SIZE + MOVE_SIZE)
    expect(offsetOf(MOVE_PARTS, 'shape')).toBe(MOVE_PARTS.kind)
  })

  it('never reads a hidden card: the same features when the others’ hands and the undealt cards differ', () => {
    let differed = 0
    for (let i = 0; i < 120; i++) {
      const { state } = randomPosition(3000 + i)
      const other = reshuffleHidden(state, i)
      if (JSON.stringify(other.hands) !== JSON.stringify(state.hands)) differed++
      const a = featuresOf(state)
      const b = featuresOf(other)
      expect(b.state).toEqual(a.state)
      expect(b.moves).toEqual(a.moves)
    }
    // The check means something only when the hidden cards really moved.
    expect(differed).toBeGreaterThan(100)
  })

  it('gives every legal move a row of finite numbers, at 2 to 6 players', () => {
    const seen = new Set<number>()
    for (let i = 0; i < 200; i++) {
      const { state } = randomPosition(5000 + i)
      seen.add(state.players)
      const f = featuresOf(state)
      expect(f.count).toBe(legalMoves(state).length)
      expect(f.moves.length).toBe(f.count * MOVE_SIZE)
      expect([...f.state, ...f.moves].every(Number.isFinite)).toBe(true)
      // One presence flag per opponent, in the slots after the seat on turn.
      const slots = offsetOf(STATE_PARTS, 'opponents')
      const present = [0, 1, 2, 3, 4].filter((k) => f.state[slots + k * 8] === 1)
      expect(present).toEqual([...Array(state.players - 1).keys()])
    }
    expect([...seen].sort()).toEqual([2, 3, 4, 5, 6])
  })

  it('describes a move by what it does to the hand and the trick', () => {
    // Seat 0 holds 2 3 4 8 8 13 13 and leads: 2-3-4 is a clean run, 3 alone cuts it, 13 breaks a pair.
    const made = roundFromHands(
      4,
      [
        [2, 3, 4, 8, 8, 13, 13],
        [1, 5, 7, 9, 11, 12, 14],
        [1, 5, 7, 9, 11, 12, 14],
        [1, 5, 7, 9, 11, 12, 14]
      ] as Rank[][],
      0
    )
    if (!made.ok) throw new Error(made.error.message)
    const input = botInput(viewFor(made.value, 0))
    const moves = [
      { kind: 'lead' as const, cards: [2, 3, 4] as Rank[] },
      { kind: 'lead' as const, cards: [3] as Rank[] },
      { kind: 'lead' as const, cards: [13] as Rank[] },
      { kind: 'lead' as const, cards: [8, 8] as Rank[] }
    ]
    const f = decisionFeatures(input, moves)
    const at = (move: number, part: keyof typeof MOVE_PARTS, k = 0) =>
      f.moves[move * MOVE_SIZE + offsetOf(MOVE_PARTS, part) + k]
    // holdings: clean, part of a set, cut from a run
    expect([at(0, 'holdings'), at(0, 'holdings', 1), at(0, 'holdings', 2)]).toEqual([1, 0, 0])
    expect([at(1, 'holdings'), at(1, 'holdings', 1), at(1, 'holdings', 2)]).toEqual([0, 0, 1])
    expect([at(2, 'holdings'), at(2, 'holdings', 1), at(2, 'holdings', 2)]).toEqual([0, 1, 0])
    expect(at(3, 'eights')).toBe(1)
    expect(at(0, 'eights')).toBe(0)
    // cards left after the play, of 7
    expect(at(0, 'left')).toBeCloseTo(4 / 12)
    // the kind is a lead, the shape a run of size three starting at rank 2
    expect(at(0, 'kind', 1)).toBe(1)
    expect(at(0, 'shape', 2)).toBe(1)
    expect(at(0, 'size', 2)).toBe(1)
    expect(at(0, 'low', RANKS.indexOf(2))).toBe(1)
    // Nobody else can hold four 13s: with one 13 played, two are unseen, so a single 13 can be overwritten
    // only by 14s and 15s, which are out there: not a sure winner.
    expect(at(2, 'answers')).toBe(0)
  })
})
