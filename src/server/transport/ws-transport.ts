// The WebSocket edge of a table: bytes ↔ parsed messages, plus the hardening DESIGN.md asks for.
// - maxPayload: a frame over MAX_FRAME_BYTES makes `ws` close the connection with 1009 (Message Too Big);
//   no error frame can be sent first, because `ws` fails the connection while reading the frame.
// - rate limit: over the token bucket → error 'rate-limited', then close 1008 (Policy Violation).
// - heartbeat: a ping every `heartbeatMs`; a socket that did not pong since the last ping is terminated.
// - slow readers: when a socket's unsent data passes `maxBufferedBytes`, it is terminated (it would
//   otherwise hold host memory); the player reconnects with the seat token.
// - hello deadline: a connection that has not said hello within `helloMs` gets 'hello-first' and is
//   closed with 1008 (idle sockets would otherwise hold host memory forever; the heartbeat keeps them alive).
// - malformed frames (binary, non-JSON, unknown type, wrong fields) → an error, the connection stays.
// - the door (origin-policy.ts, pin-attempts.ts): an upgrade with a foreign Origin or Host gets HTTP 403,
//   one past the connection caps (per address, in total) 503, both with the reason as the body. A hello
//   that tries a PIN must pass the PIN limits first ('pin-locked', close 1008); a wrong PIN gets its
//   'wrong-pin' error and the connection is closed (1008), so every guess costs a new connection.
// - fair admission (issue 22): the total cap never locks out a player. An upgrade that finds the table
//   full of sockets makes room instead of being refused: the socket to go is a spectator (else one that
//   has not said hello yet) of the address that holds the most such sockets — and only when that address
//   holds more of them than the newcomer's, so hoarding from a few addresses evicts the hoarder first.
//   Seated players are never evicted. The evicted socket gets `closed` and close **4008** ('making room').
//   The upgrade is refused (503) only when no address holds more than the newcomer's.
// The table hands its links message objects and a reason to close; the frames (JSON text) and the close
// codes (close-codes.ts: 1000 left, 1001 table closed, 4001 seat taken over) are made in this folder only.
// Here: the wiring and the heartbeat; upgrade-gate.ts (who may connect), socket-census.ts (the open sockets
// and fair admission), connection.ts (one connection, its limits and its PIN attempts).
import type { IncomingMessage, Server } from 'node:http'
import { WebSocket, WebSocketServer } from 'ws'
import type { ServerMessage } from '../../protocol/messages'
import { deviceFromUserAgent } from '../../protocol/device'
import { MAX_FRAME_BYTES } from '../../protocol/vocabulary'
import type { PinAttempts } from '../table/pin-attempts'
import type { Table } from '../table/table'
import type { TableEvent } from '../table/table-events'
import { serveConnection } from './connection'
import type { ConnectionLimits } from './connection'
import type { OriginPolicy } from './origin-policy'
import { SocketCensus } from './socket-census'
import { addressOf, upgradeHandler } from './upgrade-gate'

export interface TransportLimits extends ConnectionLimits {
  heartbeatMs: number
  /** Open WebSockets from one remote address, and in total (6 seats + 32 spectators fit with room). */
  maxConnectionsPerAddress: number
  maxConnections: number
}

export const DEFAULT_LIMITS: TransportLimits = {
  rate: { perSecond: 20, burst: 40 },
  heartbeatMs: 15_000,
  maxBufferedBytes: 512 * 1024,
  helloMs: 15_000,
  maxConnectionsPerAddress: 16,
  maxConnections: 64
}

/** Who may come in: the Origin/Host policy, the PIN limits, and where refusals are reported. */
export interface TableDoor {
  policy: OriginPolicy
  pins: PinAttempts
  report(event: Extract<TableEvent, { type: 'pinRefused' | 'connectionRefused' }>): void
}

export interface Transport {
  /** Number of open sockets. */
  connections(): number
  /** Waits up to `graceMs` for sockets that are closing, then terminates the rest. */
  close(graceMs?: number): Promise<void>
}

export function attachTransport(
  server: Server,
  table: Table,
  limits: TransportLimits,
  door: TableDoor
): Transport {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false })
  const census = new SocketCensus((id) => table.seatOfMember(id))
  const onUpgrade = upgradeHandler({
    ...limits,
    policy: door.policy,
    census,
    report: door.report,
    admit: (req, socket, head) =>
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  })
  server.on('upgrade', onUpgrade)
  const context = { table, limits, census, pins: door.pins, report: door.report, frameOf: frameCache() }
  const heartbeat = startHeartbeat(wss, limits.heartbeatMs)
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    heartbeat.watch(ws)
    serveConnection(
      ws,
      { address: addressOf(req), device: deviceFromUserAgent(req.headers['user-agent']) },
      context
    )
  })
  return {
    connections: () => census.size,
    async close(graceMs = 500) {
      heartbeat.stop()
      server.off('upgrade', onUpgrade)
      // Let closing handshakes (and the 'closed' message before them) finish, then cut whatever is left.
      const closed = [...wss.clients].map((ws) =>
        ws.readyState === WebSocket.CLOSED ? undefined : new Promise((resolve) => ws.once('close', resolve))
      )
      const timeout = new Promise((resolve) => setTimeout(resolve, graceMs).unref())
      await Promise.race([Promise.all(closed), timeout])
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    }
  }
}

/** A broadcast hands every spectator (and repeated sends) the same message object: serialize it once. */
function frameCache(): (message: ServerMessage) => string {
  const frames = new WeakMap<ServerMessage, string>()
  return (message) => {
    let frame = frames.get(message)
    if (frame === undefined) {
      frame = JSON.stringify(message)
      frames.set(message, frame)
    }
    return frame
  }
}

/** A ping every `everyMs`; a socket that did not pong since the last ping is terminated. */
export function startHeartbeat(wss: WebSocketServer, everyMs: number) {
  const alive = new WeakMap<WebSocket, boolean>()
  const timer = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, everyMs)
  timer.unref()
  return {
    watch(ws: WebSocket) {
      alive.set(ws, true)
      ws.on('pong', () => alive.set(ws, true))
    },
    stop: () => clearInterval(timer)
  }
}
