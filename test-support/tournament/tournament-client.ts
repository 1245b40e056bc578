// One device on a tournament's channel (protocol/tournament-messages.ts), for tests: it keeps every frame,
// runs each through the tournament audit, and waits for the ones a test names.
import WebSocket from 'ws'
import type { TournamentClientMessage, TournamentServerMessage } from '../../src/protocol/tournament-messages'
import { PROTOCOL_VERSION } from '../../src/protocol/vocabulary'

export type YourSeat = Extract<TournamentServerMessage, { type: 'yourSeat' }>

export class TournamentClient {
  readonly frames: TournamentServerMessage[] = []
  entrant: number | null = null
  token: string | null = null
  private waiters: {
    match: (m: TournamentServerMessage) => boolean
    resolve: (m: TournamentServerMessage) => void
  }[] = []
  private cursor = 0

  private constructor(
    readonly ws: WebSocket,
    readonly label: string,
    private readonly observe?: (label: string, text: string) => void
  ) {
    ws.on('message', (data) => {
      const text = data.toString()
      this.observe?.(label, text)
      const message = JSON.parse(text) as TournamentServerMessage
      this.frames.push(message)
      const hit = this.waiters.find((w) => w.match(message))
      if (hit !== undefined) {
        this.waiters = this.waiters.filter((w) => w !== hit)
        this.cursor = this.frames.length
        hit.resolve(message)
      }
    })
    ws.on('error', () => undefined)
  }

  /** `localAddress`: any of 127.0.0.0/8, standing for another machine (the channel allows 16 per address). */
  static async connect(
    url: string,
    label: string,
    observe?: (label: string, text: string) => void,
    localAddress?: string
  ): Promise<TournamentClient> {
    const ws = new WebSocket(url, { perMessageDeflate: false, localAddress })
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    return new TournamentClient(ws, label, observe)
  }

  send(message: TournamentClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message))
  }

  /** Says hello and waits for the welcome (or the refusal). */
  async hello(fields: Partial<Extract<TournamentClientMessage, { type: 'tournamentHello' }>>) {
    const reply = this.next((m) => m.type === 'tournamentWelcome' || m.type === 'tournamentError')
    this.send({ type: 'tournamentHello', protocol: PROTOCOL_VERSION, ...fields })
    const message = await reply
    if (message.type === 'tournamentWelcome') {
      this.entrant = message.entrant
      this.token = message.token
    }
    return message
  }

  /** The next unread frame that matches (frames already read past are not offered again). */
  next(match: (m: TournamentServerMessage) => boolean, timeoutMs = 20_000): Promise<TournamentServerMessage> {
    const seen = this.frames.slice(this.cursor).findIndex(match)
    if (seen >= 0) {
      this.cursor += seen + 1
      return Promise.resolve(this.frames[this.cursor - 1] as TournamentServerMessage)
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.label}: no matching frame in ${timeoutMs} ms`)),
        timeoutMs
      )
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer)
          resolve(m)
        }
      })
    })
  }

  close(): void {
    this.ws.terminate()
  }
}
