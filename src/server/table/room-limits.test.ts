// The room limits' own bookkeeping: per socket first, then per address; buckets refill with time; a
// closed socket's buckets go; and a knock has its own limit (the door asks it: door-keeper.ts).
import { describe, expect, it } from 'vitest'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { ROOM_LIMITS, RoomLimiter } from './room-limits'

const ADDRESSES: Record<number, string> = {}
const limiter = (clock: FakeClock) => new RoomLimiter(clock, (socket) => ADDRESSES[socket] ?? 'one address')

describe('RoomLimiter', () => {
  it('refuses knocks from one socket past its burst, and takes them again after the refill', () => {
    const clock = new FakeClock()
    const limits = limiter(clock)
    const { burst, perSecond } = ROOM_LIMITS.perSocket.knock
    for (let i = 0; i < burst; i++) expect(limits.knock(1)).toBeNull()
    expect(limits.knock(1)).toMatchObject({ code: 'rate-limited' })
    clock.advance(1000 / perSecond)
    expect(limits.knock(1)).toBeNull()
  })

  it('counts an address across its sockets, and forgets a closed socket', () => {
    const clock = new FakeClock()
    const limits = limiter(clock)
    const { burst } = ROOM_LIMITS.perAddress.join
    for (let socket = 1; socket <= burst; socket++) expect(limits.join(socket)).toBeNull()
    expect(limits.join(burst + 1)).toMatchObject({ code: 'rate-limited' })
    // Another action of the same address has its own count.
    expect(limits.leave(burst + 1)).toBeNull()
    const s = ROOM_LIMITS.perSocket.seatRequest.burst
    ADDRESSES[500] = 'elsewhere'
    for (let i = 0; i < s; i++) expect(limits.seatRequest(500)).toBeNull()
    expect(limits.seatRequest(500)).not.toBeNull()
    limits.forgetSocket(500)
    expect(limits.seatRequest(500)).toBeNull()
  })
})
