// The live list of tables on the LAN, fed with sightings and goodbyes. Pure, with an injected clock:
// an entry lives until a goodbye or until its TTL passes without a fresh sighting (hosts that crash or
// drop off the network send no goodbye).
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { TableStatus } from '../../protocol/vocabulary'
import { decodeTableTxt, isCompatible } from '../../protocol/discovery'
import type { TableGame } from '../../protocol/discovery'
import type { TournamentListing } from '../../protocol/tournament-txt'
import type { Sighting } from './sightings'

export interface TableEntry {
  /** mDNS instance name (lower-cased): unique on the network, stable for the table's life. */
  key: string
  id: string
  name: string
  /** IPv4 addresses to try, best first. */
  addresses: string[]
  port: number
  seatsTaken: number
  seatsTotal: number
  pinRequired: boolean
  status: TableStatus | 'unknown'
  /** What the table plays, where it differs from plain play at its seat count (TXT `game`). */
  game: TableGame
  /** Set for a tournament's own port (TXT `kind=tournament`): one entry for the whole evening, whose
   *  tables are not advertised; no seats of its own. */
  tournament: TournamentListing | null
  /** The host's protocol version, or null if it didn't say. */
  protocol: number | null
  /** False for another protocol version: listed so the user sees it, but joining would fail. */
  joinable: boolean
  /** Clock time of the last sighting. */
  lastSeen: number
  /** Clock time after which the entry is dropped unless seen again. */
  expiresAt: number
}

export type RemovalReason = 'goodbye' | 'expired'

export type TableChange =
  | { kind: 'added'; entry: TableEntry }
  | { kind: 'updated'; entry: TableEntry; previous: TableEntry }
  | { kind: 'removed'; entry: TableEntry; reason: RemovalReason }

/** TTLs above this count as this: we re-query every few seconds anyway, and a foreign host announcing
 * hours must not linger that long after it vanishes (120 s: RFC 6762's TTL for host records). */
export const MAX_TTL_SECONDS = 120
/** Anyone on the LAN can announce; a flood must not grow the list without bound. */
export const MAX_ENTRIES = 256

export interface TableListOptions {
  now: () => number
  /** Our protocol version (tests vary it). */
  protocol?: number
}

export class TableList {
  readonly #entries = new Map<string, TableEntry>()
  readonly #now: () => number
  readonly #protocol: number

  constructor(options: TableListOptions) {
    this.#now = options.now
    this.#protocol = options.protocol ?? PROTOCOL_VERSION
  }

  /** Adds or refreshes an entry. Returns the change, or null for a refresh that changed nothing visible. */
  seen(sighting: Sighting): TableChange | null {
    const ad = decodeTableTxt(sighting.txt)
    if (!ad) return null // not one of ours, or garbled beyond use
    const previous = this.#entries.get(sighting.key)
    if (!previous && this.#entries.size >= MAX_ENTRIES) return null
    const now = this.#now()
    const entry: TableEntry = {
      key: sighting.key,
      id: ad.id,
      name: ad.name ?? sighting.instance,
      addresses: sighting.addresses,
      port: sighting.port,
      seatsTaken: ad.seatsTaken,
      seatsTotal: ad.seatsTotal,
      pinRequired: ad.pinRequired,
      status: ad.status,
      game: ad.game,
      tournament: ad.tournament,
      protocol: ad.protocol,
      joinable: isCompatible(ad, this.#protocol),
      lastSeen: now,
      expiresAt: now + Math.min(sighting.ttlSeconds, MAX_TTL_SECONDS) * 1000
    }
    this.#entries.set(sighting.key, entry)
    if (!previous) return { kind: 'added', entry }
    return sameVisible(previous, entry) ? null : { kind: 'updated', entry, previous }
  }

  goodbye(key: string): TableChange | null {
    const entry = this.#entries.get(key)
    if (!entry) return null
    this.#entries.delete(key)
    return { kind: 'removed', entry, reason: 'goodbye' }
  }

  /** Drops every entry whose TTL has passed. */
  expire(): TableChange[] {
    const now = this.#now()
    const removed: TableChange[] = []
    for (const entry of this.#entries.values()) {
      if (entry.expiresAt <= now) {
        this.#entries.delete(entry.key)
        removed.push({ kind: 'removed', entry, reason: 'expired' })
      }
    }
    return removed
  }

  /** True when some entry is past half its TTL: time to ask again before it expires (RFC 6762 §5.2). */
  needsRefresh(): boolean {
    const now = this.#now()
    for (const e of this.#entries.values()) if (now >= (e.lastSeen + e.expiresAt) / 2) return true
    return false
  }

  /** Earliest expiry, or null when the list is empty. */
  nextExpiry(): number | null {
    let next: number | null = null
    for (const e of this.#entries.values()) if (next === null || e.expiresAt < next) next = e.expiresAt
    return next
  }

  /** Joinable tables first, then by name. */
  entries(): TableEntry[] {
    return [...this.#entries.values()].sort(
      (a, b) =>
        Number(b.joinable) - Number(a.joinable) || a.name.localeCompare(b.name) || a.key.localeCompare(b.key)
    )
  }
}

function sameVisible(a: TableEntry, b: TableEntry): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.port === b.port &&
    a.seatsTaken === b.seatsTaken &&
    a.seatsTotal === b.seatsTotal &&
    a.pinRequired === b.pinRequired &&
    a.status === b.status &&
    sameGame(a.game, b.game) &&
    sameTournament(a.tournament, b.tournament) &&
    a.protocol === b.protocol &&
    a.addresses.join() === b.addresses.join()
  )
}

function sameGame(a: TableGame, b: TableGame): boolean {
  return (
    a.twoHands === b.twoHands &&
    a.target === b.target &&
    a.sixteenCards === b.sixteenCards &&
    a.biggerOverwrites === b.biggerOverwrites
  )
}

function sameTournament(a: TournamentListing | null, b: TournamentListing | null): boolean {
  if (a === null || b === null) return a === b
  return (
    a.name === b.name &&
    a.format === b.format &&
    a.stage === b.stage &&
    a.stages === b.stages &&
    a.status === b.status
  )
}
