// Running totals per round from the finished rounds (for the chart and the totals table).
import type { RoundResult } from '../../../engine/types'

/** cumulative[r][seat] = total after round r+1. */
export function cumulativeTotals(results: readonly RoundResult[], players: number): number[][] {
  const running = new Array<number>(players).fill(0)
  return results.map((r) => {
    for (let s = 0; s < players; s++) running[s] = (running[s] ?? 0) + (r.penalties[s] ?? 0)
    return [...running]
  })
}
