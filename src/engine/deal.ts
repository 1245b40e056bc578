// R2 deals and D3 leaders: everything random comes from the Randomness the caller passes in. Nothing
// about it is kept in the state, so the next deal cannot be computed from anything a match holds.
import { RANKS } from './types'
import type { RankCounts, TableOptions } from './types'
import { copiesFor, countsFromRanks } from './cards'
import { handSizeFor, handsPerDeal } from './options'
import { shuffle } from './rng'
import type { Randomness } from './rng'

export interface Deal {
  /** The hands of the first round of this deal. */
  hands: RankCounts[]
  undealt: RankCounts
  /** R2.two: each seat's second hand, for round 2 ([] when a deal is one hand each). */
  reserve: RankCounts[]
}

/**
 * Shuffle the deck for this many players and deal each hand from the top (R2); with R2.two every seat
 * gets a second hand from the same shuffle. The rest stays face down.
 */
export function deal(players: number, options: TableOptions, random: Randomness): Deal {
  const copies = copiesFor(players)
  const deck = RANKS.flatMap((r) => new Array<typeof r>(copies).fill(r))
  const shuffled = shuffle(deck, random)
  const size = handSizeFor(players, options)
  const hand = (i: number): RankCounts => countsFromRanks(shuffled.slice(i * size, (i + 1) * size))
  const hands: RankCounts[] = []
  const reserve: RankCounts[] = []
  for (let s = 0; s < players; s++) hands.push(hand(s))
  const perSeat = handsPerDeal(players, options)
  if (perSeat === 2) for (let s = 0; s < players; s++) reserve.push(hand(players + s))
  return { hands, undealt: countsFromRanks(shuffled.slice(players * perSeat * size)), reserve }
}

/** D3: the first leader, drawn from `random` unless the options name a seat. */
export function pickFirstLeader(players: number, options: TableOptions, random: Randomness): number {
  return options.firstLeader !== 'random' ? options.firstLeader : random.int(players)
}
