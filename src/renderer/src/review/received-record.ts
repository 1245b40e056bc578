// The record a table sends once its match is over (issue 26): checked like any untrusted input, then
// kept in this browser (kept-records.ts) for its review page. A record that fails the check is dropped.
import { validateRecord } from '../../../protocol/match-record'
import type { CheckedRecord } from '../../../protocol/match-record'
import type { ServerMessage } from '../../../protocol/messages'
import { keepRecord } from './kept-records'

export function receiveRecord(
  message: Extract<ServerMessage, { type: 'matchRecord' }>,
  seat: number | null
): CheckedRecord | null {
  const checked = validateRecord(message.record)
  if (!checked.ok) return null
  try {
    if (typeof localStorage !== 'undefined') keepRecord(localStorage, checked.value.record, seat)
  } catch {
    // storage blocked: the record is still reviewable from this match's end
  }
  return checked.value
}
