// A player's device for the tournament soak (issue 52): it registers on the tournament's channel, follows
// every `yourSeat` to its table with the seat's token, and plays there as a bot would — the move a seeded
// decision picks from its view, keyed exactly as the host keys its own bots' (insecure-seed.ts), so a run
// repeats whatever the timing. After the host is killed and resumed it comes back by its token. Every frame
// it gets goes to the audits: a table's to that table's audit and the audit across tables, the channel's to
// the latter. A refusal it could not expect, or a socket the host closes without reason, is an error.
import { decide } from '../../src/bots'
import type { BotLevel } from '../../src/protocol/vocabulary'
import { decisionSeed } from '../../src/server/tournament/insecure-seed'
import type { TablePlace } from '../../src/server/tournament/insecure-seed'
import type { SecretsAudit } from '../wire/secrets-audit'
import type { TournamentAudit } from '../wire/tournament-audit'
import { TestClient } from '../wire/test-client'
import { TournamentClient } from './tournament-client'
import type { YourSeat } from './tournament-client'

/** What the devices and the misbehaving clients show their frames to: the audit across tables. */
export type AcrossAudit = Pick<TournamentAudit, 'observeTable' | 'observeChannel'>

/** Refusals an honest player meets when it races the table (a version that just moved on). */
export const RACE_CODES = new Set(['stale', 'not-your-turn', 'round-over', 'wrong-phase'])

export interface DeviceHooks {
  seed: number
  level: BotLevel
  /** The secrets audit of a table's frames. */
  tableAudit(place: TablePlace): SecretsAudit
  across: AcrossAudit
  /** Whether the host may close this table's sockets now (a kill, or the table's stage is over). */
  closeExpected(place: TablePlace): boolean
  /** Whether the host may close the channel now (a kill). */
  channelCloseExpected(): boolean
  error(what: string): void
  count(what: 'moves' | 'races' | 'follows'): void
}

export class SeededDevice {
  channel: TournamentClient | null = null
  table: TestClient | null = null
  seat: YourSeat | null = null
  entrant: number | null = null
  token: string | null = null
  /** The port of the table it sits at (a resumed host's tables listen on new ports). */
  private tablePort = 0
  private following: Promise<void> = Promise.resolve()
  private connections = 0

  constructor(
    readonly label: string,
    private readonly hooks: DeviceHooks
  ) {}

  /** Registers the player by name (the first time). */
  async register(channelUrl: string): Promise<void> {
    const welcome = await (await this.connect(channelUrl)).hello({ name: this.label })
    if (welcome.type !== 'tournamentWelcome') throw new Error(`${this.label}: ${JSON.stringify(welcome)}`)
    this.entrant = welcome.entrant
    this.token = welcome.token
  }

  /** Comes back by its token (a host restarted on another port). */
  async reconnect(channelUrl: string): Promise<void> {
    if (this.token === null) throw new Error(`${this.label} never registered`)
    const welcome = await (await this.connect(channelUrl)).hello({ token: this.token })
    if (welcome.type !== 'tournamentWelcome' || welcome.entrant !== this.entrant)
      this.hooks.error(
        `${this.label}: came back with its token and got ${JSON.stringify(welcome).slice(0, 200)}`
      )
  }

  /** Waits until it sits at the table of `stage` it was told (after a stage start or a reconnect). */
  async seated(stage: number, timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs
    const at = () =>
      this.seat?.stage === stage &&
      this.tablePort === this.seat.port &&
      this.table?.open === true &&
      this.table.seat === this.seat.seat
    while (!at()) {
      if (Date.now() > until) throw new Error(`${this.label} is not at its stage-${stage} table`)
      await new Promise((r) => setTimeout(r, 20))
    }
    await this.following
  }

  close(): void {
    this.channel?.close()
    this.table?.ws.terminate()
  }

  private async connect(channelUrl: string): Promise<TournamentClient> {
    this.channel?.close()
    const channel = await TournamentClient.connect(channelUrl, this.label, (label, text) =>
      this.hooks.across.observeChannel(label, text)
    )
    this.channel = channel
    channel.ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; code?: string; message?: string }
      if (message.type === 'yourSeat')
        this.following = this.following.then(() => this.follow(message as YourSeat))
      if (message.type === 'tournamentError')
        this.hooks.error(`${this.label}: the channel refused ${message.code}: ${message.message}`)
    })
    channel.ws.on('close', () => {
      if (this.channel === channel && !this.hooks.channelCloseExpected())
        this.hooks.error(`${this.label}: the host closed the channel`)
    })
    return channel
  }

  /** To the table it was told, with the seat's token, nothing typed; playing from the first state. */
  private async follow(seat: YourSeat): Promise<void> {
    const place = { stage: seat.stage, table: seat.table }
    const same = this.seat?.port === seat.port && this.seat.seat === seat.seat && this.table?.open === true
    this.seat = seat
    if (same) return
    const old = this.table
    this.table = null
    old?.ws.terminate()
    this.hooks.count('follows')
    let client: TestClient
    try {
      client = await TestClient.connect(
        `ws://127.0.0.1:${seat.port}/ws`,
        `${this.label}#${++this.connections}`,
        {
          audit: this.hooks.tableAudit(place),
          history: false
        }
      )
    } catch (error) {
      if (!this.hooks.closeExpected(place))
        this.hooks.error(`${this.label}: cannot reach its table: ${String(error)}`)
      return
    }
    const reader = { ...place, seat: seat.seat }
    client.ws.on('message', (data) => this.hooks.across.observeTable(this.label, reader, data.toString()))
    this.play(client, place)
    void client.closed.then(({ code }) => {
      if (this.table === client && !this.hooks.closeExpected(place))
        this.hooks.error(`${this.label}: the host closed its table's socket (${code})`)
    })
    this.table = client
    this.tablePort = seat.port
    const reply = await client.hello({ token: seat.token, name: this.label }).catch((error: Error) => error)
    if (reply instanceof Error || reply.type !== 'welcome' || reply.seat !== seat.seat) {
      if (!this.hooks.closeExpected(place))
        this.hooks.error(
          `${this.label}: its seat's token got ${reply instanceof Error ? reply.message : reply.type}`
        )
    }
  }

  /** On its turn the seeded decision; after a round, ready. */
  private play(client: TestClient, place: TablePlace): void {
    let movedAt = -1
    let readySent = false
    client.on((message) => {
      if (message.type === 'error') {
        if (RACE_CODES.has(message.code)) this.hooks.count('races')
        else this.hooks.error(`${this.label}: its table refused ${message.code}: ${message.message}`)
        return
      }
      if (message.type !== 'state' || message.view === null) return
      const view = message.view
      if (view.phase === 'playing') readySent = false
      if (view.phase === 'playing' && view.turn === view.seat && message.version !== movedAt) {
        movedAt = message.version
        const move = decide(view, this.hooks.level, decisionSeed(this.hooks.seed, place, view))
        client.send({ type: 'move', version: message.version, move })
        this.hooks.count('moves')
      } else if (view.phase === 'roundOver' && !readySent) {
        readySent = true
        client.send({ type: 'ready', version: message.version })
      }
    })
  }
}
