// The tournament's channel, the part that speaks to devices (protocol/tournament-messages.ts): a device
// registers its player once, or comes back with the token; the director comes with the director key.
// Every change sends every device the tournament without its seeds, and when a stage starts each
// entrant's connections are told their table and seat (`yourSeat`), so devices follow their players.
// Each message is parsed by its schema and passes a rate limit first; a refusal has a code and changes
// nothing. The HTTP server and its door are tournament-server.ts's.
import { WebSocket } from 'ws'
import { parseTournamentMessage } from '../../protocol/tournament-messages'
import type {
  TournamentClientMessage,
  TournamentFrame,
  TournamentServerMessage
} from '../../protocol/tournament-messages'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { BotLevel } from '../../protocol/vocabulary'
import { phaseOf } from '../../tournament'
import { StageCountdown, realClock } from './stage-countdown'
import type { Clock } from './stage-countdown'
import { TokenBucket } from '../transport/token-bucket'
import type { TournamentHost } from './tournament-host'

interface Connection {
  ws: WebSocket
  joined: boolean
  entrant: number | null
  director: boolean
  bucket: TokenBucket
}

type Hello = Extract<TournamentClientMessage, { type: 'tournamentHello' }>

/** Messages a second on average, and the burst: a device sends a hello and now and then a watch. */
const RATE = { perSecond: 10, burst: 20 }

/** How often the tables' progress (deal, whose turn) is looked at; a frame goes out only when it moved.
 *  A turn is seconds long: a second's delay on the big screen is not seen, a frame per move would be. */
export const PROGRESS_EVERY_MS = 1000

export class TournamentChannel {
  private readonly connections = new Set<Connection>()
  private readonly stop: () => void

  private lastProgress = ''
  private readonly countdown: StageCountdown

  constructor(
    private readonly host: TournamentHost,
    progressEveryMs = PROGRESS_EVERY_MS,
    clock: Clock = realClock,
    private readonly joinUrls: () => string[] = () => []
  ) {
    this.countdown = new StageCountdown((fillBots) => void this.startStage(null, fillBots), clock)
    const stopChanges = host.onChange((change) => this.broadcast(change.stageStarted))
    const progress = setInterval(() => {
      if (this.connections.size > 0 && this.progressKey() !== this.lastProgress) this.broadcast(false)
    }, progressEveryMs)
    progress.unref()
    this.stop = () => {
      stopChanges()
      clearInterval(progress)
      this.countdown.cancel()
    }
  }

  /** The host's frame with the countdown as it stands now. */
  private frame(): TournamentFrame {
    return { ...this.host.frame(), joinUrls: this.joinUrls(), nextStageInMs: this.countdown.left() }
  }

  private progressKey(frame = this.host.frame()): string {
    return JSON.stringify(frame.tables.map((t) => t.progress ?? null))
  }

  private broadcast(stageStarted: boolean): void {
    const frame = this.frame()
    this.lastProgress = this.progressKey(frame)
    for (const c of this.connections) {
      if (!c.joined) continue
      this.send(c, { type: 'tournament', ...frame })
      if (stageStarted) this.tellSeat(c)
    }
  }

  accept(ws: WebSocket): void {
    const c: Connection = {
      ws,
      joined: false,
      entrant: null,
      director: false,
      bucket: new TokenBucket(RATE, Date.now())
    }
    this.connections.add(c)
    ws.on('close', () => this.connections.delete(c))
    ws.on('error', () => undefined)
    ws.on('message', (data, binary) => {
      if (!c.bucket.take(Date.now())) {
        this.refuse(c, 'rate-limited', 'Too many messages.')
        ws.close(1008, 'rate limited')
        return
      }
      if (binary) return this.refuse(c, 'bad-message', 'Messages are text.')
      const parsed = parseTournamentMessage(data.toString())
      if (!parsed.ok) return this.refuse(c, parsed.error.code, parsed.error.message)
      void this.receive(c, parsed.value)
    })
  }

  close(): void {
    this.stop()
    for (const c of this.connections) c.ws.close(1001, 'closed')
  }

  private async receive(c: Connection, message: TournamentClientMessage): Promise<void> {
    if (message.type === 'tournamentHello') return this.hello(c, message)
    if (!c.joined) return this.refuse(c, 'hello-first', 'Say hello before anything else.')
    if (message.type === 'records') {
      const member = c.entrant === null ? null : { entrant: c.entrant }
      return this.send(c, { type: 'tournamentRecords', records: this.host.recordsFor(member) })
    }
    if (message.type === 'watch') {
      const member = c.entrant === null ? null : { entrant: c.entrant }
      const where = this.host.watch(member, message.stage, message.table)
      if (!where.ok) return this.refuse(c, where.error.code, where.error.message)
      return this.send(c, { type: 'watchTable', ...where.value })
    }
    if (!c.director) return this.refuse(c, 'not-director', 'Only the director runs the tournament.')
    if (message.type === 'startStage') return this.startStage(c, message.fillBots)
    if (message.type === 'scheduleStage') return this.schedule(c, message.seconds, message.fillBots)
    const done =
      message.type === 'addBot' ? this.host.addBot(message.level) : this.host.withdraw(message.entrant)
    if (!done.ok) this.refuse(c, done.error.code, done.error.message)
  }

  /** The next stage now (the director, or the countdown's end: `c` null, a refusal goes to every director). */
  private async startStage(c: Connection | null, fillBots: BotLevel | undefined): Promise<void> {
    this.countdown.cancel()
    const done = await this.host.startStage(fillBots)
    if (done.ok) return
    const directors = c === null ? [...this.connections].filter((d) => d.director) : [c]
    for (const d of directors) this.refuse(d, done.error.code, done.error.message)
    if (c === null) this.broadcast(false) // the countdown is gone: every screen stops counting
  }

  private schedule(c: Connection, seconds: number, fillBots: BotLevel | undefined): void {
    const phase = phaseOf(this.host.state)
    if (phase === 'playing')
      return this.refuse(c, 'stage-running', 'The stage being played has not finished.')
    if (phase === 'over') return this.refuse(c, 'tournament-over', 'Every stage has been played.')
    this.countdown.set(seconds, fillBots)
    this.broadcast(false)
  }

  private hello(c: Connection, message: Hello): void {
    if (c.joined) return this.refuse(c, 'already-joined', 'This connection has already joined.')
    if (message.protocol !== PROTOCOL_VERSION)
      return this.refuse(c, 'protocol-mismatch', `This tournament runs protocol ${PROTOCOL_VERSION}.`)
    if (message.directorKey !== undefined && message.directorKey !== this.host.directorKey)
      return this.refuse(c, 'bad-token', 'This is not the director key.')
    let entrant: number | null = null
    let token: string | null = null
    if (message.token !== undefined) {
      entrant = this.host.entrantOf(message.token)
      if (entrant === null)
        return this.refuse(c, 'bad-token', 'This token belongs to no entrant of this tournament.')
      token = message.token
    } else if (message.name !== undefined) {
      const registered = this.host.register(message.name)
      if (!registered.ok) return this.refuse(c, registered.error.code, registered.error.message)
      ;({ entrant, token } = registered.value)
    }
    Object.assign(c, { joined: true, entrant, director: message.directorKey !== undefined })
    this.send(c, { type: 'tournamentWelcome', entrant, token, director: c.director, ...this.frame() })
    this.tellSeat(c)
  }

  private tellSeat(c: Connection): void {
    const seat = c.entrant === null ? null : this.host.seatFor(c.entrant)
    if (seat !== null) this.send(c, { type: 'yourSeat', ...seat })
  }

  private send(c: Connection, message: TournamentServerMessage): void {
    if (c.ws.readyState === WebSocket.OPEN) c.ws.send(JSON.stringify(message))
  }

  private refuse(c: Connection, code: string, message: string): void {
    this.send(c, { type: 'tournamentError', code, message })
  }
}
