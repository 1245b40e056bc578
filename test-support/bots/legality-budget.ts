// A small budget for tests that check only that a bot's move is legal, not how good it is (issue 50,
// item 5): few search iterations, and the expert's inference and exact endgame on a few deals and nodes
// instead of 2,000 deals and 30,000 nodes per decision (≈ 96 ms each: 300 random positions took 29 s
// quiet and timed out under CI load). Every code path still runs; only its sample sizes shrink.
import type { PolicyOptions } from '../../src/bots'

export function legalityBudget(maxIterations: number): PolicyOptions {
  return { maxIterations, tuning: { policyDeals: 60, endgameNodes: 2_000 } }
}
