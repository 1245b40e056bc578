// Runs one seat's analysis in a worker (analysis.worker.ts; analysis-run.ts starts the real one) so the
// page stays responsive: progress as a share 0…1, the analysis as a promise, and a cancel that ends the
// worker at once (issue 26). No DOM types here, so tests can stand in for the worker.
import type { Decision, SeatAnalysis } from '../../../protocol/seat-analysis'
import type { AnalysisReply, AnalysisRequest } from './analysis-messages'

/** The part of a Worker the client uses, so a test can stand in for it. */
export interface AnalysisWorker {
  onmessage: ((event: { data: AnalysisReply }) => void) | null
  onerror: ((event: { message?: string }) => void) | null
  postMessage(request: AnalysisRequest): void
  terminate(): void
}

export interface AnalysisRun {
  /** Calls `listener` with each new share of the decisions judged (0…1); returns its unsubscribe. */
  progress(listener: (share: number) => void): () => void
  /** The analysis; rejects with AnalysisCancelled after cancel(), or with the worker's error. */
  result: Promise<SeatAnalysis>
  /** Stops the analysis now (the worker is ended); nothing more is reported. */
  cancel(): void
}

export class AnalysisCancelled extends Error {
  constructor() {
    super('The analysis was cancelled.')
    this.name = 'AnalysisCancelled'
  }
}

export interface AnalysisRunOptions {
  /** Playouts per search (the analysis's default when absent). */
  iterations?: number
}

export function runAnalysisIn(
  worker: AnalysisWorker,
  decisions: Decision[],
  seat: number,
  options: AnalysisRunOptions = {}
): AnalysisRun {
  const listeners = new Set<(share: number) => void>()
  let settled = false
  let settle: { resolve: (a: SeatAnalysis) => void; reject: (e: Error) => void } | undefined
  const result = new Promise<SeatAnalysis>((resolve, reject) => (settle = { resolve, reject }))
  const finish = (outcome: SeatAnalysis | Error): void => {
    if (settled) return
    settled = true
    listeners.clear()
    worker.terminate()
    if (outcome instanceof Error) settle?.reject(outcome)
    else settle?.resolve(outcome)
  }
  worker.onmessage = ({ data }) => {
    if (settled) return
    if (data.type === 'progress') for (const listener of listeners) listener(data.share)
    else finish(data.type === 'done' ? data.analysis : new Error(data.message))
  }
  worker.onerror = (event) => finish(new Error(event.message || 'The analysis stopped with an error.'))
  worker.postMessage({
    decisions,
    seat,
    ...(options.iterations === undefined ? {} : { iterations: options.iterations })
  })
  return {
    progress(listener) {
      if (!settled) listeners.add(listener)
      return () => listeners.delete(listener)
    },
    result,
    cancel: () => finish(new AnalysisCancelled())
  }
}
