// Home's "Your table is still running" for a player who left a LAN table that goes on without them (a
// bot plays their seat): the newest recent table this browser still holds a seat token for, if that very
// table (the same id, asked over the table-facts route) still answers. The desktop host's own table has
// its own card with the host controls (StillRunningCard), so the caller skips it.
import type { TableFacts } from '../../../protocol/table-facts'
import type { RecentTable, StoredSeat } from '../net/storage'

/** How long after leaving Home still offers the way back: a LAN party's evening. */
export const LEFT_TABLE_WINDOW_MS = 6 * 60 * 60 * 1000

export interface LeftTable {
  address: string
  name: string
  /** a match is on (a bot plays the seat), not the lobby */
  playing: boolean
}

/** Where the facts come from: the browser's storage and the table itself (injected for tests). */
export interface LeftTableSources {
  recent: () => RecentTable[]
  seat: (address: string) => StoredSeat | null
  facts: (address: string) => Promise<TableFacts | null>
  now: () => number
}

export async function findLeftTable(
  sources: LeftTableSources,
  skip: (address: string) => boolean
): Promise<LeftTable | null> {
  const now = sources.now()
  // Only the newest such table: the one a player most likely means to go back to.
  const left = sources
    .recent()
    .find((r) => now - r.at < LEFT_TABLE_WINDOW_MS && !skip(r.address) && sources.seat(r.address)?.tableId === r.tableId)
  if (!left) return null
  const facts = await sources.facts(left.address)
  // Another table at the same address, or a finished match: nothing to go back to.
  if (facts === null || facts.id !== left.tableId || facts.status === 'finished') return null
  return { address: left.address, name: facts.name, playing: facts.status !== 'lobby' }
}
