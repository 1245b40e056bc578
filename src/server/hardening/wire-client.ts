// A lean WebSocket client for the fuzzer and the soak: it keeps no frame history (only the newest state
// and counters), shows every frame it receives to the secrets audit, and offers a ping/pong barrier: the
// host answers a ping only after it has handled every frame sent before it, which paces a flood.
import { WebSocket } from 'ws'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { ClientMessage, ServerMessage } from '../../protocol/messages'
import type { SecretsAudit } from '../testing/secrets-audit'

export type StateFrame = Extract<ServerMessage, { type: 'state' }>
export type ErrorFrame = Extract<ServerMessage, { type: 'error' }>
export type Hello = Extract<ClientMessage, { type: 'hello' }>

export class WireClient {
  /** Error frames received, by code. */
  readonly errors = new Map<string, number>()
  latest: StateFrame | null = null
  seat: number | null = null
  token: string | null = null
  framesIn = 0
  framesOut = 0
  closeCode: number | null = null
  readonly closed: Promise<number>
  private readonly listeners = new Set<(message: ServerMessage, at: number) => void>()
  private pongs: (() => void)[] = []

  private constructor(
    readonly ws: WebSocket,
    readonly label: string,
    private readonly audit: SecretsAudit | null
  ) {
    ws.on('message', (data, isBinary) => this.receive(data.toString(), isBinary))
    ws.on('pong', () => {
      const waiting = this.pongs
      this.pongs = []
      for (const resolve of waiting) resolve()
    })
    this.closed = new Promise((resolve) => {
      ws.on('close', (code) => {
        this.closeCode = code
        const waiting = this.pongs
        this.pongs = []
        for (const resolve_ of waiting) resolve_()
        resolve(code)
      })
    })
    ws.on('error', () => undefined)
  }

  static connect(
    url: string,
    label: string,
    audit: SecretsAudit | null = null,
    timeoutMs = 5000
  ): Promise<WireClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false })
      const client = new WireClient(ws, label, audit)
      const timer = setTimeout(() => {
        ws.terminate()
        reject(new Error(`${label}: no connection within ${timeoutMs} ms`))
      }, timeoutMs)
      ws.once('open', () => {
        clearTimeout(timer)
        resolve(client)
      })
      ws.once('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
    })
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN
  }

  on(listener: (message: ServerMessage, at: number) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The next frame that matches, or null on timeout or close. */
  next(match: (m: ServerMessage) => boolean, timeoutMs = 5000): Promise<ServerMessage | null> {
    return new Promise((resolve) => {
      const done = (m: ServerMessage | null): void => {
        clearTimeout(timer)
        off()
        resolve(m)
      }
      const timer = setTimeout(() => done(null), timeoutMs)
      const off = this.on((m) => {
        if (match(m)) done(m)
      })
      void this.closed.then(() => done(null))
    })
  }

  /** Says hello; resolves with the welcome (after which the first state follows) or the refusal. */
  async hello(fields: Partial<Hello>, timeoutMs = 5000): Promise<ServerMessage | null> {
    const reply = this.next((m) => m.type === 'welcome' || m.type === 'error', timeoutMs)
    this.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: this.label.slice(0, 24), ...fields })
    return reply
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.sendRaw(JSON.stringify(message), false)
  }

  sendRaw(data: string | Buffer, binary: boolean): void {
    if (!this.open) return
    this.framesOut++
    this.ws.send(data, { binary })
  }

  /** Resolves once the host has read everything sent so far (its pong), or the socket closed. */
  barrier(timeoutMs = 10_000): Promise<boolean> {
    if (!this.open) return Promise.resolve(false)
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs)
      this.pongs.push(() => {
        clearTimeout(timer)
        resolve(this.open)
      })
      this.ws.ping()
    })
  }

  close(): Promise<number> {
    if (this.ws.readyState === WebSocket.CLOSED) return this.closed
    this.ws.close()
    const timer = setTimeout(() => this.ws.terminate(), 1000)
    return this.closed.finally(() => clearTimeout(timer))
  }

  terminate(): Promise<number> {
    this.ws.terminate()
    return this.closed
  }

  private receive(text: string, isBinary: boolean): void {
    const at = performance.now()
    this.framesIn++
    if (isBinary) {
      this.audit?.violations.push(`${this.label}: a binary frame from the host`)
      return
    }
    this.audit?.observe(this.label, text)
    const message = JSON.parse(text) as ServerMessage
    if (message.type === 'welcome') {
      this.seat = message.seat
      this.token = message.token
    } else if (message.type === 'state') {
      this.latest = message
    } else if (message.type === 'error') {
      this.errors.set(message.code, (this.errors.get(message.code) ?? 0) + 1)
    }
    for (const listener of this.listeners) listener(message, at)
  }
}

/** Adds one map of counts into another. */
export function addCounts(into: Map<string, number>, from: Map<string, number>): void {
  for (const [key, n] of from) into.set(key, (into.get(key) ?? 0) + n)
}
