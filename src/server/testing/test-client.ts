// A real WebSocket client for integration tests and benchmarks: records every frame it receives (for the
// secrets audit), and lets a test wait for the next frame that matches.
import { WebSocket } from 'ws'
import { legalMovesForView } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { ClientMessage, ServerMessage } from '../../protocol/messages'
import type { SecretsAudit } from './secrets-audit'

export type StateMessage = Extract<ServerMessage, { type: 'state' }>
type Waiter = { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }

export class TestClient {
  readonly frames: ServerMessage[] = []
  /** Frames before this index were consumed by `next`. */
  private cursor = 0
  private waiters: Waiter[] = []
  readonly closed: Promise<{ code: number; reason: string }>
  seat: number | null = null
  token: string | null = null

  private constructor(
    readonly ws: WebSocket,
    readonly label: string,
    audit?: SecretsAudit
  ) {
    ws.on('message', (data) => {
      const text = data.toString()
      audit?.observe(label, text)
      const message = JSON.parse(text) as ServerMessage
      if (message.type === 'welcome') {
        this.seat = message.seat
        this.token = message.token
      }
      this.frames.push(message)
      this.waiters = this.waiters.filter((w) => !this.offer(w))
    })
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    )
  }

  static connect(url: string, label = 'client', audit?: SecretsAudit): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url)
      const client = new TestClient(ws, label, audit)
      ws.once('open', () => resolve(client))
      ws.once('error', reject)
    })
  }

  /** Connects and says hello; resolves once the welcome and the first state arrived. */
  static async join(
    url: string,
    label: string,
    hello: Partial<Extract<ClientMessage, { type: 'hello' }>> = {},
    audit?: SecretsAudit
  ): Promise<TestClient> {
    const client = await TestClient.connect(url, label, audit)
    client.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: label, ...hello })
    const first = await client.next((m) => m.type === 'welcome' || m.type === 'error')
    if (first.type === 'error') throw new Error(`${label} could not join: ${first.code} ${first.message}`)
    await client.nextState()
    return client
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message))
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data)
  }

  /** The next unread frame that matches (earlier unread frames that don't match are skipped). */
  next(match: (m: ServerMessage) => boolean = () => true, timeoutMs = 5000): Promise<ServerMessage> {
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
        }
      }
      if (!this.offer(waiter)) this.waiters.push(waiter)
    })
  }

  async nextState(
    match: (m: StateMessage) => boolean = () => true,
    timeoutMs?: number
  ): Promise<StateMessage> {
    return (await this.next((m) => m.type === 'state' && match(m), timeoutMs)) as StateMessage
  }

  async nextError(timeoutMs?: number): Promise<Extract<ServerMessage, { type: 'error' }>> {
    return (await this.next((m) => m.type === 'error', timeoutMs)) as Extract<
      ServerMessage,
      { type: 'error' }
    >
  }

  /** The newest state received so far. */
  latestState(): StateMessage | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i]
      if (frame?.type === 'state') return frame
    }
    return undefined
  }

  /** The state of a given version, received already or still to come. */
  async stateAt(version: number, timeoutMs?: number): Promise<StateMessage> {
    const seen = this.frames.find((m): m is StateMessage => m.type === 'state' && m.version === version)
    return seen ?? this.nextState((m) => m.version === version, timeoutMs)
  }

  /** Skips every frame received so far. */
  skipAll(): void {
    this.cursor = this.frames.length
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close()
    return this.closed
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
}

/**
 * Makes a client play by itself: on its turn a legal move (picked by `pick`), after a round or match
 * 'ready'. Returns a function that stops it.
 */
export function autoPlay(
  client: TestClient,
  options: { pick?: (count: number) => number; readyForRematch?: boolean } = {}
): () => void {
  let readySent = false
  const onState = (message: StateMessage) => {
    const view = message.view
    if (view === null) return
    if (view.phase === 'playing') readySent = false
    if (view.phase === 'playing' && view.turn === view.seat) {
      const moves = legalMovesForView(view)
      const move = moves[(options.pick ?? (() => 0))(moves.length)]
      if (move !== undefined) client.send({ type: 'move', version: message.version, move })
    } else if (view.phase !== 'playing' && !readySent) {
      if (view.phase === 'matchOver' && !options.readyForRematch) return
      readySent = true
      client.send({ type: 'ready', version: message.version })
    }
  }
  const onMessage = (data: Buffer) => {
    const message = JSON.parse(data.toString()) as ServerMessage
    if (message.type === 'state') onState(message)
  }
  // The state already received may be this client's turn: nothing new would arrive to start it.
  const latest = client.latestState()
  if (latest !== undefined) onState(latest)
  client.ws.on('message', onMessage)
  return () => client.ws.off('message', onMessage)
}
