// THE ALL-SEEING BOT — FOR MEASUREMENT ONLY. It reads the full MatchState, every hand included, which
// no player may ever do (RULES.md R9), so it is never a bot level: it is not in BOT_LEVELS, not in the
// POLICIES table the host uses, and it lives outside src. Only the bot arena (bench/arena.ts,
// bench/bots.ts) imports this file, to measure how far the hard bot is from perfect information.
//
// It runs the hard bot's own search (search.ts: UCB1 over root moves, the same rollouts and reward)
// on the true hands instead of on determinizations, so the gap between the two is the price of not
// seeing the other hands at the same number of iterations.
import type { MatchState, Move } from '../src/engine/types'
import type { FastPosition, Rng } from '../src/engine/index'
import { FastRound, MOVE_PASS, decodeMove, moveSizeOf } from '../src/engine/index'
import type { SearchTuning } from '../src/bots/search'
import { DEFAULT_TUNING, searchRoot } from '../src/bots/search'

export interface AllSeeingOptions {
  /** Most iterations per decision (default 3 000). */
  maxIterations?: number
  /** Fewest iterations before an early stop on a clear lead (default 300). */
  minIterations?: number
  /** Most work (rollout moves plus exact-solve nodes, search.ts), as for the expert. */
  maxWork?: number
  /** A clock in ms and a budget, as for the hard bot (default: iterations only). */
  now?: () => number
  budgetMs?: number
  tuning?: Partial<SearchTuning>
}

const fast = new FastRound()

/**
 * The move of the seat on turn, chosen by a perfect-information search that SEES EVERY HAND of
 * `fullState` (the whole secret state). Bench-only: never call this for a table.
 */
export function allSeeingMoveForBenchOnly(
  fullState: MatchState,
  rng: Rng,
  options: AllSeeingOptions = {}
): Move {
  const seat = fullState.turn
  if (fullState.phase !== 'playing' || seat === null) throw new Error('No seat is on turn.')
  const pos: FastPosition = {
    players: fullState.players,
    hands: fullState.hands.map((h) => [...h]),
    meld: fullState.meld === null ? null : { type: fullState.meld.type, cards: [...fullState.meld.cards] },
    passed: [...fullState.passed],
    turn: seat,
    lastPlayer: fullState.lastPlayer,
    playsInTrick: fullState.playsInTrick,
    options: fullState.options
  }
  fast.load(pos)
  const n = fast.generate()
  const codes = Array.from(fast.moves.subarray(0, n))
  const size = fast.sizes[seat]!
  if (n === 1) return decodeMove(codes[0]!)
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
