// Checks match records in a worker (record-check.worker.ts; record-check.ts starts the real one) and
// waits for it at most a time limit (issue 48): a check that runs longer is refused ('timed-out') and its
// worker ended, one that fails is refused ('check-failed'). No DOM types here, so tests can stand in for
// the worker.
import { refuse } from '../../../engine/result'
import type { Result } from '../../../engine/result'
import type { CheckedRecord, RecordProblem, RecordRefusal } from '../../../protocol/match-record'
import type { RecordCheckReply, RecordCheckRequest, RecordInput } from './record-check-messages'

/** The part of a Worker the client uses, so a test can stand in for it. */
export interface RecordCheckWorker {
  onmessage: ((event: { data: RecordCheckReply }) => void) | null
  onerror: ((event: { message?: string }) => void) | null
  postMessage(request: RecordCheckRequest): void
  terminate(): void
}

export type RecordVerdict = Result<CheckedRecord, RecordRefusal>

/**
 * How long one record's check may take. The largest record the caps allow (protocol/record-caps.ts)
 * checks in about 0.1 s on a desktop (bench/abuse/records.ts), so this leaves a slow phone twenty times
 * that, and a record that needs more is not one a real match made.
 */
export const RECORD_CHECK_LIMIT_MS = 2_000

const refusedAll = (count: number, code: RecordProblem, message: string): RecordVerdict[] =>
  Array.from({ length: count }, () => refuse(code, message))

/** Each record's verdict, in order; the limit is per record (a list of n records gets n times it). */
export function checkRecordsIn(
  worker: RecordCheckWorker,
  inputs: RecordInput[],
  limitMs = RECORD_CHECK_LIMIT_MS
): Promise<RecordVerdict[]> {
  return new Promise((resolve) => {
    const finish = (verdicts: RecordVerdict[]): void => {
      clearTimeout(timer)
      worker.onmessage = null
      worker.onerror = null
      worker.terminate()
      resolve(verdicts)
    }
    const timer = setTimeout(
      () => finish(refusedAll(inputs.length, 'timed-out', 'The record took too long to check.')),
      limitMs * Math.max(1, inputs.length)
    )
    worker.onmessage = ({ data }) => finish(data.verdicts)
    worker.onerror = (event) =>
      finish(refusedAll(inputs.length, 'check-failed', event.message || 'The record check stopped.'))
    try {
      worker.postMessage({ inputs })
    } catch (error) {
      finish(
        refusedAll(inputs.length, 'check-failed', error instanceof Error ? error.message : String(error))
      )
    }
  })
}
