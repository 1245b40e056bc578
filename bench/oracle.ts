// THE ALL-SEEING BOT — FOR MEASUREMENT ONLY. It reads the full MatchState, every hand included, which
// no player may ever do (RULES.md R9), so it is never a bot level: it is not in BOT_LEVELS, not in the
// POLICIES table the host uses, and it lives outside src. Only the bot arena (bench/arena.ts,
// bench/bots.ts) imports this file, to measure how far the hard bot is from perfect information.
//
// It runs the hard bot's own search (search.ts: UCB1 over root moves, the same rollouts and reward)
// on the true hands instead of on determinizations, so the gap between the two is the price of not
// seeing the other hands at the same number of iterations. The true position comes from
// src/bots/search-position.ts (openSearchPosition), which the review of a finished match shares:
// by the end of a match every hand is public (D6).
import type { MatchState, Move } from '../src/engine/types'
import type { Rng } from '../src/engine/index'
import { MOVE_PASS, decodeMove, moveSizeOf } from '../src/engine/index'
import type { SearchTuning } from '../src/bots/search'
import { DEFAULT_TUNING, searchRoot } from '../src/bots/search'
import { openSearchPosition } from '../src/bots/search-position'

export interface AllSeeingOptions {
  /** Most iterations per decision (default 3 000). */
  maxIterations?: number
  /** Fewest iterations before an early stop on a clear lead (default 300). */
  minIterations?: number
  /** Most work (rollout moves plus exact-solve nodes, search.ts), as for the hard bot. */
  maxWork?: number
  /** A clock in ms and a budget, as for the hard bot (default: iterations only). */
  now?: () => number
  budgetMs?: number
  tuning?: Partial<SearchTuning>
}

/**
 * The move of the seat on turn, chosen by a perfect-information search that SEES EVERY HAND of
 * `fullState` (the whole secret state). Bench-only: never call this for a table.
 */
export function allSeeingMoveForBenchOnly(
  fullState: MatchState,
  rng: Rng,
  options: AllSeeingOptions = {}
): Move {
  const { pos, codes } = openSearchPosition(fullState)
  const seat = pos.turn!
  const size = pos.hands[seat]!.reduce((a, b) => a + b, 0)
  if (codes.length === 1) return decodeMove(codes[0]!)
  for (const code of codes) if (code !== MOVE_PASS && moveSizeOf(code) === size) return decodeMove(code)
  const now = options.now
  const state = { value: rng.state }
  const root = searchRoot(
    {
      pos,
      seat,
      points: fullState.options.points,
      codes,
      determinize: null,
      totals: fullState.totals,
      target: fullState.options.target,
      limits: {
        maxIterations: options.maxIterations ?? 3_000,
        minIterations: options.minIterations ?? 300,
        now,
        start: now?.() ?? 0,
        budget: (options.budgetMs ?? 300) * 0.92,
        maxWork: options.maxWork
      },
      tuning: { ...DEFAULT_TUNING, ...options.tuning }
    },
    state
  )
  rng.state = state.value
  return decodeMove(codes[root.best]!)
}
