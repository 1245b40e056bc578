// The hint (issue 51: "the Hint proposes moves the review then marks as losing points"): the move the
// review itself would prefer in this position. Before, a hint was the medium bot's move (or another
// level's, each with its own aims and budget) and the review judged it with the hard search, by the seat's
// expected penalty, at 30 000 playouts: two evaluators that disagreed. Now both run the same search from
// the seat's view (knownSearch), with the same playouts and the same random numbers (positionSeed), and
// the hint is the move that search prefers (preferredIndex): judged as played, it loses nothing.
import type { Move, SeatView } from '../../engine/types'
import { Rng, decodeMove } from '../../engine/index'
import { botInput } from '../input'
import { DEFAULT_REVIEW_ITERATIONS, DEFAULT_REVIEW_SEED, knownSearch, positionSeed } from './analyse'
import { preferredIndex, rootSearch } from './judge'

export interface SuggestOptions {
  /** Playouts (the review's by default: the two must agree). */
  iterations?: number
  seed?: number
}

/** The move the review's search prefers for the seat on turn, from its view only (R9). */
export function suggestMove(view: SeatView, options: SuggestOptions = {}): Move {
  const input = botInput(view)
  const iterations = options.iterations ?? DEFAULT_REVIEW_ITERATIONS
  const { spec, codes } = knownSearch(input)
  const only = codes[0]
  if (only === undefined) throw new Error('No legal move.')
  if (codes.length === 1) return decodeMove(only)
  const state = { value: new Rng(positionSeed(input, options.seed ?? DEFAULT_REVIEW_SEED)).state }
  return decodeMove(codes[preferredIndex(rootSearch(spec, codes, iterations, state), iterations)]!)
}
