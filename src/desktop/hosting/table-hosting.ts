// The one table the desktop app runs at a time, hosted on the LAN or solo, from start to goodbye, on
// top of ./open-table.ts (the lifecycle the CLI host runs too). The server and the advertiser are
// injected (./table-server.ts), so tests drive it with fakes or with the real server on 127.0.0.1.
// Every operation runs after the previous one finished, so a double click cannot start two tables or
// stop one twice.
//
// - host: binds 0.0.0.0 (5350 when free), advertises over mDNS; the window joins over ws with the host key.
// - solo: binds 127.0.0.1 only, is never advertised, seats the bots and starts when the player joins.
// - stop: advertiser goodbye (TTL 0), then the server tells every client and writes the final save.
// - a finished match goes to the history; an unfinished match (solo or LAN) stays on disk to be resumed.
//   A LAN table comes back on its port with its seats and tokens, and the host's window gets its seat.
import type {
  CurrentTable,
  HostTableOptions,
  HostedTable,
  IpcErrorCode,
  ResumableSolo,
  ResumedHosted,
  ResumedSolo,
  SoloOptions,
  SoloTable
} from '../../ipc/contract'
import { DEFAULT_PORT } from '../../protocol/vocabulary'
import type { BotLevel } from '../../protocol/vocabulary'
import type { HostOptions } from '../../server/host-server'
import { followHostSeat, recordMatches } from './match-recorder'
import { hostedTableMemos } from './hosted-table-memo'
import type { HostedTableMemos } from './hosted-table-memo'
import type { FinishedMatch } from '../storage/history-store'
import { botsInLastSeats, isAddressInUse, openTable } from '../../server/hosting/open-table'
import type { HowToOpen, OpenTable } from '../../server/hosting/open-table'
import { createSoloSaves } from './solo-saves'
import type { SoloSaves } from './solo-saves'
import type {
  AdvertiseTable,
  ReportProblem,
  StartTableServer,
  TableKind,
  TableServer
} from '../../server/hosting/table-server'

export const LAN_HOST = '0.0.0.0'
export const LOOPBACK_HOST = '127.0.0.1'
export const SOLO_TABLE_NAME = 'Solo'
export const CLOSE_REASON = 'The host closed the table.'

/** A refusal the renderer can act on; anything else thrown is an internal error. */
export class HostingError extends Error {
  constructor(
    readonly code: Extract<IpcErrorCode, 'port-in-use' | 'nothing-to-resume' | 'save-unreadable'>,
    message: string
  ) {
    super(message)
    this.name = 'HostingError'
  }
}

export interface TableHostingDeps {
  readonly startServer: StartTableServer
  readonly advertise: AdvertiseTable
  /** autosave folders: LAN tables and solo tables apart, so only solo saves are offered for resuming */
  readonly dataDirs: { readonly hosted: string; readonly solo: string }
  readonly soloSaves: SoloSaves
  /** unfinished LAN tables in `dataDirs.hosted`; by default read from there */
  readonly hostedSaves?: SoloSaves
  /** the last LAN table's port and host seat; by default a file in `dataDirs.hosted` */
  readonly hostedMemos?: HostedTableMemos
  readonly report: ReportProblem
  /** a match ended at the running table */
  readonly onMatchEnded: (match: FinishedMatch) => Promise<unknown> | void
  readonly log?: (message: string, error: unknown) => void
}

export interface RunningTable {
  readonly kind: TableKind
  readonly name: string
}

export interface TableHosting {
  current(): CurrentTable
  /** the running table's kind and name, or undefined */
  running(): RunningTable | undefined
  /** a round is being played or between rounds: closing now interrupts a match */
  matchInProgress(): boolean
  host(options: HostTableOptions): Promise<HostedTable>
  solo(options: SoloOptions): Promise<SoloTable>
  resumable(): Promise<ResumableSolo>
  resume(): Promise<ResumedSolo>
  discardResumable(): Promise<boolean>
  /** the newest unfinished LAN table this app hosted, offered on the Host screen */
  resumableHosted(): Promise<ResumableSolo>
  /** reopens it on its port, advertised, with its seats and tokens; the host's seat is returned */
  resumeHosted(): Promise<ResumedHosted>
  discardResumableHosted(): Promise<boolean>
  /** closes the running table; false when there was none */
  stop(reason?: string): Promise<boolean>
}

interface Active {
  readonly kind: TableKind
  readonly table: OpenTable<TableServer>
  readonly unsubscribe: () => void
  readonly result: NonNullable<CurrentTable>
}

/** The bots of a solo table: one level per bot, or `seats - 1` medium ones (the older form). */
export function soloBots(options: SoloOptions): BotLevel[] {
  if (options.bots) return [...options.bots]
  return Array.from({ length: (options.seats ?? 2) - 1 }, () => 'medium' as const)
}

/** How the window reaches a table this app runs: over ws like everyone else, with the host key. */
function ownFields(server: TableServer) {
  return { port: server.port, url: server.urls.local, hostKey: server.hostKey }
}

export function createTableHosting(deps: TableHostingDeps): TableHosting {
  const log = deps.log ?? console.error
  let active: Active | undefined
  let queue: Promise<unknown> = Promise.resolve()
  const hostedSaves = deps.hostedSaves ?? createSoloSaves(deps.dataDirs.hosted, deps.report)
  const memos = deps.hostedMemos ?? hostedTableMemos(deps.dataDirs.hosted)

  /** Runs `task` after every earlier one settled. */
  function serialized<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task, task)
    queue = result.catch(() => undefined)
    return result
  }

  /** Remembers where a LAN table listens and which seat is the host's, for resuming it later. */
  function remember(server: TableServer, hostSeat: number | null): void {
    if (!server.savePath) return
    memos
      .write({ savePath: server.savePath, port: server.port, hostSeat })
      .catch((error: unknown) => log('could not remember the hosted table', error))
  }

  function watch(kind: TableKind, server: TableServer, hostSeat: number | null = null): () => void {
    const stopRecording = recordMatches(
      kind,
      server,
      (match) => {
        Promise.resolve(deps.onMatchEnded(match)).catch((error: unknown) =>
          log('could not record the finished match', error)
        )
      },
      hostSeat
    )
    const hostSeatFollower =
      kind === 'hosted' ? followHostSeat(server, hostSeat, (seat) => remember(server, seat)) : undefined
    const stopReporting = server.onEvent((event) => {
      if (event.type === 'saveFailed') {
        deps.report({
          kind: 'save-failed',
          message: `The table could not be saved (${event.error.message}); the last good save is kept.`,
          file: event.where
        })
      }
    })
    return () => {
      stopRecording()
      stopReporting()
      hostSeatFollower?.stop()
    }
  }

  function open(options: HostOptions, how: HowToOpen<TableServer>): Promise<OpenTable<TableServer>> {
    return openTable(options, how, { startServer: deps.startServer, advertise: deps.advertise, log })
  }

  function activate(
    kind: TableKind,
    table: OpenTable<TableServer>,
    result: NonNullable<CurrentTable>,
    hostSeat: number | null = null
  ): void {
    active = { kind, table, unsubscribe: watch(kind, table.server, hostSeat), result }
  }

  async function stopActive(reason: string): Promise<boolean> {
    const running = active
    if (!running) return false
    active = undefined
    running.unsubscribe()
    const { server } = running.table
    const { status } = server.summary()
    await running.table.close(reason)
    // A table with nothing to continue (never started, or finished) leaves no save behind.
    if ((status === 'lobby' || status === 'finished') && server.savePath) {
      await (running.kind === 'solo' ? deps.soloSaves : hostedSaves)
        .discard(server.savePath)
        .catch((error: unknown) => log('could not remove a finished solo save', error))
    }
    return true
  }

  /** The newest unfinished save of `saves`, unless it belongs to the table running now. */
  async function resumableSave(saves: SoloSaves = deps.soloSaves) {
    const save = await saves.latest()
    return save && save.path !== active?.table.server.savePath ? save : undefined
  }

  /**
   * Opens a save again; an unreadable one is a refusal the renderer shows, its file kept. What the load
   * had to say (an older version's save, a repaired journal) becomes a notice.
   */
  async function reopen(options: HostOptions, how: HowToOpen<TableServer>): Promise<OpenTable<TableServer>> {
    try {
      const opened = await open(options, how)
      const notice = opened.server.resumeNotice
      if (notice !== null) {
        const file = opened.server.savePath
        deps.report({ kind: 'save-resumed', message: notice, ...(file === null ? {} : { file }) })
      }
      return opened
    } catch (error) {
      if ((error as Error | undefined)?.name === 'SaveLoadError') {
        throw new HostingError('save-unreadable', (error as Error).message)
      }
      throw error
    }
  }

  function lanTable(opened: OpenTable<TableServer>): HostedTable {
    const advertised = opened.advertising?.status === 'advertising'
    if (opened.advertising && opened.advertising.status !== 'advertising') {
      deps.report({
        kind: 'advertise-failed',
        message: `The table is not announced on the network (${opened.advertising.message}). Others can join by typing this computer's address.`
      })
    }
    return { ...ownFields(opened.server), urls: [...opened.server.urls.lan], advertised }
  }

  return {
    current: () => active?.result ?? null,
    running: () => (active ? { kind: active.kind, name: active.table.server.summary().name } : undefined),
    matchInProgress() {
      const status = active?.table.server.summary().status
      return status === 'playing' || status === 'roundOver'
    },

    host: ({ port, ...table }) =>
      serialized(async () => {
        await stopActive(CLOSE_REASON)
        const asked = port ?? DEFAULT_PORT
        let opened: OpenTable<TableServer>
        try {
          opened = await open(
            { ...table, host: LAN_HOST, port: asked, autoStart: false, dataDir: deps.dataDirs.hosted },
            // The well-known port when it is free (typing an address then needs no port), else any.
            { advertise: true, anyPortIfTaken: port === undefined }
          )
        } catch (error) {
          if (!isAddressInUse(error)) throw error
          throw new HostingError(
            'port-in-use',
            `Port ${asked} is used by another program. Choose another port.`
          )
        }
        const hosted = lanTable(opened)
        activate('hosted', opened, { kind: 'hosted', ...hosted })
        remember(opened.server, null)
        return hosted
      }),

    solo: (options) =>
      serialized(async () => {
        await stopActive(CLOSE_REASON)
        // A new solo game replaces the one that was offered for resuming.
        await deps.soloSaves.discardAll()
        const bots = soloBots(options)
        const seats = bots.length + 1
        const opened = await open(
          {
            name: options.name ?? SOLO_TABLE_NAME,
            seats,
            bots: botsInLastSeats(seats, bots),
            options: options.options,
            host: LOOPBACK_HOST,
            port: 0,
            autoStart: true,
            allowUndo: true,
            dataDir: deps.dataDirs.solo
          },
          { advertise: false }
        )
        const solo = ownFields(opened.server)
        activate('solo', opened, { kind: 'solo', ...solo })
        return solo
      }),

    resumable: () => serialized(async () => (await resumableSave())?.summary ?? null),

    resume: () =>
      serialized(async () => {
        const save = await resumableSave()
        if (!save) throw new HostingError('nothing-to-resume', 'There is no unfinished solo match to resume.')
        await stopActive(CLOSE_REASON)
        const opened = await reopen(
          {
            host: LOOPBACK_HOST,
            port: 0,
            autoStart: true,
            allowUndo: true,
            dataDir: deps.dataDirs.solo,
            resume: save.path
          },
          { advertise: false }
        )
        // The player's seat: the one human seat with a token (the bots have none).
        const seats = opened.server.summary().seats
        const seat = seats.findIndex((s) => s.kind === 'human' && s.token !== null)
        const seatToken = seats[seat]?.token
        if (seat < 0 || !seatToken) {
          await opened.close(CLOSE_REASON)
          throw new HostingError('save-unreadable', 'The saved solo match has no seat for you.')
        }
        const solo = ownFields(opened.server)
        activate('solo', opened, { kind: 'solo', ...solo })
        return { ...solo, seat, seatToken }
      }),

    discardResumable: () =>
      serialized(async () => {
        const save = await resumableSave()
        if (!save) return false
        await deps.soloSaves.discard(save.path)
        return true
      }),

    resumableHosted: () => serialized(async () => (await resumableSave(hostedSaves))?.summary ?? null),

    resumeHosted: () =>
      serialized(async () => {
        const save = await resumableSave(hostedSaves)
        if (!save) throw new HostingError('nothing-to-resume', 'There is no unfinished table to reopen.')
        await stopActive(CLOSE_REASON)
        const memo = await memos.read()
        const known = memo?.savePath === save.path ? memo : undefined
        // Its old port, so every player's stored seat token (kept per address) finds it again; any
        // free port when another program took it meanwhile.
        const opened = await reopen(
          {
            host: LAN_HOST,
            port: known?.port ?? DEFAULT_PORT,
            autoStart: false,
            dataDir: deps.dataDirs.hosted,
            resume: save.path
          },
          { advertise: true, anyPortIfTaken: true }
        )
        const seats = opened.server.summary().seats
        const hostSeat = known?.hostSeat ?? null
        const token = hostSeat === null ? null : (seats[hostSeat]?.token ?? null)
        const hosted = lanTable(opened)
        activate('hosted', opened, { kind: 'hosted', ...hosted }, token === null ? null : hostSeat)
        remember(opened.server, token === null ? null : hostSeat)
        return { ...hosted, seat: token === null ? null : hostSeat, seatToken: token }
      }),

    discardResumableHosted: () =>
      serialized(async () => {
        const save = await resumableSave(hostedSaves)
        if (!save) return false
        await hostedSaves.discard(save.path)
        return true
      }),

    stop: (reason = CLOSE_REASON) => serialized(() => stopActive(reason))
  }
}
