import { describe, expect, it } from 'vitest'
import { Autosaver } from './autosaver'
import type { SaveStatus } from './autosaver'
import type { TableSave } from './save-format'
import type { TableStorage } from './table-storage'

/** A storage whose writes finish only when the test says so. */
function gatedStorage() {
  const written: number[] = []
  const gates: (() => void)[] = []
  let fail = false
  const storage: TableStorage = {
    write: (save) =>
      new Promise((resolve, reject) =>
        gates.push(() => {
          if (fail) return reject(new Error('disk full'))
          written.push(save.version)
          resolve()
        })
      ),
    describe: () => 'gated'
  }
  const release = async () => {
    gates.shift()?.()
    await new Promise((r) => setImmediate(r))
  }
  return { storage, written, release, setFail: (f: boolean) => (fail = f), pending: () => gates.length }
}

describe('Autosaver', () => {
  it('never queues more than one write, and the next write takes the newest snapshot', async () => {
    const g = gatedStorage()
    let version = 1
    const saver = new Autosaver(
      g.storage,
      () => ({ version }) as TableSave,
      () => undefined
    )
    saver.request()
    for (version = 2; version <= 5; version++) saver.request()
    version = 5
    expect(g.pending()).toBe(1)
    await g.release()
    await g.release()
    await saver.flush()
    expect(g.written).toEqual([1, 5])
  })

  it('reports a failure once and the recovery once', async () => {
    const g = gatedStorage()
    const reports: SaveStatus[] = []
    const saver = new Autosaver(
      g.storage,
      () => ({ version: 1 }) as TableSave,
      (s) => reports.push(s)
    )
    g.setFail(true)
    saver.request()
    await g.release()
    saver.request()
    await g.release()
    g.setFail(false)
    saver.request()
    await g.release()
    await saver.flush()
    expect(reports.map((r) => r.ok)).toEqual([false, true])
    // no system code came with the error: the refusal says what failed in its own words
    expect(reports[0]).toEqual({ ok: false, error: { code: 'write-failed', message: 'disk full' } })
  })

  it('spaces the writes of a burst by minGapMs; a lone change is written at once', async () => {
    const g = gatedStorage()
    const sleeps: number[] = []
    let wake: () => void = () => undefined
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        sleeps.push(ms)
        wake = resolve
      })
    let version = 1
    const saver = new Autosaver(
      g.storage,
      () => ({ version }) as TableSave,
      () => undefined,
      { minGapMs: 50, sleep }
    )
    saver.request()
    expect(g.pending()).toBe(1) // at once
    version = 2
    saver.request()
    await g.release()
    expect(sleeps).toEqual([50]) // the burst waits
    expect(g.pending()).toBe(0)
    version = 3
    saver.request()
    wake()
    await new Promise((r) => setImmediate(r))
    await g.release()
    await saver.flush()
    expect(g.written).toEqual([1, 3])
  })
})
