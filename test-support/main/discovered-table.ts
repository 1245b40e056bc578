// A LAN table as the IPC contract lists it (`discovery:changed`, `discovery:list`), with sensible
// defaults. Test support only.
import type { DiscoveredTable } from '../../src/ipc/contract'

export function discoveredTable(over: Partial<DiscoveredTable> = {}): DiscoveredTable {
  return {
    id: 't1',
    name: 'Den',
    host: 'den.local',
    port: 5350,
    addresses: ['192.168.1.20'],
    protocolVersion: 1,
    seats: { taken: 1, total: 4 },
    status: 'lobby',
    pinRequired: false,
    game: { twoHands: false, target: null, sixteenCards: false, biggerOverwrites: true },
    joinable: true,
    tournament: null,
    ...over
  }
}
