// Limits of the HTTP side of the host's one port, so idle or slow sockets cannot pile up or crowd out
// real browsers (issue 22, slowloris):
// - deadlines, kept to the millisecond by a timer per socket (Node's own checks run only every
//   `checkIntervalMs` and restart after a keep-alive wait, so alone they cut at up to 15 s and 36 s): a
//   socket must finish the headers of each request within `headersTimeoutMs` of connecting (or of the
//   end of its previous response), and the whole request within `requestTimeoutMs` of the same moment;
//   an idle keep-alive socket closes after `keepAliveTimeoutMs`. Node's checks stay as a backstop.
// - per address: past `maxSocketsPerAddress` open sockets from one address, new ones are dropped at once.
// - in total: a new socket that finds `maxSockets` open makes room instead of being dropped. The socket to
//   go is one of the address that holds the most HTTP sockets, and only if it holds more than the
//   newcomer's address: first one still waiting for its headers (or idle between requests), oldest
//   first, else the oldest busy one. WebSockets count towards the caps but are never cut here (their own
//   caps are in ws-transport.ts); once upgraded they are no longer subject to the deadlines.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { rawErrorAnswer } from '../security-headers'

export interface HttpLimits {
  headersTimeoutMs: number
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
  checkIntervalMs: number
  maxSocketsPerAddress: number
  maxSockets: number
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 2_000,
  // A browser opens about six sockets per host, plus its WebSocket; a phone and a laptop behind one
  // address (a guest network's NAT) still fit.
  maxSocketsPerAddress: 32,
  maxSockets: 256
}

/** The options `http.createServer` needs for these limits (the deadline check interval is fixed there). */
export function serverOptions(limits: HttpLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs
  }
}

/** What the host answers a socket that missed its deadline (as Node does), before closing it. */
const TIMEOUT_ANSWER = rawErrorAnswer(408)

/** A socket cut for a deadline that does not read its 408 is destroyed this much later. */
const CUT_GRACE_MS = 1000

interface Tracked {
  address: string
  /** waiting: for the headers of a request (new or keep-alive); busy: a request in flight; upgraded. */
  phase: 'waiting' | 'busy' | 'upgraded'
  /** Requests whose response has not finished (pipelining). */
  inFlight: number
  /** When the current deadlines started: connection, or the end of the previous response. */
  since: number
  timer: NodeJS.Timeout | null
}

/** The socket caps and deadlines, on a server made with `serverOptions`. */
export function capSockets(server: Server, limits: HttpLimits): void {
  // A backstop only: the total cap is kept below by making room (Node would drop silently at this one).
  server.maxConnections = limits.maxSockets * 2
  const sockets = new HttpSockets(limits)
  server.on('connection', (socket: Socket) => sockets.open(socket))
  server.on('request', (req: IncomingMessage, res: ServerResponse) => sockets.request(req, res))
  // Runs before the WebSocket transport's listener; a socket handed over is no longer HTTP's to cut.
  server.prependListener('upgrade', (req: IncomingMessage, socket: Socket) => {
    // No other listener left (the transport closed): nobody would ever answer this socket.
    sockets.upgraded(socket, server.listenerCount('upgrade') === 1)
  })
}

/** Every open socket of the server, its phase and its deadline timer. */
class HttpSockets {
  private readonly perAddress = new Map<string, number>()
  /** Every open socket, in opening order. */
  private readonly tracked = new Map<Socket, Tracked>()

  constructor(private readonly limits: HttpLimits) {}

  open(socket: Socket): void {
    const address = (socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
    const open = this.perAddress.get(address) ?? 0
    const full = this.tracked.size >= this.limits.maxSockets
    if (open >= this.limits.maxSocketsPerAddress || (full && !this.makeRoom(address))) {
      socket.destroy()
      return
    }
    this.perAddress.set(address, open + 1)
    const entry: Tracked = { address, phase: 'waiting', inFlight: 0, since: 0, timer: null }
    this.tracked.set(socket, entry)
    this.waitForHeaders(socket, entry)
    socket.once('close', () => this.forget(socket))
  }

  request(req: IncomingMessage, res: ServerResponse): void {
    const socket = req.socket
    const entry = this.tracked.get(socket)
    if (entry === undefined) return
    entry.phase = 'busy'
    entry.inFlight++
    // The body must arrive within the request deadline; the response may take as long as it needs.
    this.arm(socket, entry, entry.since + this.limits.requestTimeoutMs, () => !req.complete)
    const done = () => {
      entry.inFlight--
      if (entry.inFlight > 0 || this.tracked.get(socket) !== entry) return
      if (req.complete) this.waitForHeaders(socket, entry)
      // A body still coming after the answer (Node reads and drops it): the request deadline stays.
      else
        req.once(
          'end',
          () => entry.inFlight === 0 && entry.phase === 'busy' && this.waitForHeaders(socket, entry)
        )
    }
    res.once('finish', done)
  }

  /** A socket handed over to the WebSocket transport: no deadlines any more (destroyed when unanswerable). */
  upgraded(socket: Socket, unanswerable: boolean): void {
    const entry = this.tracked.get(socket)
    if (entry === undefined) return
    entry.phase = 'upgraded'
    if (entry.timer !== null) clearTimeout(entry.timer)
    entry.timer = null
    if (unanswerable) socket.destroy()
  }

  private arm(socket: Socket, entry: Tracked, atMs: number, stillDue: () => boolean): void {
    if (entry.timer !== null) clearTimeout(entry.timer)
    entry.timer = setTimeout(
      () => {
        entry.timer = null
        if (this.tracked.get(socket) === entry && stillDue()) cut(socket, entry)
      },
      Math.max(0, atMs - Date.now())
    )
    entry.timer.unref()
  }

  private waitForHeaders(socket: Socket, entry: Tracked): void {
    entry.phase = 'waiting'
    entry.since = Date.now()
    this.arm(socket, entry, entry.since + this.limits.headersTimeoutMs, () => entry.phase === 'waiting')
  }

  /** Cuts one socket for a newcomer from `address` (see the header); false when none may go. */
  private makeRoom(address: string): boolean {
    const top = this.crowdedAddress(address)
    if (top === null) return false
    let victim: Socket | null = null
    for (const [socket, entry] of this.tracked) {
      if (entry.address !== top || entry.phase === 'upgraded') continue
      if (entry.phase === 'waiting') {
        victim = socket
        break
      }
      victim ??= socket
    }
    if (victim === null) return false
    this.forget(victim)
    victim.destroy()
    return true
  }

  /** The address holding the most HTTP sockets, if it holds more than `newcomer`; else null. */
  private crowdedAddress(newcomer: string): string | null {
    const counts = new Map<string, number>()
    for (const entry of this.tracked.values()) {
      if (entry.phase !== 'upgraded') counts.set(entry.address, (counts.get(entry.address) ?? 0) + 1)
    }
    let top: string | null = null
    let most = counts.get(newcomer) ?? 0
    for (const [candidate, count] of counts) {
      if (count > most) {
        top = candidate
        most = count
      }
    }
    return top
  }

  private forget(socket: Socket): void {
    const entry = this.tracked.get(socket)
    if (entry === undefined) return
    this.tracked.delete(socket)
    if (entry.timer !== null) clearTimeout(entry.timer)
    const left = (this.perAddress.get(entry.address) ?? 1) - 1
    if (left <= 0) this.perAddress.delete(entry.address)
    else this.perAddress.set(entry.address, left)
  }
}

function cut(socket: Socket, entry: Tracked): void {
  if (socket.destroyed) return
  // Between requests the 408 is a whole answer; mid-request (its answer may be on the way) just close.
  if (entry.phase !== 'waiting') return void socket.destroy()
  socket.end(TIMEOUT_ANSWER)
  setTimeout(() => socket.destroy(), CUT_GRACE_MS).unref()
}
