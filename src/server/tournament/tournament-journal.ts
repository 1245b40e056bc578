// The tournament host's own save (issue 52): the tournament's state (seeds included: the file is the
// host's, mode 0600) and what only the host holds besides it — the director key, the PIN registering needs,
// each entrant's token and, for every table it opened, the table's save file and seat tokens. Replaced atomically and synchronously
// after every change, before anyone hears of it, as a table's autosave is (persistence/atomic-write.ts);
// every table's own save sits beside it in `tables/`, so a restart resumes the tournament and each table.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'
import { checkTournament } from '../../protocol/tournament-save'
import type { TournamentState } from '../../protocol/tournament-data'
import { PIN_PATTERN, TOKEN_PATTERN } from '../../protocol/vocabulary'
import { writeFileAtomicSync } from '../persistence/atomic-write'

export const TOURNAMENT_HOST_KIND = 'five-three-five/tournament-host'
export const TOURNAMENT_HOST_FORMAT = 1
export const JOURNAL_FILE = 'tournament.json'

/** One table the host opened for a stage: its save (a file name in `tables/`) and its seats' tokens. */
export interface OpenedTable {
  save: string
  seatTokens: (string | null)[]
}

export interface TournamentHostSave {
  kind: typeof TOURNAMENT_HOST_KIND
  format: typeof TOURNAMENT_HOST_FORMAT
  directorKey: string
  /** The PIN a new player registers with, null for none. A secret like the key: never in the state,
   *  which every device is sent. Journals written before the PIN existed have none. */
  pin: string | null
  /** Entrant id (as text) → the token their devices come back with. */
  tokens: Record<string, string>
  /** Per stage (0-based), per table (0-based): the tables opened so far. */
  tables: OpenedTable[][]
  tournament: TournamentState
}

const token = z.string().regex(TOKEN_PATTERN)
const hostSchema = z.strictObject({
  kind: z.literal(TOURNAMENT_HOST_KIND),
  format: z.literal(TOURNAMENT_HOST_FORMAT),
  directorKey: token,
  pin: z.string().regex(PIN_PATTERN).nullable().default(null),
  tokens: z.record(z.string().regex(/^\d+$/), token),
  tables: z.array(
    z.array(
      z.strictObject({
        save: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.json$/),
        seatTokens: z.array(token.nullable()).max(6)
      })
    )
  ),
  tournament: z.unknown()
})

export function journalPath(folder: string): string {
  return join(folder, JOURNAL_FILE)
}

/** On disk before anyone is told (the caller sends after this returns). Throws when it cannot write. */
export function writeJournal(folder: string, save: TournamentHostSave): void {
  writeFileAtomicSync(journalPath(folder), `${JSON.stringify(save)}\n`)
}

/** The journal read back and checked: the host's part by its schema, the tournament by checkTournament,
 *  and the tables against the stages (one entry per table begun, a token per entrant seat). */
export function readJournal(folder: string): Result<TournamentHostSave, Refusal<'unreadable' | 'corrupt'>> {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(journalPath(folder), 'utf8'))
  } catch (error) {
    return refuse('unreadable', `The tournament's journal cannot be read: ${(error as Error).message}`)
  }
  const host = hostSchema.safeParse(data)
  if (!host.success)
    return refuse('corrupt', `The tournament's journal is damaged: ${host.error.issues[0]?.message}`)
  const tournament = checkTournament(host.data.tournament)
  if (!tournament.ok) return refuse('corrupt', `The tournament in the journal: ${tournament.error.message}`)
  const save = { ...host.data, tournament: tournament.value } as TournamentHostSave
  const problem = tablesProblem(save)
  return problem === null ? ok(save) : refuse('corrupt', `The tournament's journal: ${problem}`)
}

function tablesProblem(save: TournamentHostSave): string | null {
  const { stages } = save.tournament
  if (save.tables.length > stages.length) return 'tables for a stage that never began'
  for (const [s, opened] of save.tables.entries()) {
    const stage = stages[s]
    if (stage === undefined || opened.length !== stage.tables.length) return `stage ${s + 1}'s tables`
    for (const [t, table] of opened.entries()) {
      const seats = stage.tables[t]?.seats ?? []
      if (table.seatTokens.length !== seats.length) return `the seats of stage ${s + 1}, table ${t + 1}`
      // a token for a player's seat only (bot entrants and filling bots have none)
      if (seats.some((h, i) => h.kind !== 'entrant' && table.seatTokens[i] !== null))
        return `the seat tokens of stage ${s + 1}, table ${t + 1}`
    }
  }
  return null
}
