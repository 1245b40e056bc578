// Match records this browser keeps (issue 26): the last MAX_KEPT_RECORDS finished matches it played or
// watched, newest first, for its review page. Stored as the records' own text, and read back through
// recordFromText like any file, so a record edited in the storage is refused, never shown half checked.
import { recordFromText } from '../../../protocol/match-record'
import type { CheckedRecord, MatchRecord } from '../../../protocol/match-record'

export const MAX_KEPT_RECORDS = 20
export const KEPT_RECORDS_KEY = '535.matchRecords'

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** A kept record and the seat this browser had in it (null: it watched). */
export interface KeptRecord {
  checked: CheckedRecord
  seat: number | null
}

interface StoredRecord {
  text: string
  seat: number | null
}

function read(store: Store): StoredRecord[] {
  try {
    const value: unknown = JSON.parse(store.getItem(KEPT_RECORDS_KEY) ?? '[]')
    return Array.isArray(value)
      ? value.filter(
          (v): v is StoredRecord =>
            typeof v?.text === 'string' && (v.seat === null || Number.isInteger(v.seat))
        )
      : []
  } catch {
    return []
  }
}

/** The kept records that still pass the check, newest first. */
export function loadKeptRecords(store: Store): KeptRecord[] {
  return read(store).flatMap(({ text, seat }) => {
    const checked = recordFromText(text)
    return checked.ok ? [{ checked: checked.value, seat }] : []
  })
}

/** Keeps a checked record (once: the same match again replaces its older copy), dropping the oldest. */
export function keepRecord(store: Store, record: MatchRecord, seat: number | null): void {
  const text = JSON.stringify(record)
  const kept = [{ text, seat }, ...read(store).filter((r) => r.text !== text)].slice(0, MAX_KEPT_RECORDS)
  try {
    store.setItem(KEPT_RECORDS_KEY, JSON.stringify(kept))
  } catch {
    // full or blocked: the record is still there to review until the page closes
  }
}
