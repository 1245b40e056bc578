// The one WebSocket client that tests, the fuzzer and the soak talk to a real host with. It shows every
// frame it receives to the secrets audit (R9), counts what it sent and received, and lets a caller wait for
// the next frame that matches. By default it keeps every frame, and `next` reads them in order, so a frame
// that arrived before the wait began is not missed. With `history: false` (floods, long soaks, tests that
// wait for what happens next) it keeps none, and `next` waits for frames still to come. Like the app, it
// makes each `delta` into the full state it stands for (protocol/state-stream.ts, asking for a sync when
// one does not fit), so `frames`, `latest` and `next` hold whole states; the audit sees the raw frames.
import { WebSocket } from 'ws'
import type { ClientMessage, ServerMessage } from '../../src/protocol/messages'
import { StateStream } from '../../src/protocol/state-stream'
import { NAME_MAX_LENGTH, PROTOCOL_VERSION } from '../../src/protocol/vocabulary'
import type { SecretsAudit } from './secrets-audit'

export type StateMessage = Extract<ServerMessage, { type: 'state' }>
export type ErrorMessage = Extract<ServerMessage, { type: 'error' }>
export type WelcomeMessage = Extract<ServerMessage, { type: 'welcome' }>
export type Hello = Extract<ClientMessage, { type: 'hello' }>
export interface CloseInfo {
  code: number
  reason: string
}

/** What reads every frame a client receives: a table's SecretsAudit, or one that also hands each frame
 *  on to another audit (the tournament rig's, which reads every frame across tables too). */
export type FrameAudit = Pick<SecretsAudit, 'observe' | 'violations'>

export interface ClientOptions {
  /** Sees every frame this client receives. */
  audit?: FrameAudit
  /** Keep every frame in `frames` for `next` to read (default true). */
  history?: boolean
  /** How long to wait for the connection (default 5 s). */
  connectTimeoutMs?: number
  /** The local address to connect from (any of 127.0.0.0/8 stands for another machine). */
  localAddress?: string
  /** Frames lost before this client reads them (tests of the sync rule): true drops the frame. */
  lose?: (frame: ServerMessage) => boolean
}

/** How long `next` and `hello` wait by default. */
const WAIT_MS = 10_000

type Waiter = {
  match: (m: ServerMessage) => boolean
  resolve: (m: ServerMessage) => void
  reject: (e: Error) => void
}

export class TestClient {
  /** Every frame received, in order (empty without history). */
  readonly frames: ServerMessage[] = []
  /** The newest state received. */
  latest: StateMessage | null = null
  /** The seat and token of the last welcome. */
  seat: number | null = null
  token: string | null = null
  /** Error frames received, by code. */
  readonly errors = new Map<string, number>()
  framesIn = 0
  framesOut = 0
  /** Deltas received, and syncs asked for because one did not fit the state held. */
  deltasIn = 0
  syncsAsked = 0
  closeCode: number | null = null
  readonly closed: Promise<CloseInfo>
  /** Frames before this index were read by `next`. */
  private cursor = 0
  private waiters: Waiter[] = []
  private readonly listeners = new Set<(message: ServerMessage, at: number) => void>()
  private pongs: (() => void)[] = []
  private readonly states = new StateStream()

  private constructor(
    readonly ws: WebSocket,
    readonly label: string,
    private readonly audit: FrameAudit | undefined,
    private readonly history: boolean,
    private readonly lose: ClientOptions['lose']
  ) {
    ws.on('message', (data, isBinary) => this.receive(data.toString(), isBinary))
    ws.on('pong', () => this.wakePongs())
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        this.closeCode = code
        this.wakePongs()
        for (const waiter of this.waiters.splice(0))
          waiter.reject(new Error(`${label}: closed (${code}) before a matching frame`))
        resolve({ code, reason: reason.toString() })
      })
    })
    // A failed connection rejects `connect`; later socket errors end in 'close'.
    ws.on('error', () => undefined)
  }

  static connect(url: string, label = 'client', options: ClientOptions = {}): Promise<TestClient> {
    const timeoutMs = options.connectTimeoutMs ?? 5000
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false, localAddress: options.localAddress })
      const client = new TestClient(ws, label, options.audit, options.history ?? true, options.lose)
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

  /** Connects and says hello; resolves once the welcome and the first state arrived, throws if refused. */
  static async join(
    url: string,
    label: string,
    hello: Partial<Hello> = {},
    options: ClientOptions = {}
  ): Promise<TestClient> {
    const client = await TestClient.connect(url, label, options)
    const reply = await client.hello(hello)
    if (reply.type === 'error') throw new Error(`${label} could not join: ${reply.code} ${reply.message}`)
    await client.nextState()
    return client
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN
  }

  /** Calls `listener` with every frame from now on (and when it arrived); returns the unsubscribe. */
  on(listener: (message: ServerMessage, at: number) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Says hello (defaults: this protocol, name = label); resolves with the welcome or the refusal. */
  async hello(fields: Partial<Hello> = {}, timeoutMs = WAIT_MS): Promise<WelcomeMessage | ErrorMessage> {
    const reply = this.next((m) => m.type === 'welcome' || m.type === 'error', timeoutMs)
    this.send({
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      name: this.label.slice(0, NAME_MAX_LENGTH),
      ...fields
    })
    return (await reply) as WelcomeMessage | ErrorMessage
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.sendRaw(JSON.stringify(message))
  }

  /** Sends any bytes as one frame (by default a string as text, a Buffer as binary); a closed socket sends nothing. */
  sendRaw(data: string | Buffer, binary = typeof data !== 'string'): void {
    if (!this.open) return
    this.framesOut++
    this.ws.send(data, { binary })
  }

  /**
   * The next unread frame that matches; frames before it that do not match are read past. Rejects when
   * none arrives within `timeoutMs` or the socket closes first.
   */
  next(match: (m: ServerMessage) => boolean = () => true, timeoutMs = WAIT_MS): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter)
        reject(new Error(`${this.label}: no matching frame within ${timeoutMs} ms`))
      }, timeoutMs)
      const waiter: Waiter = {
        match,
        resolve: (m) => {
          clearTimeout(timer)
          resolve(m)
        },
        reject: (e) => {
          clearTimeout(timer)
          reject(e)
        }
      }
      if (this.offer(waiter)) return
      if (this.closeCode !== null)
        return waiter.reject(new Error(`${this.label}: closed (${this.closeCode}), no matching frame`))
      this.waiters.push(waiter)
    })
  }

  async nextState(
    match: (m: StateMessage) => boolean = () => true,
    timeoutMs?: number
  ): Promise<StateMessage> {
    return (await this.next((m) => m.type === 'state' && match(m), timeoutMs)) as StateMessage
  }

  async nextError(timeoutMs?: number): Promise<ErrorMessage> {
    return (await this.next((m) => m.type === 'error', timeoutMs)) as ErrorMessage
  }

  /** The state of a given version, received already (with history) or still to come. */
  async stateAt(version: number, timeoutMs?: number): Promise<StateMessage> {
    const seen = this.frames.find((m): m is StateMessage => m.type === 'state' && m.version === version)
    return seen ?? this.nextState((m) => m.version === version, timeoutMs)
  }

  /** Marks every frame received so far as read. */
  skipAll(): void {
    this.cursor = this.frames.length
  }

  /** Resolves once the host has read everything sent so far (its pong): true, or false if closed. */
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

  /** Closes politely; a peer that does not answer within a second is cut off. */
  close(): Promise<CloseInfo> {
    if (this.ws.readyState === WebSocket.CLOSED) return this.closed
    this.ws.close()
    const timer = setTimeout(() => this.ws.terminate(), 1000)
    return this.closed.finally(() => clearTimeout(timer))
  }

  terminate(): Promise<CloseInfo> {
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
    const raw = JSON.parse(text) as ServerMessage
    if (this.lose?.(raw) === true) return
    this.audit?.observe(this.label, text)
    if (raw.type === 'delta') this.deltasIn++
    const step = this.states.read(raw)
    if (step.askSync) {
      this.syncsAsked++
      this.send({ type: 'sync' })
    }
    const message = step.message
    if (message === null) return
    if (message.type === 'welcome') {
      this.seat = message.seat
      this.token = message.token
    } else if (message.type === 'state') {
      this.latest = message
    } else if (message.type === 'error') {
      this.errors.set(message.code, (this.errors.get(message.code) ?? 0) + 1)
    }
    for (const listener of this.listeners) listener(message, at)
    this.frames.push(message)
    this.waiters = this.waiters.filter((w) => !this.offer(w))
    if (!this.history) {
      this.frames.length = 0
      this.cursor = 0
    }
  }

  private offer(waiter: Waiter): boolean {
    for (let i = this.cursor; i < this.frames.length; i++) {
      const frame = this.frames[i] as ServerMessage
      if (waiter.match(frame)) {
        this.cursor = i + 1
        waiter.resolve(frame)
        return true
      }
    }
    return false
  }

  private wakePongs(): void {
    for (const resolve of this.pongs.splice(0)) resolve()
  }
}
