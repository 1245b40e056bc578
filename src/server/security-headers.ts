// The headers every HTTP answer of the host carries, the page and every refusal alike (issue 22 point 8):
// an error page is a page too, and a browser may render, sniff or frame it like any other.
// - `x-content-type-options: nosniff`: a text/plain refusal is never run as a script or styles.
// - no framing: no other site may frame the table (clickjacking a player into a move or a seat) — the
//   old header for old browsers, the CSP directive for the rest. The page's own policy is its meta tag.
// Refusals add a CSP that allows nothing (their text needs no script, style or image) and no caching.
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

/** On every answer, the served files included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'"
}

/** On every refusal or error (404, 403, 503, 400…): the security headers, a plain text body. */
export const ERROR_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store'
}

/**
 * A whole refusal for a raw socket (a refused upgrade, a request Node could not parse), with the same
 * headers as any other error answer, closing the connection. `extra` adds headers of its own.
 */
export function rawErrorAnswer(status: number, body = '', extra: Record<string, string> = {}): string {
  const headers = {
    ...ERROR_HEADERS,
    ...extra,
    connection: 'close',
    'content-length': String(Buffer.byteLength(body))
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('')}\r\n${body}`
}

/** Node's own answers to what it could not parse; anything else is 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408
}

/** A socket that does not read its error answer is destroyed this much later. */
const ANSWER_GRACE_MS = 1000

/**
 * Answers what Node's http server could not parse (`'clientError'`) as Node's own handler would — 431 for
 * headers too large, 413 for a chunk extension too large, 408 for a request past its deadline, else 400 —
 * with the error headers. A socket that is gone or already answering is only destroyed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset or a write to a closing socket must not throw (issue 22 item 1): its errors end it.
  socket.on('error', () => socket.destroy())
  if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
    socket.destroy()
    return
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400
  socket.end(rawErrorAnswer(status))
  setTimeout(() => socket.destroy(), ANSWER_GRACE_MS).unref()
}
