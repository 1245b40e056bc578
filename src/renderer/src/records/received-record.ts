// The record a table sends once its match is over (issue 26): checked like any untrusted input, in a
// worker with a time limit (issue 48: a host could send a record whose check would freeze the page),
// then kept in this browser (kept-records.ts) for its review page. A record that fails the check is
// dropped. Its work caps are met first here, and it goes to the worker as text (copying a parsed record
// to a worker took a page 90 ms; its JSON text is copied at once).
import { recordText } from '../../../protocol/match-record'
import type { CheckedRecord } from '../../../protocol/match-record'
import { overCaps } from '../../../protocol/record-caps'
import type { ServerMessage } from '../../../protocol/messages'
import { keepRecord } from './kept-records'
import { checkRecord } from './record-check'

async function checked(message: Extract<ServerMessage, { type: 'matchRecord' }>, seat: number | null) {
  if (overCaps(message.record) !== null) return null
  const text = recordText(message.record)
  if (!text.ok) return null
  const verdict = await checkRecord({ text: text.value })
  if (!verdict.ok) return null
  try {
    if (typeof localStorage !== 'undefined') keepRecord(localStorage, verdict.value.record, seat)
  } catch {
    // storage blocked: the record is still reviewable from this match's end
  }
  return verdict.value
}

/** The table's records as they come, checked; only the last one asked is given to `show`. */
export class ReceivedRecords {
  #asked = 0

  receive(
    message: Extract<ServerMessage, { type: 'matchRecord' }>,
    seat: number | null,
    show: (checked: CheckedRecord | null) => void
  ): void {
    const asked = ++this.#asked
    void checked(message, seat).then((record) => {
      if (asked === this.#asked) show(record)
    })
  }
}
