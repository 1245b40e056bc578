// Issue 26: the tape holds the rounds that led to the table's current state, whatever happened on the
// way — undo within a round, a rematch, a table restored mid-match (then it has no record to give).
import { describe, expect, it } from 'vitest'
import { playedMatch } from '../../../test-support/engine/recorded-match'
import { checkGame } from '../../engine/match-record'
import { MatchTape } from './match-tape'
import type { TableSummary } from './table-summary'

const table: TableSummary = {
  name: 'Kitchen',
  status: 'finished',
  roundsPlayed: 0,
  seats: [
    { kind: 'human', name: 'Ada', token: 't', level: 'medium' },
    { kind: 'bot', name: 'Bot 2', token: null, level: 'hard' },
    { kind: 'bot', name: 'Bot 3', token: null, level: 'easy' }
  ]
}
const match = playedMatch(3, { target: 10 }, 11)
const states = match.played.flatMap((p, i) => (i === 0 ? [p.before, p.after] : [p.after]))
const last = states[states.length - 1]!

describe('MatchTape', () => {
  it('records every round of a match it saw from the start, and says when the match just ended', () => {
    const tape = new MatchTape()
    const ended = states.map((s) => tape.observe(s))
    expect(ended.filter(Boolean)).toHaveLength(1)
    expect(ended[ended.length - 1]).toBe(true)
    const record = tape.record(last, table, 5)
    expect(record?.rounds).toEqual(match.game.rounds)
    expect(record?.seats).toEqual([
      { name: 'Ada', bot: false },
      { name: 'Bot 2', bot: true, level: 'hard' },
      { name: 'Bot 3', bot: true, level: 'easy' }
    ])
    expect(record && checkGame({ ...record, players: 3 }).ok).toBe(true)
  })

  it('gives no record before the match is over', () => {
    const tape = new MatchTape()
    const before = states.slice(0, -1)
    for (const s of before) tape.observe(s)
    expect(tape.record(before[before.length - 1]!, table, 5)).toBeNull()
  })

  it('gives no record of a match it joined in its second round (a restored table)', () => {
    const tape = new MatchTape()
    for (const s of states.filter((s) => s.round > 1)) tape.observe(s)
    expect(match.game.rounds.length).toBeGreaterThan(1)
    expect(tape.record(last, table, 5)).toBeNull()
  })

  it('follows an undo back across a round end: the round is recorded again as it is finally played', () => {
    const tape = new MatchTape()
    const roundEnd = states.findIndex((s) => s.phase === 'roundOver')
    for (const s of states.slice(0, roundEnd + 1)) tape.observe(s)
    tape.observe(states[roundEnd - 1]!) // taken back
    for (const s of states.slice(roundEnd)) tape.observe(s)
    expect(tape.record(last, table, 5)?.rounds).toEqual(match.game.rounds)
  })
})
