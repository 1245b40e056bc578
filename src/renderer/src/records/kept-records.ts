// Match records this browser keeps (issue 26): the last MAX_KEPT_RECORDS finished matches it played or
// watched, newest first, for its review page. Stored as the records' own text, and read back through
// the record check like any file (in a worker on the page: record-check.ts), so a record edited in the
// storage is refused, never shown half checked.
import type { CheckedRecord, MatchRecord } from '../../../protocol/match-record'
import type { RecordVerdict } from './record-check-client'
import type { RecordInput } from './record-check-messages'
import { storedList } from './stored-list'
import type { Store } from './stored-list'

export const MAX_KEPT_RECORDS = 20
export const KEPT_RECORDS_KEY = '535.matchRecords'

/** A kept record and the seat this browser had in it (null: it watched). */
export interface KeptRecord {
  checked: CheckedRecord
  seat: number | null
}

interface StoredRecord {
  text: string
  seat: number | null
}

const isStoredRecord = (v: unknown): v is StoredRecord => {
  const entry = v as Partial<StoredRecord> | null
  return typeof entry?.text === 'string' && (entry.seat === null || Number.isInteger(entry.seat))
}

const keptList = (store: Store) => storedList(store, KEPT_RECORDS_KEY, MAX_KEPT_RECORDS, isStoredRecord)

/** The kept records that still pass `check` (record-check.ts checkRecords on a page), newest first. */
export async function loadKeptRecords(
  store: Store,
  check: (inputs: RecordInput[]) => Promise<RecordVerdict[]>
): Promise<KeptRecord[]> {
  const stored = keptList(store).read()
  const verdicts = await check(stored.map(({ text }) => ({ text })))
  return stored.flatMap(({ seat }, i) => {
    const verdict = verdicts[i]
    return verdict?.ok === true ? [{ checked: verdict.value, seat }] : []
  })
}

/** Keeps a checked record (once: the same match again replaces its older copy), dropping the oldest. */
export function keepRecord(store: Store, record: MatchRecord, seat: number | null): void {
  const text = JSON.stringify(record)
  keptList(store).prepend({ text, seat }, (older) => older.text === text)
}
