// A root move's expected own penalty from the search's per-move sums (issue 26's reviews read them).
import type { RootStats } from './search'

/** A root move's expected own penalty in points, with the standard error of that mean. */
export interface PenaltyEstimate {
  visits: number
  mean: number
  stderr: number
}

export function penaltyEstimate(root: RootStats, i: number): PenaltyEstimate {
  return estimateFrom(root.visits[i]!, root.penalties[i]!, root.penaltySquares[i]!)
}

/** The mean and its standard error from a count, a sum and a sum of squares. */
export function estimateFrom(visits: number, sum: number, squares: number): PenaltyEstimate {
  if (visits === 0) return { visits, mean: 0, stderr: Infinity }
  const mean = sum / visits
  const variance = Math.max(squares / visits - mean * mean, 0)
  return { visits, mean, stderr: Math.sqrt(variance / Math.max(visits - 1, 1)) }
}
