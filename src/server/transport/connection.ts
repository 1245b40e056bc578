// One WebSocket connection of a table, from its opening to its close: frames in → parsed messages to the
// table (after the rate limit, the hello deadline and, for a hello that tries a PIN, the PIN limits);
// the table's messages out → frames, cutting off a reader too slow to take them. See ws-transport.ts for
// the limits and why each exists.
import { WebSocket } from 'ws'
import type { RawData } from 'ws'
import { parseClientMessage } from '../../protocol/messages'
import type { ClientMessage, ServerMessage } from '../../protocol/messages'
import type { Caller } from '../table/door-keeper'
import type { PinAttempts } from '../table/pin-attempts'
import type { ClientLink } from '../table/room'
import type { Table } from '../table/table'
import type { TableEvent } from '../table/table-events'
import { CLOSE_CODES, CLOSE_POLICY } from './close-codes'
import type { SocketCensus } from './socket-census'
import { TokenBucket } from './token-bucket'
import type { RateLimit } from './token-bucket'

export interface ConnectionLimits {
  rate: RateLimit
  maxBufferedBytes: number
  helloMs: number
}

/** What every connection of a table shares. */
export interface ConnectionContext {
  table: Table
  limits: ConnectionLimits
  census: SocketCensus
  pins: PinAttempts
  report(event: Extract<TableEvent, { type: 'pinRefused' }>): void
  /** The frame of a message: a broadcast's one message object is serialized once for every receiver. */
  frameOf(message: ServerMessage): string
}

/** What a connection's handlers need to know of it. */
interface Connection {
  readonly ws: WebSocket
  readonly id: number
  readonly address: string
  closeWith(code: number, text: string): void
}

export function serveConnection(ws: WebSocket, { address, device }: Caller, ctx: ConnectionContext): void {
  const { table, limits } = ctx
  let closing = false
  const closeWith = (code: number, text: string) => {
    closing = true
    ws.close(code, text)
  }
  const id = table.connect(linkFor(ws, ctx, closeWith), address, device)
  ctx.census.add(ws, address, id)
  const connection: Connection = { ws, id, address, closeWith }
  const helloDeadline = setTimeout(() => {
    if (closing || table.hasJoined(id) || table.door.isKnocking(id)) return // a knock waits for the host
    table.refuse(id, { code: 'hello-first', message: 'Say hello first: closing an idle connection.' })
    closeWith(CLOSE_POLICY, 'no hello')
  }, limits.helloMs)
  helloDeadline.unref()
  const onMessage = messageHandler(connection, ctx)
  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (!closing) onMessage(data, isBinary)
  })
  ws.on('close', () => {
    clearTimeout(helloDeadline)
    ctx.census.forget(ws)
    table.disconnect(id)
  })
  // Protocol errors (oversize frame, bad UTF-8): `ws` closes the socket itself with the right code.
  ws.on('error', () => undefined)
}

/** How the table reaches this socket: message objects become frames, close reasons close codes. */
function linkFor(ws: WebSocket, ctx: ConnectionContext, closeWith: Connection['closeWith']): ClientLink {
  return {
    send(message) {
      if (ws.readyState !== WebSocket.OPEN) return
      ws.send(ctx.frameOf(message))
      // A slow reader would otherwise hold host memory; the player reconnects with the seat token.
      if (ws.bufferedAmount > ctx.limits.maxBufferedBytes) ws.terminate()
    },
    close: (reason) => closeWith(...CLOSE_CODES[reason])
  }
}

function messageHandler(connection: Connection, ctx: ConnectionContext) {
  const { table } = ctx
  const { id } = connection
  const bucket = new TokenBucket(ctx.limits.rate, Date.now())
  return (data: RawData, isBinary: boolean): void => {
    if (!bucket.take(Date.now())) {
      table.refuse(id, { code: 'rate-limited', message: 'Too many messages: slow down.' })
      connection.closeWith(CLOSE_POLICY, 'rate limited')
      return
    }
    if (isBinary) {
      table.refuse(id, { code: 'bad-message', message: 'Send JSON text frames.' })
      return
    }
    const parsed = parseClientMessage(rawText(data))
    if (!parsed.ok) table.refuse(id, parsed.error)
    else if (triesPin(table, id, parsed.value)) helloWithPin(connection, parsed.value, ctx)
    else table.receive(id, parsed.value)
  }
}

/** A hello that would have its PIN checked: no seat token or host key to skip it, at a table with a PIN. */
function triesPin(table: Table, id: number, message: ClientMessage): boolean {
  return (
    message.type === 'hello' &&
    message.pin !== undefined &&
    message.token === undefined &&
    message.hostKey === undefined &&
    !table.hasJoined(id) &&
    table.info().pinRequired
  )
}

/**
 * The PIN limits first ('pin-locked', close 1008), then the table's answer settles the attempt: joined
 * (right), refused `wrong-pin` (wrong: close 1008, so every guess costs a new connection) or refused
 * before the PIN was checked.
 */
function helloWithPin(
  { id, address, closeWith }: Connection,
  hello: ClientMessage,
  ctx: ConnectionContext
): void {
  const decision = ctx.pins.begin(address)
  if (!decision.ok && decision.error.atDoor !== undefined && hello.type === 'hello') {
    // Refused only for others' guessing: wait at the door, marked for the host if the PIN is right.
    if (ctx.table.door.knockWithPin(id, hello)) return
    decision.error.atDoor.wrong()
    return ctx.report({ type: 'pinRefused', address, why: 'wrong', scope: 'address', retryInMs: 0 })
  }
  if (!decision.ok) {
    const { code: scope, retryInMs, firstRefusal } = decision.error
    if (firstRefusal) ctx.report({ type: 'pinRefused', address, why: 'locked', scope, retryInMs })
    const seconds = Math.ceil(retryInMs / 1000)
    ctx.table.refuse(id, { code: 'pin-locked', message: `Too many wrong PINs: try again in ${seconds} s.` })
    closeWith(CLOSE_POLICY, 'pin locked')
    return
  }
  const refusal = ctx.table.receive(id, hello)
  if (ctx.table.hasJoined(id)) return decision.value.right()
  if (refusal?.code !== 'wrong-pin') return decision.value.notChecked()
  decision.value.wrong()
  ctx.report({ type: 'pinRefused', address, why: 'wrong', scope: 'address', retryInMs: 0 })
  closeWith(CLOSE_POLICY, 'wrong pin')
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}
