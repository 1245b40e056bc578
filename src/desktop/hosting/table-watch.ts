// What the app does while one of its tables runs: records each finished match in the history, reports
// failed autosaves, and for a LAN table remembers its port and the host window's seat (for reopening
// it later).
import type { ReportProblem, TableServer } from '../../server/hosting/table-server'
import type { FinishedMatch } from '../storage/history-store'
import { followHostSeat, recordMatches } from './match-recorder'
import type { TableWay } from './table-ways'

export interface WatchDeps {
  readonly report: ReportProblem
  readonly onMatchEnded: (match: FinishedMatch) => Promise<unknown> | void
  readonly log: (message: string, error: unknown) => void
}

/** Remembers where a LAN table listens and which seat is the host's; nothing for a solo table. */
export function remember(way: TableWay, server: TableServer, hostSeat: number | null, deps: WatchDeps): void {
  if (!way.memos || !server.savePath) return
  way.memos
    .write({ savePath: server.savePath, port: server.port, hostSeat })
    .catch((error: unknown) => deps.log('could not remember the hosted table', error))
}

export interface TableWatch {
  /** the seat the host's window holds (or held, and may take back) at a LAN table; null at solo */
  hostSeat(): number | null
  stop(): void
}

/** Starts watching `server`. */
export function watchTable(
  way: TableWay,
  server: TableServer,
  hostSeat: number | null,
  deps: WatchDeps
): TableWatch {
  const stopRecording = recordMatches(
    way.kind,
    server,
    (match) => {
      Promise.resolve(deps.onMatchEnded(match)).catch((error: unknown) =>
        deps.log('could not record the finished match', error)
      )
    },
    hostSeat
  )
  const hostSeatFollower = way.memos
    ? followHostSeat(server, hostSeat, (seat) => remember(way, server, seat, deps))
    : undefined
  const stopReporting = server.onEvent((event) => {
    if (event.type === 'saveFailed') {
      deps.report({
        kind: 'save-failed',
        message: `The table could not be saved (${event.error.message}); the last good save is kept.`,
        file: event.where
      })
    }
  })
  return {
    hostSeat: () => hostSeatFollower?.seat() ?? null,
    stop() {
      stopRecording()
      stopReporting()
      hostSeatFollower?.stop()
    }
  }
}
