// Limits of the HTTP side of the host's one port, so idle or slow sockets cannot pile up: a socket must
// finish its request headers within `headersTimeoutMs` and its whole request within `requestTimeoutMs`,
// an idle keep-alive socket closes after `keepAliveTimeoutMs`, and past `maxSocketsPerAddress` open
// sockets from one address (or `maxSockets` in total) new ones are dropped at once. Node checks the
// header and request deadlines every `checkIntervalMs`. WebSockets count towards the socket caps too
// (their own caps are in ws-transport.ts), and once upgraded they are no longer subject to the timeouts.
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

export interface HttpLimits {
  headersTimeoutMs: number
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
  checkIntervalMs: number
  maxSocketsPerAddress: number
  maxSockets: number
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 2_000,
  // A browser opens about six sockets per host, plus its WebSocket; a phone and a laptop behind one
  // address (a guest network's NAT) still fit.
  maxSocketsPerAddress: 32,
  maxSockets: 256
}

/** The options `http.createServer` needs for these limits (the deadline check interval is fixed there). */
export function serverOptions(limits: HttpLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs
  }
}

/** The socket caps, on a server made with `serverOptions`. */
export function capSockets(server: Server, limits: HttpLimits): void {
  server.maxConnections = limits.maxSockets
  const perAddress = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = (socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
    const open = perAddress.get(address) ?? 0
    if (open >= limits.maxSocketsPerAddress) {
      socket.destroy()
      return
    }
    perAddress.set(address, open + 1)
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1
      if (left <= 0) perAddress.delete(address)
      else perAddress.set(address, left)
    })
  })
}
