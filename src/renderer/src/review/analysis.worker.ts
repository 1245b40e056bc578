// The review's analysis off the UI thread (issue 26): a Web Worker that runs the pure analysis
// (src/bots/review) on the decisions the page sends, reporting progress after each decision. The page
// cancels by ending the worker, so the analysis never needs to be asked whether to stop. The only
// renderer file that may import the bots (eslint.config.js): the match it judges is over, every hand
// public (RULES.md D6), so nothing here can help anyone at a table in play.
import { analyseSeat } from '../../../bots/review/analyse'
import type { AnalysisReply, AnalysisRequest } from './analysis-messages'

/** The dedicated worker's global scope, as much of it as this file uses (the DOM lib types a Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null
  postMessage(reply: AnalysisReply): void
}

const scope = self as unknown as WorkerScope

scope.onmessage = ({ data }) => {
  try {
    const options = { onProgress: (share: number) => scope.postMessage({ type: 'progress', share }) }
    const analysis = analyseSeat(data.decisions, data.seat, { ...options, iterations: data.iterations })
    if (analysis !== null) scope.postMessage({ type: 'done', analysis })
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
}
