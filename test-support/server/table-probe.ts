// What a test reads of a table's authority: its version and its whole engine state (every hand), taken
// from the snapshot the autosave writes (Table.snapshot), so the product carries no reader just for tests.
// What a player or a spectator sees is read from the messages their link receives instead.
import type { MatchState } from '../../src/engine'
import type { Table } from '../../src/server/table/table'

/** The table's current version (every change bumps it once). */
export function versionOf(table: Table): number {
  return table.snapshot().version
}

/** The authoritative match (host only: holds every hand); null in the lobby. */
export function matchOf(table: Table): MatchState | null {
  return table.snapshot().match
}
