// Who waits at the door: the knock list, as pure bookkeeping (no sockets, no timers; time comes in).
//
// Why a knock list (issue 22 item 4, and the limit pin-attempts.ts names): PIN guessing is held to about
// 20 checked PINs a minute from any mix of addresses, by one bucket every checked PIN comes out of. An
// attacker with enough fresh addresses keeps that bucket empty, and then the right PIN is refused too:
// no rule that only counts PINs can tell a guesser from a player. A person can: the host sees who is in
// the room. So a player who is refused ('wrong-pin', 'pin-locked'), or who does not know the PIN, knocks
// (a name, NO PIN) and the host lets them in or turns them away. Both promises then hold:
// - guessing stays ≤ about 20 a minute: a knock checks no PIN and takes no token, so knocking from any
//   number of addresses tells nobody anything about the PIN and never touches the PIN bucket;
// - a real player always gets in: a knock needs no token, so an empty bucket cannot refuse it, and the
//   host's "let in" admits it exactly as a right PIN would (the same hello through the same admission).
// What keeps knocks from being a flood of their own, each bound small and checked before anything grows:
// - one knock per connection, and at most one waiting knock per remote address;
// - at most `maxKnocks` waiting in all: a full list refuses new knocks ('door-full') and keeps those it has;
// - an address the host turned away may not knock again for `turnedAwayMs` ('knock-again-later'); at most
//   `maxBarred` such addresses are remembered (the oldest go first: memory stays bounded under churn);
// - every knock is a message, so it counts against the socket's rate limit like any other.
// A knock ends when it is answered or its connection closes. Knocks are not saved: after a restart the
// knockers' connections are gone, and they knock again.
// Issue 48: the table's door now keeps its knocks in knock-slots.ts, on top of this list (the newest knock
// of an address replaces the older, and a full door pushes out churners' knocks instead of refusing a new
// address); the refusing policy above stays for spectators' seat requests (seat-desk.ts).

export interface KnockLimits {
  maxKnocks: number
  turnedAwayMs: number
  maxBarred: number
}

export const DEFAULT_KNOCK_LIMITS: KnockLimits = {
  maxKnocks: 16,
  turnedAwayMs: 2 * 60_000,
  maxBarred: 1024
}

/** Anything waiting for the host's answer: the connection (member id) that asked, from where, since when.
 *  (Spectators' seat requests, seat-desk.ts, wait under the same bounds.) */
export interface Waiting {
  id: number
  address: string
  since: number
}

/** One waiting knock: what to admit it as, besides who waits. */
export interface Knock extends Waiting {
  name: string
  protocol: number
  spectate: boolean
}

export type KnockRefusal = 'door-full' | 'already-knocking' | 'address-knocking' | 'turned-away'

export class KnockList<K extends Waiting = Knock> {
  private readonly knocks = new Map<number, K>()
  /** Address → until when it may not knock again. */
  private readonly barred = new Map<string, number>()

  constructor(private readonly limits: KnockLimits = DEFAULT_KNOCK_LIMITS) {}

  /** Adds a knock, or says why not (the list is unchanged then). */
  add(knock: K): KnockRefusal | null {
    if (this.knocks.has(knock.id)) return 'already-knocking'
    if (this.isBarred(knock.address, knock.since)) return 'turned-away'
    for (const waiting of this.knocks.values())
      if (waiting.address === knock.address) return 'address-knocking'
    if (this.knocks.size >= this.limits.maxKnocks) return 'door-full'
    this.knocks.set(knock.id, knock)
    return null
  }

  /** Whether `address` was turned away too recently to knock at `now` (a bar that ran out is dropped). */
  isBarred(address: string, now: number): boolean {
    const until = this.barred.get(address)
    if (until !== undefined && until > now) return true
    if (until !== undefined) this.barred.delete(address)
    return false
  }

  has(id: number): boolean {
    return this.knocks.has(id)
  }

  /** Ends a knock (answered, or its connection closed); the knock, or undefined when none waited. */
  remove(id: number): K | undefined {
    const knock = this.knocks.get(id)
    this.knocks.delete(id)
    return knock
  }

  /** Ends a knock the host turned away; its address may not knock again for a while. */
  turnAway(id: number, now: number): K | undefined {
    const knock = this.remove(id)
    if (knock === undefined) return undefined
    this.barred.delete(knock.address)
    if (this.barred.size >= this.limits.maxBarred) {
      const oldest = this.barred.keys().next().value
      if (oldest !== undefined) this.barred.delete(oldest)
    }
    this.barred.set(knock.address, now + this.limits.turnedAwayMs)
    return knock
  }

  /** The waiting knocks, oldest first. */
  list(): K[] {
    return [...this.knocks.values()]
  }
}
