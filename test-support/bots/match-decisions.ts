// Bot matches as the review sees them: every decision in order with its seat, its move and the state
// just before (the shape the match record gives the analysis, src/bots/review/analyse.ts), for the
// review's tests and its bench (bench/review.ts).
import { Rng, TARGET, applyOrThrow, newMatch, nextRound, viewFor } from '../../src/engine/index'
import type { MatchState, Move } from '../../src/engine/index'
import { botInput, hardMove, mediumMove } from '../../src/bots/index'
import type { Decision } from '../../src/bots/review/analyse'
import { DEFAULT_TUNING } from '../../src/bots/search'

export type ReviewBot = 'medium' | 'hard'

/**
 * A hard bot here is the plain search (DEFAULT_TUNING, what hard played before issue 53 folded the
 * expert into it) at a fixed number of playouts, bounded by them alone: cheap, as these matches are
 * judged, not competed in, and the same matches the review's tests were written against.
 */
const HARD_BOT_LIMITS = { tuning: DEFAULT_TUNING, maxIterations: 3_000, maxWork: Number.POSITIVE_INFINITY }

/** A target no total reaches in a few rounds, so a match lasts exactly `rounds` rounds. */
const FAR_TARGET = TARGET.max

function botMove(bot: ReviewBot, state: MatchState, seat: number, rng: Rng): Move {
  const input = botInput(viewFor(state, seat))
  return bot === 'hard' ? hardMove(input, rng, HARD_BOT_LIMITS) : mediumMove(input, rng)
}

/** The decisions of a `rounds`-round match of `bots` (one per seat), seeded. */
export function botMatchDecisions(seed: number, bots: readonly ReviewBot[], rounds: number): Decision[] {
  const deals = new Rng(seed)
  const rng = new Rng(seed ^ 0x5eed)
  const made = newMatch(bots.length, { target: FAR_TARGET }, deals)
  if (!made.ok) throw new Error(made.error.message)
  let state = made.value
  const decisions: Decision[] = []
  for (;;) {
    while (state.phase === 'playing' && state.turn !== null) {
      const seat = state.turn
      const move = botMove(bots[seat]!, state, seat, rng)
      decisions.push({ round: state.round, seat, move, before: state })
      state = applyOrThrow(state, seat, move).state
    }
    if (state.phase === 'matchOver' || state.round >= rounds) return decisions
    const next = nextRound(state, deals)
    if (!next.ok) throw new Error(next.error.message)
    state = next.value
  }
}
