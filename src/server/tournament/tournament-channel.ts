// The tournament's channel, the part that speaks to devices (protocol/tournament-messages.ts): a device
// registers its player once, or comes back with the token; the director comes with the director key.
// Every change sends every device the tournament without its seeds, and when a stage starts each
// entrant's connections are told their table and seat (`yourSeat`), so devices follow their players.
// Each message is parsed by its schema and passes a rate limit first; a refusal has a code and changes
// nothing. The HTTP server and its door are tournament-server.ts's.
//
// The PIN (a tournament opened with one) guards registering as a table's PIN guards its seats, with the
// table's limits (table/pin-attempts.ts: a few free wrong PINs per address, then a backoff, and about 20
// checked PINs a minute in all) and its codes: 'wrong-pin' (none given: the page asks for it; a wrong one
// also closes the connection, so every guess costs a new one) and 'pin-locked'. Only a PIN that decides
// something is checked: a registration refused anyway (closed, full, a bad name) is refused first and
// costs no guess, so once stage 1 starts nobody can guess at all. A returning device (its token) and the
// director (the key) hold a stronger secret already; a follower (no name) gets only what anyone may see.
// There is no knock list here: a player refused for others' guessing waits like them (docs/tournament.md).
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
import { CLOSE_POLICY } from '../transport/close-codes'
import { DEFAULT_PIN_LIMITS, PinAttempts } from '../table/pin-attempts'
import type { PinLimits } from '../table/pin-attempts'
import type { TournamentHost } from './tournament-host'

interface Connection {
  ws: WebSocket
  /** The remote address, for the PIN limits. */
  address: string
  joined: boolean
  entrant: number | null
  director: boolean
  bucket: TokenBucket
}

type Hello = Extract<TournamentClientMessage, { type: 'tournamentHello' }>

/** The PIN's side of the door: its limits (the table's defaults; tests give their own) and the host's
 *  log (wrong PINs, and when PINs start being refused: the CLI prints it). */
export interface ChannelDoor {
  pinLimits?: Partial<PinLimits>
  log?: (line: string) => void
}

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
  /** One set of PIN limits for the tournament, as a table has one. */
  private readonly pins: PinAttempts
  private readonly log: (line: string) => void

  constructor(
    private readonly host: TournamentHost,
    progressEveryMs = PROGRESS_EVERY_MS,
    clock: Clock = realClock,
    private readonly joinUrls: () => string[] = () => [],
    door: ChannelDoor = {}
  ) {
    this.pins = new PinAttempts({ ...DEFAULT_PIN_LIMITS, ...door.pinLimits })
    this.log = door.log ?? (() => undefined)
    this.countdown = new StageCountdown((fillBots) => void this.startStage(null, fillBots), clock)
    const stopChanges = host.onChange((change) => this.broadcast(change.stageStarted))
    const progress = setInterval(() => {
      if (this.connections.size === 0) return
      const frame = this.frame()
      if (this.progressKey(frame) !== this.lastProgress) this.broadcast(false, frame)
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

  private progressKey(frame: TournamentFrame): string {
    return JSON.stringify(frame.tables.map((t) => t.progress ?? null))
  }

  /** The same frame to every device: built and serialized once, not once per connection. */
  private broadcast(stageStarted: boolean, frame = this.frame()): void {
    this.lastProgress = this.progressKey(frame)
    const text = JSON.stringify({ type: 'tournament', ...frame } satisfies TournamentServerMessage)
    for (const c of this.connections) {
      if (!c.joined) continue
      this.sendText(c, text)
      if (stageStarted) this.tellSeat(c)
    }
  }

  accept(ws: WebSocket, address: string): void {
    const c: Connection = {
      ws,
      address,
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
      if (message.directorKey === undefined && !this.pinLetsIn(c, message.name, message.pin)) return
      const registered = this.host.register(message.name)
      if (!registered.ok) return this.refuse(c, registered.error.code, registered.error.message)
      ;({ entrant, token } = registered.value)
    }
    Object.assign(c, { joined: true, entrant, director: message.directorKey !== undefined })
    this.send(c, { type: 'tournamentWelcome', entrant, token, director: c.director, ...this.frame() })
    this.tellSeat(c)
  }

  /** May this new player register? True at a tournament without a PIN, and with the right PIN; else the
   *  refusal is sent (and a checked wrong PIN, or a locked one, closes the connection). */
  private pinLetsIn(c: Connection, name: string, pin: string | undefined): boolean {
    if (!this.host.pinRequired) return true
    const anyway = this.host.checkRegistration(name)
    if (!anyway.ok) {
      this.refuse(c, anyway.error.code, anyway.error.message)
      return false
    }
    if (pin === undefined) {
      this.refuse(c, 'wrong-pin', 'This tournament needs a PIN to register.')
      return false
    }
    const attempt = this.pins.begin(c.address)
    if (!attempt.ok) {
      const { code: scope, retryInMs, firstRefusal } = attempt.error
      const seconds = Math.ceil(retryInMs / 1000)
      if (firstRefusal)
        this.log(
          `Too many wrong PINs ${scope === 'table' ? 'in all' : `from ${c.address}`}: refusing PINs for ${seconds} s`
        )
      this.refuse(c, 'pin-locked', `Too many wrong PINs: try again in ${seconds} s.`)
      c.ws.close(CLOSE_POLICY, 'pin locked')
      return false
    }
    if (this.host.isPin(pin)) {
      attempt.value.right()
      return true
    }
    attempt.value.wrong()
    this.log(`Wrong PIN from ${c.address}`)
    this.refuse(c, 'wrong-pin', 'Wrong PIN.')
    c.ws.close(CLOSE_POLICY, 'wrong pin')
    return false
  }

  private tellSeat(c: Connection): void {
    const seat = c.entrant === null ? null : this.host.seatFor(c.entrant)
    if (seat !== null) this.send(c, { type: 'yourSeat', ...seat })
  }

  private send(c: Connection, message: TournamentServerMessage): void {
    this.sendText(c, JSON.stringify(message))
  }

  private sendText(c: Connection, text: string): void {
    if (c.ws.readyState === WebSocket.OPEN) c.ws.send(text)
  }

  private refuse(c: Connection, code: string, message: string): void {
    this.send(c, { type: 'tournamentError', code, message })
  }
}
