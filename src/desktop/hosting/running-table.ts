// The one table the app runs at a time: what the window is told about it, and stopping it. A table
// with nothing to continue (never started, or finished) leaves no save behind when it stops.
import type { CurrentTable, RunningHosted, SoloTable } from '../../ipc/contract'
import type { OpenTable } from '../../server/hosting/open-table'
import type { TableKind, TableServer } from '../../server/hosting/table-server'
import { remember, watchTable } from './table-watch'
import type { TableWatch, WatchDeps } from './table-watch'
import { wayBack } from './way-back'
import type { TableWay } from './table-ways'

export const CLOSE_REASON = 'The host closed the table.'

export interface RunningTable {
  readonly kind: TableKind
  readonly name: string
}

interface Active {
  readonly way: TableWay
  readonly table: OpenTable<TableServer>
  readonly watch: TableWatch
  readonly result: NonNullable<CurrentTable>
}

/** The token of the seat the app's owner plays: a solo table's one player, a LAN table's host window. */
function ownerToken({ way, table, watch }: Active): string | null {
  const seats = table.server.summary().seats
  const seat = way.kind === 'solo' ? way.seatBack(seats, undefined) : watch.hostSeat()
  return seat === null ? null : (seats[seat]?.token ?? null)
}

export function createRunningTable(deps: WatchDeps) {
  let active: Active | undefined

  return {
    current: (): CurrentTable => (active ? { ...active.result, seatToken: ownerToken(active) } : null),
    running: (): RunningTable | undefined =>
      active ? { kind: active.way.kind, name: active.table.server.summary().name } : undefined,
    /** a round is being played or between rounds: closing now interrupts a match */
    matchInProgress(): boolean {
      const status = active?.table.server.summary().status
      return status === 'playing' || status === 'roundOver'
    },
    savePath: (): string | null | undefined => active?.table.server.savePath,
    /** the running LAN table and the way back to the host's seat, for Home; null when none runs */
    wayBack: (): RunningHosted =>
      active ? wayBack(active.result, active.table.server.summary(), active.watch.hostSeat()) : null,

    /** Makes `table` the running one; the window joins it as `described`. */
    activate<T extends SoloTable>(
      way: TableWay<T>,
      table: OpenTable<TableServer>,
      described: T,
      hostSeat: number | null
    ): void {
      // A way's kind and the table it describes belong together (the hosted way describes a HostedTable).
      const result = { kind: way.kind, ...described } as NonNullable<CurrentTable>
      active = { way, table, watch: watchTable(way, table.server, hostSeat, deps), result }
      remember(way, table.server, hostSeat, deps)
    },

    async stop(reason: string): Promise<boolean> {
      const running = active
      if (!running) return false
      active = undefined
      running.watch.stop()
      const { server } = running.table
      const { status } = server.summary()
      await running.table.close(reason)
      if ((status === 'lobby' || status === 'finished') && server.savePath) {
        await running.way.saves
          .discard(server.savePath)
          .catch((error: unknown) => deps.log("could not remove a finished table's save", error))
      }
      return true
    }
  }
}

export type RunningTableSlot = ReturnType<typeof createRunningTable>
