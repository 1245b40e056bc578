// "Kept with the record so it runs once" (issue 26): a finished analysis is stored in this app's storage
// (the browser's, or the desktop window's), under the record's fingerprint and the seat, and read back
// through parseSeatAnalysis like any untrusted input, so an edited entry is dropped, never half shown.
import { parseSeatAnalysis } from '../../../protocol/seat-analysis'
import type { SeatAnalysis } from '../../../protocol/seat-analysis'
import type { MatchRecord } from '../../../protocol/match-record'
import { storedList } from './stored-list'
import type { Store } from './stored-list'

export const KEPT_ANALYSES_KEY = '535.matchAnalyses'
/** Analyses are a few kB each; the oldest go first past this many. */
export const MAX_KEPT_ANALYSES = 40

interface StoredAnalysis {
  record: string
  analysis: unknown
}

/** The record's fingerprint: FNV-1a over its text, so the same match (from History, a file or the
 *  browser's list) finds its analysis and a different one never does. */
export function recordFingerprint(record: MatchRecord): string {
  let hash = 0x811c9dc5
  const text = JSON.stringify(record)
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return `${hash.toString(16)}:${text.length}`
}

const isStoredAnalysis = (v: unknown): v is StoredAnalysis =>
  typeof (v as Partial<StoredAnalysis> | null)?.record === 'string'

const keptList = (store: Store) => storedList(store, KEPT_ANALYSES_KEY, MAX_KEPT_ANALYSES, isStoredAnalysis)

/** The kept analysis of `seat` in this record, if one passes the check. */
export function keptAnalysis(store: Store, record: MatchRecord, seat: number): SeatAnalysis | null {
  const key = recordFingerprint(record)
  for (const entry of keptList(store).read()) {
    if (entry.record !== key) continue
    const parsed = parseSeatAnalysis(entry.analysis)
    if (parsed.ok && parsed.value.seat === seat) return parsed.value
  }
  return null
}

/** Keeps a finished analysis (replacing an older one of the same seat and record), dropping the oldest. */
export function keepAnalysis(store: Store, record: MatchRecord, analysis: SeatAnalysis): void {
  const key = recordFingerprint(record)
  const sameSeat = (older: StoredAnalysis) =>
    older.record === key && (older.analysis as { seat?: unknown } | null)?.seat === analysis.seat
  keptList(store).prepend({ record: key, analysis }, sameSeat)
}
