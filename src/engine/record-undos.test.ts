// Issue 51: a round with moves taken back tells its whole story in the order it happened, rebuilt from
// the final line and the undos (oldest first).
import { describe, expect, it } from 'vitest'
import { linesBeforeUndos, roundStory } from './record-undos'
import type { LoggedMove } from './types'

/** A move that stands for itself: seat 0 playing the single `rank` (only its identity matters here). */
const m = (rank: 1 | 2 | 3 | 4 | 5 | 7 | 8 | 9 | 11): LoggedMove => ({ seat: 0, move: { kind: 'lead', cards: [rank] } })
const told = (story: ReturnType<typeof roundStory>) =>
  story.map((e) => (e.kind === 'undo' ? `undo→${e.at}` : `${e.entry.move.kind === 'pass' ? '-' : e.entry.move.cards[0]}@${e.step ?? 'x'}`))

describe('roundStory', () => {
  it('is the round itself, step by step, when nothing was taken back', () => {
    expect(told(roundStory([m(1), m(2), m(3)]))).toEqual(['1@1', '2@2', '3@3'])
  })

  it('shows a taken-back move where it was made, then the undo, then the move made instead', () => {
    // 1 2 3 played, 3 taken back, then 4: the round is 1 2 4.
    const story = roundStory([m(1), m(2), m(4)], [{ at: 2, moves: [m(3)] }])
    expect(told(story)).toEqual(['1@1', '2@2', '3@x', 'undo→2', '4@3'])
  })

  it('rebuilds undos that went back further than the one before them', () => {
    // 1 2 3 4 5 played; 4 5 taken back; 7 played; 2 3 7 taken back; 8 9 played: the round is 1 8 9.
    const undos = [
      { at: 3, moves: [m(4), m(5)] },
      { at: 1, moves: [m(2), m(3), m(7)] }
    ]
    expect(linesBeforeUndos([m(1), m(8), m(9)], undos)).toEqual([
      [m(1), m(2), m(3), m(4), m(5)],
      [m(1), m(2), m(3), m(7)]
    ])
    expect(told(roundStory([m(1), m(8), m(9)], undos))).toEqual([
      '1@1', '2@x', '3@x', '4@x', '5@x', 'undo→3', '7@x', 'undo→1', '8@2', '9@3'
    ])
  })

  it('cannot rebuild an undo that leaves more moves than there were', () => {
    expect(linesBeforeUndos([m(1)], [{ at: 2, moves: [m(2)] }])).toBeNull()
  })
})
