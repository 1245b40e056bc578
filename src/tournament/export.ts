// After the evening (issue 52, docs/tournament.md › Export): the standings as CSV and as a JSON document,
// every match record as one JSON document, and the files' names. Pure: the host serves them
// (server/tournament/export-routes.ts).
// - Only what anyone outside the host may hold: everything goes through `forOutsiders` here, whatever
//   the caller passes, so no seed and no duplicate result before every table of its size has it.
// - The scores are standings.ts's, never computed again: the CSV and the JSON rank exactly as the screens.
// - CSV (RFC 4180): a header row, CRLF, a field quoted when it holds a comma, a quote or a line break.
//   A name is a player's own text, and a spreadsheet runs a cell that starts with = + - @ (or a tab or a
//   CR) as a formula: "=HYPERLINK(…)" would be a link on the director's screen. Such a name is written
//   with a leading apostrophe, which spreadsheets read as "this is text". Numbers are never text. A
//   byte-order mark first, so a spreadsheet reads the names as UTF-8 (Zoë, ليلى), not as its code page.
import type { MatchRecord } from '../protocol/match-record'
import type { Entrant, Stage, TournamentSettings, TournamentState } from '../protocol/tournament-data'
import {
  RECORDS_EXPORT_FORMAT,
  STANDINGS_EXPORT_FORMAT,
  TOURNAMENT_EXPORT_VERSION
} from '../protocol/tournament-exports'
import type { TournamentFormat } from '../protocol/vocabulary'
import { forOutsiders } from './duplicate-secrecy'
import { roundScore, standings } from './standings'
import type { StandingRow, Standings } from './standings'
import { phaseOf, stageFinished } from './tournament-state'
import type { TournamentPhase } from './tournament-state'

/** What a spreadsheet would start a formula with (the full-width forms too: some read them as the same). */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/
const NEEDS_QUOTES = /[",\r\n]/

/** A text field of a CSV row: neutralised when a spreadsheet would run it, quoted when RFC 4180 asks. */
export function csvText(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A score as the standings show it (to a millionth); empty for a stage the entrant did not sit at. */
const csvScore = (score: number | null): string => (score === null ? '' : String(roundScore(score)))

/** The byte-order mark a CSV starts with (see above). */
export const CSV_BOM = '\ufeff'

/**
 * The standings as CSV: Place, Name, Bot, Withdrawn, one column per finished stage, Total; best first.
 * A stage's score is Swiss match points or the sum of the duplicate deal scores (standings.ts).
 */
export function standingsCsv(state: TournamentState): string {
  const table = standings(forOutsiders(state))
  const stages = Array.from({ length: table.stagesCounted }, (_, i) => `Stage ${i + 1}`)
  const header = ['Place', 'Name', 'Bot', 'Withdrawn', ...stages, 'Total']
  const rows = table.rows.map((r) => [
    String(r.rank),
    csvText(r.name),
    r.bot ? 'yes' : '',
    r.withdrawn ? 'yes' : '',
    ...r.stages.map(csvScore),
    csvScore(r.total)
  ])
  return CSV_BOM + [header, ...rows].map((fields) => `${fields.join(',')}\r\n`).join('')
}

/** A stage as the export shows it: its tables as far as outsiders may see them, never a seed. */
export interface ExportedStage {
  stage: number
  finished: boolean
  tables: Stage['tables']
}

/** The standings export: the tournament, its stages and the standings, versioned. */
export interface StandingsDocument {
  format: typeof STANDINGS_EXPORT_FORMAT
  version: typeof TOURNAMENT_EXPORT_VERSION
  /** When the file was made (ISO 8601): a half-played evening's standings change. */
  exportedAt: string
  tournament: { name: string; format: TournamentFormat; phase: TournamentPhase }
  settings: TournamentSettings
  entrants: Entrant[]
  stages: ExportedStage[]
  /** standings.ts's, each stage's score to a millionth as the CSV has it. */
  standings: Standings
}

const rounded = (row: StandingRow): StandingRow => ({
  ...row,
  stages: row.stages.map((s) => (s === null ? null : roundScore(s)))
})

export function standingsDocument(state: TournamentState, exportedAt: number): StandingsDocument {
  const shown = forOutsiders(state)
  const table = standings(shown)
  return {
    format: STANDINGS_EXPORT_FORMAT,
    version: TOURNAMENT_EXPORT_VERSION,
    exportedAt: new Date(exportedAt).toISOString(),
    tournament: { name: shown.settings.name, format: shown.settings.format, phase: phaseOf(shown) },
    settings: shown.settings,
    entrants: shown.entrants,
    stages: shown.stages.map((s, i) => ({
      stage: i + 1,
      finished: stageFinished(s, shown.settings.dealsPerStage),
      tables: s.tables
    })),
    standings: { ...table, rows: table.rows.map(rounded) }
  }
}

/** The records export: every match record an outsider may hold, each exactly as a table's own record
 *  file (protocol/match-record.ts), so each one opens in the review as it is. */
export interface RecordsDocument {
  format: typeof RECORDS_EXPORT_FORMAT
  version: typeof TOURNAMENT_EXPORT_VERSION
  exportedAt: string
  tournament: string
  records: MatchRecord[]
}

/** `records` must be what the host hands an outsider (`recordsFor(null)`): this only wraps them. */
export function recordsDocument(
  settings: Pick<TournamentSettings, 'name'>,
  records: readonly MatchRecord[],
  exportedAt: number
): RecordsDocument {
  return {
    format: RECORDS_EXPORT_FORMAT,
    version: TOURNAMENT_EXPORT_VERSION,
    exportedAt: new Date(exportedAt).toISOString(),
    tournament: settings.name,
    records: [...records]
  }
}

/**
 * The records as CSV, for a spreadsheet: one row per seat of every round of every match — the table, when
 * the match ended, the round, the seat, who sat there (as that round's seats say), a bot or not, whether they
 * went out, the round's penalty points and the match's total. `records` must be what the host hands an
 * outsider (`recordsFor(null)`), as for the JSON; the cards stay in the JSON (each a whole record file).
 */
export function recordsCsv(records: readonly MatchRecord[]): string {
  const header = ['Table', 'Ended', 'Round', 'Seat', 'Player', 'Bot', 'Went out', 'Penalty', 'Match total']
  const rows = records.flatMap((record) =>
    record.rounds.flatMap((round, index) =>
      // a round's own seats when the record keeps them (a seat changed hands), else the match's
      (record.rounds[index]?.seats ?? record.seats).map((player, seat) => [
        csvText(record.tableName ?? ''),
        new Date(record.endedAt).toISOString(),
        String(round.round),
        String(seat + 1),
        csvText(player.name),
        player.bot ? 'yes' : '',
        round.wentOut === seat ? 'yes' : '',
        String(round.penalties[seat] ?? 0),
        String(record.totals[seat] ?? 0)
      ])
    )
  )
  return CSV_BOM + [header, ...rows].map((fields) => `${fields.join(',')}\r\n`).join('')
}

/** How long the tournament's part of a file name may be. */
const NAME_PART_MAX = 40

/**
 * A file name from the tournament's name: letters (with their marks) and digits kept (`ascii`: accents
 * taken off, other scripts dropped), everything else a dash; "tournament" when nothing is left. Only
 * letters, digits, dashes and the one dot come out: no path, no quote, no line break, whatever the name.
 */
export function exportFileName(
  tournamentName: string,
  what: 'standings' | 'records',
  extension: 'csv' | 'json',
  ascii = false
): string {
  const letters = ascii ? tournamentName.normalize('NFKD').replace(/\p{M}/gu, '') : tournamentName
  const kept = ascii ? /[^a-zA-Z0-9]+/g : /[^\p{L}\p{M}\p{N}]+/gu
  const part = [
    ...letters
      .replace(kept, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
  ]
    .slice(0, NAME_PART_MAX)
    .join('')
    .replace(/-+$/, '')
  return `${part === '' ? 'tournament' : part}-${what}.${extension}`
}
