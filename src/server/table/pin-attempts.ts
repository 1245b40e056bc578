// How many PINs a table lets strangers try. A 4-digit PIN has 10,000 values: unlimited tries over many
// connections find it in seconds. So every try is counted twice, and both counts must allow it:
// - per remote address: the first `freePerAddress` wrong PINs cost nothing (a player who mistypes twice
//   still gets in at once); after that the address waits `backoffBaseMs`, doubling per wrong PIN up to
//   `backoffMaxMs`. A right PIN forgets the address's record.
// - in total (any mix of addresses, e.g. one machine with many IPv6 addresses): a bucket of `totalBurst`
//   wrong PINs that refills `totalPerMinute` a minute.
// A try is counted when it starts (so parallel tries cannot slip past a count that is not yet written)
// and given back if it turns out right or never reached the PIN check.
// With the defaults: at most 20 + 20 wrong PINs in the first minute and 20 a minute after that from
// everyone together, and about one a minute per address once it has backed off.

export interface PinLimits {
  freePerAddress: number
  backoffBaseMs: number
  backoffMaxMs: number
  /** An address with no wrong PIN for this long starts afresh. */
  forgetAfterMs: number
  totalBurst: number
  totalPerMinute: number
}

export const DEFAULT_PIN_LIMITS: PinLimits = {
  freePerAddress: 3,
  backoffBaseMs: 2000,
  backoffMaxMs: 60_000,
  forgetAfterMs: 15 * 60_000,
  totalBurst: 20,
  totalPerMinute: 20
}

/** Addresses remembered at most; the oldest are forgotten first (bounds memory under address churn). */
const MAX_ADDRESSES = 4096

export interface PinAttempt {
  /** The PIN was right: the address starts afresh and the total gets its try back. */
  right(): void
  /** The PIN was wrong: the try stays counted. */
  wrong(): void
  /** The hello was refused before its PIN was checked: the try is given back. */
  notChecked(): void
}

export type PinDecision =
  | { ok: true; attempt: PinAttempt }
  /** `firstRefusal`: the first refusal of this wait, worth one line in the host's log. */
  | { ok: false; scope: 'address' | 'table'; retryInMs: number; firstRefusal: boolean }

interface AddressRecord {
  failures: number
  lockedUntil: number
  lastAt: number
  announced: boolean
}

export class PinAttempts {
  private readonly addresses = new Map<string, AddressRecord>()
  private tokens: number
  private refilledAt: number
  private tableAnnounced = false

  constructor(
    private readonly limits: PinLimits = DEFAULT_PIN_LIMITS,
    private readonly now: () => number = Date.now
  ) {
    this.tokens = limits.totalBurst
    this.refilledAt = now()
  }

  /** May `address` try a PIN now? If so, the try is counted until it is reported. */
  begin(address: string): PinDecision {
    const now = this.now()
    this.refill(now)
    const rec = this.record(address, now)
    if (rec.lockedUntil > now) {
      const firstRefusal = !rec.announced
      rec.announced = true
      return { ok: false, scope: 'address', retryInMs: rec.lockedUntil - now, firstRefusal }
    }
    if (this.tokens < 1) {
      const firstRefusal = !this.tableAnnounced
      this.tableAnnounced = true
      const retryInMs = Math.ceil(((1 - this.tokens) * 60_000) / this.limits.totalPerMinute)
      return { ok: false, scope: 'table', retryInMs, firstRefusal }
    }
    this.tableAnnounced = false
    const before = { lockedUntil: rec.lockedUntil }
    this.tokens -= 1
    rec.failures += 1
    rec.lastAt = now
    if (rec.failures > this.limits.freePerAddress) {
      const doublings = rec.failures - this.limits.freePerAddress - 1
      rec.lockedUntil = now + Math.min(this.limits.backoffMaxMs, this.limits.backoffBaseMs * 2 ** doublings)
      rec.announced = false
    }
    let settled = false
    const settle = (giveBack: boolean, forget: boolean) => {
      if (settled) return
      settled = true
      if (giveBack) this.tokens = Math.min(this.limits.totalBurst, this.tokens + 1)
      if (forget) this.addresses.delete(address)
      else if (giveBack) {
        rec.failures = Math.max(0, rec.failures - 1)
        if (rec.failures <= this.limits.freePerAddress)
          rec.lockedUntil = Math.min(rec.lockedUntil, before.lockedUntil)
      }
    }
    return {
      ok: true,
      attempt: {
        right: () => settle(true, true),
        wrong: () => settle(false, false),
        notChecked: () => settle(true, false)
      }
    }
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.refilledAt)
    this.refilledAt = now
    this.tokens = Math.min(
      this.limits.totalBurst,
      this.tokens + (elapsed * this.limits.totalPerMinute) / 60_000
    )
  }

  private record(address: string, now: number): AddressRecord {
    let rec = this.addresses.get(address)
    if (rec !== undefined && now - rec.lastAt > this.limits.forgetAfterMs && rec.lockedUntil <= now) {
      this.addresses.delete(address)
      rec = undefined
    }
    if (rec === undefined) {
      if (this.addresses.size >= MAX_ADDRESSES) {
        const oldest = this.addresses.keys().next().value
        if (oldest !== undefined) this.addresses.delete(oldest)
      }
      rec = { failures: 0, lockedUntil: 0, lastAt: now, announced: false }
      this.addresses.set(address, rec)
    }
    return rec
  }
}
