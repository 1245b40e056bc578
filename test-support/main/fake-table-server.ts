// In-memory stand-ins for the table server and the mDNS advertiser (../hosting/table-server.ts): they
// record what the hosting lifecycle asked for, in order, and let a test play the table's part (status,
// seats, events). Test support only.
import type { TableStatus } from '../../src/protocol/messages'
import type { TableEvent } from '../../src/server/table/table-events'
import type { SoloSaves, ResumableSave } from '../../src/main/hosting/solo-saves'
import type {
  AdvertiseResult,
  AdvertiseTable,
  SeatSummary,
  StartTableServer,
  TableServer,
  TableServerOptions
} from '../../src/main/hosting/table-server'

export class FakeTableServer implements TableServer {
  readonly localUrl: string
  readonly wsUrl: string
  readonly lanUrls: readonly string[]
  readonly hostKey: string
  readonly savePath: string | null
  statusNow: TableStatus = 'lobby'
  seatList: SeatSummary[]
  tokens: (string | null)[]
  rounds = 0
  closedWith: string[] = []
  private readonly listeners = new Set<(event: TableEvent) => void>()

  constructor(
    readonly options: TableServerOptions,
    readonly port: number,
    private readonly journal: string[],
    readonly index: number
  ) {
    this.localUrl = `http://127.0.0.1:${port}/`
    this.wsUrl = `ws://127.0.0.1:${port}/ws`
    this.lanUrls = options.host === '0.0.0.0' ? [`http://192.0.2.10:${port}/`] : []
    this.hostKey = `host-key-${index}`.padEnd(22, 'x')
    // a resumed table goes on writing the file it came from (the server names saves by table id)
    this.savePath = options.resume ?? `${options.dataDir}/tables/table-${index}.json`
    const seats = options.seats ?? 4
    this.seatList = Array.from({ length: seats }, (_, seat) => {
      const bot = options.bots?.find((b) => b.seat === seat)
      return bot ? { kind: 'bot', name: `Bot ${seat + 1}` } : { kind: 'empty', name: null }
    })
    this.tokens = this.seatList.map(() => null)
  }

  get closed(): boolean {
    return this.closedWith.length > 0
  }

  tableName(): string {
    return this.options.name ?? 'Resumed'
  }

  status(): TableStatus {
    return this.statusNow
  }

  seats(): SeatSummary[] {
    return this.seatList
  }

  roundsPlayed(): number {
    return this.rounds
  }

  seatTokens(): (string | null)[] {
    return this.tokens
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

  readonly start: StartTableServer = async (options) => {
    const failure = this.failNext
    this.failNext = undefined
    if (failure) throw failure
    if (this.busyPorts.has(options.port)) {
      throw Object.assign(new Error(`listen EADDRINUSE ${options.host}:${options.port}`), {
        code: 'EADDRINUSE'
      })
    }
    const port = options.port === 0 ? this.nextPort++ : options.port
    const server = new FakeTableServer(options, port, this.journal, this.started.length)
    if (options.resume !== undefined) this.onResume?.(server)
    this.started.push(server)
    this.journal.push(`start ${server.index} ${options.kind} ${options.host}:${port}`)
    return server
  }

  readonly advertise: AdvertiseTable = async (server): Promise<AdvertiseResult> => {
    const fake = server as FakeTableServer
    if (this.advertiseFailure !== undefined) return { ok: false, message: this.advertiseFailure }
    this.advertised.push(fake)
    this.journal.push(`advertise ${fake.index}`)
    return {
      ok: true,
      advertisement: {
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

/** Solo saves in memory: `saves` newest first. */
export class FakeSoloSaves implements SoloSaves {
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
