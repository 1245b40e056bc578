// Match records this browser keeps (issue 26): the last MAX_KEPT_RECORDS finished matches it played or
// watched, newest first, for its review page. Stored as the records' own text, and read back through
// recordFromText like any file, so a record edited in the storage is refused, never shown half checked.
import { recordFromText } from '../../../protocol/match-record'
import type { CheckedRecord, MatchRecord } from '../../../protocol/match-record'
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

/** The kept records that still pass the check, newest first. */
export function loadKeptRecords(store: Store): KeptRecord[] {
  return keptList(store)
    .read()
    .flatMap(({ text, seat }) => {
      const checked = recordFromText(text)
      return checked.ok ? [{ checked: checked.value, seat }] : []
    })
}

/** Keeps a checked record (once: the same match again replaces its older copy), dropping the oldest. */
export function keepRecord(store: Store, record: MatchRecord, seat: number | null): void {
  const text = JSON.stringify(record)
  keptList(store).prepend({ text, seat }, (older) => older.text === text)
}
