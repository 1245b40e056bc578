// The door's knocks (issue 48 item 3): one slot per remote address, so a crowd of addresses knocking
// and closing cannot keep a new address's knock out. Built on the knock list's bookkeeping (knock-list.ts:
// one knock per connection, turned-away addresses barred for a while); what this adds:
// - the newest knock from an address replaces its older one (a reloaded page, a second tab, or a flood
//   from one machine all hold one slot); the replaced knock is handed back so its connection is closed;
// - when all `maxKnocks` slots are taken, a knock from a new address pushes out the waiting knock whose
//   address knocked most often in the last `churnWindowMs` (ties: the oldest knock), and only if that
//   address knocked at least as often as the newcomer's: churning addresses lose their slot first, a
//   guest who knocks once keeps it. A knock whose PIN was right (`knowsPin`) is never pushed out, and
//   itself pushes out the oldest knock that does not know the PIN.
// - the list comes out with the knocks that know the PIN first, then oldest first.
// Knock attempts are counted per address (refused ones too: hammering is churn); at most `maxTracked`
// addresses are remembered, the least recent go first, so memory stays bounded under churn.
import type { DeviceInfo } from '../../protocol/device'
import { KnockList } from './knock-list'
import type { Knock, KnockLimits, KnockRefusal } from './knock-list'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

export interface DoorLimits extends KnockLimits {
  churnWindowMs: number
  maxTracked: number
}

/** 32 slots: with one per address, 16 flooding addresses leave half of them free. */
export const DEFAULT_DOOR_LIMITS: DoorLimits = {
  maxKnocks: 32,
  turnedAwayMs: 2 * 60_000,
  maxBarred: 1024,
  churnWindowMs: 60_000,
  maxTracked: 1024
}

/** A knock at the door; `knowsPin`: it came with the right PIN while PINs were locked (door-keeper.ts);
 *  `nameKey`: what its name reads as (display-names.ts); `device`: from its socket's User-Agent. */
export interface DoorKnock extends Knock {
  knowsPin: boolean
  nameKey: string
  device: DeviceInfo | null
}

type SlotRefusal = Exclude<KnockRefusal, 'address-knocking'>
/** The knock's place: it may have replaced its address's older knock or pushed out a churner's. */
export type SlotResult = Result<{ replaced?: DoorKnock; pushedOut?: DoorKnock }, Refusal<SlotRefusal>>

/** Why a knock gets no slot, for the log (the door keeper tells the knocker in its own words). */
const NO_SLOT: Record<SlotRefusal, string> = {
  'already-knocking': 'this connection already knocks',
  'turned-away': 'this address was turned away a moment ago',
  'door-full': 'every slot is taken and no knock can be pushed out'
}
const noSlot = (code: SlotRefusal): SlotResult => refuse(code, NO_SLOT[code])

export class KnockSlots {
  private readonly waiting: KnockList<DoorKnock>
  private readonly churn: ChurnCount

  constructor(private readonly limits: DoorLimits = DEFAULT_DOOR_LIMITS) {
    // The slots decide about addresses and fullness; the list underneath only keeps and bars.
    this.waiting = new KnockList<DoorKnock>({ ...limits, maxKnocks: Number.POSITIVE_INFINITY })
    this.churn = new ChurnCount(limits)
  }

  /** Takes a knock: into a free slot, in place of its address's older knock, or in place of a churner's. */
  add(knock: DoorKnock): SlotResult {
    if (this.waiting.has(knock.id)) return noSlot('already-knocking')
    const churn = this.churn.note(knock.address, knock.since)
    if (this.waiting.isBarred(knock.address, knock.since)) return noSlot('turned-away')
    const older = this.waiting.list().find((k) => k.address === knock.address)
    if (older !== undefined) {
      this.waiting.remove(older.id)
      this.waiting.add(knock)
      return ok({ replaced: older })
    }
    if (this.waiting.list().length < this.limits.maxKnocks) {
      this.waiting.add(knock)
      return ok({})
    }
    const victim = this.pushable(knock, churn)
    if (victim === undefined) return noSlot('door-full')
    this.waiting.remove(victim.id)
    this.waiting.add(knock)
    return ok({ pushedOut: victim })
  }

  /** The knock a newcomer may push out: the most churning address's (ties: the oldest), if any. A knock
   *  that knows the PIN pushes out the oldest that does not, whatever the churn. */
  private pushable(knock: DoorKnock, churn: number): DoorKnock | undefined {
    let victim: DoorKnock | undefined
    let most = 0
    for (const waiting of this.waiting.list()) {
      if (waiting.knowsPin) continue
      // A waiting knock knocked at least once, even when its count has left the window.
      const count = knock.knowsPin ? 1 : Math.max(1, this.churn.of(waiting.address, knock.since))
      if (count > most) [victim, most] = [waiting, count]
    }
    return most >= churn || knock.knowsPin ? victim : undefined
  }

  has(id: number): boolean {
    return this.waiting.has(id)
  }

  remove(id: number): DoorKnock | undefined {
    return this.waiting.remove(id)
  }

  turnAway(id: number, now: number): DoorKnock | undefined {
    return this.waiting.turnAway(id, now)
  }

  /** The waiting knocks: those that know the PIN first, then oldest first. */
  knocks(): DoorKnock[] {
    const all = this.waiting.list()
    return [...all.filter((k) => k.knowsPin), ...all.filter((k) => !k.knowsPin)]
  }
}

/** Knocks per address in a sliding window, approximated by a fixed window per address (cheap, bounded). */
class ChurnCount {
  private readonly counts = new Map<string, { count: number; since: number }>()

  constructor(private readonly limits: Pick<DoorLimits, 'churnWindowMs' | 'maxTracked'>) {}

  /** One more knock from `address` at `now`; its count in the window, this one included. */
  note(address: string, now: number): number {
    const current = this.of(address, now)
    const since = current === 0 ? now : (this.counts.get(address)?.since ?? now)
    this.counts.delete(address) // re-inserted last: the least recent address is the first to go
    if (this.counts.size >= this.limits.maxTracked) {
      const oldest = this.counts.keys().next().value
      if (oldest !== undefined) this.counts.delete(oldest)
    }
    this.counts.set(address, { count: current + 1, since })
    return current + 1
  }

  of(address: string, now: number): number {
    const entry = this.counts.get(address)
    if (entry === undefined || now - entry.since >= this.limits.churnWindowMs) return 0
    return entry.count
  }
}
