// R2 deals and D3 leaders: everything random comes from the seeded RNG held in the state.
import { RANKS } from './types'
import type { RankCounts, TableOptions } from './types'
import { copiesFor, countsFromRanks } from './cards'
import { handSizeFor } from './options'
import { nextRandom, shuffle } from './rng'

export interface Deal {
  hands: RankCounts[]
  undealt: RankCounts
  rng: number
}

/** Shuffle the deck for this many players, deal each hand from the top, the rest stays face down. */
export function deal(players: number, options: TableOptions, rngState: number): Deal {
  const copies = copiesFor(players)
  const deck = RANKS.flatMap((r) => new Array<typeof r>(copies).fill(r))
  const [shuffled, rng] = shuffle(deck, rngState)
  const size = handSizeFor(players, options)
  const hands: RankCounts[] = []
  for (let s = 0; s < players; s++) hands.push(countsFromRanks(shuffled.slice(s * size, (s + 1) * size)))
  return { hands, undealt: countsFromRanks(shuffled.slice(players * size)), rng }
}

/** D3: the first leader, drawn from the RNG unless the options name a seat. */
export function pickFirstLeader(players: number, options: TableOptions, rngState: number): [number, number] {
  if (options.firstLeader !== 'random') return [options.firstLeader, rngState]
  const [v, rng] = nextRandom(rngState)
  return [Math.floor(v * players), rng]
}
