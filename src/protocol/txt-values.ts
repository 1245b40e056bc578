// The TXT record's keys and how an untrusted value is read, shared by a table's record (./discovery.ts)
// and a tournament's (./tournament-txt.ts). TXT values arrive from anyone on the LAN: each reader here
// bounds what it takes and answers undefined or null for anything it cannot use.
import { NAME_MAX_LENGTH } from './vocabulary'

/** TXT keys: short (RFC 6763 §6.4 favours ≤ 9 characters) and stable across protocol versions. */
export const TXT_KEYS = {
  protocol: 'proto',
  id: 'id',
  name: 'name',
  seats: 'seats',
  pin: 'pin',
  status: 'status',
  game: 'game',
  /** absent on a table; `tournament` on a tournament's own port */
  kind: 'kind',
  format: 'format',
  /** `n/m`: the tournament's stage n of m */
  stage: 'stage'
} as const

export type TxtKey = (typeof TXT_KEYS)[keyof typeof TXT_KEYS]

/** A key's value; keys are matched case-insensitively (RFC 6763 §6.4). */
export function txtValue(txt: Readonly<Record<string, string>>, key: TxtKey): string | undefined {
  return txt[key] ?? txt[key.toUpperCase()]
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** The id that names the instance, when it has the shape of one. */
export function txtId(value: string | undefined): string | null {
  return value !== undefined && ID_PATTERN.test(value) ? value : null
}

export function txtProtocol(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return null
  return Number(value)
}

/** Control characters stripped, trimmed, cut to the lobby's name limit; empty → null. */
export function txtName(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const name = [...raw.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, NAME_MAX_LENGTH).join('').trim()
  return name === '' ? null : name
}
