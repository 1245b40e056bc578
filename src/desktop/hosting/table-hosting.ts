// The one table the desktop app runs at a time, hosted on the LAN or solo, from start to goodbye, on
// top of src/server/hosting/open-table.ts (the lifecycle the CLI host runs too). The server and the
// advertiser are injected (src/server/hosting/table-server.ts), so tests drive it with fakes or with the
// real server on 127.0.0.1. Every operation runs after the previous one finished, so a double click
// cannot start two tables or stop one twice. Solo and LAN tables take the same steps; what differs
// between them is data (./table-ways.ts).
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
  ResumedHosted,
  ResumedSolo,
  RunningHosted,
  SoloOptions,
  SoloTable
} from '../../ipc/contract'
import { DEFAULT_PORT } from '../../protocol/vocabulary'
import type { BotLevel } from '../../protocol/vocabulary'
import { botsInLastSeats } from '../../server/hosting/open-table'
import type {
  AdvertiseTable,
  ReportProblem,
  StartTableServer,
  TableKind
} from '../../server/hosting/table-server'
import type { FinishedMatch } from '../storage/history-store'
import { hostedTableMemos } from './hosted-table-memo'
import type { HostedTableMemos } from './hosted-table-memo'
import { oneAtATime } from './one-at-a-time'
import { CLOSE_REASON, createRunningTable } from './running-table'
import type { RunningTable } from './running-table'
import { createTableSaves } from './table-saves'
import type { SaveSummary, TableSaves } from './table-saves'
import { hostedWay, soloWay } from './table-ways'
import { createTableSteps } from './table-steps'

export const SOLO_TABLE_NAME = 'Solo'

export interface TableHostingDeps {
  readonly startServer: StartTableServer
  readonly advertise: AdvertiseTable
  /** autosave folders: LAN tables and solo tables apart, so each screen offers only its own kind */
  readonly dataDirs: Readonly<Record<TableKind, string>>
  /** the unfinished tables of each kind; by default read from its data folder */
  readonly saves?: Partial<Record<TableKind, TableSaves>>
  /** the last LAN table's port and host seat; by default a file in `dataDirs.hosted` */
  readonly hostedMemos?: HostedTableMemos
  readonly report: ReportProblem
  /** a match ended at the running table */
  readonly onMatchEnded: (match: FinishedMatch) => Promise<unknown> | void
  readonly log?: (message: string, error: unknown) => void
}

export interface TableHosting {
  current(): CurrentTable
  /** the running table's kind and name, or undefined */
  running(): RunningTable | undefined
  /** a round is being played or between rounds: closing now interrupts a match */
  matchInProgress(): boolean
  host(options: HostTableOptions): Promise<HostedTable>
  solo(options: SoloOptions): Promise<SoloTable>
  /** the newest unfinished solo match, offered on Home */
  resumable(): Promise<SaveSummary | null>
  resume(): Promise<ResumedSolo>
  discardResumable(): Promise<boolean>
  /** the newest unfinished LAN table this app hosted, offered on the Host screen */
  resumableHosted(): Promise<SaveSummary | null>
  /** reopens it on its port, advertised, with its seats and tokens; the host's seat is returned */
  resumeHosted(): Promise<ResumedHosted>
  discardResumableHosted(): Promise<boolean>
  /** the LAN table still running after the window left it, with the way back to the host's seat */
  runningHosted(): RunningHosted
  /** closes the running table; false when there was none */
  stop(reason?: string): Promise<boolean>
}

/** The bots of a solo table: one level per bot, or `seats - 1` medium ones (the older form). */
export function soloBots(options: SoloOptions): BotLevel[] {
  if (options.bots) return [...options.bots]
  return Array.from({ length: (options.seats ?? 2) - 1 }, () => 'medium' as const)
}

export function createTableHosting(deps: TableHostingDeps): TableHosting {
  const log = deps.log ?? console.error
  const { dataDirs, report } = deps
  const savesOf = (kind: TableKind) => deps.saves?.[kind] ?? createTableSaves(dataDirs[kind], report)
  const memos = deps.hostedMemos ?? hostedTableMemos(dataDirs.hosted)
  const solo = soloWay(dataDirs.solo, savesOf('solo'))
  const hosted = hostedWay(dataDirs.hosted, savesOf('hosted'), memos, report)
  const table = createRunningTable({ report, onMatchEnded: deps.onMatchEnded, log })
  const steps = createTableSteps(table, {
    startServer: deps.startServer,
    advertise: deps.advertise,
    report,
    log
  })
  const serialized = oneAtATime()

  return {
    current: table.current,
    running: table.running,
    matchInProgress: table.matchInProgress,
    host: ({ port, ...options }) =>
      // The well-known port when it is free (typing an address then needs no port), else any.
      serialized(() => steps.start(hosted, { ...options, port: port ?? DEFAULT_PORT }, port === undefined)),
    solo: (options) =>
      serialized(() => {
        const bots = soloBots(options)
        const seats = bots.length + 1
        const { name = SOLO_TABLE_NAME, options: rules } = options
        return steps.start(
          solo,
          { name, seats, bots: botsInLastSeats(seats, bots), options: rules, port: 0 },
          false
        )
      }),
    resumable: () => serialized(() => steps.offered(solo)),
    resume: () => serialized(() => steps.resume(solo)),
    discardResumable: () => serialized(() => steps.discardOffered(solo)),
    resumableHosted: () => serialized(() => steps.offered(hosted)),
    resumeHosted: () => serialized(() => steps.resume(hosted)),
    discardResumableHosted: () => serialized(() => steps.discardOffered(hosted)),
    runningHosted: table.wayBack,
    stop: (reason = CLOSE_REASON) => serialized(() => table.stop(reason))
  }
}
