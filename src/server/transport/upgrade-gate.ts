// Who may open a WebSocket: only at WS_PATH (else 404), from an Origin and Host the policy accepts
// (origin-policy.ts, else 403), and within the connection caps per address and in total (else 503, unless
// the census makes room: socket-census.ts). A refusal is a plain HTTP answer with the reason as its body
// (non-browser clients can read it) and the security headers of every refusal (security-headers.ts).
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WS_PATH } from '../../protocol/vocabulary'
import { rawErrorAnswer } from '../security-headers'
import type { TableEvent } from '../table/table-events'
import type { OriginPolicy } from './origin-policy'
import type { SocketCensus } from './socket-census'

/** A refused connection is reported at most this often per address (a page retrying must not flood the log). */
const REPORT_EVERY_MS = 60_000

export interface UpgradeGate {
  policy: OriginPolicy
  census: SocketCensus
  maxConnectionsPerAddress: number
  maxConnections: number
  report(event: Extract<TableEvent, { type: 'connectionRefused' }>): void
  /** The upgrade passed the gate: hand it to the WebSocket server. */
  admit(req: IncomingMessage, socket: Duplex, head: Buffer): void
}

export function upgradeHandler(
  gate: UpgradeGate
): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  const refuse = refusalReporter(gate)
  return (req, socket, head) => {
    // Node removes its own 'error' listener before 'upgrade': without this one, a peer that resets the
    // connection after a refusal (or while `ws` answers) would throw ECONNRESET and end the process.
    socket.on('error', () => socket.destroy())
    if (pathOf(req.url) !== WS_PATH) {
      socket.end(rawErrorAnswer(404))
      return
    }
    const address = addressOf(req)
    const allowed = gate.policy.checkUpgrade(req.headers.origin, req.headers.host, req.headers['user-agent'])
    if (!allowed.ok) return refuse(socket, address, 403, allowed.error.message)
    if (gate.census.from(address) >= gate.maxConnectionsPerAddress)
      return refuse(socket, address, 503, 'too many connections from this address')
    if (gate.census.size >= gate.maxConnections && !gate.census.makeRoom(address))
      return refuse(socket, address, 503, 'too many connections')
    gate.admit(req, socket, head)
  }
}

/** Answers a refused upgrade and reports it, at most once a minute per address. */
function refusalReporter(gate: UpgradeGate) {
  const reportedAt = new Map<string, number>()
  return (socket: Duplex, address: string, status: number, reason: string): void => {
    const now = Date.now()
    if (now - (reportedAt.get(address) ?? -Infinity) >= REPORT_EVERY_MS) {
      if (reportedAt.size > 1024) reportedAt.clear()
      reportedAt.set(address, now)
      gate.report({ type: 'connectionRefused', address, reason })
    }
    socket.end(rawErrorAnswer(status, `${reason}\n`))
  }
}

/** The remote address without the IPv4-mapped prefix, so `::ffff:10.0.0.5` and `10.0.0.5` count as one. */
export function addressOf(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://host').pathname
  } catch {
    return ''
  }
}
