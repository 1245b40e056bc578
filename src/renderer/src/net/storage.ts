// What the renderer remembers in the browser: the seat token per table (sessionStorage first, so two
// tabs can hold two seats; localStorage as well, so a restarted app gets its seat back), the player's
// name, recent tables and the sound mode. Every access tolerates storage being unavailable.
import type { SoundMode } from '../../../protocol/vocabulary'

export type { SoundMode }

export interface StoredSeat {
  tableId: string
  token: string
  name: string
}

export interface RecentTable {
  address: string
  name: string
  tableId: string
  /** epoch ms of the last join */
  at: number
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const PREFIX = '535.'
const MAX_RECENT = 8

function stores(): Store[] {
  const out: Store[] = []
  try {
    if (typeof sessionStorage !== 'undefined') out.push(sessionStorage)
  } catch {
    // blocked
  }
  try {
    if (typeof localStorage !== 'undefined') out.push(localStorage)
  } catch {
    // blocked
  }
  return out
}

function read<T>(key: string, from: Store[] = stores()): T | null {
  for (const store of from) {
    try {
      const raw = store.getItem(PREFIX + key)
      if (raw !== null) return JSON.parse(raw) as T
    } catch {
      // unreadable: try the next
    }
  }
  return null
}

function write(key: string, value: unknown, to: Store[] = stores()): void {
  for (const store of to) {
    try {
      store.setItem(PREFIX + key, JSON.stringify(value))
    } catch {
      // full or blocked
    }
  }
}

function remove(key: string, from: Store[] = stores()): void {
  for (const store of from) {
    try {
      store.removeItem(PREFIX + key)
    } catch {
      // blocked
    }
  }
}

function local(): Store[] {
  return stores().slice(-1)
}

function session(): Store[] {
  try {
    return typeof sessionStorage !== 'undefined' ? [sessionStorage] : []
  } catch {
    return [] // blocked
  }
}

/**
 * The host-control key of the table at `address`, kept for this tab only (sessionStorage): a reload
 * keeps the lobby's controls after the key has left the address bar, and no other tab or later visit
 * finds it.
 */
export function loadHostKey(address: string): string | null {
  const key = read<unknown>(`hostKey.${address}`, session())
  return typeof key === 'string' ? key : null
}

export function saveHostKey(address: string, key: string): void {
  write(`hostKey.${address}`, key, session())
}

/** The seat this browser holds at the table reached at `address` (host:port), if any. */
export function loadSeat(address: string): StoredSeat | null {
  const seat = read<StoredSeat>(`seat.${address}`)
  return seat && typeof seat.token === 'string' && typeof seat.tableId === 'string' ? seat : null
}

/** The seat this tab itself holds or held at `address` (sessionStorage only): a reload's, not another
 *  window's. A seat only another window of this browser holds is asked for first (issue 51). */
export function loadTabSeat(address: string): StoredSeat | null {
  const seat = read<StoredSeat>(`seat.${address}`, session())
  return seat && typeof seat.token === 'string' && typeof seat.tableId === 'string' ? seat : null
}

export function saveSeat(address: string, seat: StoredSeat): void {
  write(`seat.${address}`, seat)
}

export function forgetSeat(address: string): void {
  remove(`seat.${address}`)
}

export function loadName(): string {
  const name = read<string>('name', local())
  return typeof name === 'string' ? name : ''
}

export function saveName(name: string): void {
  write('name', name, local())
}

export function loadRecent(): RecentTable[] {
  const list = read<RecentTable[]>('recent', local())
  return Array.isArray(list)
    ? list.filter((r) => typeof r?.address === 'string' && !oldSoloTable(r)).slice(0, MAX_RECENT)
    : []
}

/** The desktop app's solo table (named "Solo", on this computer only), which older versions listed
 *  among the recent tables: its address is dead once the solo match is left. */
function oldSoloTable(entry: RecentTable): boolean {
  return entry.name === 'Solo' && /^(127\.0\.0\.1|localhost):/.test(entry.address)
}

export function rememberTable(entry: RecentTable): RecentTable[] {
  const list = [entry, ...loadRecent().filter((r) => r.address !== entry.address)].slice(0, MAX_RECENT)
  write('recent', list, local())
  return list
}

export function forgetTable(address: string): RecentTable[] {
  const list = loadRecent().filter((r) => r.address !== address)
  write('recent', list, local())
  return list
}

export function loadSound(): SoundMode {
  const mode = read<unknown>('soundMode', local())
  if (mode === 'turn' || mode === 'all' || mode === 'off') return mode
  // The older on/off switch: "on" meant every effect; off was the default, now the turn cue is.
  return read<boolean>('sound', local()) === true ? 'all' : 'turn'
}

export function saveSound(mode: SoundMode): void {
  write('soundMode', mode, local())
}

/** A preference kept in localStorage: one of `allowed`, else `fallback`. */
export function loadPref<T extends string, F extends T | null>(
  key: string,
  allowed: readonly T[],
  fallback: F
): T | F {
  const value = read<string>(`pref.${key}`, local())
  return allowed.find((a) => a === value) ?? fallback
}

export function savePref(key: string, value: string): void {
  write(`pref.${key}`, value, local())
}

/** The player's picked cards, kept per tab so a reload keeps them (only for the same round). */
export function loadSelection(address: string): { round: number; cards: string[] } | null {
  const saved = read<{ round: number; cards: string[] }>(`selection.${address}`, stores().slice(0, 1))
  return saved && typeof saved.round === 'number' && Array.isArray(saved.cards)
    ? { round: saved.round, cards: saved.cards.filter((c) => typeof c === 'string' && /^\d+-\d+$/.test(c)) }
    : null
}

export function saveSelection(address: string, round: number, cards: readonly string[]): void {
  write(`selection.${address}`, { round, cards }, stores().slice(0, 1))
}

/** The player's own hand order (lib/hand-arrangement.ts), kept per tab so a reload keeps it. */
export function loadHandArrangement(): { tableId: string; round: number; keys: string[] } | null {
  const saved = read<{ tableId: string; round: number; keys: string[] }>('handArrangement', session())
  return saved && typeof saved.tableId === 'string' && typeof saved.round === 'number' && Array.isArray(saved.keys)
    ? { tableId: saved.tableId, round: saved.round, keys: saved.keys.filter((k) => typeof k === 'string') }
    : null
}

export function saveHandArrangement(order: { tableId: string; round: number; keys: readonly string[] } | null): void {
  if (order === null) remove('handArrangement', session())
  else write('handArrangement', order, session())
}

/** Issue 52: the entrant this browser registered at the tournament reached at `address` (host:port): their
 *  token (kept like a seat's, so a reload or a restarted app comes back as the same player) and name. */
export interface StoredEntrant {
  token: string
  name: string
}

export function loadEntrant(address: string): StoredEntrant | null {
  const entrant = read<StoredEntrant>(`tournament.${address}`)
  return entrant && typeof entrant.token === 'string' && typeof entrant.name === 'string' ? entrant : null
}

export function saveEntrant(address: string, entrant: StoredEntrant): void {
  write(`tournament.${address}`, entrant)
}

export function forgetEntrant(address: string): void {
  remove(`tournament.${address}`)
}
