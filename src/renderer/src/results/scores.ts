// Running totals per round from the finished rounds (for the chart and the totals table), the standing,
// and whom the results wait for.
import type { RoundResult } from '../../../engine/types'
import type { SeatInfo } from '../../../protocol/messages'
import { isWaitedFor, readinessOf } from '../../../protocol/readiness'
import type { Readiness } from '../../../protocol/readiness'

/** cumulative[r][seat] = total after round r+1. */
export function cumulativeTotals(results: readonly RoundResult[], players: number): number[][] {
  const running = new Array<number>(players).fill(0)
  return results.map((r) => {
    for (let s = 0; s < players; s++) running[s] = (running[s] ?? 0) + (r.penalties[s] ?? 0)
    return [...running]
  })
}

/** The seats by standing: the lowest total (the leader) first; a tie keeps seat order. */
export function byStanding(totals: readonly number[]): number[] {
  return [...totals.keys()].sort((a, b) => (totals[a] ?? 0) - (totals[b] ?? 0) || a - b)
}

/** The human seats the table waits for, except `me` (their own button already says so): the host's rule
 *  (protocol/readiness.ts) — connected and not ready yet; away players count as ready, and a dropped
 *  player is not waited for. */
export function notReady(seats: readonly SeatInfo[], me: number | null): number[] {
  return seats.filter((s) => isWaitedFor(s) && s.seat !== me).map((s) => s.seat)
}

export { readinessOf }
export type { Readiness }
