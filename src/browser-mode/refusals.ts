// How the browser mode's app says no: the HTTP status of LOOPBACK_REFUSALS, the code as the body and in
// an X-Refusal header, so a person (curl) and a test both read why. Nothing else is answered. Every
// refusal carries the table host's security headers (server/security-headers.ts).
import type { ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { ERROR_HEADERS, rawErrorAnswer } from '../server/security-headers'
import { LOOPBACK_REFUSALS } from '../ipc/loopback'
import type { LoopbackRefusal } from '../ipc/loopback'

export const REFUSAL_HEADER = 'x-refusal'

export function writeRefusal(res: ServerResponse, refusal: LoopbackRefusal): void {
  res
    .writeHead(LOOPBACK_REFUSALS[refusal], {
      ...ERROR_HEADERS,
      [REFUSAL_HEADER]: refusal,
      connection: 'close'
    })
    .end(`${refusal}\n`)
}

/** Refuses a WebSocket upgrade before the handshake: a plain HTTP answer on the raw socket. */
export function refuseUpgrade(socket: Duplex, refusal: LoopbackRefusal): void {
  socket.end(rawErrorAnswer(LOOPBACK_REFUSALS[refusal], `${refusal}\n`, { [REFUSAL_HEADER]: refusal }))
}
