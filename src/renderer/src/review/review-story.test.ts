// Issue 51: the review's move list says who really made each move, shows the moves a solo player took
// back (and the undo), and names a round's seats as they were in that round; the analysis judges only the
// seats' own decisions.
import { beforeAll, describe, expect, it } from 'vitest'
import { playedMatch, recordOf } from '../../../../test-support/engine/recorded-match'
import { validateRecord } from '../../../protocol/match-record'
import type { MatchRecord } from '../../../protocol/match-record'
import { en } from '../i18n/en'
import { roundOf } from './review-model'
import { ownDecisions, roundNames, storyLines } from './review-story'

const honest = recordOf(playedMatch(3, { target: 10 }, 9))
const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '')

function check(record: MatchRecord) {
  const checked = validateRecord(JSON.parse(JSON.stringify(record)))
  if (!checked.ok) throw new Error(checked.error.message)
  return checked.value
}

/** Round 1 as a table that knew more kept it: a timer's move, a stand-in's, an undo, Bea at seat 1. */
function marked(): MatchRecord {
  const record = structuredClone(honest)
  const round = record.rounds[0]!
  round.moves[0]!.by = 'timer'
  round.moves[1]!.by = 'standIn'
  round.undos = [{ at: 2, moves: structuredClone(round.moves.slice(2, 4)) }]
  round.seats = record.seats.map((s, i) => (i === 1 ? { name: 'Bea', bot: false } : s))
  return { ...record, version: 3 }
}

describe('the review move list', () => {
  const checked = check(marked())
  const first = checked.record.rounds[0]!.moves[0]!
  // The words are read in the tests, once English is loaded (english-for-tests.ts).
  let lines: ReturnType<typeof storyLines> = []
  let names: string[] = []
  beforeAll(() => {
    lines = storyLines(checked, 0, roundOf(checked, 0))
    names = roundNames(checked, 0)
  })

  it("marks the turn timer's move and the stand-in's by who made them, with the round's own names", () => {
    expect(names[1]).toBe('Bea')
    const timerName = fill(en.reviewMoves.byTimer, { name: names[first.seat]! })
    expect(lines[0]?.text.startsWith(timerName)).toBe(true)
    expect(lines[1]?.text.startsWith(fill(en.reviewMoves.byStandIn, { name: names[checked.record.rounds[0]!.moves[1]!.seat]! }))).toBe(true)
    expect(lines.slice(2).some((l) => l.text.includes('('))).toBe(false)
  })

  it('shows the moves taken back where they were made, marked, then the undo, then the round going on', () => {
    expect(lines.map((l) => (l.undo ? 'undo' : l.takenBack ? 'back' : l.step))).toEqual([
      1, 2, 'back', 'back', 'undo', ...checked.record.rounds[0]!.moves.slice(2).map((_, i) => i + 3)
    ])
    const undoneBy = names[checked.record.rounds[0]!.undos![0]!.moves[0]!.seat]!
    expect(lines[4]?.text).toBe(fill(en.reviewMoves.undo, { name: undoneBy }))
    // A taken-back move reads as the same move made again, marked as taken back.
    expect(lines[2]?.text).toBe(fill(en.reviewMoves.takenBack, { line: lines[5]!.text }))
  })

  it('names the other rounds by the seats at the end, and an old record plainly', () => {
    expect(roundNames(checked, 1)).toEqual(roundNames(check(honest), 1))
    expect(roundNames(checked, 0)).not.toEqual(roundNames(check(honest), 0))
    const plain = check(honest)
    const told = storyLines(plain, 0, roundOf(plain, 0))
    expect(told.map((l) => l.step)).toEqual(plain.record.rounds[0]!.moves.map((_, i) => i + 1))
    expect(told.some((l) => l.takenBack || l.undo)).toBe(false)
  })

  it("leaves the timer's and the stand-in's moves out of the decisions the analysis judges", () => {
    const all = ownDecisions(check(honest))
    const own = ownDecisions(checked)
    expect(own).toHaveLength(all.length - 2)
    expect(own[0]).toEqual(all[2])
  })
})
