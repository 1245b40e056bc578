// A started host together with the `Table` behind it, for tests and benchmarks that audit the table's
// own state (the full match with every hand, its version, its save) besides what the sockets show.
// The product's `HostServer` hands out no Table: hosting code reads `summary()`.
import { openListeningTable, serveTable } from '../../src/server/host-server'
import type { HostOptions, HostServer } from '../../src/server/host-server'
import type { Table } from '../../src/server/table/table'

export type TableHost = HostServer & { readonly table: Table }

/** `startHost`, in the same two steps, keeping the table. */
export async function startTableHost(options: HostOptions = {}): Promise<TableHost> {
  const listening = await openListeningTable(options)
  return { ...serveTable(listening), table: listening.table }
}
