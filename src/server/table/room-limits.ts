// The limits on people coming and going (issue 48, "no guest can stall a table"), in one place: joins,
// leaves, seat requests and knocks, each per address and per socket, and how often room-only changes
// (someone came, left, sat down, got ready) reach the members. Every join or leave is a change of the
// room that every member hears of; without these, one address joining and leaving as a spectator a few
// hundred times a second sent each player a thousand frames a second. Over a limit, the action is refused
// `rate-limited` and nothing changes. A socket's own message rate is the transport's (connection.ts).
import type { ClientMessage } from '../../protocol/messages'
import type { Clock } from '../clock'
import { TokenBucket } from '../transport/token-bucket'
import type { RateLimit } from '../transport/token-bucket'
import type { Refusal } from './table-events'

/** What is limited: a hello (join), a Leave, a seat request (takeSeat, askSeat), a knock at the door. */
export type RoomAction = 'join' | 'leave' | 'seatRequest' | 'knock'

export interface RoomLimits {
  perAddress: Record<RoomAction, RateLimit>
  perSocket: Record<RoomAction, RateLimit>
  /** Room-only changes reach each member at most once per this gap (the last one always arrives). */
  frameGapMs: number
}

/**
 * A party where everyone arrives at once, a host window reloading, a phone rejoining after sleep: all
 * fit in the bursts. Sustained, an address joins (and leaves) twice a second: a churn that costs the
 * players nothing once room frames are paced. A socket joins once when all goes well; a few tries cover
 * a refused name or a full table.
 */
export const ROOM_LIMITS: RoomLimits = {
  perAddress: {
    join: { perSecond: 2, burst: 20 },
    leave: { perSecond: 2, burst: 20 },
    seatRequest: { perSecond: 0.5, burst: 10 },
    knock: { perSecond: 0.2, burst: 4 }
  },
  perSocket: {
    join: { perSecond: 1, burst: 5 },
    leave: { perSecond: 1, burst: 2 },
    seatRequest: { perSecond: 0.5, burst: 6 },
    knock: { perSecond: 0.1, burst: 2 }
  },
  frameGapMs: 250
}

export const ROOM_LIMIT_REFUSALS = {
  join: { code: 'rate-limited', message: 'Too many joins from your address: wait a few seconds.' },
  leave: { code: 'rate-limited', message: 'Too many leaves from your address: wait a few seconds.' },
  seatRequest: { code: 'rate-limited', message: 'Too many seat requests: wait a few seconds.' },
  knock: { code: 'rate-limited', message: 'Too many knocks from your address: wait a few seconds.' }
} satisfies Record<RoomAction, Refusal>

/** Buckets kept per key before idle ones are dropped (a dropped bucket was full again anyway). */
const MAX_KEYS = 4096

/** One bucket per key for one limit; bounded however many addresses come by. */
class Buckets {
  readonly #buckets = new Map<string | number, { bucket: TokenBucket; used: number }>()

  constructor(private readonly limit: RateLimit) {}

  take(key: string | number, now: number): boolean {
    let entry = this.#buckets.get(key)
    if (entry === undefined) {
      if (this.#buckets.size >= MAX_KEYS) this.#prune(now)
      entry = { bucket: new TokenBucket(this.limit, now), used: now }
      this.#buckets.set(key, entry)
    }
    entry.used = now
    return entry.bucket.take(now)
  }

  forget(key: string | number): void {
    this.#buckets.delete(key)
  }

  /** Drops the buckets idle long enough to be full again, else the oldest. */
  #prune(now: number): void {
    const refillMs = (this.limit.burst / this.limit.perSecond) * 1000
    for (const [key, { used }] of this.#buckets) if (now - used >= refillMs) this.#buckets.delete(key)
    const oldest = this.#buckets.keys().next()
    if (this.#buckets.size >= MAX_KEYS && oldest.done !== true) this.#buckets.delete(oldest.value)
  }
}

/** The room limits of one table: each action counted against its socket, then its address. */
export class RoomLimiter {
  readonly #bySocket: Record<RoomAction, Buckets>
  readonly #byAddress: Record<RoomAction, Buckets>

  /** `addressOf`: where a socket comes from. */
  constructor(
    private readonly clock: Clock,
    private readonly addressOf: (socket: number) => string,
    limits: RoomLimits = ROOM_LIMITS
  ) {
    this.#bySocket = bucketsFor(limits.perSocket)
    this.#byAddress = bucketsFor(limits.perAddress)
  }

  /** The limit a member's message passes first, if any: null when it may go ahead (and is counted). */
  check(socket: number, message: ClientMessage): Refusal | null {
    if (message.type === 'hello') return this.join(socket)
    if (message.type === 'leave') return this.leave(socket)
    const asks = message.type === 'takeSeat' || message.type === 'askSeat'
    return asks ? this.seatRequest(socket) : null
  }

  /** A hello from `socket`: null when it may go ahead (and is counted), else the refusal. */
  join(socket: number): Refusal | null {
    return this.#take('join', socket)
  }

  leave(socket: number): Refusal | null {
    return this.#take('leave', socket)
  }

  /** A spectator taking a free seat or asking the host for one. */
  seatRequest(socket: number): Refusal | null {
    return this.#take('seatRequest', socket)
  }

  /** A knock at the door (door-keeper.ts asks before it puts a knock on the list). */
  knock(socket: number): Refusal | null {
    return this.#take('knock', socket)
  }

  /** A socket closed: its own buckets go (its address's stay). */
  forgetSocket(socket: number): void {
    for (const buckets of Object.values(this.#bySocket)) buckets.forget(socket)
  }

  #take(action: RoomAction, socket: number): Refusal | null {
    const now = this.clock.now()
    const byAddress = () => this.#byAddress[action].take(this.addressOf(socket), now)
    const ok = this.#bySocket[action].take(socket, now) && byAddress()
    return ok ? null : ROOM_LIMIT_REFUSALS[action]
  }
}

function bucketsFor(limits: Record<RoomAction, RateLimit>): Record<RoomAction, Buckets> {
  return {
    join: new Buckets(limits.join),
    leave: new Buckets(limits.leave),
    seatRequest: new Buckets(limits.seatRequest),
    knock: new Buckets(limits.knock)
  }
}
