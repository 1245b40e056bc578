// Fitting the learned evaluation's network (src/bots/learned/mlp.ts) by minibatch gradient descent:
// He-initialised weights from a seeded Rng, mean squared error against Monte Carlo returns, Adam.
// Bench-only: the bot itself only ever runs the forward pass. The forward here is the same
// arithmetic as qValues (float32 weights, double sums, ReLU between layers), so a network scores the
// same in training and at the table.
import { Rng } from '../../src/engine/index'
import type { Layer, Mlp } from '../../src/bots/learned/mlp'
import { zeroMlp } from '../../src/bots/learned/mlp'

export interface AdamSettings {
  lr: number
  beta1: number
  beta2: number
  eps: number
}

export const ADAM_DEFAULTS: AdamSettings = { lr: 1e-3, beta1: 0.9, beta2: 0.999, eps: 1e-8 }

/** Adam's moments, one pair per weight array (w then b of each layer), and its step count. */
export interface AdamState {
  t: number
  m: Float32Array[]
  v: Float32Array[]
}

/** A network of `shape` with He-normal weights (the output layer's a tenth) and zero biases, from `seed`. */
export function initMlp(shape: readonly number[], seed: number): Mlp {
  const mlp = zeroMlp(shape)
  const rng = new Rng(seed)
  const normal = (): number => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next())
  mlp.layers.forEach((l, k) => {
    // The output layer starts small, so the first predictions are near 0 rather than of any size.
    const sd = Math.sqrt(2 / l.inputs) * (k === mlp.layers.length - 1 ? 0.1 : 1)
    for (let i = 0; i < l.w.length; i++) l.w[i] = normal() * sd
  })
  return mlp
}

const paramsOf = (mlp: Mlp): Float32Array[] => mlp.layers.flatMap((l) => [l.w, l.b])

export function freshAdam(mlp: Mlp): AdamState {
  const ps = paramsOf(mlp)
  return {
    t: 0,
    m: ps.map((p) => new Float32Array(p.length)),
    v: ps.map((p) => new Float32Array(p.length))
  }
}

/**
 * Minibatch steps on one network: `x` holds `n` rows of the network's inputs, `y` their targets. `step`
 * returns the batch's mean squared error before the update and (unless `update` is false) takes one
 * Adam step.
 */
export class Fitter {
  private acts: Float32Array[] = []
  private deltas: Float32Array[] = []
  private grads: Float32Array[]
  private rows = 0

  constructor(
    readonly mlp: Mlp,
    readonly adam: AdamState,
    readonly settings: AdamSettings = ADAM_DEFAULTS
  ) {
    this.grads = paramsOf(mlp).map((p) => new Float32Array(p.length))
  }

  private ensure(n: number): void {
    if (n <= this.rows) return
    this.rows = n
    const sizes = [this.mlp.layers[0]!.inputs, ...this.mlp.layers.map((l) => l.outputs)]
    this.acts = sizes.map((s) => new Float32Array(n * s))
    this.deltas = sizes.map((s) => new Float32Array(n * s))
  }

  step(x: Float32Array, y: Float32Array, n: number, update = true): number {
    const loss = this.lossAndGradients(x, y, n, update)
    if (update) this.adamStep()
    return loss
  }

  /** The gradient of the last lossAndGradients, per weight array (w then b of each layer). */
  get gradients(): readonly Float32Array[] {
    return this.grads
  }

  /** The batch's mean squared error, and (with `gradients`) its gradient into `this.gradients`. */
  lossAndGradients(x: Float32Array, y: Float32Array, n: number, gradients = true): number {
    this.ensure(n)
    const layers = this.mlp.layers
    const last = layers.length - 1
    this.acts[0]!.set(x.subarray(0, n * layers[0]!.inputs))
    layers.forEach((l, k) => forward(l, this.acts[k]!, this.acts[k + 1]!, n, k < last))
    const out = this.acts[last + 1]!
    const dOut = this.deltas[last + 1]!
    let loss = 0
    for (let r = 0; r < n; r++) {
      const e = out[r]! - y[r]!
      loss += e * e
      dOut[r] = (2 * e) / n
    }
    if (!gradients) return loss / n
    this.grads.forEach((g) => g.fill(0))
    for (let k = last; k >= 0; k--) {
      const l = layers[k]!
      backward(l, this.acts[k]!, this.deltas[k + 1]!, this.grads[2 * k]!, this.grads[2 * k + 1]!, n)
      if (k > 0) inputDelta(l, this.acts[k]!, this.deltas[k + 1]!, this.deltas[k]!, n)
    }
    return loss / n
  }

  private adamStep(): void {
    const { lr, beta1, beta2, eps } = this.settings
    const a = this.adam
    a.t++
    const c1 = 1 - beta1 ** a.t
    const c2 = 1 - beta2 ** a.t
    paramsOf(this.mlp).forEach((p, j) => {
      const g = this.grads[j]!
      const m = a.m[j]!
      const v = a.v[j]!
      for (let i = 0; i < p.length; i++) {
        const gi = g[i]!
        m[i] = beta1 * m[i]! + (1 - beta1) * gi
        v[i] = beta2 * v[i]! + (1 - beta2) * gi * gi
        p[i] = p[i]! - (lr * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + eps)
      }
    })
  }
}

function forward(l: Layer, input: Float32Array, out: Float32Array, n: number, relu: boolean): void {
  const { inputs, outputs, w, b } = l
  for (let r = 0; r < n; r++) {
    const xi = r * inputs
    for (let o = 0; o < outputs; o++) {
      const row = o * inputs
      let s = b[o]!
      for (let i = 0; i < inputs; i++) {
        const x = input[xi + i]!
        if (x !== 0) s += w[row + i]! * x
      }
      out[r * outputs + o] = relu && s < 0 ? 0 : s
    }
  }
}

/** Gradients of the layer's weights and biases from its output deltas. */
function backward(
  l: Layer,
  input: Float32Array,
  delta: Float32Array,
  gw: Float32Array,
  gb: Float32Array,
  n: number
): void {
  const { inputs, outputs } = l
  for (let r = 0; r < n; r++) {
    const xi = r * inputs
    for (let o = 0; o < outputs; o++) {
      const d = delta[r * outputs + o]!
      if (d === 0) continue
      gb[o]! += d
      const row = o * inputs
      for (let i = 0; i < inputs; i++) {
        const x = input[xi + i]!
        if (x !== 0) gw[row + i]! += d * x
      }
    }
  }
}

/** Deltas of the layer's input (a hidden layer's ReLU output: zero where it was cut). */
function inputDelta(l: Layer, input: Float32Array, delta: Float32Array, out: Float32Array, n: number): void {
  const { inputs, outputs, w } = l
  out.fill(0, 0, n * inputs)
  for (let r = 0; r < n; r++) {
    const xi = r * inputs
    for (let o = 0; o < outputs; o++) {
      const d = delta[r * outputs + o]!
      if (d === 0) continue
      const row = o * inputs
      for (let i = 0; i < inputs; i++) out[xi + i]! += w[row + i]! * d
    }
    for (let i = 0; i < inputs; i++) if (input[xi + i]! <= 0) out[xi + i] = 0
  }
}
