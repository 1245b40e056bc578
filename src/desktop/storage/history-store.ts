// Finished matches of tables this app ran (hosted and solo) in `<userData>/history.json`, newest first,
// at most MAX_HISTORY entries, plus the player's stats computed from them. An unreadable file is set
// aside (see ./json-file.ts) and history starts empty.
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { historyEntrySchema } from '../../ipc/contract'
import type { History, HistoryEntry, HistoryStats } from '../../ipc/contract'
import type { MatchRecord } from '../../protocol/match-record'
import { writeFileAtomic } from '../../server/persistence/atomic-write'
import type { ReportNotice } from '../notices'
import { jsonFile } from './json-file'

export const HISTORY_FILE = 'history.json'
export const HISTORY_FORMAT = 1
export const MAX_HISTORY = 500

/** Issue 26: each entry's match record is a file of its own here, named by the entry's id. */
export const RECORDS_DIR = 'match-records'
const RECORD_ID = /^[A-Za-z0-9-]{1,100}$/

/** A match that just ended, before it gets an id and a date; with its record when the table kept one. */
export type FinishedMatch = Omit<HistoryEntry, 'id' | 'finishedAt' | 'hasRecord'> & { record?: MatchRecord }

const historyDocumentSchema = z.object({
  format: z.literal(HISTORY_FORMAT),
  entries: z.array(historyEntrySchema)
})
type HistoryDocument = z.output<typeof historyDocumentSchema>

/**
 * Stats of the app's player: only matches where the player's seat is known count, and no practice match
 * (one with moves taken back) does.
 */
export function historyStats(entries: readonly HistoryEntry[]): HistoryStats {
  let matches = 0
  let wins = 0
  let rounds = 0
  let penalty = 0
  for (const entry of entries) {
    const me = entry.players.find((p) => p.me)
    if (!me || entry.practice === true) continue
    matches++
    if (me.winner) wins++
    rounds += entry.rounds
    penalty += me.points
  }
  return {
    matches,
    wins,
    rounds,
    averagePenaltyPerRound: rounds === 0 ? null : Math.round((penalty / rounds) * 100) / 100
  }
}

export interface HistoryStore {
  list(): History
  add(match: FinishedMatch): Promise<HistoryEntry>
  /** The entry's record file's text, or null when it has none. */
  record(id: string): Promise<string | null>
}

export interface HistoryStoreOptions {
  readonly now?: () => Date
  readonly newId?: () => string
  readonly max?: number
}

export async function openHistoryStore(
  userData: string,
  report: ReportNotice,
  options: HistoryStoreOptions = {}
): Promise<HistoryStore> {
  const now = options.now ?? (() => new Date())
  const newId = options.newId ?? randomUUID
  const max = options.max ?? MAX_HISTORY
  const file = jsonFile<HistoryDocument>({
    path: join(userData, HISTORY_FILE),
    schema: historyDocumentSchema,
    format: HISTORY_FORMAT,
    label: 'match history',
    report,
    now
  })
  let entries: HistoryEntry[] = (await file.read())?.entries ?? []
  const records = join(userData, RECORDS_DIR)
  const recordPath = (id: string) => join(records, `${id}.json`)
  return {
    list: () => ({ entries: [...entries], stats: historyStats(entries) }),
    async add({ record, ...match }) {
      const id = newId()
      const kept = record !== undefined && RECORD_ID.test(id)
      const entry = historyEntrySchema.parse({
        ...match,
        id,
        finishedAt: now().toISOString(),
        ...(kept ? { hasRecord: true } : {})
      })
      const dropped = [entry, ...entries].slice(max)
      entries = [entry, ...entries].slice(0, max)
      try {
        if (kept) {
          await mkdir(records, { recursive: true })
          await writeFileAtomic(recordPath(id), JSON.stringify(record))
        }
        // A record leaves with its entry: the folder never holds more than the history does.
        await Promise.all(
          dropped.filter((e) => e.hasRecord === true).map((e) => rm(recordPath(e.id), { force: true }))
        )
        await file.write({ format: HISTORY_FORMAT, entries })
      } catch (error) {
        report({
          kind: 'write-failed',
          message: `The match history could not be saved (${(error as Error).message}).`,
          file: file.path
        })
      }
      return entry
    },
    async record(id) {
      const entry = entries.find((e) => e.id === id)
      if (entry?.hasRecord !== true || !RECORD_ID.test(id)) return null
      try {
        return await readFile(recordPath(id), 'utf8')
      } catch {
        return null
      }
    }
  }
}
