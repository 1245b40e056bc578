import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { SeatHolder, Stage, TournamentState } from '../protocol/tournament-data'
import {
  finishStage,
  registered,
  run,
  seededContext,
  settingsWith
} from '../../test-support/tournament/tournaments'
import { RECORDS_EXPORT_FORMAT, STANDINGS_EXPORT_FORMAT } from '../protocol/tournament-exports'
import {
  CSV_BOM,
  csvText,
  exportFileName,
  recordsCsv,
  recordsDocument,
  standingsCsv,
  standingsDocument
} from './export'
import { playedMatch, recordOf } from '../../test-support/engine/recorded-match'
import type { MatchRecord } from '../protocol/match-record'

/** An RFC 4180 reader (quoted fields, "" for a quote, CRLF between records), to read the CSV back. */
function readCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (quoted && c === '"') {
      quoted = false
    } else if (quoted) {
      field += c
    } else if (c === '"') {
      quoted = true
    } else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else {
      field += c
    }
  }
  if (field !== '' || row.length > 0)
    throw new Error(`the text does not end with CRLF: ${JSON.stringify(text)}`)
  return rows
}

const seat = (id: number | 'bot'): SeatHolder =>
  id === 'bot' ? { kind: 'filler', level: 'easy' } : { kind: 'entrant', id }
const SEED = 'ab'.repeat(32)
const stage = (...tables: [(number | 'bot')[], number[][]][]): Stage => ({
  tables: tables.map(([ids, deals]) => ({ seats: ids.map(seat), deals, standIns: [] })),
  seeds: { '3': SEED }
})

/**
 * A duplicate evening, stage 1 finished and stage 2 half played: two tables of three, two deals.
 * Stage 1, each hand against the one other holder (penalty minus the other's):
 *   deal 1: 4 vs 2 → +2/−2; 10 vs 2 → +8/−8; 1 vs 8 → −7/+7
 *   deal 2: 0 vs 3 → −3/+3; 6 vs 0 → +6/−6; 6 vs 9 → −3/+3
 * Totals (lower is better): 5 −14, 3 −10, 1 −1, 4 +1, 6 +10, 2 +14.
 * Stage 2: table 1 finished deal 1, table 2 none yet: nobody outside table 1 may see that deal.
 */
const duplicateEvening: TournamentState = {
  format: 'five-three-five/tournament',
  version: 1,
  settings: settingsWith({ name: 'Duplicate, "open"', format: 'duplicate', stages: 2, dealsPerStage: 2 }),
  entrants: ['Ann', '@home', '+1 Cy', 'Dee', '-5', 'Fay'].map((name, i) => ({ id: i + 1, name })),
  lastEntrantId: 6,
  stages: [
    stage(
      [
        [1, 2, 3],
        [
          [4, 10, 1],
          [0, 6, 6]
        ]
      ],
      [
        [4, 5, 6],
        [
          [2, 2, 8],
          [3, 0, 9]
        ]
      ]
    ),
    stage([[1, 5, 3], [[1, 2, 3]]], [[4, 2, 6], []])
  ]
}

/**
 * A Swiss evening through the reducer: Ann, Bob, a bot and Dee; each deal's penalty is the entrant's id.
 * Stage 1 (one table of four, one deal): Ann beats 3 → 1, Bob 2 → 2/3, Bot 1 → 1/3, Dee 0.
 * Bob withdraws; stage 2 (a table of three): Ann 1, Bot 1 ½, Dee 0.
 * Totals: Ann 2, Bot 1 5/6, Bob 2/3, Dee 0.
 */
function swissEvening(first = '=HYPERLINK("x","win")'): TournamentState {
  const context = seededContext(7)
  const names = [first, 'Bob, Jr.', 'Bot', 'Dee "D"']
  let s = registered({ format: 'swiss', stages: 2, dealsPerStage: 1 }, names, context)
  s = run(s, context, { type: 'startStage', stage: 1 })
  s = finishStage(s, context)
  s = run(s, context, { type: 'withdraw', entrant: 2 }, { type: 'startStage', stage: 2 })
  return finishStage(s, context)
}

describe('the standings as CSV', () => {
  it('ranks a Swiss evening with its marks, an empty stage and formula text neutralised (hand-computed)', () => {
    const csv = standingsCsv(swissEvening())
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv.slice(CSV_BOM.length)).toBe(
      'Place,Name,Bot,Withdrawn,Stage 1,Stage 2,Total\r\n' +
        `1,"'=HYPERLINK(""x"",""win"")",,,1,1,2\r\n` +
        '2,Bot 1,yes,,0.333333,0.5,0.833333\r\n' +
        '3,"Bob, Jr.",,yes,0.666667,,0.666667\r\n' +
        '4,"Dee ""D""",,,0,0,0\r\n'
    )
  })

  it('ranks a duplicate evening by the sum of its deal scores, finished stages only (hand-computed)', () => {
    const rows = readCsv(standingsCsv(duplicateEvening).slice(CSV_BOM.length))
    expect(rows).toEqual([
      ['Place', 'Name', 'Bot', 'Withdrawn', 'Stage 1', 'Total'],
      ['1', "'-5", '', '', '-14', '-14'],
      ['2', "'+1 Cy", '', '', '-10', '-10'],
      ['3', 'Ann', '', '', '-1', '-1'],
      ['4', 'Dee', '', '', '1', '1'],
      ['5', 'Fay', '', '', '10', '10'],
      ['6', "'@home", '', '', '14', '14']
    ])
  })

  it('shares a rank between equal totals', () => {
    // Both tables alike: every hand's two holders took the same penalty, so everyone scores 0.
    const even = stage(
      [
        [1, 2, 3],
        [
          [1, 2, 3],
          [3, 2, 1]
        ]
      ],
      [
        [4, 5, 6],
        [
          [1, 2, 3],
          [3, 2, 1]
        ]
      ]
    )
    const rows = readCsv(standingsCsv({ ...duplicateEvening, stages: [even] }).slice(CSV_BOM.length))
    expect(rows.slice(1).map((r) => [r[0], r[5]])).toEqual(Array.from({ length: 6 }, () => ['1', '0']))
  })

  it('has the header row only before any stage is finished', () => {
    const csv = standingsCsv({ ...duplicateEvening, stages: [] })
    expect(readCsv(csv.slice(CSV_BOM.length))[0]).toEqual(['Place', 'Name', 'Bot', 'Withdrawn', 'Total'])
  })
})

describe('a CSV text field', () => {
  it('is quoted for a comma, a quote or a line break, and left alone otherwise', () => {
    expect(csvText('Ann')).toBe('Ann')
    expect(csvText('Bob, Jr.')).toBe('"Bob, Jr."')
    expect(csvText('say "hi"')).toBe('"say ""hi"""')
    expect(csvText('two\r\nlines')).toBe('"two\r\nlines"')
    expect(csvText('one\nline')).toBe('"one\nline"')
  })

  it('starts with an apostrophe when a spreadsheet would run it', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠'])
      expect(csvText(`${start}SUM(A1:A9)`)).toMatch(/^"?'/)
    expect(csvText('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`)
    expect(csvText('Ann = Bob')).toBe('Ann = Bob')
  })

  it('reads back whole from an RFC 4180 reader, a formula start behind one apostrophe', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\r', '\n', '=', '+', '-', '@', 'é')
    })
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 5 }), (fields) => {
        const [row] = readCsv(`${fields.map(csvText).join(',')}\r\n`)
        expect(row).toEqual(fields.map((f) => (/^[=+\-@\r]/.test(f) ? `'${f}` : f)))
      })
    )
  })
})

describe('the standings as JSON', () => {
  it('holds the tournament, its stages as outsiders see them and the standings, never a seed', () => {
    const doc = standingsDocument(duplicateEvening, Date.UTC(2026, 0, 9, 23, 30))
    expect(doc).toMatchObject({
      format: STANDINGS_EXPORT_FORMAT,
      version: 1,
      exportedAt: '2026-01-09T23:30:00.000Z',
      tournament: { name: 'Duplicate, "open"', format: 'duplicate', phase: 'playing' },
      settings: duplicateEvening.settings,
      entrants: duplicateEvening.entrants
    })
    expect(JSON.stringify(doc)).not.toContain(SEED)
    expect(doc.stages.map((s) => [s.stage, s.finished, s.tables.map((t) => t.deals.length)])).toEqual([
      [1, true, [2, 2]],
      [2, false, [0, 0]] // table 1's first deal of stage 2 waits for table 2
    ])
    expect(doc.stages.every((s) => !('seeds' in s))).toBe(true)
    expect(doc.standings.better).toBe('lower')
    expect(doc.standings.rows.map((r) => [r.rank, r.entrant, r.stages, r.total])).toEqual([
      [1, 5, [-14], -14],
      [2, 3, [-10], -10],
      [3, 1, [-1], -1],
      [4, 4, [1], 1],
      [5, 6, [10], 10],
      [6, 2, [14], 14]
    ])
  })

  it('gives each stage’s score to a millionth, as the CSV does', () => {
    const doc = standingsDocument(swissEvening('Ann'), 0)
    expect(doc.tournament.phase).toBe('over')
    expect(doc.standings.rows.map((r) => [r.name, r.bot, r.withdrawn, r.stages, r.total])).toEqual([
      ['Ann', false, false, [1, 1], 2],
      ['Bot 1', true, false, [0.333333, 0.5], 0.833333],
      ['Bob, Jr.', false, true, [0.666667, null], 0.666667],
      ['Dee "D"', false, false, [0, 0], 0]
    ])
  })
})

describe('the records as JSON', () => {
  it('wraps the records it is given, each as it is', () => {
    const record = { format: 'five-three-five/match-record', tableName: 'Friday 1.2' } as MatchRecord
    const doc = recordsDocument({ name: 'Friday' }, [record], 0)
    expect(doc).toEqual({
      format: RECORDS_EXPORT_FORMAT,
      version: 1,
      exportedAt: '1970-01-01T00:00:00.000Z',
      tournament: 'Friday',
      records: [record]
    })
  })
})

describe('the records as CSV', () => {
  it('has a row per seat of every round: who sat there, who went out, the penalty and the match total', () => {
    const record = recordOf(playedMatch(3, {}, 7))
    const rows = readCsv(recordsCsv([{ ...record, tableName: '=Table 1.1' }]).slice(CSV_BOM.length))
    expect(rows[0]).toEqual([
      'Table',
      'Ended',
      'Round',
      'Seat',
      'Player',
      'Bot',
      'Went out',
      'Penalty',
      'Match total'
    ])
    const body = rows.slice(1)
    expect(body).toHaveLength(record.rounds.length * 3)
    expect(new Set(body.map((r) => r[0]))).toEqual(new Set(["'=Table 1.1"])) // a spreadsheet runs no formula
    record.rounds.forEach((round, i) => {
      const seats = body.slice(i * 3, i * 3 + 3)
      expect(seats.map((r) => Number(r[7]))).toEqual(round.penalties)
      expect(seats.filter((r) => r[6] === 'yes').map((r) => Number(r[3]) - 1)).toEqual([round.wentOut])
      expect(seats.map((r) => r[4])).toEqual(record.seats.map((p) => p.name))
      expect(seats.map((r) => Number(r[8]))).toEqual(record.totals)
    })
    // every seat's penalties add up to its match total
    for (let seat = 0; seat < 3; seat++)
      expect(body.filter((r) => Number(r[3]) === seat + 1).reduce((n, r) => n + Number(r[7]), 0)).toBe(
        record.totals[seat]
      )
  })
})

describe('a file name', () => {
  it('comes from the tournament’s name', () => {
    expect(exportFileName('Friday night', 'standings', 'csv')).toBe('friday-night-standings.csv')
    expect(exportFileName('Soirée d’été', 'records', 'json')).toBe('soirée-d-été-records.json')
    expect(exportFileName('Soirée d’été', 'records', 'json', true)).toBe('soiree-d-ete-records.json')
    expect(exportFileName('ليلة الجمعة', 'standings', 'json')).toBe('ليلة-الجمعة-standings.json')
    expect(exportFileName('ليلة الجمعة', 'standings', 'json', true)).toBe('tournament-standings.json')
    expect(exportFileName('../../etc/passwd', 'standings', 'csv')).toBe('etc-passwd-standings.csv')
    expect(exportFileName('x'.repeat(100), 'records', 'json')).toBe(`${'x'.repeat(40)}-records.json`)
  })

  it('holds only letters, digits, dashes and one dot, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.boolean(), (name, ascii) => {
        const file = exportFileName(name, 'records', 'json', ascii)
        expect(file).toMatch(ascii ? /^[a-z0-9-]+-records\.json$/ : /^[\p{L}\p{M}\p{N}-]+-records\.json$/u)
        expect(file).not.toMatch(/^-|--/)
      })
    )
  })
})
