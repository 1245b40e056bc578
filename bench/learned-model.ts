// The learned bot's network for the arena: the repository's weights, or another weights file named on
// the command line (`npm run bench:bots -- --weights out/train-bot/weights.json`), read once per worker.
import { readFileSync } from 'node:fs'
import { FEATURE_VERSION, INPUT_SIZE } from '../src/bots/learned/features'
import { defaultModel } from '../src/bots/learned/learned'
import type { Mlp } from '../src/bots/learned/mlp'
import { mlpFromWeights } from '../src/bots/learned/weights'

const loaded = new Map<string, Mlp>()

export function learnedModelFor(path: string | undefined): Mlp {
  if (path === undefined) return defaultModel()
  const hit = loaded.get(path)
  if (hit !== undefined) return hit
  const json = JSON.parse(readFileSync(path, 'utf8')) as { weights?: unknown }
  // A checkpoint holds its weights file under `weights`.
  const made = mlpFromWeights(json.weights ?? json, FEATURE_VERSION, INPUT_SIZE)
  if (!made.ok) throw new Error(`--weights ${path}: ${made.error.message}`)
  loaded.set(path, made.value)
  return made.value
}
