// How many PINs a table lets strangers try, and how the right PIN still gets in while someone guesses.
// A 4-digit PIN has 10,000 values: unlimited tries over many connections find it in seconds. Every try
// is counted twice, and both counts must allow it:
// - per remote address: the first `freePerAddress` wrong PINs cost nothing (a player who mistypes twice
//   still gets in at once); after that the address waits `backoffBaseMs`, doubling per wrong PIN up to
//   `backoffMaxMs`. A right PIN forgets the address's record.
// - in total (any mix of addresses, e.g. one machine with many IPv6 addresses): one bucket of
//   `totalBurst` tries that refills `totalPerMinute` a minute. EVERY checked PIN takes a token, whoever
//   sends it; a right one gives it back (the guesser is then in: nothing left to guess).
// The last `newAddressReserve` tokens of that bucket are kept for NEW addresses: no wrong PIN on record
// (within `forgetAfterMs`) and not hammering (fewer than `hastyRetries` tries before the wait it was
// told). An address that guessed wrong may only take a token above the reserve. Before this, guessers
// kept the bucket empty and a player typing the right PIN got 'pin-locked' during an attack and after.
//
// Why this keeps both promises (defaults: burst 20, 20 a minute, reserve 5, 3 hasty retries):
// - Guessing: the reserve is part of the one bucket, so every checked PIN from any mix of addresses
//   still comes out of it: at most 20 + 20·t wrong PINs in t minutes (≈ 20 a minute), as before. The
//   answer to a PIN is only ever given for a checked PIN; a refusal ('pin-locked') says nothing about it.
// - The right PIN: an attacker's addresses lose the reserve after one wrong PIN each (or after 3 tries
//   sooner than they were told to wait: hammering). While guessers have only used addresses, the bucket
//   sits at the reserve and a player from an address of their own gets their PIN checked at once. To keep
//   the reserve from the player, an attacker must spend a new address per reserve token: one every
//   3 s (60 s / 20), so an attacker with A addresses delays the right PIN by at most about A × 3 s
//   (40 addresses: 2 minutes) in any `forgetAfterMs` (15 min: an address quiet that long is new again),
//   and a hammering one barely at all; a player who waits as told stays new.
// - The limit: an attacker with more fresh addresses than that (thousands of IPv6 privacy addresses;
//   only MAX_ADDRESSES records are kept) can keep taking the reserve, and a player who mistyped during an
//   attack waits like a guesser (address backoff, then tokens above the reserve). Guessing stays at
//   20 a minute either way. For that case there is the knock list (knock-list.ts, door-keeper.ts): a
//   refused player knocks with a name and no PIN, and the host, who sees the knock and "someone is
//   guessing the PIN" (the wrong PINs of the last minute), lets them in as if their PIN had been right.
//   A knock checks no PIN and takes no token from this bucket, so it neither helps guessing nor can be
//   locked out by it.
// - Issue 48 item 4: fresh addresses still took the reserve and the right PIN got 'pin-locked' 3 tries in
//   4. Now a try refused for the bucket alone, from an address with no wrong PIN on record (`atDoor`), is
//   not refused: the hello waits at the door, its PIN is compared, and the sender hears 'knocking' whether
//   it was right or wrong; only the host sees "knows the PIN", at the head of the door list. So the right
//   PIN is never refused for others' guessing, and a guesser learns nothing: an answer told to the host
//   only is not a guess answered (a wrong one marks the address, so each address gets one such try per
//   `forgetAfterMs`). Why not admit the right PIN at once: an admission is an answer the guesser sees, so
//   any global limit would have to go, and with it the 20-a-minute bound against address-rich guessers.
// A try is counted when it starts (so parallel tries cannot slip past a count that is not yet written)
// and given back if it turns out right or never reached the PIN check.

import { ok } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

export interface PinLimits {
  freePerAddress: number
  backoffBaseMs: number
  backoffMaxMs: number
  /** An address with no wrong PIN for this long starts afresh. */
  forgetAfterMs: number
  totalBurst: number
  totalPerMinute: number
  /** Tokens of the total bucket only addresses with no wrong PIN may take. */
  newAddressReserve: number
  /** Tries sooner than the address was told to wait after which it no longer counts as new. */
  hastyRetries: number
}

export const DEFAULT_PIN_LIMITS: PinLimits = {
  freePerAddress: 3,
  backoffBaseMs: 2000,
  backoffMaxMs: 60_000,
  forgetAfterMs: 15 * 60_000,
  totalBurst: 20,
  totalPerMinute: 20,
  newAddressReserve: 5,
  hastyRetries: 3
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

/** A try refused for the table's bucket alone, from an address with no wrong PIN on record: it may wait at
 *  the door instead (door-keeper.ts), its PIN compared but the answer told only to the host. */
export interface DoorTry {
  /** The PIN was wrong: the address now has a wrong PIN on record (its next refused try is refused). */
  wrong(): void
}

/**
 * A PIN try must wait: the code says which limit holds it (this address's, or the whole table's),
 * `retryInMs` when it may try again, `firstRefusal` whether this is the first refusal of this wait
 * (worth one line in the host's log); `atDoor`: see DoorTry.
 */
export interface PinWait extends Refusal<'address' | 'table'> {
  retryInMs: number
  firstRefusal: boolean
  atDoor?: DoorTry
}
export type PinDecision = Result<PinAttempt, PinWait>

function wait(code: PinWait['code'], retryInMs: number, firstRefusal: boolean): { ok: false; error: PinWait } {
  const message = `Too many wrong PINs${code === 'table' ? ' at this table' : ''}: try again in ${Math.ceil(retryInMs / 1000)} s.`
  return { ok: false, error: { code, message, retryInMs, firstRefusal } }
}

interface AddressRecord {
  failures: number
  lockedUntil: number
  lastAt: number
  announced: boolean
  /** When a refused try was told it could try again. */
  retryAt: number
  /** Tries refused sooner than `retryAt`. */
  hasty: number
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
      return wait('address', rec.lockedUntil - now, firstRefusal)
    }
    const isNew = rec.failures === 0 && rec.hasty < this.limits.hastyRetries
    const needed = isNew ? 1 : 1 + this.limits.newAddressReserve
    if (this.tokens < needed) {
      const firstRefusal = !this.tableAnnounced
      this.tableAnnounced = true
      const retryInMs = Math.ceil(((needed - this.tokens) * 60_000) / this.limits.totalPerMinute)
      if (now < rec.retryAt) rec.hasty += 1
      rec.retryAt = now + retryInMs
      rec.lastAt = now
      const refused = wait('table', retryInMs, firstRefusal)
      if (isNew) refused.error.atDoor = { wrong: () => void (rec.failures += 1) }
      return refused
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
    return ok({
      right: () => settle(true, true),
      wrong: () => settle(false, false),
      notChecked: () => settle(true, false)
    })
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
      rec = { failures: 0, lockedUntil: 0, lastAt: now, announced: false, retryAt: 0, hasty: 0 }
      this.addresses.set(address, rec)
    }
    return rec
  }
}
