// The one table this app runs at a time, hosted on the LAN or solo, from start to goodbye. The server
// and the advertiser are injected (./table-server.ts), so tests drive the lifecycle with fakes or with
// the real server on 127.0.0.1. Every operation runs after the previous one finished, so a double click
// cannot start two tables or stop one twice.
//
// - host: binds 0.0.0.0 (5350 when free), advertises over mDNS; the window joins over ws with the host key.
// - solo: binds 127.0.0.1 only, is never advertised, seats the bots and starts when the player joins.
// - stop: advertiser goodbye (TTL 0), then the server tells every client and writes the final save.
// - a finished match goes to the history; an unfinished solo match stays on disk to be resumed.
import type {
  CurrentTable,
  HostTableOptions,
  HostedTable,
  IpcErrorCode,
  ResumableSolo,
  ResumedSolo,
  SoloOptions,
  SoloTable
} from '../../ipc/contract'
import type { BotLevel } from '../../protocol/messages'
import { DEFAULT_PORT } from '../../protocol/join-url'
import type { ReportNotice } from '../notices'
import type { FinishedMatch } from '../storage/history-store'
import { recordMatches } from './match-recorder'
import type { SoloSaves } from './solo-saves'
import type { Advertisement, AdvertiseTable, StartTableServer, TableKind, TableServer } from './table-server'

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
  readonly report: ReportNotice
  /** a match ended at the running table */
  readonly onMatchEnded: (match: FinishedMatch) => Promise<unknown> | void
  readonly log?: (message: string, error: unknown) => void
}

export type HostArgs = Omit<HostTableOptions, 'name'> & { name: string }
export type SoloArgs = SoloOptions

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
  host(args: HostArgs): Promise<HostedTable>
  solo(args: SoloArgs): Promise<SoloTable>
  resumable(): Promise<ResumableSolo>
  resume(): Promise<ResumedSolo>
  discardResumable(): Promise<boolean>
  /** closes the running table; false when there was none */
  stop(reason?: string): Promise<boolean>
}

interface Active {
  readonly kind: TableKind
  readonly server: TableServer
  readonly advertisement: Advertisement | undefined
  readonly unsubscribe: () => void
  readonly result: NonNullable<CurrentTable>
}

function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE'
}

/** The bots of a solo table: one level per bot, or `seats - 1` medium ones (the older form). */
export function soloBots(args: SoloArgs): BotLevel[] {
  if (args.bots) return [...args.bots]
  return Array.from({ length: (args.seats ?? 2) - 1 }, () => 'medium' as const)
}

export function createTableHosting(deps: TableHostingDeps): TableHosting {
  const log = deps.log ?? console.error
  let active: Active | undefined
  let queue: Promise<unknown> = Promise.resolve()

  /** Runs `task` after every earlier one settled. */
  function serialized<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task, task)
    queue = result.catch(() => undefined)
    return result
  }

  function watch(kind: TableKind, server: TableServer): () => void {
    const stopRecording = recordMatches(kind, server, (match) => {
      Promise.resolve(deps.onMatchEnded(match)).catch((error: unknown) =>
        log('could not record the finished match', error)
      )
    })
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
    }
  }

  async function stopActive(reason: string): Promise<boolean> {
    const table = active
    if (!table) return false
    active = undefined
    table.unsubscribe()
    // Goodbye on the LAN first, so nobody finds a table that is about to go.
    await table.advertisement?.stop().catch((error: unknown) => log('could not stop advertising', error))
    const status = table.server.status()
    await table.server.close(reason).catch((error: unknown) => log('could not close the table', error))
    // A solo table with nothing to continue (never started, or finished) leaves no save behind.
    if (table.kind === 'solo' && (status === 'lobby' || status === 'finished') && table.server.savePath) {
      await deps.soloSaves
        .discard(table.server.savePath)
        .catch((error: unknown) => log('could not remove a finished solo save', error))
    }
    return true
  }

  async function startServer(start: () => Promise<TableServer>, port: number): Promise<TableServer> {
    try {
      return await start()
    } catch (error) {
      if (isAddressInUse(error)) {
        throw new HostingError('port-in-use', `Port ${port} is used by another program. Choose another port.`)
      }
      throw error
    }
  }

  /** The newest unfinished solo save, unless it belongs to the table running now. */
  async function resumableSave() {
    const save = await deps.soloSaves.latest()
    return save && save.path !== active?.server.savePath ? save : undefined
  }

  function ownFields(server: TableServer) {
    return { port: server.port, url: server.localUrl, wsUrl: server.wsUrl, hostKey: server.hostKey }
  }

  async function openSolo(server: TableServer): Promise<SoloTable> {
    const result = { kind: 'solo' as const, ...ownFields(server) }
    active = { kind: 'solo', server, advertisement: undefined, unsubscribe: watch('solo', server), result }
    return ownFields(server)
  }

  return {
    current: () => active?.result ?? null,
    running: () => (active ? { kind: active.kind, name: active.server.tableName() } : undefined),
    matchInProgress() {
      const status = active?.server.status()
      return status === 'playing' || status === 'roundOver'
    },

    host: (args) =>
      serialized(async () => {
        await stopActive(CLOSE_REASON)
        const options = (port: number) =>
          deps.startServer({
            kind: 'hosted',
            host: LAN_HOST,
            port,
            name: args.name,
            seats: args.seats,
            ...(args.pin === undefined ? {} : { pin: args.pin }),
            ...(args.options === undefined ? {} : { options: args.options }),
            autoStart: false,
            dataDir: deps.dataDirs.hosted
          })
        let server: TableServer
        if (args.port === undefined) {
          // The well-known port when it is free (typing an address then needs no port), else any.
          try {
            server = await options(DEFAULT_PORT)
          } catch (error) {
            if (!isAddressInUse(error)) throw error
            server = await startServer(() => options(0), 0)
          }
        } else {
          server = await startServer(() => options(args.port ?? 0), args.port)
        }
        const advertised = await deps
          .advertise(server)
          .catch((error: unknown): { ok: false; message: string } => ({
            ok: false,
            message: error instanceof Error ? error.message : String(error)
          }))
        if (!advertised.ok) {
          deps.report({
            kind: 'advertise-failed',
            message: `The table is not announced on the network (${advertised.message}). Others can join by typing this computer's address.`
          })
        }
        const hosted: HostedTable = {
          ...ownFields(server),
          urls: [...server.lanUrls],
          advertised: advertised.ok
        }
        active = {
          kind: 'hosted',
          server,
          advertisement: advertised.ok ? advertised.advertisement : undefined,
          unsubscribe: watch('hosted', server),
          result: { kind: 'hosted', ...hosted }
        }
        return hosted
      }),

    solo: (args) =>
      serialized(async () => {
        await stopActive(CLOSE_REASON)
        // A new solo game replaces the one that was offered for resuming.
        await deps.soloSaves.discardAll()
        const bots = soloBots(args)
        const server = await deps.startServer({
          kind: 'solo',
          host: LOOPBACK_HOST,
          port: 0,
          name: args.name ?? SOLO_TABLE_NAME,
          seats: bots.length + 1,
          bots: bots.map((level, index) => ({ seat: index + 1, level })),
          ...(args.options === undefined ? {} : { options: args.options }),
          autoStart: true,
          dataDir: deps.dataDirs.solo
        })
        return openSolo(server)
      }),

    resumable: () => serialized(async () => (await resumableSave())?.summary ?? null),

    resume: () =>
      serialized(async () => {
        const save = await resumableSave()
        if (!save) throw new HostingError('nothing-to-resume', 'There is no unfinished solo match to resume.')
        await stopActive(CLOSE_REASON)
        let server: TableServer
        try {
          server = await deps.startServer({
            kind: 'solo',
            host: LOOPBACK_HOST,
            port: 0,
            autoStart: true,
            dataDir: deps.dataDirs.solo,
            resume: save.path
          })
        } catch (error) {
          if ((error as Error | undefined)?.name === 'SaveLoadError') {
            throw new HostingError('save-unreadable', (error as Error).message)
          }
          throw error
        }
        const tokens = server.seatTokens()
        const seat = server.seats().findIndex((s, index) => s.kind === 'human' && tokens[index])
        const seatToken = tokens[seat]
        if (seat < 0 || !seatToken) {
          await server.close(CLOSE_REASON).catch(() => undefined)
          throw new HostingError('save-unreadable', 'The saved solo match has no seat for you.')
        }
        await openSolo(server)
        return { ...ownFields(server), seat, seatToken }
      }),

    discardResumable: () =>
      serialized(async () => {
        const save = await resumableSave()
        if (!save) return false
        await deps.soloSaves.discard(save.path)
        return true
      }),

    stop: (reason = CLOSE_REASON) => serialized(() => stopActive(reason))
  }
}
