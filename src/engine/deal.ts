// R2 deals and D3 leaders: everything random comes from the Randomness the caller passes in. Nothing
// about it is kept in the state, so the next deal cannot be computed from anything a match holds.
import { RANKS } from './types'
import type { RankCounts, TableOptions } from './types'
import { copiesFor, countsFromRanks } from './cards'
import { handSizeFor } from './options'
import { shuffle } from './rng'
import type { Randomness } from './rng'

export interface Deal {
  hands: RankCounts[]
  undealt: RankCounts
}

/** Shuffle the deck for this many players, deal each hand from the top, the rest stays face down. */
export function deal(players: number, options: TableOptions, random: Randomness): Deal {
  const copies = copiesFor(players)
  const deck = RANKS.flatMap((r) => new Array<typeof r>(copies).fill(r))
  const shuffled = shuffle(deck, random)
  const size = handSizeFor(players, options)
  const hands: RankCounts[] = []
  for (let s = 0; s < players; s++) hands.push(countsFromRanks(shuffled.slice(s * size, (s + 1) * size)))
  return { hands, undealt: countsFromRanks(shuffled.slice(players * size)) }
}

/** D3: the first leader, drawn from `random` unless the options name a seat. */
export function pickFirstLeader(players: number, options: TableOptions, random: Randomness): number {
  return options.firstLeader !== 'random' ? options.firstLeader : random.int(players)
}
