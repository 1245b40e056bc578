// Who may talk to a table host: the Host header (against DNS rebinding) and the Origin header (against
// web pages). Why each rule:
// - Host: a page on an attacker's domain can make that domain resolve to this machine (DNS rebinding)
//   and then read the host's answers as same-origin. The browser still sends the attacker's name as
//   Host, so only names that are this machine's own are served: IP literals of its interfaces,
//   `localhost`, and `<hostname>.local` names (mDNS answers only on the LAN; an attacker's DNS cannot
//   give them out).
// - Origin: a browser always sends Origin on a WebSocket handshake and a page cannot set it. The table
//   accepts its own served page (http://<own address>:<port>), the desktop app (below) and origins the
//   process adds on purpose (the desktop app in development adds its dev server). `null` and every
//   other site are refused.
// - The desktop app loads its window from a file, so its WebSockets say `Origin: file://`, to its own
//   tables and to other hosts' (a CLI table it found on the LAN). A local HTML file opened in a browser
//   says the same, so `file://` is accepted only with the app's product token in the User-Agent
//   (protocol/desktop-agent.ts): the WebSocket API lets a page set no header, so a page in a browser,
//   from a file or a site, cannot send both. (A program that is not a browser can send anything; the
//   Origin check is not meant for those, see below.)
// - No Origin at all: not a browser (the CLI, bots, tests, other tools). Accepted: such a client can
//   send any Origin it likes, so refusing it would protect nothing and break every non-browser client.
// The Host of a WebSocket is checked only with a web origin: rebinding needs a page at the attacker's
// origin, which is refused anyway, while the desktop app may reach a table under any name its user typed.
import { hostname, networkInterfaces } from 'node:os'
import { isIP } from 'node:net'
import { carriesDesktopAppProduct } from '../../protocol/desktop-agent'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

/** The Origin Chromium sends for a page loaded from a file: the desktop app's (see above). */
const FILE_ORIGIN = 'file://'

/** Why a request is not let in; the message says it to the log and the refused client. */
export type OriginProblem = 'no-host' | 'host-too-long' | 'foreign-host' | 'origin-too-long' | 'file-origin' | 'foreign-origin' | 'not-listening'
export type Verdict = Result<null, Refusal<OriginProblem>>

const LET_IN: Verdict = ok(null)
/** Before the server listens there is no port to check a Host against (no request arrives then). */
export const NOT_LISTENING_YET: Verdict = refuse('not-listening', 'not listening yet')

export interface OriginPolicy {
  /** Is `host` (the Host header) one of this server's own names with its port? */
  checkHost(host: string | undefined): Verdict
  /** May a WebSocket with this Origin (and Host, and User-Agent) take part? */
  checkUpgrade(origin: string | undefined, host: string | undefined, userAgent?: string): Verdict
}

export interface OriginPolicyOptions {
  port: number
  /** Origins accepted besides the served page and the app (exact, e.g. `http://localhost:5173`). */
  extraOrigins?: readonly string[]
  /**
   * Other ports of this machine whose served page may talk to this server (issue 52: a tournament's page,
   * on the tournament's port, joins its tables on theirs). Read at each check: the tournament's port is
   * known only once it listens. The page must still be under one of this machine's own names.
   */
  pagePorts?: () => readonly number[]
  /** This machine's addresses (default: every interface's, read again at most every few seconds). */
  addresses?: () => readonly string[]
  /** The machine's host name, for `<name>.local` (default: os.hostname()). */
  machineName?: string
}

const ADDRESS_CACHE_MS = 3000

/**
 * A DNS name has at most 253 characters: with `http://`, brackets and a port, a real Host or Origin stays
 * under this. Longer ones are refused before any parsing (bounded work per request, issue 22: `new URL`
 * spends about a millisecond on a few KiB of non-ASCII host) and are not quoted back.
 */
const MAX_HEADER_NAME = 300

export function createOriginPolicy(options: OriginPolicyOptions): OriginPolicy {
  const extra = new Set((options.extraOrigins ?? []).map((o) => o.toLowerCase()))
  const addresses = options.addresses ?? cachedInterfaceAddresses()
  const label = localLabel(options.machineName ?? hostname())

  const isOwnName = (name: string): boolean => {
    const bare = name
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '')
    if (bare === 'localhost') return true
    if (isIP(bare) !== 0) return bare === '127.0.0.1' || bare === '::1' || addresses().includes(bare)
    // `<hostname>.local`, and the per-table names the advertiser publishes (`<hostname>-<id>.local`).
    if (!bare.endsWith('.local') || label === '') return false
    const first = bare.slice(0, -'.local'.length)
    return first === label || first.startsWith(`${label}-`)
  }

  /** `name:port` as in a Host header or a URL's host; the port may be left out only when it is 80. */
  const isOwnHostAndPort = (hostAndPort: string, port: string): boolean =>
    isOwnName(hostAndPort) && Number(port === '' ? 80 : port) === options.port

  /** A page this machine serves on this port or on one of the sibling pages' ports. */
  const isOwnPage = (name: string, port: string): boolean => {
    const number = Number(port === '' ? 80 : port)
    return isOwnName(name) && (number === options.port || (options.pagePorts?.() ?? []).includes(number))
  }

  const checkHost = (host: string | undefined): Verdict => {
    if (host === undefined || host === '') return refuse('no-host', 'no Host header')
    if (host.length > MAX_HEADER_NAME) return refuse('host-too-long', 'the Host header is too long')
    const parsed = parseHost(host)
    if (parsed === null || !isOwnHostAndPort(parsed.name, parsed.port))
      return refuse('foreign-host', `${host} is not this table's address`)
    return LET_IN
  }

  return {
    checkHost,
    checkUpgrade(origin, host, userAgent) {
      if (origin === undefined) return LET_IN
      if (origin.length > MAX_HEADER_NAME) return refuse('origin-too-long', 'the Origin header is too long')
      const wanted = origin.toLowerCase()
      if (extra.has(wanted)) return LET_IN
      if (wanted === FILE_ORIGIN) {
        return carriesDesktopAppProduct(userAgent)
          ? LET_IN
          : refuse('file-origin', 'origin file:// is allowed only for the Five Three Five app')
      }
      // A web page: only the page this host served, under a name that is this host's own.
      let url: URL
      try {
        url = new URL(wanted)
      } catch {
        return refuse('foreign-origin', `origin ${origin} is not allowed`)
      }
      if (url.protocol !== 'http:' || url.origin !== wanted || !isOwnPage(url.hostname, url.port))
        return refuse('foreign-origin', `origin ${origin} is not allowed`)
      return checkHost(host)
    }
  }
}

function parseHost(host: string): { name: string; port: string } | null {
  try {
    const url = new URL(`http://${host}`)
    if (url.host !== host.toLowerCase() && url.host !== `${host.toLowerCase()}:80`) return null
    return { name: url.hostname, port: url.port }
  } catch {
    return null
  }
}

function localLabel(machine: string): string {
  return (machine.split('.')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/^-+|-+$/g, '')
}

function cachedInterfaceAddresses(): () => readonly string[] {
  let at = -Infinity
  let list: string[] = []
  return () => {
    const now = Date.now()
    if (now - at > ADDRESS_CACHE_MS) {
      list = Object.values(networkInterfaces()).flatMap((infos) =>
        (infos ?? []).map((i) => i.address.toLowerCase().replace(/%.*$/, ''))
      )
      at = now
    }
    return list
  }
}
