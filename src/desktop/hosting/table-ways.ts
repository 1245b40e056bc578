// What tells a solo table from a LAN table, written as data, so that hosting has one code path for
// both: where the table listens, whether it is advertised, where it saves, what the window gets to join
// it and how the window finds its seat again in a resumed table.
import type { HostedTable, ResumedHosted, ResumedSolo, SoloTable } from '../../ipc/contract'
import { DEFAULT_PORT } from '../../protocol/vocabulary'
import type { HostOptions } from '../../server/host-server'
import type { OpenTable } from '../../server/hosting/open-table'
import type { ReportProblem, TableKind, TableServer } from '../../server/hosting/table-server'
import type { SeatSummary } from '../../server/table/table-summary'
import { HostingError } from './hosting-error'
import type { HostedTableMemo, HostedTableMemos } from './hosted-table-memo'
import type { TableSaves } from './table-saves'

export const LAN_HOST = '0.0.0.0'
export const LOOPBACK_HOST = '127.0.0.1'

export interface TableWay<Table extends SoloTable = SoloTable, Resumed = unknown> {
  readonly kind: TableKind
  /** how every table of this kind opens, new or resumed */
  readonly listen: Pick<HostOptions, 'host' | 'autoStart' | 'allowUndo' | 'dataDir'>
  readonly advertise: boolean
  /** its unfinished saves, offered for resuming */
  readonly saves: TableSaves
  /** a new table replaces the save offered for resuming (solo keeps one match to continue) */
  readonly newReplacesSaved: boolean
  /** the port a resumed table asks for when no memo knows its old one */
  readonly resumePort: number
  readonly nothingToResume: string
  /** where a LAN table listened and which seat was the host's; solo tables need no memo */
  readonly memos: HostedTableMemos | undefined
  /** what the window gets to join it */
  describe(opened: OpenTable<TableServer>): Table
  /** the seat the window takes back in a resumed table, or null when nobody knows it */
  seatBack(seats: readonly SeatSummary[], memo: HostedTableMemo | undefined): number | null
  /** the resumed table with the window's seat; throws a HostingError when the save has none for it */
  resumed(table: Table, seat: number | null, seatToken: string | null): Resumed
}

/** How the window reaches a table this app runs: over ws like everyone else, with the host key. */
function ownFields(server: TableServer): SoloTable {
  return { port: server.port, url: server.urls.local, hostKey: server.hostKey }
}

export function soloWay(dataDir: string, saves: TableSaves): TableWay<SoloTable, ResumedSolo> {
  return {
    kind: 'solo',
    listen: { host: LOOPBACK_HOST, autoStart: true, allowUndo: true, dataDir },
    advertise: false,
    saves,
    newReplacesSaved: true,
    resumePort: 0,
    nothingToResume: 'There is no unfinished solo match to resume.',
    memos: undefined,
    describe: (opened) => ownFields(opened.server),
    // The player's seat: the one human seat with a token (the bots have none).
    seatBack(seats) {
      const seat = seats.findIndex((s) => s.kind === 'human' && s.token !== null)
      return seat < 0 ? null : seat
    },
    resumed(table, seat, seatToken) {
      if (seat === null || seatToken === null) {
        throw new HostingError('save-unreadable', 'The saved solo match has no seat for you.')
      }
      return { ...table, seat, seatToken }
    }
  }
}

export function hostedWay(
  dataDir: string,
  saves: TableSaves,
  memos: HostedTableMemos,
  report: ReportProblem
): TableWay<HostedTable, ResumedHosted> {
  return {
    kind: 'hosted',
    listen: { host: LAN_HOST, autoStart: false, dataDir },
    advertise: true,
    saves,
    newReplacesSaved: false,
    // Its old port (from the memo), so every player's stored seat token (kept per address) finds it.
    resumePort: DEFAULT_PORT,
    nothingToResume: 'There is no unfinished table to reopen.',
    memos,
    describe(opened) {
      const { advertising, server } = opened
      if (advertising && advertising.status !== 'advertising') {
        report({
          kind: 'advertise-failed',
          message: `The table is not announced on the network (${advertising.message}). Others can join by typing this computer's address.`
        })
      }
      return {
        ...ownFields(server),
        urls: [...server.urls.lan],
        advertised: advertising?.status === 'advertising'
      }
    },
    seatBack: (_seats, memo) => memo?.hostSeat ?? null,
    resumed: (table, seat, seatToken) => ({ ...table, seat, seatToken })
  }
}
