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

/** The human seats the table waits for, except `me` (their own button already says so): connected and not
 *  ready yet. Away players count as ready, and a dropped player is not waited for (as on the host). */
export function notReady(seats: readonly SeatInfo[], me: number | null): number[] {
  return seats.filter((s) => s.kind === 'human' && readinessOf(s) === 'reading' && s.seat !== me).map((s) => s.seat)
}

/** Where a player is between rounds or after the match: ready, still reading the results, away (a bot
 *  plays for them) or disconnected. */
export type Readiness = 'ready' | 'reading' | 'away' | 'offline'

export function readinessOf(seat: SeatInfo): Readiness {
  if (seat.away) return 'away'
  if (seat.ready) return 'ready'
  return seat.connected ? 'reading' : 'offline'
}
