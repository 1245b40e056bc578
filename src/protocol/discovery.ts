// What a hosted table says about itself over mDNS (DNS-SD TXT record), shared by the advertiser and the
// browser. Pure: no Node, so the renderer may use the types and decoder too.
// TXT values arrive from anyone on the LAN, so decoding is defensive: bad fields fall back or drop the ad.
import { NAME_MAX_LENGTH, PROTOCOL_VERSION, TABLE_STATUSES } from './vocabulary'
import type { TableStatus } from './vocabulary'

/** bonjour-service's `type` (it adds the underscores): on the wire `_fivethreefive._tcp.local`. */
export const MDNS_SERVICE_NAME = 'fivethreefive'
export const MDNS_SERVICE_TYPE = `_${MDNS_SERVICE_NAME}._tcp`
export const MDNS_SERVICE_DOMAIN = `${MDNS_SERVICE_TYPE}.local`

/** TXT keys: short (RFC 6763 §6.4 favours ≤ 9 characters) and stable across protocol versions. */
export const TXT_KEYS = {
  protocol: 'proto',
  id: 'id',
  name: 'name',
  seats: 'seats',
  pin: 'pin',
  status: 'status'
} as const

/** The public facts about a hosted table (no seat names, no tokens). */
export interface TableAd {
  id: string
  name: string
  seatsTaken: number
  seatsTotal: number
  pinRequired: boolean
  status: TableStatus
}

/** A decoded TXT record. `protocol` is null when absent or garbled: such a table is never joinable. */
export interface DecodedTableAd {
  protocol: number | null
  id: string
  name: string | null
  seatsTaken: number
  seatsTotal: number
  pinRequired: boolean
  status: TableStatus | 'unknown'
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
const SEATS_PATTERN = /^(\d{1,2})\/(\d{1,2})$/

export function encodeTableTxt(ad: TableAd, protocol: number = PROTOCOL_VERSION): Record<string, string> {
  return {
    [TXT_KEYS.protocol]: String(protocol),
    [TXT_KEYS.id]: ad.id,
    [TXT_KEYS.name]: cleanName(ad.name) ?? '',
    [TXT_KEYS.seats]: `${ad.seatsTaken}/${ad.seatsTotal}`,
    [TXT_KEYS.pin]: ad.pinRequired ? '1' : '0',
    [TXT_KEYS.status]: ad.status
  }
}

/**
 * Untrusted TXT key/values → an ad, or null when it cannot identify a table (no valid id).
 * Keys are matched case-insensitively (RFC 6763 §6.4); other fields fall back to neutral values so a
 * table from a newer app still shows up (not joinable) instead of vanishing.
 */
export function decodeTableTxt(txt: Readonly<Record<string, string>>): DecodedTableAd | null {
  const get = (key: string): string | undefined => txt[key] ?? txt[key.toUpperCase()]
  const id = get(TXT_KEYS.id)
  if (id === undefined || !ID_PATTERN.test(id)) return null
  const seats = SEATS_PATTERN.exec(get(TXT_KEYS.seats) ?? '')
  const seatsTotal = seats ? Number(seats[2]) : 0
  const status = get(TXT_KEYS.status)
  return {
    protocol: parseProtocol(get(TXT_KEYS.protocol)),
    id,
    name: cleanName(get(TXT_KEYS.name) ?? ''),
    seatsTaken: seats ? Math.min(Number(seats[1]), seatsTotal) : 0,
    seatsTotal,
    pinRequired: get(TXT_KEYS.pin) === '1',
    status: (TABLE_STATUSES as readonly string[]).includes(status ?? '') ? (status as TableStatus) : 'unknown'
  }
}

/** A table is joinable only by an app speaking the same protocol version. */
export function isCompatible(
  ad: Pick<DecodedTableAd, 'protocol'>,
  protocol: number = PROTOCOL_VERSION
): boolean {
  return ad.protocol === protocol
}

function parseProtocol(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return null
  return Number(value)
}

/** Control characters stripped, trimmed, cut to the lobby's name limit; empty → null. */
function cleanName(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const name = [...raw.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, NAME_MAX_LENGTH).join('').trim()
  return name === '' ? null : name
}
