// Test fixture, loaded inside a bot worker through WorkerBotPlayerOptions.policyModule: a policy that
// fails in every way a real one could, chosen by the seed. Any other seed plays the real policy.
import { decide as realDecide } from '../../src/bots/index'
import type { SeatView } from '../../src/engine/types'
import type { BotLevel, PolicyOptions } from '../../src/bots/index'
import type { Move } from '../../src/engine/types'

export const THROW_SEED = 1
export const EXIT_SEED = 2
export const HANG_SEED = 3
export const ILLEGAL_SEED = 4

export function decide(view: SeatView, level: BotLevel, seed: number, options?: PolicyOptions): Move {
  if (seed === THROW_SEED) throw new Error('boom: the policy threw')
  if (seed === EXIT_SEED) process.exit(7)
  if (seed === HANG_SEED) for (;;);
  if (seed === ILLEGAL_SEED) return { kind: 'lead', cards: [6 as never] }
  return realDecide(view, level, seed, options)
}
