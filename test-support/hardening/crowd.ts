// Crowds that try to keep real players out (issue 22, items 3 and 6), from many addresses of 127.0.0.0/8
// (each stands for another machine: the host sees them as different remote addresses):
// - `slowloris`: HTTP sockets that send their headers a byte at a time and never finish, reopened as soon
//   as the host closes one, so each address keeps `perAddress` of them open;
// - `hoard`: WebSockets that take spectator slots (a hello with `spectate`) and hold the rest of the
//   connections open without a hello, reopened as soon as one closes or is refused.
// Both run until `stop()`, which resets every socket they hold.
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import type { Socket } from 'node:net'
import { WebSocket } from 'ws'
import { PROTOCOL_VERSION } from '../../src/protocol/vocabulary'

export interface Crowd {
  /** Sockets the crowd holds now. */
  held(): number
  /** Upgrades or connections the host took (101 / connected) and refused or cut so far. */
  readonly stats: { opened: number; refused: number; closedByHost: number }
  stop(): void
}

/** Loopback addresses standing for `count` machines: 127.0.<block>.1 … */
export function addresses(count: number, block: number): string[] {
  return Array.from({ length: count }, (_, i) => `127.0.${block}.${i + 1}`)
}

const RETRY_MS = 20

/**
 * How a kind of socket is opened and dropped; `closed(opened)` is called once when it closes, with
 * whether the host ever took it.
 */
interface SocketKind<S> {
  open(localAddress: string, closed: (opened: boolean) => void): S
  drop(socket: S): void
}

/** Keeps `perAddress` sockets open from each address, reopening each one the host refuses or cuts. */
function keepOpen<S>(from: readonly string[], perAddress: number, kind: SocketKind<S>): Crowd {
  const sockets = new Set<S>()
  const stats = { opened: 0, refused: 0, closedByHost: 0 }
  let running = true
  const open = (localAddress: string) => {
    if (!running) return
    const socket = kind.open(localAddress, (opened) => {
      sockets.delete(socket)
      if (!running) return
      if (opened) stats.closedByHost++
      else stats.refused++
      setTimeout(() => open(localAddress), RETRY_MS)
    })
    sockets.add(socket)
  }
  for (const address of from) for (let i = 0; i < perAddress; i++) open(address)
  return {
    held: () => sockets.size,
    stats,
    stop() {
      running = false
      for (const socket of sockets) kind.drop(socket)
    }
  }
}

/** Slow-headers sockets from each address, `perAddress` at a time, a header byte every `dripMs`. */
export function slowloris(port: number, from: readonly string[], perAddress: number, dripMs = 500): Crowd {
  const crowd: Crowd = keepOpen<Socket>(from, perAddress, {
    open(localAddress, closed) {
      const socket = connect({ port, host: '127.0.0.1', localAddress })
      let drip: NodeJS.Timeout | null = null
      let connected = false
      socket.on('error', () => undefined)
      socket.on('data', () => undefined)
      socket.once('connect', () => {
        connected = true
        crowd.stats.opened++
        socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `)
        drip = setInterval(() => socket.write('a'), dripMs)
      })
      socket.once('close', () => {
        if (drip !== null) clearInterval(drip)
        closed(connected)
      })
      return socket
    },
    drop: (socket) => socket.resetAndDestroy()
  })
  return crowd
}

/**
 * WebSockets from each address: the first `spectators` (spread over the addresses) say hello as
 * spectators, the rest never say hello; each address keeps `perAddress` open, reopening what closes.
 */
export function hoard(wsUrl: string, from: readonly string[], perAddress: number, spectators: number): Crowd {
  let watching = 0
  const crowd: Crowd = keepOpen<WebSocket>(from, perAddress, {
    open(localAddress, closed) {
      const ws = new WebSocket(wsUrl, { perMessageDeflate: false, localAddress })
      let opened = false
      let spectating = false
      ws.on('error', () => undefined)
      ws.once('open', () => {
        opened = true
        crowd.stats.opened++
        if (watching < spectators) {
          watching++
          spectating = true
          const name = `Watcher ${randomBytes(3).toString('hex')}`
          ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name, spectate: true }))
        }
      })
      ws.once('close', () => {
        if (spectating) watching--
        closed(opened)
      })
      return ws
    },
    drop: (ws) => ws.terminate()
  })
  return crowd
}
