// One entry point for every level: a seat's view (or a BotInput built from it) + a seed → a legal move.
import type { Move, SeatView } from '../engine/types'
import { Rng } from '../engine/index'
import type { MoveReason } from '../engine/index'
import type { BotLevel } from '../protocol/vocabulary'
import type { BotInput } from './input'
import { botInput } from './input'
import { easyMove } from './easy'
import { mediumMove } from './medium'
import { hardMove } from './hard'
import type { HardOptions } from './hard'
import { explainMove } from './reasons'

export type { BotLevel }

/** Options for a decision; only the hard level searches, so only it uses them. */
export type PolicyOptions = HardOptions

/** A pure policy: the seat's knowledge, its own random numbers, and nothing else. */
export type Policy = (input: BotInput, rng: Rng, options?: PolicyOptions) => Move

export const POLICIES: Readonly<Record<BotLevel, Policy>> = {
  easy: easyMove,
  medium: mediumMove,
  hard: hardMove
}

/** The level's move for this input, deterministic in (input, seed, options). */
export function chooseBotMove(input: BotInput, level: BotLevel, seed: number, options?: PolicyOptions): Move {
  return POLICIES[level](input, new Rng(seed), options)
}

/** Convenience for callers holding a SeatView (the host's worker, the arena, hints). */
export function decide(view: SeatView, level: BotLevel, seed: number, options?: PolicyOptions): Move {
  return chooseBotMove(botInput(view), level, seed, options)
}

/** A level's move with the short reason code a hint shows (the renderer translates it). */
export function decideWithReason(
  view: SeatView,
  level: BotLevel,
  seed: number,
  options?: PolicyOptions
): { move: Move; reason: MoveReason } {
  const input = botInput(view)
  const move = chooseBotMove(input, level, seed, options)
  return { move, reason: explainMove(input, move) }
}
