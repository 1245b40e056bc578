// Manual `host:port` entry and the join URL a host shows (as text and as a QR code). These always work
// where multicast (mDNS) is blocked. Pure: used by the renderer, main and the CLI alike.
import { DEFAULT_PORT } from './vocabulary'
import { ok, refuse } from '../engine/result'
import type { Refusal, Result } from '../engine/result'

export type HostKind = 'ipv4' | 'ipv6' | 'hostname'

export interface HostPort {
  /** IPv6 without brackets (may carry a `%zone`). */
  host: string
  port: number
  kind: HostKind
}

export type HostPortError = 'empty' | 'bad-host' | 'bad-port'

export type HostPortResult = Result<HostPort, Refusal<HostPortError>>

const WHY: Record<HostPortError, string> = {
  empty: 'No address was given.',
  'bad-host': 'That is not a host name or an IP address.',
  'bad-port': 'The port must be a number from 1 to 65535.'
}
const refused = (code: HostPortError): HostPortResult => refuse(code, WHY[code])

/**
 * Parses what a user types to reach a table: `10.0.0.5`, `10.0.0.5:5350`, `[fe80::1%eth0]:5350`,
 * `fe80::1`, `card-table.local:5350`. A pasted join URL (`http://…/`) is accepted too.
 */
export function parseHostPort(input: string, defaultPort: number = DEFAULT_PORT): HostPortResult {
  let text = input.trim()
  if (text === '') return refused('empty')
  // Tolerate a pasted join URL: drop the scheme and anything from the path on.
  text = text.replace(/^https?:\/\//i, '').replace(/[/?#].*$/, '')
  if (text === '') return refused('empty')

  let host: string
  let portText: string | undefined
  if (text.startsWith('[')) {
    const m = /^\[([^\]]+)\](?::(.*))?$/.exec(text)
    if (!m?.[1]) return refused('bad-host')
    host = m[1].replace(/%25/, '%')
    portText = m[2]
    if (!isIPv6(host)) return refused('bad-host')
  } else if ((text.match(/:/g) ?? []).length > 1) {
    // Two or more colons without brackets: a bare IPv6 address, so there is no port to split off.
    host = text
    if (!isIPv6(host)) return refused('bad-host')
  } else {
    const colon = text.indexOf(':')
    host = colon === -1 ? text : text.slice(0, colon)
    portText = colon === -1 ? undefined : text.slice(colon + 1)
  }

  const port = portText === undefined ? defaultPort : parsePort(portText)
  if (port === null) return refused('bad-port')
  const kind = hostKind(host)
  if (kind === null) return refused('bad-host')
  return ok({ host: kind === 'hostname' ? host.replace(/\.$/, '').toLowerCase() : host, port, kind })
}

/** `http://10.0.0.5:5350/`, `http://[fe80::1%25eth0]:5350/`: what a browser or the app opens. */
export function joinUrl(host: string, port: number): string {
  const authority = isIPv6(host) ? `[${host.replace('%', '%25')}]` : host
  return `http://${authority}:${port}/`
}

/**
 * The same URL in the form that makes the smallest QR code: QR's alphanumeric mode holds only
 * 0-9, A-Z, space and $%*+-./:, so an upper-cased `HTTP://10.0.0.5:5350/` fits a smaller symbol than
 * the lower-case form (scheme and host are case-insensitive). URLs that can't be upper-cased safely
 * (IPv6 zones are case-sensitive interface names; brackets leave the mode anyway) are returned as is.
 */
export function qrJoinText(host: string, port: number): string {
  const url = joinUrl(host, port)
  const upper = url.toUpperCase()
  return /^[0-9A-Z $%*+\-./:]*$/.test(upper) && !url.includes('[') ? upper : url
}

function parsePort(text: string): number | null {
  if (!/^\d{1,5}$/.test(text)) return null
  const port = Number(text)
  return port >= 1 && port <= 65535 ? port : null
}

function hostKind(host: string): HostKind | null {
  if (isIPv4(host)) return 'ipv4'
  if (isIPv6(host)) return 'ipv6'
  if (/^[\d.]+$/.test(host)) return null // looks numeric but is not a valid IPv4 (e.g. 10.0.0.300)
  return isHostname(host) ? 'hostname' : null
}

export function isIPv4(text: string): boolean {
  const parts = text.split('.')
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)
}

/** RFC 4291 text forms, with an optional `%zone` (link-local scope) and an embedded IPv4 tail. */
export function isIPv6(text: string): boolean {
  const [address = '', zone, ...rest] = text.split('%')
  if (rest.length > 0 || (zone !== undefined && !/^[\w.-]{1,32}$/.test(zone))) return false
  const halves = address.split('::')
  if (halves.length > 2) return false
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')))
  let count = groups.length
  const last = groups[groups.length - 1]
  if (last?.includes('.')) {
    // An IPv4 tail (::ffff:10.0.0.5) ends the address and stands for two groups.
    if (!isIPv4(last) || !address.endsWith(last)) return false
    groups.pop()
    count += 1
  }
  if (!groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return false
  return halves.length === 2 ? count <= 7 : count === 8
}

function isHostname(host: string): boolean {
  const name = host.replace(/\.$/, '')
  if (name.length === 0 || name.length > 253) return false
  return name.split('.').every((label) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label))
}
