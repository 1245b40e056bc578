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

describe('MatchTape: who sat in each round (issue 51)', () => {
  const notesOf = (state: (typeof states)[number], names: string[]) => () => ({
    moves: state.log.map((m) => ({ ...m })),
    seats: names.map((name, i) => ({ name, bot: i > 0, ...(i > 0 ? { level: table.seats[i]!.level! } : {}) }))
  })

  it('names the seats of a round as they were at its end, not as they are when the match ends', () => {
    const tape = new MatchTape()
    const roundEnd = states.findIndex((s) => s.phase === 'roundOver')
    // Bea played round 1 at seat 0; Ada took the seat for the rounds after it.
    for (const [i, s] of states.entries()) tape.observe(s, notesOf(s, i <= roundEnd ? ['Bea', 'Bot 2', 'Bot 3'] : ['Ada', 'Bot 2', 'Bot 3']))
    const record = tape.record(last, table, 5)!
    expect(record.version).toBe(3)
    expect(record.rounds[0]?.seats?.map((s) => s.name)).toEqual(['Bea', 'Bot 2', 'Bot 3'])
    expect(record.rounds.slice(1).every((r) => r.seats === undefined)).toBe(true)
    expect(record.seats[0]?.name).toBe('Ada')
  })

  it('keeps a finished round as it was noted at its end while the next deal waits', () => {
    const tape = new MatchTape()
    const roundEnd = states.findIndex((s) => s.phase === 'roundOver')
    for (const s of states.slice(0, roundEnd + 1)) tape.observe(s, notesOf(s, ['Bea', 'Bot 2', 'Bot 3']))
    // The same state seen again after Ada took the seat (a room change, the round still over).
    tape.observe(states[roundEnd]!, notesOf(states[roundEnd]!, ['Ada', 'Bot 2', 'Bot 3']))
    for (const s of states.slice(roundEnd + 1)) tape.observe(s, notesOf(s, ['Ada', 'Bot 2', 'Bot 3']))
    expect(tape.record(last, table, 5)?.rounds[0]?.seats?.[0]?.name).toBe('Bea')
  })
})
