// The learned evaluation's network (issue 53): a small multilayer perceptron Q(position ⊕ move) → one
// number, the expected reward (reward.ts) of the seat on turn at the round's end after that move. ReLU
// between layers, none after the last. Plain Float32Array arithmetic, no dependency: it runs in the
// bot worker and in the browser's review worker alike.
//
// One call scores every legal move of a decision: the first layer's product with the position's part
// of the input is the same for every move, so it is computed once and only the move's part per move.
// Most move features are zeros (one-hots), and zeros are skipped.

export interface Layer {
  /** Inputs and outputs of the layer. */
  readonly inputs: number
  readonly outputs: number
  /** Weights, row-major by output: w[o * inputs + i]. */
  readonly w: Float32Array
  readonly b: Float32Array
}

export interface Mlp {
  readonly layers: readonly Layer[]
}

/** The sizes of each layer's input, then the output's (1): e.g. [200, 128, 64, 1]. */
export function shapeOf(mlp: Mlp): number[] {
  return [...mlp.layers.map((l) => l.inputs), mlp.layers[mlp.layers.length - 1]?.outputs ?? 0]
}

/** A zero network of the given shape (the trainer's starting point before its random init). */
export function zeroMlp(shape: readonly number[]): Mlp {
  const layers: Layer[] = []
  for (let k = 0; k + 1 < shape.length; k++) {
    const inputs = shape[k]!
    const outputs = shape[k + 1]!
    layers.push({ inputs, outputs, w: new Float32Array(inputs * outputs), b: new Float32Array(outputs) })
  }
  return { layers }
}

/**
 * Q for each of `count` moves: `state` holds the position's features (the first `state.length` inputs),
 * `moves` one row of the remaining inputs per move. Returns a fresh array of `count` values.
 */
export function qValues(mlp: Mlp, state: Float32Array, moves: Float32Array, count: number): Float32Array {
  const first = mlp.layers[0]
  if (first === undefined) throw new Error('A network needs at least one layer.')
  const stateSize = state.length
  const moveSize = first.inputs - stateSize
  if (moveSize < 0 || moves.length !== count * moveSize)
    throw new Error(
      `Inputs do not fit the network: ${stateSize} + ${moves.length}/${count} for ${first.inputs}.`
    )
  const shared = stateProduct(first, state)
  const out = new Float32Array(count)
  let widest = 0
  for (const l of mlp.layers) widest = Math.max(widest, l.outputs)
  let a = new Float32Array(widest)
  let z = new Float32Array(widest)
  for (let m = 0; m < count; m++) {
    firstLayer(first, shared, stateSize, moves, m * moveSize, moveSize, a, mlp.layers.length > 1)
    for (let k = 1; k < mlp.layers.length; k++) {
      dense(mlp.layers[k]!, a, z, k < mlp.layers.length - 1)
      const t = a
      a = z
      z = t
    }
    out[m] = a[0]!
  }
  return out
}

/** b + W[:, 0..state) · state: the first layer's part that every move shares. */
function stateProduct(layer: Layer, state: Float32Array): Float32Array {
  const out = new Float32Array(layer.outputs)
  for (let o = 0; o < layer.outputs; o++) {
    const row = o * layer.inputs
    let s = layer.b[o]!
    for (let i = 0; i < state.length; i++) {
      const x = state[i]!
      if (x !== 0) s += layer.w[row + i]! * x
    }
    out[o] = s
  }
  return out
}

function firstLayer(
  layer: Layer,
  shared: Float32Array,
  stateSize: number,
  moves: Float32Array,
  at: number,
  size: number,
  out: Float32Array,
  relu: boolean
): void {
  for (let o = 0; o < layer.outputs; o++) {
    const row = o * layer.inputs + stateSize
    let s = shared[o]!
    for (let i = 0; i < size; i++) {
      const x = moves[at + i]!
      if (x !== 0) s += layer.w[row + i]! * x
    }
    out[o] = relu && s < 0 ? 0 : s
  }
}

function dense(layer: Layer, input: Float32Array, out: Float32Array, relu: boolean): void {
  for (let o = 0; o < layer.outputs; o++) {
    const row = o * layer.inputs
    let s = layer.b[o]!
    for (let i = 0; i < layer.inputs; i++) s += layer.w[row + i]! * input[i]!
    out[o] = relu && s < 0 ? 0 : s
  }
}

/** The row of the highest value, the first of equals: the greedy choice among the scored moves. */
export function highestRow(q: ArrayLike<number>): number {
  let best = 0
  for (let i = 1; i < q.length; i++) if (q[i]! > q[best]!) best = i
  return best
}
