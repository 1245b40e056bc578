// Match records are checked here, off the page's thread (issue 48): a record from a table, a file or this
// browser's store is untrusted, and its check plays every move again, so a long one must never freeze
// the page. The page ends this worker when the check runs past its time (record-check-client.ts).
import { recordFromText } from '../../../protocol/match-record'
import type { RecordCheckReply, RecordCheckRequest, RecordInput } from './record-check-messages'

/** The dedicated worker's global scope, as much of it as this file uses (the DOM lib types a Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<RecordCheckRequest>) => void) | null
  postMessage(reply: RecordCheckReply): void
}

const scope = self as unknown as WorkerScope

const check = (input: RecordInput) => recordFromText(input.text)

scope.onmessage = ({ data }) => scope.postMessage({ type: 'verdicts', verdicts: data.inputs.map(check) })
scope.postMessage({ type: 'ready' })
