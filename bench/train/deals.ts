// Where training games come from: their deals, table sizes and options, and the bots' random numbers,
// all a function of the game's index, so a training run is the same on every machine and a resumed run
// plays the games the first one would have.
//
// Disjoint from every bench deal: bench:bots deals match i from `new Rng(0x4a4d0000 + ⌊i / players⌋)`
// (mediumVsEasy from 0x4d450000), and mulberry32 (engine/rng.ts) walks one cycle of 2^32 states, so a
// different seed of the same generator is only a different starting point on that cycle, and a long
// training run could cross a bench deal's stretch of it. Training deals therefore draw from another
// generator altogether: a counter hashed with the game's index under the tag TRAIN_STREAM
// (`hashed(TRAIN_STREAM, game, k)` for the k-th number the deal asks for). No state of it is a
// mulberry32 state, so no training deal replays a bench deal's random numbers; the same deal could arise
// only by chance (about one in 10^40 per pair). Training game indexes are 0 … games − 1 of that stream.
import type { Randomness, TableOptions } from '../../src/engine/index'

/** The tag of the training stream ('TRN1'); another tag is another set of deals. */
export const TRAIN_STREAM = 0x54524e31

/** A 32-bit hash of three numbers (murmur3's finaliser over a mix of them). */
export function hashed(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xcc9e2d51)
  h = Math.imul(h ^ (h >>> 15), 0x1b873593) ^ c
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** The k-th number of game `game` in stream `tag`, in [0, 1). */
export class CounterStream implements Randomness {
  private k = 0
  constructor(
    private readonly tag: number,
    private readonly game: number
  ) {}
  next(): number {
    return hashed(this.tag, this.game, this.k++) / 4294967296
  }
  int(n: number): number {
    return Math.floor(this.next() * n)
  }
}

export interface TableDraw {
  players: number
  options: Partial<TableOptions>
}

/**
 * The table of training game `game`: four players in 60% of games (the bench's table), else 2, 3, 5 or
 * 6 alike; bigger overwrites in 15%; with three players the 16-card hand in 30%, with two the game to
 * the target in 30% — so the network meets every table the bots are offered at.
 */
export function tableFor(game: number): TableDraw {
  const r = new CounterStream(TRAIN_STREAM ^ 0x7ab1e, game)
  const players = r.next() < 0.6 ? 4 : [2, 3, 5, 6][r.int(4)]!
  const options: Partial<TableOptions> = {}
  if (r.next() < 0.15) options.overwrite = 'bigger'
  const variant = r.next() < 0.3
  if (players === 3 && variant) options.threePlayerHand = 16
  if (players === 2 && variant) options.twoPlayerGame = 'to-target'
  return { players, options }
}
