// Messages between the host's WorkerBotPlayer and its bot worker threads (structured clone).
import type { Move, SeatView } from '../../engine/types'
import type { BotLevel } from '../../protocol/vocabulary'
import type { Refusal, Result } from '../../engine/result'

export interface BotWorkerData {
  /** Hard bot's thinking budget per decision, in ms. */
  hardBudgetMs: number
  /** Cap on the hard bot's search iterations; with `hardClock: false` it is the only bound (deterministic). */
  hardMaxIterations: number | null
  hardClock: boolean
  /**
   * A module URL whose `decide(view, level, seed, options)` replaces the real policies: for tests
   * (e.g. a policy that throws or kills its thread). Never set in production.
   */
  policyModule: string | null
}

export interface BotRequest {
  id: number
  view: SeatView
  level: BotLevel
  seed: number
  /** A hint the review agrees with (bots/review/suggest.ts) instead of the level's move. */
  suggest?: true
}

/** The move for request `id`, or why the policy failed (`policy-threw`: its exception's message). */
export type BotReply = { id: number } & Result<Move, Refusal<'policy-threw'>>

/** Sent once when the worker has loaded its policies. */
export const WORKER_READY = 'ready'
