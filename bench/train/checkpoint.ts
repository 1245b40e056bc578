// A training run's checkpoint (`npm run train:bot -- --resume`): everything the loop needs to go on
// exactly where it stopped — the config, the next iteration, the network, Adam's moments and the
// history — as one JSON file. Weights and moments are base64 float32, as in the weights file.
import { FEATURE_VERSION, INPUT_SIZE } from '../../src/bots/learned/features'
import type { WeightsTraining } from '../../src/bots/learned/weights'
import { base64ToFloats, floatsToBase64, mlpFromWeights, weightsFileOf } from '../../src/bots/learned/weights'
import type { IterationReport, TrainConfig, TrainState } from './loop'

export const CHECKPOINT_FORMAT = 'fivethreefive-train-checkpoint/1'

export function checkpointOf(state: TrainState, training: WeightsTraining): unknown {
  return {
    format: CHECKPOINT_FORMAT,
    config: state.config,
    iteration: state.iteration,
    weights: weightsFileOf(state.mlp, FEATURE_VERSION, training),
    adam: { t: state.adam.t, m: state.adam.m.map(floatsToBase64), v: state.adam.v.map(floatsToBase64) },
    history: state.history
  }
}

/** The state in a checkpoint, or an Error saying what is wrong with it. */
export function stateFromCheckpoint(json: unknown): TrainState | Error {
  const c = json as {
    format?: unknown
    config?: TrainConfig
    iteration?: number
    weights?: unknown
    adam?: { t: number; m: string[]; v: string[] }
    history?: IterationReport[]
  }
  if (c?.format !== CHECKPOINT_FORMAT) return new Error(`not a checkpoint of format ${CHECKPOINT_FORMAT}`)
  const mlp = mlpFromWeights(c.weights, FEATURE_VERSION, INPUT_SIZE)
  if (!mlp.ok) return new Error(`its weights: ${mlp.error.message}`)
  const decode = (list: string[] | undefined): Float32Array[] | null => {
    const out = (list ?? []).map(base64ToFloats)
    return out.every((f) => f !== null) ? (out as Float32Array[]) : null
  }
  const m = decode(c.adam?.m)
  const v = decode(c.adam?.v)
  const params = mlp.value.layers.flatMap((l) => [l.w.length, l.b.length])
  const fits = (fs: Float32Array[] | null): fs is Float32Array[] =>
    fs !== null && fs.length === params.length && fs.every((f, i) => f.length === params[i])
  if (!fits(m) || !fits(v) || typeof c.adam?.t !== 'number')
    return new Error("Adam's moments do not fit the network")
  if (c.config === undefined || typeof c.iteration !== 'number') return new Error('no config or iteration')
  return {
    config: c.config,
    mlp: mlp.value,
    adam: { t: c.adam.t, m, v },
    iteration: c.iteration,
    history: c.history ?? []
  }
}
