// Running totals per round from the finished rounds (for the chart and the totals table), the standing,
// and whom the results wait for.
import type { RoundResult } from '../../../engine/types'
import type { SeatInfo } from '../../../protocol/messages'

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

/** The human seats that have not said Ready yet, except `me` (their own button already says so). */
export function notReady(seats: readonly SeatInfo[], me: number | null): number[] {
  return seats.filter((s) => s.kind === 'human' && !s.ready && s.seat !== me).map((s) => s.seat)
}
