// In-memory stand-ins for the table server and the mDNS advertiser (src/server/hosting/table-server.ts):
// they record what the hosting lifecycle asked for, in order, and let a test play the table's part
// (status, seats, events). Test support only.
import type { TableStatus } from '../../src/protocol/vocabulary'
import type { AdvertiseResult } from '../../src/server/discovery/advertiser'
import type { HostOptions, HostUrls } from '../../src/server/host-server'
import type { ResumableSave, TableSaves } from '../../src/desktop/hosting/table-saves'
import type { AdvertiseTable, StartTableServer, TableServer } from '../../src/server/hosting/table-server'
import type { TableEvent } from '../../src/server/table/table-events'
import type { SeatSummary, TableSummary } from '../../src/server/table/table-summary'

export class FakeTableServer implements TableServer {
  readonly urls: HostUrls
  readonly hostKey: string
  readonly savePath: string | null
  /** what loading the save had to say (set by a test before the resume) */
  resumeNotice: string | null = null
  statusNow: TableStatus = 'lobby'
  seatList: Omit<SeatSummary, 'token'>[]
  tokens: (string | null)[]
  rounds = 0
  closedWith: string[] = []
  private readonly listeners = new Set<(event: TableEvent) => void>()

  constructor(
    readonly options: HostOptions,
    readonly port: number,
    private readonly journal: string[],
    readonly index: number
  ) {
    this.hostKey = `host-key-${index}`.padEnd(22, 'x')
    const local = `http://127.0.0.1:${port}/`
    this.urls = {
      local,
      lan: options.host === '0.0.0.0' ? [`http://192.0.2.10:${port}/`] : [],
      hostControl: `${local}#host=${this.hostKey}`,
      ws: `ws://127.0.0.1:${port}/ws`
    }
    // a resumed table goes on writing the file it came from (the server names saves by table id)
    this.savePath =
      typeof options.resume === 'string' ? options.resume : `${options.dataDir}/tables/table-${index}.json`
    const seats = options.seats ?? 4
    this.seatList = Array.from({ length: seats }, (_, seat) => {
      const bot = options.bots?.find((b) => b.seat === seat)
      return bot ? { kind: 'bot', name: `Bot ${seat + 1}`, level: bot.level } : { kind: 'empty', name: null }
    })
    this.tokens = this.seatList.map(() => null)
  }

  get closed(): boolean {
    return this.closedWith.length > 0
  }

  summary(): TableSummary {
    return {
      name: this.options.name ?? 'Resumed',
      status: this.statusNow,
      seats: this.seatList.map((seat, index) => ({ ...seat, token: this.tokens[index] ?? null })),
      roundsPlayed: this.rounds
    }
  }

  onEvent(listener: (event: TableEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Plays the table emitting an event. */
  emit(event: TableEvent): void {
    for (const listener of this.listeners) listener(event)
  }

  /** Plays a human taking a seat. */
  seat(index: number, name: string, extra: { isHost?: boolean; rejoined?: boolean } = {}): void {
    this.seatList[index] = { kind: 'human', name }
    this.tokens[index] = `token-${index}`.padEnd(22, 't')
    this.emit({
      type: 'joined',
      seat: index,
      name,
      rejoined: extra.rejoined ?? false,
      ...extra
    } as TableEvent)
  }

  listenerCount(): number {
    return this.listeners.size
  }

  async close(reason?: string): Promise<void> {
    this.journal.push(`close ${this.index}`)
    this.closedWith.push(reason ?? '')
  }
}

/** Starts fake servers and advertisements; `journal` lists what happened, in order. */
export class FakeTableServers {
  readonly journal: string[] = []
  readonly started: FakeTableServer[] = []
  /** ports another program holds (start rejects with EADDRINUSE) */
  readonly busyPorts = new Set<number>()
  /** makes the next start reject with this error */
  failNext: Error | undefined
  /** advertising fails with this message */
  advertiseFailure: string | undefined
  readonly advertised: FakeTableServer[] = []
  /** what the next server looks like when it is resumed */
  onResume: ((server: FakeTableServer) => void) | undefined
  private nextPort = 40_000

  readonly start: StartTableServer<FakeTableServer> = async (options) => {
    const failure = this.failNext
    this.failNext = undefined
    if (failure) throw failure
    const asked = options.port ?? 0
    if (this.busyPorts.has(asked)) {
      throw Object.assign(new Error(`listen EADDRINUSE ${options.host}:${asked}`), { code: 'EADDRINUSE' })
    }
    const port = asked === 0 ? this.nextPort++ : asked
    const server = new FakeTableServer(options, port, this.journal, this.started.length)
    if (options.resume !== undefined) this.onResume?.(server)
    this.started.push(server)
    this.journal.push(`start ${server.index} ${options.host}:${port}`)
    return server
  }

  readonly advertise: AdvertiseTable = async (server): Promise<AdvertiseResult> => {
    const fake = server as FakeTableServer
    if (this.advertiseFailure !== undefined) {
      return { status: 'no-usable-interface', message: this.advertiseFailure }
    }
    this.advertised.push(fake)
    this.journal.push(`advertise ${fake.index}`)
    return {
      status: 'advertising',
      advertiser: {
        interfaces: [],
        update: () => undefined,
        stop: async () => {
          this.journal.push(`goodbye ${fake.index}`)
        }
      }
    }
  }

  get last(): FakeTableServer | undefined {
    return this.started[this.started.length - 1]
  }
}

/** Table saves in memory: `saves` newest first. */
export class FakeTableSaves implements TableSaves {
  saves: ResumableSave[] = []
  readonly discarded: string[] = []

  async latest(): Promise<ResumableSave | undefined> {
    return this.saves[0]
  }

  async discard(path: string): Promise<void> {
    this.discarded.push(path)
    this.saves = this.saves.filter((s) => s.path !== path)
  }

  async discardAll(): Promise<number> {
    const count = this.saves.length
    for (const save of this.saves) this.discarded.push(save.path)
    this.saves = []
    return count
  }
}
