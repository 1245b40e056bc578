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
// codes (1000 left, 1001 table closed, 4001 seat taken over) are made here and nowhere else.
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'
import type { RawData } from 'ws'
import { parseClientMessage } from '../../protocol/messages'
import type { ServerMessage } from '../../protocol/messages'
import { MAX_FRAME_BYTES, WS_PATH } from '../../protocol/vocabulary'
import { rawErrorAnswer } from '../security-headers'
import type { PinAttempt, PinAttempts } from '../table/pin-attempts'
import type { ClientLink, CloseReason } from '../table/room'
import type { Table } from '../table/table'
import type { TableEvent } from '../table/table-events'
import type { OriginPolicy } from './origin-policy'
import { TokenBucket } from './token-bucket'
import type { RateLimit } from './token-bucket'

export interface TransportLimits {
  rate: RateLimit
  heartbeatMs: number
  maxBufferedBytes: number
  helloMs: number
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
export interface Gate {
  policy: OriginPolicy
  pins: PinAttempts
  report(event: Extract<TableEvent, { type: 'pinRefused' | 'connectionRefused' }>): void
}

/** A refused connection is reported at most this often per address (a page retrying must not flood the log). */
const REPORT_EVERY_MS = 60_000

/** Close code for a connection that broke the rate limit or never said hello (RFC 6455 Policy Violation). */
export const CLOSE_POLICY = 1008

/** Close code sent to a connection whose seat was taken over by a newer connection with the same token. */
export const CLOSE_REPLACED = 4001

/** Close code sent to a player the host took off the table. */
export const CLOSE_KICKED = 4003

/** Close code sent to a knock the host turned away (knock-list.ts). */
export const CLOSE_TURNED_AWAY = 4009

/** Close code sent to a spectator (or a connection that never said hello) evicted to make room. */
export const CLOSE_MAKE_ROOM = 4008

/** An evicted socket that does not finish its closing handshake within this is cut off. */
const EVICT_GRACE_MS = 1000

/** The table's reasons to close a connection, as ws close codes and reason texts. */
const CLOSE_CODES: Record<CloseReason, [code: number, text: string]> = {
  left: [1000, 'left'],
  'table-closed': [1001, 'table closed'],
  replaced: [CLOSE_REPLACED, 'replaced'],
  kicked: [CLOSE_KICKED, 'kicked'],
  'turned-away': [CLOSE_TURNED_AWAY, 'turned away']
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
  door: Gate
): Transport {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false })
  const alive = new WeakMap<WebSocket, boolean>()
  const perAddress = new Map<string, number>()
  /** Open sockets, in opening order (evicted ones leave at once), with their address and member id. */
  const live = new Map<WebSocket, { address: string; id: number }>()
  const forget = (ws: WebSocket) => {
    const entry = live.get(ws)
    if (entry === undefined) return
    live.delete(ws)
    const left = (perAddress.get(entry.address) ?? 1) - 1
    if (left <= 0) perAddress.delete(entry.address)
    else perAddress.set(entry.address, left)
  }
  /** Evicts one spectator or hello-less socket for `newcomer` (see the header); false when none may go. */
  const makeRoom = (newcomer: string): boolean => {
    const groups = new Map<string, { count: number; spectator?: WebSocket; pending?: WebSocket }>()
    for (const [ws, entry] of live) {
      const seat = table.seatOfMember(entry.id)
      if (typeof seat === 'number') continue
      const group = groups.get(entry.address) ?? { count: 0 }
      group.count++
      // `live` keeps opening order: the first found is the oldest.
      if (seat === null) group.spectator ??= ws
      else group.pending ??= ws
      groups.set(entry.address, group)
    }
    const mine = groups.get(newcomer)?.count ?? 0
    let top: { count: number; spectator?: WebSocket; pending?: WebSocket } | undefined
    for (const group of groups.values()) if (group.count > (top?.count ?? mine)) top = group
    const victim = top?.spectator ?? top?.pending
    if (victim === undefined) return false
    forget(victim)
    if (victim.readyState === WebSocket.OPEN) {
      victim.send(
        JSON.stringify({ type: 'closed', reason: 'The table is full: spectators make room for players.' })
      )
    }
    victim.close(CLOSE_MAKE_ROOM, 'making room')
    setTimeout(() => victim.terminate(), EVICT_GRACE_MS).unref()
    return true
  }
  const reportedAt = new Map<string, number>()
  const reportRefusal = (address: string, reason: string) => {
    const now = Date.now()
    if (now - (reportedAt.get(address) ?? -Infinity) < REPORT_EVERY_MS) return
    if (reportedAt.size > 1024) reportedAt.clear()
    reportedAt.set(address, now)
    door.report({ type: 'connectionRefused', address, reason })
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node removes its own 'error' listener before 'upgrade': without this one, a peer that resets the
    // connection after a refusal (or while `ws` answers) would throw ECONNRESET and end the process.
    socket.on('error', () => socket.destroy())
    if (pathOf(req.url) !== WS_PATH) {
      socket.end(rawErrorAnswer(404))
      return
    }
    const address = addressOf(req)
    const allowed = door.policy.checkUpgrade(req.headers.origin, req.headers.host, req.headers['user-agent'])
    if (!allowed.ok) {
      reportRefusal(address, allowed.reason)
      refuseUpgrade(socket, 403, allowed.reason)
      return
    }
    const mine = perAddress.get(address) ?? 0
    const overCap =
      mine >= limits.maxConnectionsPerAddress || (live.size >= limits.maxConnections && !makeRoom(address))
    if (overCap) {
      const reason =
        mine >= limits.maxConnectionsPerAddress
          ? 'too many connections from this address'
          : 'too many connections'
      reportRefusal(address, reason)
      refuseUpgrade(socket, 503, reason)
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  }
  server.on('upgrade', onUpgrade)

  // A broadcast hands every spectator (and repeated sends) the same message object: serialize it once.
  const frames = new WeakMap<ServerMessage, string>()
  const frameOf = (message: ServerMessage): string => {
    let frame = frames.get(message)
    if (frame === undefined) {
      frame = JSON.stringify(message)
      frames.set(message, frame)
    }
    return frame
  }

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const address = addressOf(req)
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
    alive.set(ws, true)
    const bucket = new TokenBucket(limits.rate, Date.now())
    let closing = false
    let lastError: string | null = null
    const closeWith = (code: number, text: string) => {
      closing = true
      ws.close(code, text)
    }
    const link: ClientLink = {
      send(message) {
        if (message.type === 'error') lastError = message.code
        if (ws.readyState !== WebSocket.OPEN) return
        ws.send(frameOf(message))
        if (ws.bufferedAmount > limits.maxBufferedBytes) ws.terminate()
      },
      close: (reason) => closeWith(...CLOSE_CODES[reason])
    }
    const id = table.connect(link, address)
    live.set(ws, { address, id })
    const helloDeadline = setTimeout(() => {
      if (closing || table.hasJoined(id) || table.isKnocking(id)) return // a knock waits for the host
      table.refuse(id, { code: 'hello-first', message: 'Say hello first: closing an idle connection.' })
      closeWith(CLOSE_POLICY, 'no hello')
    }, limits.helloMs)
    helloDeadline.unref()
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (closing) return
      if (!bucket.take(Date.now())) {
        table.refuse(id, { code: 'rate-limited', message: 'Too many messages: slow down.' })
        closeWith(CLOSE_POLICY, 'rate limited')
        return
      }
      if (isBinary) {
        table.refuse(id, { code: 'bad-message', message: 'Send JSON text frames.' })
        return
      }
      const parsed = parseClientMessage(rawText(data))
      if (!parsed.ok) {
        table.refuse(id, { code: parsed.code, message: parsed.message })
        return
      }
      const message = parsed.message
      const triesPin =
        message.type === 'hello' &&
        message.pin !== undefined &&
        message.token === undefined &&
        message.hostKey === undefined &&
        !table.hasJoined(id) &&
        table.info().pinRequired
      if (!triesPin) {
        table.receive(id, message)
        return
      }
      const decision = door.pins.begin(address)
      if (!decision.ok) {
        const seconds = Math.ceil(decision.retryInMs / 1000)
        if (decision.firstRefusal) {
          door.report({
            type: 'pinRefused',
            address,
            why: 'locked',
            scope: decision.scope,
            retryInMs: decision.retryInMs
          })
        }
        table.refuse(id, { code: 'pin-locked', message: `Too many wrong PINs: try again in ${seconds} s.` })
        closeWith(CLOSE_POLICY, 'pin locked')
        return
      }
      lastError = null
      table.receive(id, message)
      settlePin(decision.attempt)
    })
    /** The table answered the hello synchronously: a welcome (joined), 'wrong-pin', or an earlier refusal. */
    const settlePin = (attempt: PinAttempt) => {
      if (table.hasJoined(id)) return attempt.right()
      if (lastError !== 'wrong-pin') return attempt.notChecked()
      attempt.wrong()
      door.report({ type: 'pinRefused', address, why: 'wrong', scope: 'address', retryInMs: 0 })
      closeWith(CLOSE_POLICY, 'wrong pin')
    }
    ws.on('pong', () => alive.set(ws, true))
    ws.on('close', () => {
      clearTimeout(helloDeadline)
      forget(ws)
      table.disconnect(id)
    })
    // Protocol errors (oversize frame, bad UTF-8): `ws` closes the socket itself with the right code.
    ws.on('error', () => undefined)
  })

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, limits.heartbeatMs)
  heartbeat.unref()

  return {
    connections: () => live.size,
    async close(graceMs = 500) {
      clearInterval(heartbeat)
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

/**
 * Answers an upgrade with a plain HTTP refusal; the reason is the body (non-browser clients can read it),
 * with the security headers of every refusal (security-headers.ts).
 */
function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(rawErrorAnswer(status, `${reason}\n`))
}

/** The remote address without the IPv4-mapped prefix, so `::ffff:10.0.0.5` and `10.0.0.5` count as one. */
function addressOf(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://host').pathname
  } catch {
    return ''
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}
