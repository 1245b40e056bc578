// INSECURE, tests and soaks only (the CLI's `--seed N --insecure-seed` under FTF_TEST_TOURNAMENT_SEED=1,
// tournament-args.ts): a tournament whose every random choice that decides play follows from one number,
// so two runs play the same evening, and a host killed and resumed plays on exactly as it would have.
// Whoever knows the number knows every duplicate seed, so every hand of the evening.
// - A stage's seating order and duplicate seeds are drawn from the number and the stage's own number, not
//   from a generator that runs on: a host resumed in stage 1 draws stage 2 as the first run did.
// - A bot's decision takes its seed from the number, its table and the point of the game it decides at
//   (round, seat, moves so far), never from the order in which a pool of workers happened to be asked.
// Tokens, keys and bot pauses stay the host's own randomness: they decide nothing about play.
import { createHash } from 'node:crypto'
import { Rng } from '../../engine'
import type { TournamentContext } from '../../tournament'
import type { BotPlayer } from '../bot-player'

/** Which table of the evening: its stage and its number (1-based, as people say them). */
export interface TablePlace {
  stage: number
  table: number
}

/** What of a seat's view a decision is keyed on: where in the game it is (the game itself follows). */
export interface DecisionPoint {
  seat: number | null
  round: number
  log: readonly unknown[]
}

function digest(seed: number, ...parts: (string | number)[]): Buffer {
  return createHash('sha256')
    .update(['five-three-five/insecure-seed', seed, ...parts].join('|'))
    .digest()
}

/** A whole number in [0, 2^31) from the digest of `parts`. */
function seedOf(seed: number, ...parts: (string | number)[]): number {
  return digest(seed, ...parts).readUInt32BE(0) & 0x7fffffff
}

/** The seating order and duplicate seeds of `stage`: the same for every run with this seed. */
export function seededStageContext(seed: number, stage: number): TournamentContext {
  let drawn = 0
  return {
    random: new Rng(seedOf(seed, 'seating', stage)),
    newSeed: () => digest(seed, 'duplicate', stage, drawn++).toString('hex')
  }
}

/** The seed of one decision: the evening's seed, the table, and the point of its game. */
export function decisionSeed(seed: number, place: TablePlace, point: DecisionPoint): number {
  return seedOf(seed, 'decision', place.stage, place.table, point.round, point.seat ?? -1, point.log.length)
}

/** `inner`, with each decision's seed taken from the point of the game instead of the one it is given. */
export function seededDecisions(inner: BotPlayer, seed: number, place: TablePlace): BotPlayer {
  return {
    chooseMove: (view, level, _timed, lane) =>
      inner.chooseMove(view, level, decisionSeed(seed, place, view), lane),
    ...(inner.suggestMove === undefined ? {} : { suggestMove: (view) => inner.suggestMove!(view) })
  }
}
