// Issue 26: a record from another player's export is untrusted. Each tampering is refused with its code,
// and a refused record gives nothing back (no partly checked record to show).
import { describe, expect, it } from 'vitest'
import { playedMatch, recordOf } from '../../test-support/engine/recorded-match'
import { countsFromRanks } from '../engine/cards'
import { decisionsOf } from '../engine/record-rounds'
import { MAX_RECORD_CHARS, recordFromText, seatsOfRound, validateRecord } from './match-record'
import type { MatchRecord } from './match-record'

const honest = recordOf(playedMatch(3, { target: 10 }, 9))
const copy = (): MatchRecord => structuredClone(honest)

function refusal(value: unknown) {
  const result = validateRecord(value)
  if (result.ok) throw new Error('accepted')
  return result.error
}

describe('validateRecord', () => {
  it('reads an older app\'s "expert" bot as a hard bot, the record otherwise as it was (issue 53)', () => {
    const withLevel = (level: string): unknown => {
      const record = copy() as unknown as { seats: Record<string, unknown>[] }
      record.seats[1] = { name: 'Bot 2', bot: true, level }
      return record
    }
    const hard = validateRecord(withLevel('hard'))
    const older = validateRecord(withLevel('expert'))
    expect(hard.ok).toBe(true)
    expect(older.ok ? older.value.record : older.error).toEqual(hard.ok ? hard.value.record : null)
    expect(validateRecord(withLevel('master')).ok).toBe(false)
  })

  it('accepts an honest record, replayed round by round', () => {
    const result = validateRecord(copy())
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.value.record).toEqual(honest)
      expect(result.value.results.map((r) => r.penalties)).toEqual(honest.rounds.map((r) => r.penalties))
    }
  })

  it('gives the analysis its decisions straight from a checked record', () => {
    const checked = validateRecord(copy())
    if (!checked.ok) throw new Error(checked.error.message)
    const decisions = decisionsOf(checked.value.record, checked.value.results)
    expect(decisions).toEqual(decisionsOf(checked.value.record))
    expect(decisions).toHaveLength(honest.rounds.reduce((n, r) => n + r.moves.length, 0))
    expect(decisions[0]?.before.hands).toEqual(honest.rounds[0]?.hands.map(countsFromRanks))
  })

  it('survives the file round trip (export, then open)', () => {
    expect(recordFromText(JSON.stringify(honest))).toMatchObject({ ok: true, value: { record: honest } })
  })

  it('refuses a changed card', () => {
    const record = copy()
    const move = record.rounds[0]!.moves.find((m) => m.move.kind !== 'pass')!.move as { cards: number[] }
    move.cards[0] = move.cards[0] === 15 ? 14 : 15
    expect(refusal(record).code).toBe('corrupt')
  })

  it('refuses an impossible move (a seat moving out of turn)', () => {
    const record = copy()
    const first = record.rounds[0]!.moves[0]!
    first.seat = (first.seat + 1) % record.seats.length
    expect(refusal(record)).toMatchObject({
      code: 'corrupt',
      message: expect.stringContaining('Round 1, move 1')
    })
  })

  it('refuses an extra field carrying a script, anywhere in the record', () => {
    const top = { ...copy(), onload: '<script>alert(1)</script>' }
    expect(refusal(top).code).toBe('bad-shape')
    const deep = copy() as unknown as { seats: Record<string, unknown>[] }
    deep.seats[0]!.html = '<img src=x onerror=alert(1)>'
    expect(refusal(deep).code).toBe('bad-shape')
  })

  it('refuses a name that could pass for something else', () => {
    const record = copy()
    record.seats[0]!.name = 'Ada\u202E'
    expect(refusal(record).code).toBe('bad-shape')
  })

  it('refuses a duplicated card (a deal with one card twice too many)', () => {
    const record = copy()
    const round = record.rounds[0]!
    round.undealt = [...round.undealt, round.hands[0]![0]!]
    expect(refusal(record)).toMatchObject({ code: 'corrupt', message: expect.stringContaining('deck') })
  })

  it('refuses totals or winners the rounds do not give', () => {
    const record = copy()
    record.totals[0]! += 1
    expect(refusal(record).code).toBe('corrupt')
  })

  it('refuses another version, another file, and text that is not JSON', () => {
    expect(refusal({ ...copy(), version: 4 }).code).toBe('unsupported-version')
    expect(refusal({ hello: 'world' }).code).toBe('not-a-record')
    expect(recordFromText('{"format":')).toMatchObject({ ok: false, error: { code: 'not-json' } })
  })

  describe('a match the host ended early (issue 51)', () => {
    const long = recordOf(playedMatch(3, { target: 80 }, 4))
    /** The record of the same match had the host ended it during its last round. */
    const endedEarly = (): MatchRecord => {
      const rounds = structuredClone(long.rounds.slice(0, -1))
      const totals = [0, 1, 2].map((seat) => rounds.reduce((sum, r) => sum + r.penalties[seat]!, 0))
      const low = Math.min(...totals)
      const winners = totals.flatMap((t, seat) => (t === low ? [seat] : []))
      return { ...structuredClone(long), version: 2, rounds, totals, winners, endedEarly: true }
    }

    it('is read: its finished rounds replay, the lowest total wins', () => {
      expect(long.rounds.length).toBeGreaterThan(1)
      expect(validateRecord(endedEarly())).toMatchObject({ ok: true })
    })

    it('is refused with other winners, as version 1, or when its rounds had reached the target', () => {
      const record = endedEarly()
      const loser = record.totals.indexOf(Math.max(...record.totals))
      expect(refusal({ ...record, winners: [loser] }).code).toBe('corrupt')
      expect(refusal({ ...record, version: 1 }).code).toBe('bad-shape')
      expect(refusal({ ...copy(), version: 2, endedEarly: true }).code).toBe('corrupt')
    })
  })

  describe('who made each move, the moves taken back and who sat in a round (issue 51)', () => {
    /** The honest record as a table that knew more would have kept it: version 3, round 1 marked. */
    const marked = (): MatchRecord => {
      const record = copy()
      const round = record.rounds[0]!
      round.moves[0]!.by = 'timer'
      round.moves[1]!.by = 'standIn'
      // Moves 3 and 4 were made, taken back, and made again the same way.
      round.undos = [{ at: 2, moves: structuredClone(round.moves.slice(2, 4)) }]
      round.seats = record.seats.map((s, i) => (i === 1 ? { name: 'Bea', bot: false } : s))
      return { ...record, version: 3 }
    }

    it('reads an old record as it was: every move its seat made itself, every round the same seats', () => {
      const checked = validateRecord(copy())
      if (!checked.ok) throw new Error(checked.error.message)
      const { record } = checked.value
      expect(record.rounds.flatMap((r) => r.moves).every((m) => m.by === undefined)).toBe(true)
      expect(record.rounds.map((_, i) => seatsOfRound(record, i))).toEqual(record.rounds.map(() => honest.seats))
    })

    it('reads the marks, the undos and a round of its own seats back as they were written', () => {
      const record = marked()
      const checked = validateRecord(JSON.parse(JSON.stringify(record)))
      expect(checked).toMatchObject({ ok: true, value: { record } })
      if (checked.ok) expect(seatsOfRound(checked.value.record, 0)[1]?.name).toBe('Bea')
      if (checked.ok) expect(seatsOfRound(checked.value.record, 1)).toEqual(record.seats)
    })

    it('refuses marks in a record of an older version, and a maker it does not know', () => {
      expect(refusal({ ...marked(), version: 1 }).code).toBe('bad-shape')
      const unknown = marked() as unknown as { rounds: { moves: { by: string }[] }[] }
      unknown.rounds[0]!.moves[0]!.by = 'ghost'
      expect(refusal(unknown).code).toBe('bad-shape')
    })

    it('refuses an undo of a move the rules refuse, or of more moves than the round had', () => {
      const illegal = marked()
      const taken = illegal.rounds[0]!.undos![0]!.moves[0]!
      taken.seat = (taken.seat + 1) % illegal.seats.length
      expect(refusal(illegal)).toMatchObject({ code: 'corrupt', message: expect.stringContaining('undo 1') })
      const beyond = marked()
      beyond.rounds[0]!.undos![0]!.at = beyond.rounds[0]!.moves.length + 1
      expect(refusal(beyond).code).toBe('corrupt')
    })

    it("refuses an undo of the round's last move (an undo takes back moves of a round being played)", () => {
      const record = marked()
      const round = record.rounds[0]!
      const last = round.moves.length - 1
      round.undos = [{ at: last, moves: structuredClone(round.moves.slice(last)) }]
      expect(refusal(record)).toMatchObject({ code: 'corrupt', message: expect.stringContaining('ended the round') })
    })
  })

  it('refuses an oversized file before reading it', () => {
    const text = JSON.stringify({ ...copy(), padding: 'x'.repeat(MAX_RECORD_CHARS) })
    expect(recordFromText(text)).toMatchObject({ ok: false, error: { code: 'too-large' } })
  })

  it('leaves the value it checked unchanged', () => {
    const record = copy()
    record.rounds[0]!.penalties[0]! += 1
    const before = structuredClone(record)
    validateRecord(record)
    expect(record).toEqual(before)
  })
})
