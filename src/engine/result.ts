// Results instead of exceptions: a refused move or a bad option is an expected outcome at a table,
// so callers get a typed error code they can show or send, never a throw.
import type { EngineErrorCode, Result } from './types'

export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

export function err<T = never>(code: EngineErrorCode, message: string): Result<T> {
  return { ok: false, error: { code, message } }
}
