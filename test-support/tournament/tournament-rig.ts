// A tournament host in this process for tests (issue 52): real tables on 127.0.0.1 (startHost's two
// steps, with the simplest legal bot and no bot pause), the channel, and every frame every client gets
// run through the secrets audit of its table and the audit across tables (wire/tournament-audit.ts): both
// read the frame as it came off the socket, before the client makes a delta into a state, so a delta that
// does not fit (and hands on nothing) is read too. Devices follow `yourSeat` to their table by themselves,
// as a player's phone does, and play by themselves (wire/auto-play.ts). With a seed (bench:tournament) the
// seating and the duplicate seeds repeat, so a duplicate evening of first legal moves does (a Swiss stage's
// tables draw their deals from one seeded stream in the order they happen to deal).
import type { MatchState } from '../../src/engine'
import { simplestLegalPlayer } from '../../src/server/bot-player'
import { openListeningTable, serveTable } from '../../src/server/host-server'
import type { HostOptions } from '../../src/server/host-server'
import { cryptoRandom, withSeededDeals } from '../../src/server/random-source'
import { TournamentHost } from '../../src/server/tournament/tournament-host'
import type { RunningTable, TournamentHostDeps } from '../../src/server/tournament/tournament-host'
import type { PinLimits } from '../../src/server/table/pin-attempts'
import { serveTournament } from '../../src/server/tournament/tournament-server'
import type { TournamentServer } from '../../src/server/tournament/tournament-server'
import type { TournamentSettings } from '../../src/tournament'
import { createHash, randomBytes } from 'node:crypto'
import { SecretsAudit } from '../wire/secrets-audit'
import { TournamentAudit } from '../wire/tournament-audit'
import type { TableReader } from '../wire/tournament-audit'
import { TestClient } from '../wire/test-client'
import type { FrameAudit } from '../wire/test-client'
import { autoPlay } from '../wire/auto-play'
import { TournamentClient } from './tournament-client'
import type { YourSeat } from './tournament-client'

interface AuditedTable {
  running: RunningTable
  audit: SecretsAudit
  truth: Map<number, MatchState | null>
}

/** A device: its channel connection and the table client it follows its player to. */
export interface Device {
  label: string
  /** The loopback address it connects from (127.0.0.0/8: a machine of its own), or the default. */
  localAddress?: string
  channel: TournamentClient
  table: TestClient | null
  seats: YourSeat[]
}

export interface RigOptions {
  /** Repeatable seating and duplicate seeds; Swiss deals from one seeded stream (tokens stay node:crypto's). */
  seed?: number
  /** Each device's pause before each move (autoPlay's thinkMs); none by default. */
  thinkMs?: () => number
  /** Told of each table client a device opens, before its hello (a benchmark's own listener). */
  onTableClient?: (device: Device, client: TestClient, reader: TableReader) => void
}

export class TournamentRig {
  readonly tables = new Map<string, AuditedTable>()
  readonly devices: Device[] = []
  readonly across: TournamentAudit
  private readonly extra: TournamentClient[] = []
  private readonly tableClients: TestClient[] = []
  host!: TournamentHost
  server!: TournamentServer
  /** Devices play by themselves once this is on (play()); until then their tables wait for them. */
  private playing = false

  constructor(
    readonly folder: string,
    private readonly options: RigOptions = {}
  ) {
    this.across = new TournamentAudit({
      seeds: () => this.host.state.stages.flatMap((s) => Object.values(s.seeds)),
      tokens: () => this.tokens(),
      finishedEverywhere: (stage, table) => {
        const { stages, settings } = this.host.state
        const tables = stages[stage - 1]?.tables ?? []
        const own = tables[table - 1]
        if (own === undefined) return 0
        if (settings.format !== 'duplicate') return own.deals.length
        const same = tables.filter((t) => t.seats.length === own.seats.length)
        return Math.min(...same.map((t) => t.deals.length))
      },
      progress: (stage, table) => {
        const finished = this.host.state.stages[stage - 1]?.tables[table - 1]?.deals.length ?? 0
        return { finished, begun: Math.min(finished + 1, this.host.state.settings.dealsPerStage) }
      }
    })
  }

  deps(tableOptions: Partial<HostOptions> = {}): TournamentHostDeps {
    const { seed } = this.options
    let seeds = 0
    return {
      startTable: (options) => this.startTable(options),
      random: seed === undefined ? cryptoRandom() : withSeededDeals(cryptoRandom(), seed),
      newSeed: () =>
        seed === undefined
          ? randomBytes(32).toString('hex')
          : createHash('sha256').update(`tournament-rig ${seed} ${seeds++}`).digest('hex'),
      folder: this.folder,
      tableOptions: { host: '127.0.0.1', port: 0, botDelayMs: 0, graceMs: 60_000, ...tableOptions }
    }
  }

  /** `door`: the PIN registering needs, and the PIN limits (the table's defaults when left out). */
  async open(
    settings: TournamentSettings,
    botEntrants = 0,
    door: { pin?: string; pinLimits?: Partial<PinLimits> } = {}
  ): Promise<void> {
    const created = TournamentHost.create(settings, this.deps(), door.pin ?? null)
    if (!created.ok) throw new Error(created.error.message)
    this.host = created.value
    for (let i = 0; i < botEntrants; i++) this.host.addBot('easy')
    const limits = door.pinLimits === undefined ? {} : { pinLimits: door.pinLimits }
    this.server = await serveTournament(this.host, { host: '127.0.0.1', port: 0, ...limits })
  }

  /** A channel connection whose every frame the audit across tables reads. */
  async channel(label: string, localAddress?: string): Promise<TournamentClient> {
    const client = await TournamentClient.connect(
      this.server.urls.ws,
      label,
      (l, text) => this.across.observeChannel(l, text),
      localAddress
    )
    this.extra.push(client)
    return client
  }

  /** A player's device: registers by name, then follows every `yourSeat` to its table and plays there.
   *  More than 16 devices need addresses of their own (`localAddress`): the channel's door allows 16 per
   *  address, as a table's does. */
  async device(label: string, localAddress?: string): Promise<Device> {
    const channel = await this.channel(label, localAddress)
    const device: Device = {
      label,
      channel,
      table: null,
      seats: [],
      ...(localAddress ? { localAddress } : {})
    }
    this.devices.push(device)
    const welcome = await channel.hello({ name: label })
    if (welcome.type !== 'tournamentWelcome') throw new Error(`${label}: ${JSON.stringify(welcome)}`)
    channel.ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string }
      if (message.type === 'yourSeat') void this.follow(device, message as YourSeat)
    })
    return device
  }

  /** The device moves to its new table with the seat's token, nothing typed. */
  private async follow(device: Device, seat: YourSeat): Promise<void> {
    device.seats.push(seat)
    device.table?.ws.terminate()
    const reader = { stage: seat.stage, table: seat.table, seat: seat.seat }
    const client = await TestClient.connect(`ws://127.0.0.1:${seat.port}/ws`, device.label, {
      audit: this.bothAudits(reader),
      localAddress: device.localAddress
    })
    this.tableClients.push(client)
    this.options.onTableClient?.(device, client, reader)
    device.table = client
    await client.hello({ token: seat.token })
    if (this.playing) this.autoPlay(client)
  }

  /** Every device plays from now on (a test holds a stage in the middle until it calls this). */
  play(): void {
    this.playing = true
    for (const d of this.devices) if (d.table !== null) this.autoPlay(d.table)
  }

  private autoPlay(client: TestClient): void {
    const { thinkMs } = this.options
    autoPlay(client, thinkMs === undefined ? {} : { thinkMs })
  }

  /** Every frame a client of this table receives, as it came: the table's own audit, then across tables. */
  private bothAudits(reader: TableReader): FrameAudit {
    const audit = this.tables.get(`${reader.stage}.${reader.table}`)?.audit
    if (audit === undefined) throw new Error(`no audited table ${reader.stage}.${reader.table}`)
    return {
      violations: audit.violations,
      observe: (label, frame) => {
        audit.observe(label, frame)
        this.across.observeTable(label, reader, typeof frame === 'string' ? frame : JSON.stringify(frame))
      }
    }
  }

  /** A spectator's try at a table's own door (not through the channel). */
  async watchAtDoor(label: string, stage: number, table: number) {
    const port = this.host.frame().tables.find((t) => t.stage === stage && t.table === table)?.port
    const client = await TestClient.connect(`ws://127.0.0.1:${port}/ws`, label, {
      audit: this.bothAudits({ stage, table, seat: null })
    })
    this.tableClients.push(client)
    return { client, reply: await client.hello({ spectate: true }) }
  }

  /** Frames this rig's clients received: at the tables (each read by both audits) and on the channel. */
  framesReceived(): { table: number; channel: number } {
    return {
      table: this.tableClients.reduce((n, c) => n + c.framesIn, 0),
      channel: this.extra.reduce((n, c) => n + c.frames.length, 0)
    }
  }

  private tokens(): { token: string; owner: string }[] {
    const byEntrant = new Map(this.devices.map((d) => [d.channel.entrant, d.label]))
    const out: { token: string; owner: string }[] = []
    for (const d of this.devices)
      if (d.channel.token !== null) out.push({ token: d.channel.token, owner: d.label })
    for (const [key, t] of this.tables) {
      const [stage, table] = key.split('.').map(Number) as [number, number]
      const seats = this.host.state.stages[stage - 1]?.tables[table - 1]?.seats ?? []
      t.running.snapshot().seats.forEach((s, i) => {
        const holder = seats[i]
        const owner = holder?.kind === 'entrant' ? (byEntrant.get(holder.id) ?? 'a bot') : 'a bot'
        if (s.token !== null) out.push({ token: s.token, owner })
      })
      out.push({ token: t.running.snapshot().hostKey, owner: 'the host' })
    }
    out.push({ token: this.host.directorKey, owner: 'the director' })
    return out
  }

  private async startTable(options: HostOptions): Promise<RunningTable> {
    const listening = await openListeningTable({ ...options, botPlayer: simplestLegalPlayer })
    const { table } = listening
    const running: RunningTable = {
      server: serveTable(listening),
      command: (c) => table.command(c),
      snapshot: () => table.snapshot()
    }
    const stage = this.host.state.stages.length
    const number = Number(/\.(\d+)$/.exec(options.name ?? '')?.[1] ?? this.tables.size + 1)
    const truth = new Map<number, MatchState | null>()
    const record = () => {
      const save = table.snapshot()
      truth.set(save.version, save.match)
      const m = save.match
      if (m !== null && m.phase === 'playing' && m.log.length === 0 && !this.hasDeal(stage, number, m.round))
        this.across.recordDeal(stage, number, m.round, m.hands)
    }
    record()
    table.onChange(record)
    const audit = new SecretsAudit({
      truthAt: (version) => truth.get(version),
      secrets: () => ({ tokens: table.snapshot().seats.map((s) => s.token), hostKey: table.hostKey })
    })
    this.tables.set(`${stage}.${number}`, { running, audit, truth })
    return running
  }

  private hasDeal(stage: number, table: number, deal: number): boolean {
    return this.across.dealt.some((h) => h.stage === stage && h.table === table && h.deal === deal)
  }

  async close(): Promise<void> {
    for (const c of [...this.extra, ...this.tableClients]) c.ws.terminate()
    await this.server?.close()
    await this.host?.close()
  }
}
