// Easy: a beginner. Always legal, a little random; leads its lowest card, passes often, and when it
// plays it sheds low cards.
import type { Move } from '../engine/types'
import type { Rng } from '../engine/index'
import { movesFor } from '../engine/index'
import type { BotInput } from './input'
import { cardsOf, ownCounts } from './cards'

const PASS_CHANCE = 0.45
const RANDOM_CHANCE = 0.25

/** Lower first: the move whose highest card is lowest, then the fewest cards. */
function cheapness(move: Move): number {
  const cards = cardsOf(move)
  return (cards[cards.length - 1] ?? 0) * 4 + cards.length
}

export function easyMove(input: BotInput, rng: Rng): Move {
  const legal = movesFor(ownCounts(input), input.meld, input.copies, input.overwrite)
  const first = legal[0]
  if (first === undefined) throw new Error('No legal move.')
  if (legal.length === 1) return first
  const plays = legal.filter((m) => m.kind !== 'pass')
  if (input.meld !== null && rng.next() < PASS_CHANCE) return { kind: 'pass' }
  if (rng.next() < RANDOM_CHANCE) return plays[rng.int(plays.length)] ?? first
  let best = plays[0] ?? first
  for (const m of plays) if (cheapness(m) < cheapness(best)) best = m
  return best
}
