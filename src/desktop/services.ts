// The desktop app's services, opened in their user-data folder: settings, match history, the one table
// it hosts at a time, its one tournament and the finished ones, the LAN table list and the notices.
// src/main hands them to the IPC handlers; the backends (table servers, tournaments, mDNS) are real
// unless a test injects its own.
import { dirname, join } from 'node:path'
import type { AdvertiseTable, StartTableServer } from '../server/hosting/table-server'
import { createRealTableServers } from '../server/hosting/real-table-servers'
import { openTournament } from '../server/tournament/open-tournament'
import { createDiscoveryService } from './discovery/discovery-service'
import type { BrowseTables, DiscoveryService } from './discovery/discovery-service'
import type { DiscoveredTable } from '../ipc/contract'
import { realBrowseTables } from './discovery/real-browser'
import { createTableHosting } from './hosting/table-hosting'
import type { TableHosting } from './hosting/table-hosting'
import { createTournamentHosting } from './hosting/tournament-hosting'
import type { OpenTournament, TournamentHosting } from './hosting/tournament-hosting'
import { createNoticeBoard } from './notices'
import type { NoticeBoard } from './notices'
import { openHistoryStore } from './storage/history-store'
import type { HistoryStore } from './storage/history-store'
import { openSettingsStore } from './storage/settings-store'
import type { SettingsStore } from './storage/settings-store'
import { openTournamentHistory } from './storage/tournament-history-store'
import type { TournamentHistoryStore } from './storage/tournament-history-store'

/** What the app talks to outside itself; tests inject fakes (or the real server on 127.0.0.1). */
export interface Backends {
  readonly startServer: StartTableServer
  readonly advertise: AdvertiseTable
  readonly browse: BrowseTables
  /** a tournament with its channel and tables (issue 52) */
  readonly openTournament: OpenTournament
}

export interface DesktopServices {
  readonly settings: SettingsStore
  readonly history: HistoryStore
  readonly hosting: TableHosting
  readonly tournament: TournamentHosting
  /** issue 52: the finished tournaments it ran */
  readonly tournamentHistory: TournamentHistoryStore
  readonly discovery: DiscoveryService
  readonly notices: NoticeBoard
}

export interface DesktopServicesOptions {
  readonly userData: string
  /** the built renderer's index.html: its folder is served to browsers that join by URL */
  readonly rendererIndexFile: string
  /** WebSocket origins the tables it hosts accept besides their own page and the app: a dev server's */
  readonly allowedOrigins?: readonly string[]
  readonly backends?: Partial<Backends> | undefined
  /** the LAN table list changed (pushed to the window) */
  readonly onTablesChanged: (tables: DiscoveredTable[]) => void
  readonly log: (message: string, error: unknown) => void
}

function realBackends(options: DesktopServicesOptions): Backends {
  const servers = createRealTableServers({
    rendererDir: dirname(options.rendererIndexFile),
    log: options.log
  })
  return {
    startServer: servers.start,
    advertise: servers.advertise,
    browse: realBrowseTables(process.env, options.log),
    openTournament
  }
}

export async function openDesktopServices(options: DesktopServicesOptions): Promise<DesktopServices> {
  const { userData, log } = options
  const notices = createNoticeBoard()
  const [settings, history, tournamentHistory] = await Promise.all([
    openSettingsStore(userData, notices.add),
    openHistoryStore(userData, notices.add),
    openTournamentHistory(userData, notices.add)
  ])
  const backends = { ...realBackends(options), ...options.backends }
  const allowedOrigins = options.allowedOrigins ?? []
  const hosting = createTableHosting({
    // Every table this app opens, with whichever backend, lets its own window in.
    startServer: (how) => backends.startServer({ ...how, allowedOrigins }),
    advertise: backends.advertise,
    dataDirs: { hosted: userData, solo: join(userData, 'solo') },
    // The lifecycle's problems (advertising, saves) are notices here, shown until dismissed.
    report: notices.add,
    onMatchEnded: (match) => history.add(match),
    log
  })
  const tournament = createTournamentHosting({
    open: backends.openTournament,
    dataDir: userData,
    rendererDir: dirname(options.rendererIndexFile),
    allowedOrigins,
    onFinished: (finished) => tournamentHistory.add(finished),
    log
  })
  const discovery = createDiscoveryService({
    browse: backends.browse,
    push: options.onTablesChanged,
    report: notices.add,
    log
  })
  return { settings, history, hosting, tournament, tournamentHistory, discovery, notices }
}
