// Duplicate deals (docs/tournament.md › Duplicate deals). Every table of one size in a stage plays the
// same deals with the same hands in the same seats, and the same seats lead: one secret seed per stage
// and table size (made by the host from its cryptographic source; this code only takes it in), and deal
// k's cards and first leader drawn from that seed's stream for deal k (deal-stream.ts). The engine deals
// as at any table (newMatch, nextRound): only its randomness is shared.
//
// A deal is one shuffle. With one hand per deal (three players and up, or two playing to a target) deal
// k is round k of the stage's match, and its leader is the engine's turn order (D3: the seat after the
// previous round's first leader), the same at every table. Two players playing two hands (R2.two) play
// each deal as a match of two hands "as usual": deal k is a new match, and both its hands are the same
// at every table of two.
import { DEFAULT_OPTIONS, handsPerDeal, newMatch, nextRound } from '../engine'
import type { MatchState, Result, TableOptions } from '../engine'
import { SEED_PATTERN } from '../protocol/tournament-data'
import { dealStream } from './deal-stream'

/** Whether a text can be a duplicate seed (32 bytes as hex). */
export function isSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && SEED_PATTERN.test(seed)
}

/**
 * Deal `deal` (1-based) of the stage at a table: `previous` is the table's match after deal `deal − 1`
 * (null for deal 1). A new match for deal 1 and for every deal at a table of two playing two hands; else
 * the match's next round. The first leader and the hands come from the seed's stream for that deal.
 * A stage's match must not end at its target before its last deal: nextRound refuses then
 * (`round-over`), since a fresh match would draw another leader than the other tables have.
 */
export function dealDuplicate(
  previous: MatchState | null,
  players: number,
  options: Partial<TableOptions>,
  seed: string,
  deal: number
): Result<MatchState> {
  const random = dealStream(seed, deal)
  const fresh =
    previous === null ||
    handsPerDeal(players, { twoPlayerGame: options.twoPlayerGame ?? DEFAULT_OPTIONS.twoPlayerGame }) === 2
  return fresh ? newMatch(players, options, random) : nextRound(previous, random)
}
