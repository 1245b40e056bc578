// Issue 26: an analysis runs once per match and seat — it is found again for the same record and seat,
// never for another match or seat, and an entry edited in the storage is dropped rather than shown.
import { describe, expect, it } from 'vitest'
import { analysedSeat } from '../../../../test-support/bots/seat-analysis'
import { playedMatch, recordOf } from '../../../../test-support/engine/recorded-match'
import { KEPT_ANALYSES_KEY, MAX_KEPT_ANALYSES, keepAnalysis, keptAnalysis } from './kept-analyses'

function memory() {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v)
  }
}
const record = recordOf(playedMatch(2, { twoPlayerGame: 'two-hands' }, 3))
const analysis = analysedSeat(record, 0)

describe('kept analyses', () => {
  it('finds the analysis of this record and seat, and nothing for another seat or match', () => {
    const store = memory()
    keepAnalysis(store, record, analysis)
    expect(keptAnalysis(store, record, 0)).toEqual(analysis)
    expect(keptAnalysis(store, record, 1)).toBeNull()
    expect(keptAnalysis(store, { ...record, endedAt: record.endedAt + 1 }, 0)).toBeNull()
  })

  it('drops an entry edited in the storage instead of showing it', () => {
    const store = memory()
    keepAnalysis(store, record, analysis)
    const entries = JSON.parse(store.getItem(KEPT_ANALYSES_KEY) ?? '[]') as { analysis: { verdicts: unknown } }[]
    entries[0]!.analysis.verdicts = '<img src=x onerror=alert(1)>'
    store.setItem(KEPT_ANALYSES_KEY, JSON.stringify(entries))
    expect(keptAnalysis(store, record, 0)).toBeNull()
    store.setItem(KEPT_ANALYSES_KEY, 'not json')
    expect(keptAnalysis(store, record, 0)).toBeNull()
  })

  it('keeps one per record and seat, the newest first, at most MAX_KEPT_ANALYSES', () => {
    const store = memory()
    for (let i = 0; i <= MAX_KEPT_ANALYSES; i++) keepAnalysis(store, { ...record, endedAt: i }, analysis)
    keepAnalysis(store, { ...record, endedAt: MAX_KEPT_ANALYSES }, analysis)
    const entries = JSON.parse(store.getItem(KEPT_ANALYSES_KEY) ?? '[]') as unknown[]
    expect(entries).toHaveLength(MAX_KEPT_ANALYSES)
    expect(keptAnalysis(store, { ...record, endedAt: 0 }, 0)).toBeNull()
    expect(keptAnalysis(store, { ...record, endedAt: MAX_KEPT_ANALYSES }, 0)).toEqual(analysis)
  })
})
