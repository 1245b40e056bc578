// A tournament host whose tables only report (issue 52): no sockets, no bots, each table a stand-in a
// test makes say "this round ended", "this match ended". For what the host does with reports (held-back
// records, the exports) without playing real tables.
import { randomBytes } from 'node:crypto'
import type { HostOptions, HostServer } from '../../src/server/host-server'
import type { TableSave } from '../../src/server/persistence/save-format'
import { cryptoRandom } from '../../src/server/random-source'
import type { TableEvent } from '../../src/server/table/table-events'
import type { TablePlace } from '../../src/server/tournament/insecure-seed'
import { TournamentHost } from '../../src/server/tournament/tournament-host'
import type { RunningTable, TournamentHostDeps } from '../../src/server/tournament/tournament-host'
import type { TournamentSettings } from '../../src/tournament'

export interface ReportingTable extends RunningTable {
  options: HostOptions
  /** The stage and table the host opened it as. */
  place: TablePlace
  /** Tells the host, as the table would, that this happened. */
  emit(event: TableEvent): void
}

function reportingTable(options: HostOptions, place: TablePlace, n: number, folder: string): ReportingTable {
  const listeners = new Set<(e: TableEvent) => void>()
  const server = {
    port: 40000 + n,
    urls: { local: `http://127.0.0.1:${40000 + n}/`, lan: [], hostControl: '', ws: '' },
    savePath: `${folder}/tables/table${n}.json`,
    onEvent: (l: (e: TableEvent) => void) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    close: async () => undefined
  } as unknown as HostServer
  return {
    options,
    place,
    server,
    command: () => null,
    snapshot: () => ({ match: null }) as TableSave,
    emit: (event) => listeners.forEach((l) => l(event))
  }
}

/** A new tournament host in `folder` whose tables (in `tables`, in the order opened) only report;
 *  `deps` replaces any of the host's other dependencies. */
export function reportingHost(
  settings: TournamentSettings,
  folder: string,
  deps: Partial<Omit<TournamentHostDeps, 'startTable' | 'folder'>> = {}
): { host: TournamentHost; tables: ReportingTable[] } {
  const tables: ReportingTable[] = []
  const created = TournamentHost.create(settings, {
    startTable: async (options, place) => {
      const t = reportingTable(options, place, tables.length + 1, folder)
      tables.push(t)
      return t
    },
    random: cryptoRandom(),
    newSeed: () => randomBytes(32).toString('hex'),
    folder,
    ...deps
  })
  if (!created.ok) throw new Error(created.error.message)
  return { host: created.value, tables }
}

/** A table's round (= deal, one hand per deal) ended with these penalties. */
export const roundEnded = (round: number, penalties: number[]): TableEvent => ({
  type: 'roundEnded',
  result: { round, leader: 0, wentOut: 0, penalties, hands: penalties.map(() => []) },
  totals: penalties.map(() => 0)
})
