// Room limits (src/server/table/room-limits.ts) too high to reach, for tests and benches that measure
// something else through many joins from one address (fuzzing, socket fairness); the pace of room frames
// stays the product's.
import { ROOM_LIMITS } from '../../src/server/table/room-limits'
import type { RoomAction, RoomLimits } from '../../src/server/table/room-limits'
import type { RateLimit } from '../../src/server/transport/token-bucket'

const UNREACHABLE: RateLimit = { perSecond: 1e9, burst: 1e9 }
const ALL: Record<RoomAction, RateLimit> = {
  join: UNREACHABLE,
  leave: UNREACHABLE,
  seatRequest: UNREACHABLE,
  knock: UNREACHABLE
}

export const LOOSE_ROOM_LIMITS: RoomLimits = { ...ROOM_LIMITS, perAddress: ALL, perSocket: ALL }
