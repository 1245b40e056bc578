// Issue 26: stepping through a replayed match visits every state the match went through, in order, and
// a followed seat sees only what that seat knew (its own hand and the others' counts, R9).
import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../engine'
import { playedMatch, recordOf } from '../../../../test-support/engine/recorded-match'
import { validateRecord } from '../../../protocol/match-record'
import { nextPosition, previousPosition, roundOf, shownSeats, stateAt } from './review-model'
import type { Position } from './review-model'

const match = playedMatch(3, { target: 10 }, 4)
const checked = validateRecord(recordOf(match))
if (!checked.ok) throw new Error(checked.error.message)
const rounds = checked.value.record.rounds
const replayed = rounds.map((_, i) => roundOf(checked.value, i))
const shownAt = (at: Position) => stateAt(replayed[at.round]!, at.step)

describe('review positions', () => {
  it('→ from the first deal to the end shows every state as played, round by round; ← walks back', () => {
    const seen = []
    const walked: Position[] = []
    for (let at: Position | null = { round: 0, step: 0 }; at !== null; at = nextPosition(rounds, at)) {
      walked.push(at)
      seen.push(shownAt(at))
    }
    const starts = new Set(
      match.played.filter((p, i) => i === 0 || match.played[i - 1]?.round !== p.round).map((p) => p.before)
    )
    const expected = match.played.flatMap((p) => (starts.has(p.before) ? [p.before, p.after] : [p.after]))
    expect(seen).toEqual(expected)
    const back: Position[] = []
    for (
      let at: Position | null = walked[walked.length - 1] ?? null;
      at !== null;
      at = previousPosition(rounds, at)
    )
      back.push(at)
    expect(back.reverse()).toEqual(walked)
  })
})

describe('following a seat', () => {
  it('shows every hand in the open view, and only the own hand with the others counted when following', () => {
    const state = shownAt({ round: 0, step: 5 })
    const open = shownSeats(state, null)
    expect(open.map((s) => s.hand?.length)).toEqual(state.hands.map((h) => h.reduce((a, b) => a + b, 0)))
    const followed = shownSeats(state, 1)
    expect(followed[1]?.hand).toEqual(viewFor(state, 1).hand)
    expect(followed.filter((s) => s.seat !== 1).every((s) => s.hand === null)).toBe(true)
    expect(followed.map((s) => s.count)).toEqual(viewFor(state, 1).handCounts)
  })
})
