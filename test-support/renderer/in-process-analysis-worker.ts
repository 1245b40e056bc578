// An analysis worker for tests of the review's client (src/renderer/src/review/analysis-client.ts):
// the same messages as analysis.worker.ts from the same pure analysis, run in this process. Its replies
// arrive one per macrotask, as a real worker's do, so a test can cancel halfway and see what still comes.
import { analyseSeat } from '../../src/bots/review/analyse'
import type { AnalysisWorker } from '../../src/renderer/src/review/analysis-client'
import type { AnalysisReply, AnalysisRequest } from '../../src/renderer/src/review/analysis-messages'

export class InProcessAnalysisWorker implements AnalysisWorker {
  onmessage: ((event: { data: AnalysisReply }) => void) | null = null
  onerror: ((event: { message?: string }) => void) | null = null
  terminated = false
  requests: AnalysisRequest[] = []
  /** Replies sent after terminate() (a real worker sends none). */
  lateReplies = 0

  postMessage(request: AnalysisRequest): void {
    this.requests.push(request)
    void this.run(request)
  }

  terminate(): void {
    this.terminated = true
  }

  private reply(data: AnalysisReply): void {
    if (this.terminated) this.lateReplies++
    else this.onmessage?.({ data })
  }

  private async run({ decisions, seat, iterations }: AnalysisRequest): Promise<void> {
    const pending: number[] = []
    const analysis = analyseSeat(decisions, seat, { iterations, onProgress: (share) => pending.push(share) })
    for (const share of pending) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      this.reply({ type: 'progress', share })
    }
    if (analysis !== null) this.reply({ type: 'done', analysis })
  }
}
