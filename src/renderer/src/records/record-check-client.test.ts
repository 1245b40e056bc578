// Issue 48: a record's check in a worker answers with the worker's verdicts, and a worker that never
// answers (a record whose check would run on and on) is ended at the time limit with 'timed-out'; the
// limit counts from the worker's start, and a worker that never starts is given up on ('check-failed').
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playedMatch, recordOf } from '../../../../test-support/engine/recorded-match'
import { recordFromText } from '../../../protocol/match-record'
import type { RecordCheckWorker } from './record-check-client'
import { RECORD_CHECK_LIMIT_MS, RECORD_WORKER_START_MS, checkRecordsIn } from './record-check-client'
import type { RecordCheckRequest, RecordInput } from './record-check-messages'

const record = recordOf(playedMatch(3, { target: 10 }, 3))

/** A worker that checks in this process and answers on the next macrotask, as a real one would. */
function answeringWorker(): RecordCheckWorker & { terminated: boolean } {
  const check = (i: RecordInput) => recordFromText(i.text)
  const worker = {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage(request: RecordCheckRequest) {
      setTimeout(() => worker.onmessage?.({ data: { type: 'ready' } }), 0)
      setTimeout(
        () => worker.onmessage?.({ data: { type: 'verdicts', verdicts: request.inputs.map(check) } }),
        0
      )
    },
    terminate() {
      worker.terminated = true
    }
  } as RecordCheckWorker & { terminated: boolean }
  return worker
}

/** A worker that takes the request and never answers; `started`: it says it runs, after `startMs`. */
function silentWorker(started = true, startMs = 0): RecordCheckWorker & { terminated: boolean } {
  const worker: RecordCheckWorker & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage() {
      if (started) setTimeout(() => worker.onmessage?.({ data: { type: 'ready' } }), startMs)
    },
    terminate() {
      worker.terminated = true
    }
  }
  return worker
}

afterEach(() => {
  vi.useRealTimers()
})

describe('checking records in a worker', () => {
  it('gives each record its verdict in order, and ends the worker', async () => {
    const worker = answeringWorker()
    const verdicts = await checkRecordsIn(worker, [{ text: JSON.stringify(record) }, { text: '{"format":' }])
    expect(verdicts[0]).toMatchObject({ ok: true, value: { record } })
    expect(verdicts[1]).toMatchObject({ ok: false, error: { code: 'not-json' } })
    expect(worker.terminated).toBe(true)
  })

  it('refuses with timed-out when the worker does not answer within the limit, and ends it', async () => {
    vi.useFakeTimers()
    const startMs = 3_000
    const worker = silentWorker(true, startMs)
    let settled: unknown = null
    void checkRecordsIn(worker, [{ text: JSON.stringify(record) }]).then((v) => (settled = v))
    await vi.advanceTimersByTimeAsync(startMs + RECORD_CHECK_LIMIT_MS - 1)
    expect(settled).toBeNull()
    expect(worker.terminated).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toMatchObject([{ ok: false, error: { code: 'timed-out' } }])
    expect(worker.terminated).toBe(true)
  })

  it('gives a list of records the limit once per record', async () => {
    vi.useFakeTimers()
    let settled: unknown = null
    void checkRecordsIn(silentWorker(), [{ text: '' }, { text: '' }], 100).then((v) => (settled = v))
    await vi.advanceTimersByTimeAsync(199)
    expect(settled).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toMatchObject([{ error: { code: 'timed-out' } }, { error: { code: 'timed-out' } }])
  })

  it('gives up with check-failed on a worker that never starts', async () => {
    vi.useFakeTimers()
    const worker = silentWorker(false)
    let settled: unknown = null
    void checkRecordsIn(worker, [{ text: JSON.stringify(record) }]).then((v) => (settled = v))
    await vi.advanceTimersByTimeAsync(RECORD_WORKER_START_MS - 1)
    expect(settled).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toMatchObject([{ ok: false, error: { code: 'check-failed' } }])
    expect(worker.terminated).toBe(true)
  })

  it('refuses with check-failed when the worker fails', async () => {
    const worker = silentWorker(false)
    worker.postMessage = () => setTimeout(() => worker.onerror?.({ message: 'out of memory' }), 0)
    await expect(checkRecordsIn(worker, [{ text: JSON.stringify(record) }])).resolves.toMatchObject([
      { ok: false, error: { code: 'check-failed', message: 'out of memory' } }
    ])
    expect(worker.terminated).toBe(true)
  })
})
