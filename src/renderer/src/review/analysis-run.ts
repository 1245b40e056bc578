// Starts the review's analysis in a real Web Worker: Vite bundles analysis.worker.ts (the pure engine
// and bots) as a file of its own, loaded from the app's origin (CSP worker-src 'self'). The same worker
// serves the desktop app's window and a browser at a table host.
import type { Decision } from '../../../protocol/seat-analysis'
import type { AnalysisRun, AnalysisRunOptions, AnalysisWorker } from './analysis-client'
import { runAnalysisIn } from './analysis-client'

export function runAnalysis(
  decisions: Decision[],
  seat: number,
  options: AnalysisRunOptions = {}
): AnalysisRun {
  const worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' })
  return runAnalysisIn(worker as unknown as AnalysisWorker, decisions, seat, options)
}
