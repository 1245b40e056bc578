// The learned evaluation's weights file (issue 53): a versioned JSON document that says what it is
// for (the feature layout it was trained on), how it was made (the command, its seed range, the
// commit, samples seen) and holds each layer's weights as base64 of little-endian float32 (a third the
// size of decimal text). Reading one checks every part and refuses with a code, never half-loads.
import type { Refusal, Result } from '../../engine/result'
import { ok, refuse } from '../../engine/result'
import type { Layer, Mlp } from './mlp'

export const WEIGHTS_FORMAT = 'fivethreefive-learned-eval/1'

export interface WeightsTraining {
  command: string
  /** The training deals' stream and the range of game indexes drawn from it. */
  seedRange: string
  commit: string
  samples: number
  date: string
  [more: string]: unknown
}

export interface WeightsFile {
  format: typeof WEIGHTS_FORMAT
  featureVersion: number
  layers: { shape: [outputs: number, inputs: number]; w: string; b: string }[]
  training: WeightsTraining
}

export type WeightsRefusal = 'bad-format' | 'bad-feature-version' | 'bad-shape' | 'bad-data'

// ---- base64 of little-endian float32, with no Node or DOM helper (the bots' layer is pure) ----

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DECODE: readonly number[] = (() => {
  const t = new Array<number>(128).fill(-1)
  for (let i = 0; i < ALPHABET.length; i++) t[ALPHABET.charCodeAt(i)] = i
  return t
})()

export function floatsToBase64(values: Float32Array): string {
  const bytes = new Uint8Array(values.length * 4)
  const view = new DataView(bytes.buffer)
  values.forEach((v, i) => view.setFloat32(i * 4, v, true))
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : '='
    out += i + 2 < bytes.length ? ALPHABET[n & 63]! : '='
  }
  return out
}

/** The floats in `text`, or null when it is not base64 of a whole number of float32s. */
export function base64ToFloats(text: string): Float32Array | null {
  if (text.length % 4 !== 0) return null
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  const byteCount = (text.length / 4) * 3 - pad
  if (byteCount % 4 !== 0) return null
  const bytes = new Uint8Array(byteCount)
  let at = 0
  for (let i = 0; i < text.length; i += 4) {
    let n = 0
    for (let j = 0; j < 4; j++) {
      const ch = text.charCodeAt(i + j)
      const d = ch === 61 && i + j >= text.length - pad ? 0 : ch < 128 ? DECODE[ch]! : -1
      if (d < 0) return null
      n = (n << 6) | d
    }
    // The group's 24 bits are three bytes, first byte highest; padding's bytes are not written.
    for (let j = 2; j >= 0 && at < byteCount; j--) bytes[at++] = (n >> (j * 8)) & 255
  }
  return floatsFromBytes(bytes)
}

function floatsFromBytes(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const out = new Float32Array(bytes.length / 4)
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true)
  return out
}

// ---- the file ----

export function weightsFileOf(mlp: Mlp, featureVersion: number, training: WeightsTraining): WeightsFile {
  return {
    format: WEIGHTS_FORMAT,
    featureVersion,
    layers: mlp.layers.map((l) => ({
      shape: [l.outputs, l.inputs],
      w: floatsToBase64(l.w),
      b: floatsToBase64(l.b)
    })),
    training
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null

/**
 * The network in `json`, checked: its format, that it was trained on `featureVersion`'s layout with
 * `inputs` inputs, that the layers chain into one output, and that every number is finite.
 */
export function mlpFromWeights(
  json: unknown,
  featureVersion: number,
  inputs: number
): Result<Mlp, Refusal<WeightsRefusal>> {
  if (!isRecord(json) || json.format !== WEIGHTS_FORMAT || !Array.isArray(json.layers))
    return refuse('bad-format', `Not a weights file of format ${WEIGHTS_FORMAT}.`)
  if (json.featureVersion !== featureVersion)
    return refuse(
      'bad-feature-version',
      `The weights were trained on features version ${String(json.featureVersion)}, the bot computes version ${featureVersion}.`
    )
  const layers: Layer[] = []
  let expected = inputs
  for (const [k, raw] of (json.layers as unknown[]).entries()) {
    if (!isRecord(raw) || !Array.isArray(raw.shape) || typeof raw.w !== 'string' || typeof raw.b !== 'string')
      return refuse('bad-format', `Layer ${k} lacks its shape, w or b.`)
    const [outputs, layerInputs] = raw.shape as unknown[]
    if (!Number.isInteger(outputs) || (outputs as number) < 1 || layerInputs !== expected)
      return refuse(
        'bad-shape',
        `Layer ${k} has shape ${JSON.stringify(raw.shape)}; its inputs must be ${expected}.`
      )
    const w = base64ToFloats(raw.w)
    const b = base64ToFloats(raw.b)
    const o = outputs as number
    if (w === null || b === null || w.length !== o * expected || b.length !== o)
      return refuse('bad-data', `Layer ${k}'s weights do not hold ${o} × ${expected} and ${o} floats.`)
    if (!w.every(Number.isFinite) || !b.every(Number.isFinite))
      return refuse('bad-data', `Layer ${k} holds a number that is not finite.`)
    layers.push({ inputs: expected, outputs: o, w, b })
    expected = o
  }
  if (layers.length === 0 || expected !== 1)
    return refuse('bad-shape', 'The last layer must have exactly one output.')
  return ok({ layers })
}
