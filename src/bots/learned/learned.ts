// The learned evaluation as a bot (issue 53): Q(what the seat knows, move) for every legal move, from
// the weights in weights.json (trained by `npm run train:bot`, bench/train-bot.ts). `learnedMove` is
// the fast policy — the move of highest Q, no search; `learnedValues` gives the search its values.
import type { Move } from '../../engine/types'
import { goesOut, movesFor } from '../../engine/index'
import type { BotInput } from '../input'
import { ownCounts } from '../cards'
import { FEATURE_VERSION, INPUT_SIZE, decisionFeatures } from './features'
import type { Mlp } from './mlp'
import { highestRow, qValues } from './mlp'
import { mlpFromWeights } from './weights'
// `with { type: 'json' }`: Node's own ESM loader (Playwright loads the e2e specs through it) refuses a
// JSON import without it; the bundlers and tsx accept both.
import WEIGHTS from './weights.json' with { type: 'json' }

let loaded: Mlp | null = null

/** The network of weights.json, read and checked once; throws when the file does not fit the features. */
export function defaultModel(): Mlp {
  if (loaded !== null) return loaded
  const made = mlpFromWeights(WEIGHTS, FEATURE_VERSION, INPUT_SIZE)
  if (!made.ok) throw new Error(`src/bots/learned/weights.json: ${made.error.message}`)
  loaded = made.value
  return loaded
}

/** Q of each move (in the moves' order) for the seat on turn: its expected round reward (reward.ts). */
export function learnedValues(
  input: BotInput,
  moves: readonly Move[],
  model: Mlp = defaultModel()
): Float32Array {
  const f = decisionFeatures(input, moves)
  return qValues(model, f.state, f.moves, f.count)
}

/** The legal move of highest Q (the first of equals); going out, when it can, since nothing beats it. */
export function learnedMove(input: BotInput, model: Mlp = defaultModel()): Move {
  const legal = movesFor(ownCounts(input), input.meld, input.copies, input.overwrite)
  const first = legal[0]
  if (first === undefined) throw new Error('No legal move.')
  if (legal.length === 1) return first
  const out = legal.find((m) => goesOut(m, input.hand.length))
  if (out !== undefined) return out
  return legal[highestRow(learnedValues(input, legal, model))]!
}
