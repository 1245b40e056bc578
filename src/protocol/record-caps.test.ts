// Issue 48: the caps on a record's work let a real long match at the widest options through (target 200,
// as a file and as its indented export) and refuse a host's 200 rounds of zero points before any move
// is played again; a text over the size cap is refused before it is parsed.
import { describe, expect, it, vi } from 'vitest'
import { zeroPointsRecord } from '../../test-support/engine/planted-record'
import { playedMatch, recordOf } from '../../test-support/engine/recorded-match'
import * as engineRecord from '../engine/match-record'
import { TARGET } from '../engine/option-list'
import { recordFromText, recordText, validateRecord } from './match-record'
import { MAX_MOVES, MAX_MOVES_PER_ROUND, MAX_RECORD_CHARS, MAX_ROUNDS, overCaps } from './record-caps'

const planted = zeroPointsRecord(6, 200, 1)
const movesOf = (record: { rounds: { moves: unknown[] }[] }) =>
  record.rounds.reduce((n, r) => n + r.moves.length, 0)

describe('record caps', () => {
  it.each([
    { players: 2, options: { twoPlayerGame: 'to-target' as const } },
    { players: 6, options: {} },
    { players: 3, options: { threePlayerHand: 16 as const, overwrite: 'bigger' as const } }
  ])('let a real match of $players players to the widest target through', ({ players, options }) => {
    const record = recordOf(playedMatch(players, { ...options, target: TARGET.max }, 1))
    expect(overCaps(record)).toBeNull()
    const exported = JSON.stringify(record, null, 1)
    expect(exported.length).toBeLessThanOrEqual(MAX_RECORD_CHARS)
    expect(recordFromText(exported)).toMatchObject({ ok: true, value: { record } })
  })

  it('refuse the planted zero-points record as too long, before any move is played', () => {
    expect(planted.rounds.length).toBeGreaterThan(MAX_ROUNDS)
    const check = vi.spyOn(engineRecord, 'checkGame')
    expect(validateRecord(planted)).toMatchObject({ ok: false, error: { code: 'too-long' } })
    expect(check).not.toHaveBeenCalled()
    expect(validateRecord(recordOf(playedMatch(3, { target: 10 }, 9))).ok).toBe(true)
    expect(check).toHaveBeenCalledTimes(1)
    check.mockRestore()
  })

  it('refuse a record with more moves than a match, or than a round, as too long', () => {
    const fewRounds = { ...planted, rounds: planted.rounds.slice(0, MAX_ROUNDS) }
    expect(movesOf(fewRounds)).toBeGreaterThan(MAX_MOVES)
    expect(validateRecord(fewRounds)).toMatchObject({ ok: false, error: { code: 'too-long' } })
    const honest = recordOf(playedMatch(3, { target: 10 }, 9))
    const round = honest.rounds[0]!
    round.moves = Array.from(
      { length: MAX_MOVES_PER_ROUND + 1 },
      (_, i) => round.moves[i % round.moves.length]!
    )
    expect(validateRecord(honest)).toMatchObject({ ok: false, error: { code: 'too-long' } })
  })

  it('refuse a text over the size cap before parsing it', () => {
    const parse = vi.spyOn(JSON, 'parse')
    const text = `{"format":"five-three-five/match-record","pad":"${'x'.repeat(MAX_RECORD_CHARS)}"}`
    expect(recordFromText(text)).toMatchObject({ ok: false, error: { code: 'too-large' } })
    expect(parse).not.toHaveBeenCalled()
    parse.mockRestore()
  })

  it('hold a received value to the same size as a text (the planted record is larger too)', () => {
    expect(JSON.stringify(planted).length).toBeGreaterThan(MAX_RECORD_CHARS)
    expect(recordText(planted)).toMatchObject({
      ok: false,
      error: { code: 'too-large' }
    })
    const honest = recordOf(playedMatch(3, { target: 10 }, 9))
    expect(recordText(honest)).toEqual({ ok: true, value: JSON.stringify(honest) })
    const padded = { ...recordOf(playedMatch(3, { target: 10 }, 9)), tableName: 'x'.repeat(MAX_RECORD_CHARS) }
    expect(recordText(padded)).toMatchObject({ ok: false, error: { code: 'too-large' } })
  })
})
