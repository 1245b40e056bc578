// Starts a record check in a real Web Worker, as analysis-run.ts starts the analysis: Vite bundles
// record-check.worker.ts (the pure engine and protocol) as a file of its own, loaded from the app's
// origin (CSP worker-src 'self'). One worker per check, ended when it answers or runs out of time.
import { refuse } from '../../../engine/result'
import { checkRecordsIn } from './record-check-client'
import type { RecordCheckWorker, RecordVerdict } from './record-check-client'
import type { RecordInput } from './record-check-messages'

export function checkRecords(inputs: RecordInput[]): Promise<RecordVerdict[]> {
  let worker: Worker
  try {
    worker = new Worker(new URL('./record-check.worker.ts', import.meta.url), { type: 'module' })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return Promise.resolve(inputs.map(() => refuse('check-failed', message)))
  }
  return checkRecordsIn(worker as unknown as RecordCheckWorker, inputs)
}

/** One record's verdict (a refusal when the worker gave none). */
export async function checkRecord(input: RecordInput): Promise<RecordVerdict> {
  const [verdict] = await checkRecords([input])
  return verdict ?? refuse('check-failed', 'The record check gave no answer.')
}
