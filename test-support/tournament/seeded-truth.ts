// The host's cards without the host's memory (issue 52, the tournament soak): a host in another process
// cannot hand its MatchState to the secrets audit, but a duplicate stage's deals follow from the stage's
// seed (the host's journal holds it), so an observer with the seed deals them again as the stage's dealer
// does (server/tournament/stage-dealer.ts) and plays a round's public moves on them: each seat's hand, the
// undealt cards and the cleared ones at that point. The secrets audit then checks a frame against that, as
// it checks one against the host's own state. One hand per deal only (tables of three and more).
import { apply, deal, handsPerDeal, newMatch, ranksFromCounts, roundFromHands } from '../../src/engine'
import type { LoggedMove, MatchState, RankCounts, TableOptions } from '../../src/engine'
import { dealStream } from '../../src/tournament'

/** A deal as dealt: every seat's hand, the undealt cards and the seat that leads it. */
export interface DealtRound {
  hands: RankCounts[]
  undealt: RankCounts
  leader: number
}

/**
 * Deal `deal` (1-based) of a duplicate stage at a table of `players`, from the stage's seed for that size:
 * deal 1 is a new match (its leader, then its cards), deal k the match's round k, led by the seat k − 1
 * places after deal 1's leader (D3). Null for a table of two playing two hands (not dealt this way).
 */
export function dealtRound(
  seed: string,
  players: number,
  options: TableOptions,
  dealNumber: number
): DealtRound | null {
  if (handsPerDeal(players, options) !== 1) return null
  const first = newMatch(players, options, dealStream(seed, 1))
  if (!first.ok) throw new Error(first.error.message)
  const leader = (first.value.roundLeader + dealNumber - 1) % players
  if (dealNumber === 1) return { hands: first.value.hands, undealt: first.value.undealt, leader }
  const dealt = deal(players, options, dealStream(seed, dealNumber))
  return { hands: dealt.hands, undealt: dealt.undealt, leader }
}

/**
 * The round as the host holds it after `log`: the deal, then each public move played on it. Only the
 * fields the secrets audit compares are the host's own (hands, undealt, kept and retired cards, cleared
 * cards); round number and totals are not. A move the deal cannot take is an error: the log is not this
 * deal's.
 */
export function roundAfter(
  dealt: DealtRound,
  players: number,
  options: TableOptions,
  log: readonly LoggedMove[]
): MatchState {
  const start = roundFromHands(
    players,
    dealt.hands.map((h) => ranksFromCounts(h)),
    dealt.leader,
    options
  )
  if (!start.ok) throw new Error(start.error.message)
  let state = start.value
  for (const [i, { seat, move }] of log.entries()) {
    const next = apply(state, seat, move)
    if (!next.ok) throw new Error(`move ${i + 1} of the log does not fit the deal: ${next.error.message}`)
    state = next.value.state
  }
  return state
}
