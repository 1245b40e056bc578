// What the page and its record-check worker say to each other (issue 48). Types only.
import type { Result } from '../../../engine/result'
import type { CheckedRecord, RecordRefusal } from '../../../protocol/match-record'

/** One record to check: a file's or a store's text, or the text of the value a table sent (recordText). */
export interface RecordInput {
  text: string
}

/** Page → worker: the records to check, in order. */
export interface RecordCheckRequest {
  inputs: RecordInput[]
}

/** Worker → page: it is running (its script loaded: the check's time starts now), then each record's
 *  verdict, in the order asked. */
export type RecordCheckReply =
  { type: 'ready' } | { type: 'verdicts'; verdicts: Result<CheckedRecord, RecordRefusal>[] }
