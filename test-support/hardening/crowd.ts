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

/** Slow-headers sockets from each address, `perAddress` at a time, a header byte every `dripMs`. */
export function slowloris(port: number, from: readonly string[], perAddress: number, dripMs = 500): Crowd {
  const sockets = new Set<Socket>()
  const stats = { opened: 0, refused: 0, closedByHost: 0 }
  let running = true
  const open = (localAddress: string) => {
    if (!running) return
    const socket = connect({ port, host: '127.0.0.1', localAddress })
    sockets.add(socket)
    let drip: NodeJS.Timeout | null = null
    let connected = false
    socket.on('error', () => undefined)
    socket.on('data', () => undefined)
    socket.once('connect', () => {
      connected = true
      stats.opened++
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `)
      drip = setInterval(() => socket.write('a'), dripMs)
    })
    socket.once('close', () => {
      if (drip !== null) clearInterval(drip)
      sockets.delete(socket)
      if (!running) return
      if (connected) stats.closedByHost++
      else stats.refused++
      setTimeout(() => open(localAddress), RETRY_MS)
    })
  }
  for (const address of from) for (let i = 0; i < perAddress; i++) open(address)
  return {
    held: () => sockets.size,
    stats,
    stop() {
      running = false
      for (const socket of sockets) socket.resetAndDestroy()
    }
  }
}

/**
 * WebSockets from each address: the first `spectators` (spread over the addresses) say hello as
 * spectators, the rest never say hello; each address keeps `perAddress` open, reopening what closes.
 */
export function hoard(wsUrl: string, from: readonly string[], perAddress: number, spectators: number): Crowd {
  const sockets = new Set<WebSocket>()
  const stats = { opened: 0, refused: 0, closedByHost: 0 }
  let running = true
  let watching = 0
  const open = (localAddress: string) => {
    if (!running) return
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false, localAddress })
    sockets.add(ws)
    let opened = false
    let spectating = false
    ws.on('error', () => undefined)
    ws.once('open', () => {
      opened = true
      stats.opened++
      if (watching < spectators) {
        watching++
        spectating = true
        const name = `Watcher ${randomBytes(3).toString('hex')}`
        ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name, spectate: true }))
      }
    })
    ws.once('close', () => {
      sockets.delete(ws)
      if (spectating) watching--
      if (!running) return
      if (opened) stats.closedByHost++
      else stats.refused++
      setTimeout(() => open(localAddress), RETRY_MS)
    })
  }
  for (const address of from) for (let i = 0; i < perAddress; i++) open(address)
  return {
    held: () => sockets.size,
    stats,
    stop() {
      running = false
      for (const ws of sockets) ws.terminate()
    }
  }
}
