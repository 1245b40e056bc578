import { describe, expect, it } from 'vitest'
import { applyOrThrow, legalMovesForView, roundFromHands, splitTricks, viewFor } from '../../../engine'
import type { MatchState, Move, Rank } from '../../../engine/types'
import { movesContaining, playableRanks } from './playable'
import { justCleared, lastPlays, openTrick, shownTrick } from './trick-view'

function round(hands: number[][]): MatchState {
  const r = roundFromHands(hands.length, hands as Rank[][], 0)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
const lead = (cards: number[]): Move => ({ kind: 'lead', cards: cards as Rank[] })
const sorted = (s: Set<Rank>) => [...s].sort((a, b) => a - b)

describe('which cards can be part of a legal play', () => {
  // Seat 0 led a single 4; seat 1 may overwrite with a stronger single or add 3 or 5 (run) or 4 (set).
  const state = applyOrThrow(round([[4, 15], [1, 2, 3, 5, 9, 9, 12], [11, 13, 14]]), 0, lead([4])).state
  const legal = legalMovesForView(viewFor(state, 1))

  it('dims what cannot follow the central meld', () => {
    expect(sorted(playableRanks(legal, []))).toEqual([1, 2, 3, 5, 9, 12])
  })

  it('narrows to what can join the selection', () => {
    // 3 is added alone (run 3-4), with 2 (2-3-4) or with 1-2 (1-2-3-4); an add is a meld itself, so 3 and 5
    // never go together.
    expect(sorted(playableRanks(legal, [3] as Rank[]))).toEqual([1, 2])
    expect(movesContaining(legal, [3] as Rank[]).map((m) => [m.kind, m.cards])).toEqual(
      expect.arrayContaining([['add', [3]], ['add', [2, 3]]])
    )
    expect(movesContaining(legal, [3] as Rank[])).toHaveLength(3)
  })

  it('ignores a selection that is part of no play', () => {
    expect(sorted(playableRanks(legal, [9, 9] as Rank[]))).toEqual([1, 2, 3, 5, 9, 12])
  })

  it('marks nothing playable when it is not the seat’s turn', () => {
    expect(playableRanks(legalMovesForView(viewFor(state, 2)), []).size).toBe(0)
  })
})

describe('the trick in front of the seats', () => {
  it('keeps each seat’s last play, then the cleared trick once the trick ends', () => {
    let s = round([[2, 15, 13], [3, 8, 12], [11, 14, 1]])
    s = applyOrThrow(s, 0, lead([2])).state
    s = applyOrThrow(s, 1, { kind: 'add', cards: [3] as Rank[] }).state
    s = applyOrThrow(s, 2, { kind: 'pass' }).state
    let tricks = splitTricks(viewFor(s, 0))
    const plays = lastPlays(openTrick(tricks))
    expect([...plays.keys()]).toEqual([0, 1, 2])
    expect(plays.get(2)?.move).toEqual({ kind: 'pass' })
    expect(justCleared(tricks)).toBeNull()
    s = applyOrThrow(s, 0, { kind: 'pass' }).state // R6.pass: seat 1 clears
    tricks = splitTricks(viewFor(s, 0))
    const cleared = justCleared(tricks)
    expect(cleared?.end).toEqual({ ends: 'trick', seat: 1, reason: 'pass' })
    expect(openTrick(tricks)).toBeNull()
    expect(shownTrick(tricks, cleared)).toBe(cleared)
    s = applyOrThrow(s, 1, lead([12])).state
    tricks = splitTricks(viewFor(s, 0))
    expect([...lastPlays(shownTrick(tricks, cleared)).keys()]).toEqual([1])
  })
})
