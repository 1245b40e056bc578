// A small WebSocket client for one table: connects, says hello on every (re)connect, hands every
// server message to its owner (a `delta` as the full `state` it makes, by protocol/state-stream.ts: the
// owner only ever sees whole states), and reconnects with exponential backoff (with jitter) when the link
// drops — until its owner closes it or the table is gone. Transport and timers are injectable so the
// reconnect logic is tested without sockets.
import { SERVER_MESSAGE_TYPES } from '../../../protocol/server-message-types'
import type { ClientMessage, ServerMessage } from '../../../protocol/messages'
import { parseHostPort } from '../../../protocol/join-url'
import { StateStream } from '../../../protocol/state-stream'
import { WS_PATH } from '../../../protocol/vocabulary'

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed'

/** The part of the DOM WebSocket this client uses. */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((ev: unknown) => void) | null
  onmessage: ((ev: { data: unknown }) => void) | null
  onclose: ((ev: unknown) => void) | null
  onerror: ((ev: unknown) => void) | null
}

export interface ClientDeps {
  socket: (url: string) => SocketLike
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (id: unknown) => void
  random: () => number
  now: () => number
}

export interface ClientOptions {
  url: string
  /** Built at every (re)connect, so it carries the latest seat token. */
  hello: () => ClientMessage
  onMessage: (message: ServerMessage, reconnected: boolean) => void
  onStatus: (status: ConnectionStatus, retryAt: number | null) => void
}

const OPEN = 1
export const BACKOFF_BASE_MS = 400
export const BACKOFF_MAX_MS = 8_000

/** Delay before reconnect attempt `attempt` (0-based): base·2^attempt, capped, ±25 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const raw = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 20))
  return Math.round(raw * (0.75 + random() * 0.5))
}

const SERVER_TYPES: ReadonlySet<string> = new Set(SERVER_MESSAGE_TYPES)

/** A frame → a server message, or null when it is not one (ignored, never trusted further). */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    if (typeof value !== 'object' || value === null) return null
    const type = (value as { type?: unknown }).type
    return typeof type === 'string' && SERVER_TYPES.has(type) ? (value as ServerMessage) : null
  } catch {
    return null
  }
}

export function defaultDeps(): ClientDeps {
  return {
    socket: (url) => new WebSocket(url) as unknown as SocketLike,
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    random: Math.random,
    now: Date.now
  }
}

export class TableClient {
  #socket: SocketLike | null = null
  #timer: unknown = null
  #attempt = 0
  #everOpened = false
  #stopped = false
  #status: ConnectionStatus = 'idle'
  /** Each connection's states: its deltas applied in order, a sync asked for when one does not fit. */
  #states = new StateStream()

  constructor(
    private readonly options: ClientOptions,
    private readonly deps: ClientDeps = defaultDeps()
  ) {}

  get status(): ConnectionStatus {
    return this.#status
  }

  start(): void {
    this.#stopped = false
    this.#open()
  }

  /** Sends if the link is open; returns whether it was sent (nothing is queued: moves must be fresh). */
  send(message: ClientMessage): boolean {
    if (!this.#socket || this.#socket.readyState !== OPEN) return false
    this.#socket.send(JSON.stringify(message))
    return true
  }

  /** Skip the wait and reconnect now. */
  retryNow(): void {
    if (this.#stopped || this.#status !== 'reconnecting') return
    this.#clearTimer()
    this.#open()
  }

  /** Ends the connection for good (no reconnect). */
  close(): void {
    this.#stopped = true
    this.#clearTimer()
    const socket = this.#socket
    this.#socket = null
    if (socket) {
      socket.onclose = null
      socket.onmessage = null
      try {
        socket.close(1000, 'bye')
      } catch {
        // already closed
      }
    }
    this.#setStatus('closed', null)
  }

  #setStatus(status: ConnectionStatus, retryAt: number | null): void {
    this.#status = status
    this.options.onStatus(status, retryAt)
  }

  #clearTimer(): void {
    if (this.#timer !== null) this.deps.clearTimeout(this.#timer)
    this.#timer = null
  }

  #open(): void {
    this.#setStatus(this.#everOpened || this.#attempt > 0 ? 'reconnecting' : 'connecting', null)
    let socket: SocketLike
    try {
      socket = this.deps.socket(this.options.url)
    } catch {
      this.#scheduleReconnect()
      return
    }
    this.#socket = socket
    this.#states.reset()
    const reconnected = this.#everOpened
    socket.onopen = () => {
      if (this.#socket !== socket) return
      this.#attempt = 0
      this.#everOpened = true
      socket.send(JSON.stringify(this.options.hello()))
      this.#setStatus('open', null)
    }
    socket.onmessage = (ev) => {
      if (this.#socket !== socket) return
      const parsed = parseServerMessage(ev.data)
      const step = parsed === null ? null : this.#states.read(parsed)
      if (step?.askSync) this.send({ type: 'sync' })
      if (step?.message) this.options.onMessage(step.message, reconnected)
    }
    socket.onerror = () => {
      // onclose follows and decides.
    }
    socket.onclose = () => {
      if (this.#socket !== socket) return
      this.#socket = null
      if (this.#stopped) return
      this.#scheduleReconnect()
    }
  }

  #scheduleReconnect(): void {
    const delay = backoffDelay(this.#attempt, this.deps.random)
    this.#attempt += 1
    this.#setStatus('reconnecting', this.deps.now() + delay)
    this.#clearTimer()
    this.#timer = this.deps.setTimeout(() => {
      this.#timer = null
      if (!this.#stopped) this.#open()
    }, delay)
  }
}

/** ws(s)://host:port/ws (WS_PATH) for an address typed as host:port (or a full http(s) URL). */
export function wsUrlFor(address: string, secure = false): string {
  const trimmed = address.trim()
  if (/^wss?:\/\//i.test(trimmed)) return trimmed
  if (/^https?:\/\//i.test(trimmed)) {
    const url = new URL(trimmed)
    return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}${WS_PATH}`
  }
  return `${secure ? 'wss' : 'ws'}://${trimmed.replace(/\/+$/, '')}${WS_PATH}`
}

/**
 * host:port from what a person typed ("192.168.1.2", "10.0.0.5:5350", "[fe80::1]:5350", a pasted join
 * URL), with the default port when none is given; null when it is no address.
 */
export function normalizeAddress(input: string): string | null {
  const parsed = parseHostPort(input.replace(/^wss?:\/\//i, 'http://'))
  if (!parsed.ok) return null
  const { kind, port } = parsed.value
  const host = kind === 'ipv6' ? `[${parsed.value.host.replace('%', '%25')}]` : parsed.value.host
  return `${host}:${port}`
}
