// One table as the mDNS tests advertise it, and the address of the machine that hosts it on the
// in-memory LAN (fake-network.ts).
import { DEFAULT_OPTIONS } from '../../src/engine'
import { gameOptionsOf } from '../../src/protocol/discovery'
import type { AdvertisedTable } from '../../src/server/discovery/advertiser'

export const HOST = '10.77.0.1'

export const LAN_TABLE: AdvertisedTable = {
  id: 'tbl0123456789',
  name: 'Ana',
  seatsTaken: 1,
  seatsTotal: 3,
  pinRequired: false,
  status: 'lobby',
  game: gameOptionsOf(DEFAULT_OPTIONS),
  port: 5350
}
