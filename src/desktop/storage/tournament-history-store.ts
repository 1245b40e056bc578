// Finished tournaments this app ran (issue 52, "After") in `<userData>/tournament-history.json`, newest
// first, at most MAX_TOURNAMENT_HISTORY, beside the match history (./history-store.ts) and read the same
// way (./json-file.ts): a file that is not JSON, was written by a newer app or is not this shape is set
// aside with a notice and this history starts empty; the match history and the records stay as they are.
// Each game's match record is a file of its own, `tournament-records/<id>/<n>.json`, handed to the review
// as its text (the renderer checks it like any record file).
// Only finished tournaments are history: one the app closes mid-way leaves its journal in
// `tournaments/<id>/` (with its seeds, for the host) and nothing here.
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { tournamentHistoryEntrySchema } from '../../ipc/contract'
import type { TournamentHistoryEntry } from '../../ipc/contract'
import type { MatchRecord } from '../../protocol/match-record'
import { writeFileAtomic } from '../../server/persistence/atomic-write'
import type { ReportNotice } from '../notices'
import { jsonFile } from './json-file'

export const TOURNAMENT_HISTORY_FILE = 'tournament-history.json'
export const TOURNAMENT_HISTORY_FORMAT = 1
export const MAX_TOURNAMENT_HISTORY = 100
export const TOURNAMENT_RECORDS_DIR = 'tournament-records'
/** An id that is safe as a folder name (ours are UUIDs): anything else never reaches a path. */
const SAFE_ID = /^[A-Za-z0-9-]{1,100}$/

/** A tournament that just ended, before it gets an id and a date: `records[i]` is the record of `games[i]`. */
export type FinishedTournament = Omit<TournamentHistoryEntry, 'id' | 'finishedAt'> & {
  records: readonly MatchRecord[]
}

const documentSchema = z.object({
  format: z.literal(TOURNAMENT_HISTORY_FORMAT),
  entries: z.array(tournamentHistoryEntrySchema)
})
type TournamentHistoryDocument = z.output<typeof documentSchema>

export interface TournamentHistoryStore {
  list(): TournamentHistoryEntry[]
  add(tournament: FinishedTournament): Promise<TournamentHistoryEntry>
  /** The text of game `game`'s record of tournament `id`, or null when there is none. */
  record(id: string, game: number): Promise<string | null>
}

export interface TournamentHistoryOptions {
  readonly now?: () => Date
  readonly newId?: () => string
  readonly max?: number
}

export async function openTournamentHistory(
  userData: string,
  report: ReportNotice,
  options: TournamentHistoryOptions = {}
): Promise<TournamentHistoryStore> {
  const now = options.now ?? (() => new Date())
  const newId = options.newId ?? randomUUID
  const max = options.max ?? MAX_TOURNAMENT_HISTORY
  const file = jsonFile<TournamentHistoryDocument>({
    path: join(userData, TOURNAMENT_HISTORY_FILE),
    schema: documentSchema,
    format: TOURNAMENT_HISTORY_FORMAT,
    label: 'tournament history',
    report,
    now
  })
  let entries: TournamentHistoryEntry[] = (await file.read())?.entries ?? []
  const folder = (id: string) => join(userData, TOURNAMENT_RECORDS_DIR, id)
  const recordPath = (id: string, game: number) => join(folder(id), `${game}.json`)
  return {
    list: () => [...entries],
    async add({ records, ...finished }) {
      const id = newId()
      const entry = tournamentHistoryEntrySchema.parse({ ...finished, id, finishedAt: now().toISOString() })
      const dropped = [entry, ...entries].slice(max)
      entries = [entry, ...entries].slice(0, max)
      try {
        if (SAFE_ID.test(id)) {
          await mkdir(folder(id), { recursive: true })
          for (const [game, record] of records.entries())
            await writeFileAtomic(recordPath(id, game), JSON.stringify(record))
        }
        // A tournament's records leave with it: the folder never holds more than the history does.
        await Promise.all(
          dropped
            .filter((e) => SAFE_ID.test(e.id))
            .map((e) => rm(folder(e.id), { recursive: true, force: true }))
        )
        await file.write({ format: TOURNAMENT_HISTORY_FORMAT, entries })
      } catch (error) {
        report({
          kind: 'write-failed',
          message: `The tournament history could not be saved (${(error as Error).message}).`,
          file: file.path
        })
      }
      return entry
    },
    async record(id, game) {
      const entry = entries.find((e) => e.id === id)
      if (entry === undefined || !SAFE_ID.test(id) || !Number.isInteger(game) || game < 0) return null
      if (game >= entry.games.length) return null
      try {
        return await readFile(recordPath(id, game), 'utf8')
      } catch {
        return null
      }
    }
  }
}
