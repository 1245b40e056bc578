// Issue 26: a browser keeps the last MAX_KEPT_RECORDS match records; a record changed in the storage is
// refused on reading, and the others still show.
import { describe, expect, it } from 'vitest'
import { playedMatch, recordOf } from '../../../../test-support/engine/recorded-match'
import { recordFromText } from '../../../protocol/match-record'
import { KEPT_RECORDS_KEY, MAX_KEPT_RECORDS, keepRecord, loadKeptRecords } from './kept-records'
import type { RecordInput } from './record-check-messages'

function memory() {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v)
  }
}
/** The worker's check, in this process. */
const check = async (inputs: RecordInput[]) => inputs.map((input) => recordFromText(input.text))
const record = recordOf(playedMatch(2, { twoPlayerGame: 'two-hands' }, 1))

describe('kept match records', () => {
  it('keeps the newest first, once each, at most MAX_KEPT_RECORDS', async () => {
    const store = memory()
    for (let i = 0; i < MAX_KEPT_RECORDS + 3; i++) keepRecord(store, { ...record, endedAt: i }, 0)
    keepRecord(store, { ...record, endedAt: MAX_KEPT_RECORDS + 2 }, 0)
    const kept = await loadKeptRecords(store, check)
    expect(kept).toHaveLength(MAX_KEPT_RECORDS)
    expect(kept.map((k) => k.checked.record.endedAt).slice(0, 2)).toEqual([
      MAX_KEPT_RECORDS + 2,
      MAX_KEPT_RECORDS + 1
    ])
  })

  it('drops a record tampered with in the storage, and keeps showing the others', async () => {
    const store = memory()
    keepRecord(store, record, 0)
    keepRecord(store, { ...record, endedAt: 5 }, 1)
    const stored = JSON.parse(store.getItem(KEPT_RECORDS_KEY) ?? '[]') as { text: string }[]
    stored[0]!.text = stored[0]!.text.replace('"totals":[', '"totals":[1')
    store.setItem(KEPT_RECORDS_KEY, JSON.stringify(stored))
    expect((await loadKeptRecords(store, check)).map((k) => k.checked.record.endedAt)).toEqual([
      record.endedAt
    ])
  })
})
