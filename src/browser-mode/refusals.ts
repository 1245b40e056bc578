// How the browser mode's app says no: the HTTP status of LOOPBACK_REFUSALS, the code as the body and in
// an X-Refusal header, so a person (curl) and a test both read why. Nothing else is answered.
import { STATUS_CODES } from 'node:http'
import type { ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { LOOPBACK_REFUSALS } from '../ipc/loopback'
import type { LoopbackRefusal } from '../ipc/loopback'

export const REFUSAL_HEADER = 'x-refusal'

export function writeRefusal(res: ServerResponse, refusal: LoopbackRefusal): void {
  res
    .writeHead(LOOPBACK_REFUSALS[refusal], {
      'content-type': 'text/plain; charset=utf-8',
      [REFUSAL_HEADER]: refusal,
      connection: 'close'
    })
    .end(`${refusal}\n`)
}

/** Refuses a WebSocket upgrade before the handshake: a plain HTTP answer on the raw socket. */
export function refuseUpgrade(socket: Duplex, refusal: LoopbackRefusal): void {
  const status = LOOPBACK_REFUSALS[refusal]
  const body = `${refusal}\n`
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\n${REFUSAL_HEADER}: ${refusal}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  )
}
