// One search's verdict on one decision: the move the search prefers, and how many penalty points the
// played move costs against it in expectation. A move's expected penalty is the search's estimate of
// the seat's own round penalty (R7) after that root move, averaged over its playouts (search.ts).
// The search steers its playouts to the promising moves (UCB1), so a poor played move may have had few;
// it gets a top-up of its own until its estimate is as well sampled as the others we compare it with.
import type { Move } from '../../engine/types'
import { decodeMove } from '../../engine/index'
import type { RootStats, SearchSpec } from '../search'
import { searchRoot } from '../search'
import type { PenaltyEstimate } from '../penalty-estimate'
import { estimateFrom, penaltyEstimate } from '../penalty-estimate'

/** What one search says about one decision. Penalties in points; JSON-friendly (no Infinity). */
export interface Judgement {
  /** The move with the lowest expected penalty among the well-sampled ones. */
  preferred: Move
  /** Expected penalty after the played move, and after the preferred one. */
  playedPenalty: number
  preferredPenalty: number
  /** playedPenalty − preferredPenalty (≥ 0; 0 when the played move is the preferred one). */
  cost: number
  /** Half the 95% interval of that cost (1.96 standard errors of the difference). */
  noise: number
  /** Points lost to this choice: the cost when it stands out of its noise, else 0. */
  lost: number
}

/** A move this well sampled, relative to the budget, may be the preferred one. */
const WELL_SAMPLED = 1 / 8
/** The search may stop early on a clear leader once it has used this share of the budget. */
const EARLY_STOP = 1 / 4

export type JudgeSpec = Omit<SearchSpec, 'codes' | 'limits'>

/** A forced move (or a decision not searched): no cost. */
export function forcedJudgement(played: Move): Judgement {
  return { preferred: played, playedPenalty: 0, preferredPenalty: 0, cost: 0, noise: 0, lost: 0 }
}

/** How many playouts a move needs before it may be the preferred one. */
const wellSampled = (iterations: number) => Math.max(2, Math.ceil(iterations * WELL_SAMPLED))

const limits = (n: number, min: number) => ({ maxIterations: n, minIterations: min, start: 0, budget: 0 })

/**
 * The search every judgement starts with: `iterations` playouts over `codes` (the legal moves at the
 * root), stopping early on a clear leader. Deterministic in the random state `state`, which it advances.
 */
export function rootSearch(spec: JudgeSpec, codes: readonly number[], iterations: number, state: { value: number }): RootStats {
  return searchRoot({ ...spec, codes, limits: limits(iterations, iterations * EARLY_STOP) }, state)
}

/**
 * The move a root search prefers (its index in the codes): the lowest expected penalty among the
 * well-sampled moves, else the most visited one. The hint (suggest.ts) offers it; judged as the played
 * move by the same search it costs nothing (`judge` finds no well-sampled move below it).
 */
export function preferredIndex(root: RootStats, iterations: number): number {
  const enough = wellSampled(iterations)
  let best = -1
  let bestMean = Infinity
  let mostVisited = 0
  for (let i = 0; i < root.visits.length; i++) {
    if (root.visits[i]! > root.visits[mostVisited]!) mostVisited = i
    const e = penaltyEstimate(root, i)
    if (e.visits >= enough && e.mean < bestMean) {
      best = i
      bestMean = e.mean
    }
  }
  return best === -1 ? mostVisited : best
}

/**
 * Search `codes` (the legal moves at the root) for `iterations` playouts and judge the one at
 * `playedIndex`. Deterministic in the random state `state`, which it advances.
 */
export function judge(
  spec: JudgeSpec,
  codes: readonly number[],
  playedIndex: number,
  iterations: number,
  state: { value: number }
): Judgement {
  const played = decodeMove(codes[playedIndex]!)
  if (codes.length === 1) return forcedJudgement(played)
  const root = rootSearch(spec, codes, iterations, state)
  const enough = wellSampled(iterations)
  let own = penaltyEstimate(root, playedIndex)
  if (own.visits < enough) {
    const more = enough - own.visits
    const extra = searchRoot({ ...spec, codes: [codes[playedIndex]!], limits: limits(more, more) }, state)
    own = pooled(root, playedIndex, extra)
  }
  let best = playedIndex
  let bestEstimate = own
  for (let i = 0; i < codes.length; i++) {
    if (i === playedIndex) continue
    const e = penaltyEstimate(root, i)
    if (e.visits >= enough && e.mean < bestEstimate.mean) {
      best = i
      bestEstimate = e
    }
  }
  if (best === playedIndex)
    return { ...forcedJudgement(played), playedPenalty: own.mean, preferredPenalty: own.mean }
  const cost = own.mean - bestEstimate.mean
  const noise = 1.96 * Math.hypot(own.stderr, bestEstimate.stderr)
  return {
    preferred: decodeMove(codes[best]!),
    playedPenalty: own.mean,
    preferredPenalty: bestEstimate.mean,
    cost,
    noise,
    lost: cost > noise ? cost : 0
  }
}

/** The played move's playouts from the main search and from its top-up, as one estimate. */
function pooled(root: RootStats, i: number, extra: RootStats): PenaltyEstimate {
  return estimateFrom(
    root.visits[i]! + extra.visits[0]!,
    root.penalties[i]! + extra.penalties[0]!,
    root.penaltySquares[i]! + extra.penaltySquares[0]!
  )
}
