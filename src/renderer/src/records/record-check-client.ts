// Checks match records in a worker (record-check.worker.ts; record-check.ts starts the real one) and
// waits for it at most a time limit (issue 48): a check that runs longer is refused ('timed-out') and its
// worker ended, one that fails is refused ('check-failed'). The limit counts from the worker's 'ready'
// (a busy machine may take seconds just to load its script); a worker that never starts is given up
// on later. No DOM types here, so tests can stand in for the worker.
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
 * How long one record's check may take once its worker runs. The caps (protocol/record-caps.ts) already
 * bound the work: the largest record they allow checks in about 0.5 s of CPU in a cold Node process
 * (bench/abuse/records.ts). The limit is the backstop for what the caps did not foresee; waiting on a
 * worker never blocks the page, so it is generous: a slow phone is not refused a real record, and a
 * runaway check still ends.
 */
export const RECORD_CHECK_LIMIT_MS = 10_000
/** How long a worker may take to start (load its script) before the check is given up as failed. */
export const RECORD_WORKER_START_MS = 60_000

const refusedAll = (count: number, code: RecordProblem, message: string): RecordVerdict[] =>
  Array.from({ length: count }, () => refuse(code, message))

/** Each record's verdict, in order; the limit is per record (a list of n records gets n times it). */
export function checkRecordsIn(
  worker: RecordCheckWorker,
  inputs: RecordInput[],
  limitMs = RECORD_CHECK_LIMIT_MS
): Promise<RecordVerdict[]> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = (verdicts: RecordVerdict[]): void => {
      clearTimeout(timer)
      worker.onmessage = null
      worker.onerror = null
      worker.terminate()
      resolve(verdicts)
    }
    const refuseAfter = (ms: number, code: RecordProblem, message: string): void => {
      clearTimeout(timer)
      timer = setTimeout(() => finish(refusedAll(inputs.length, code, message)), ms)
    }
    refuseAfter(RECORD_WORKER_START_MS, 'check-failed', 'The record check did not start.')
    worker.onmessage = ({ data }) => {
      if (data.type === 'verdicts') finish(data.verdicts)
      else
        refuseAfter(limitMs * Math.max(1, inputs.length), 'timed-out', 'The record took too long to check.')
    }
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
