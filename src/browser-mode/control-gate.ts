// Who may use the browser mode's app, checked on every request before anything else runs. Why each rule
// (threats at a LAN party: a stranger on the Wi-Fi, a malicious page in the player's own browser):
// - The server listens on 127.0.0.1 only: nobody else on the network can reach it at all.
// - Host must be 127.0.0.1:<port>: a page on an attacker's domain that resolves to 127.0.0.1 (DNS
//   rebinding) still sends its own name, so it gets nothing, not even the static files.
// - The control socket needs Origin http://127.0.0.1:<port>: a browser always sends Origin on a
//   WebSocket and no page can change it, so another site (or a local file) cannot call in.
// - The control socket needs this run's random key: another local program can send any Origin, but
//   it cannot know the key, which only the page (traded for a one-time code, see code-exchange.ts) and
//   the user's own instance file hold — never an address or a command line.
import { randomBytes } from 'node:crypto'
import { safeEqual } from '../server/table/safe-equal'
import { CONTROL_PATH, KEY_QUERY_PARAM } from '../ipc/loopback'
import type { LoopbackRefusal } from '../ipc/loopback'
import { ok, refuse } from '../engine/result'
import type { Refusal, Result } from '../engine/result'

export const LOOPBACK_HOST = '127.0.0.1'

/** A fresh key per run: 256 bits from the OS, URL-safe. */
export function newControlKey(): string {
  return randomBytes(32).toString('base64url')
}

export interface ControlRequest {
  /** path and query, as in IncomingMessage.url */
  readonly url: string | undefined
  readonly host: string | undefined
  readonly origin: string | undefined
}

export type GateVerdict = Result<null, Refusal<LoopbackRefusal>>

export interface ControlGate {
  /** the page's own origin, http://127.0.0.1:<port> */
  readonly origin: string
  /** any request: only under the app's own Host */
  checkRequest(host: string | undefined): GateVerdict
  /** a WebSocket upgrade: the control path, own Host, own Origin, this run's key — in that order */
  checkUpgrade(request: ControlRequest): GateVerdict
}

/** What each refusal of this gate says (the code is what the page and a test read). */
const WHY = {
  'bad-host': 'The Host header is not this app’s own address.',
  'bad-origin': 'The Origin is not this app’s own page.',
  'no-key': 'The control socket needs this run’s key.',
  'bad-key': 'That is not this run’s key.',
  'not-found': 'There is nothing at this path.'
} satisfies Partial<Record<LoopbackRefusal, string>>
const PASS: GateVerdict = ok(null)
const refused = (code: keyof typeof WHY): GateVerdict => refuse(code, WHY[code])

export function createControlGate(port: number, key: string): ControlGate {
  const ownHost = `${LOOPBACK_HOST}:${port}`
  const origin = `http://${ownHost}`
  const checkRequest = (host: string | undefined): GateVerdict =>
    host?.toLowerCase() === ownHost ? PASS : refused('bad-host')
  return {
    origin,
    checkRequest,
    checkUpgrade({ url, host, origin: from }) {
      const parsed = new URL(url ?? '/', origin)
      if (parsed.pathname !== CONTROL_PATH) return refused('not-found')
      const hostVerdict = checkRequest(host)
      if (!hostVerdict.ok) return hostVerdict
      if (from?.toLowerCase() !== origin) return refused('bad-origin')
      const given = parsed.searchParams.get(KEY_QUERY_PARAM)
      if (!given) return refused('no-key')
      return safeEqual(given, key) ? PASS : refused('bad-key')
    }
  }
}
