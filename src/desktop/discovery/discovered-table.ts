// A LAN table as the discovery browser lists it (src/server/discovery) → as the IPC contract shows it.
import type { DiscoveredTable } from '../../ipc/contract'
import type { TableEntry } from '../../server/discovery/table-list'

export function toDiscoveredTable(entry: TableEntry): DiscoveredTable {
  return {
    id: entry.id,
    name: entry.name,
    host: entry.addresses[0] ?? '',
    port: entry.port,
    addresses: [...entry.addresses],
    protocolVersion: entry.protocol ?? 0,
    seats: { taken: entry.seatsTaken, total: entry.seatsTotal },
    // between rounds is still a match being played
    status: entry.status === 'roundOver' ? 'playing' : entry.status,
    pinRequired: entry.pinRequired,
    game: { ...entry.game },
    joinable: entry.joinable,
    tournament: entry.tournament === null ? null : { ...entry.tournament }
  }
}
