// One shape for every outcome that may be refused, from the engine's checkMove to the table's lobby
// commands: `ok` tells the two sides apart (never a probe like `'code' in x`), and a refusal is always a
// code (which a screen translates, or a client is sent) and a message for people reading logs.
// Results instead of exceptions: a refused move or a bad option is an expected outcome at a table, so
// callers get a typed code they can show or send, never a throw. This module is the bottom of the
// engine: it imports nothing but a type, so every layer may build on it.
import type { EngineErrorCode } from './types'

/** Why something was refused. `Code` narrows the code to one vocabulary (the engine's, the protocol's). */
export interface Refusal<Code extends string = string> {
  code: Code
  message: string
}

/** A value, or why there is none. The engine's codes unless a caller names its own refusal type. */
export type Result<T, E = Refusal<EngineErrorCode>> =
  { ok: true; value: T } | { ok: false; error: E }

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value }
}

/** A refusal with any code: the caller's declared Result type checks it against its vocabulary. */
export function refuse<Code extends string>(
  code: Code,
  message: string
): { ok: false; error: Refusal<Code> } {
  return { ok: false, error: { code, message } }
}

/** A refusal with one of the engine's codes. */
export function err<T = never>(code: EngineErrorCode, message: string): Result<T> {
  return refuse(code, message)
}
