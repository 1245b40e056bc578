import { describe, expect, it } from 'vitest'
import { botMatchDecisions } from '../../../../test-support/bots/match-decisions'
import { InProcessAnalysisWorker } from '../../../../test-support/renderer/in-process-analysis-worker'
import type { AnalysisWorker } from './analysis-client'
import { AnalysisCancelled, runAnalysisIn } from './analysis-client'

const decisions = botMatchDecisions(21, ['medium', 'medium', 'medium'], 1)
const seat = 2
const ITERATIONS = 150

describe('running the analysis in a worker', () => {
  it('reports progress from 0 to 1, then the analysis of that seat, and ends the worker', async () => {
    const worker = new InProcessAnalysisWorker()
    const run = runAnalysisIn(worker, decisions, seat, { iterations: ITERATIONS })
    const shares: number[] = []
    run.progress((s) => shares.push(s))
    const analysis = await run.result
    expect(worker.requests).toEqual([{ decisions, seat, iterations: ITERATIONS }])
    expect(analysis.seat).toBe(seat)
    expect(analysis.verdicts).toHaveLength(decisions.filter((d) => d.seat === seat).length)
    expect(shares[0]).toBe(0)
    expect(shares.at(-1)).toBe(1)
    expect(worker.terminated).toBe(true)
  })

  it('stops at once on cancel: the promise says so and no later progress is reported', async () => {
    const worker = new InProcessAnalysisWorker()
    const run = runAnalysisIn(worker, decisions, seat, { iterations: ITERATIONS })
    const shares: number[] = []
    run.progress((s) => {
      shares.push(s)
      if (shares.length === 2) run.cancel()
    })
    await expect(run.result).rejects.toBeInstanceOf(AnalysisCancelled)
    expect(worker.terminated).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(shares).toHaveLength(2)
    expect(worker.lateReplies).toBeGreaterThan(0)
  })

  it('fails with the worker’s own message', async () => {
    const worker: AnalysisWorker = {
      onmessage: null,
      onerror: null,
      postMessage() {
        queueMicrotask(() =>
          worker.onmessage?.({ data: { type: 'failed', message: 'Seat 9 is not on turn.' } })
        )
      },
      terminate() {}
    }
    const run = runAnalysisIn(worker, decisions, seat)
    await expect(run.result).rejects.toThrow('Seat 9 is not on turn.')
  })
})
