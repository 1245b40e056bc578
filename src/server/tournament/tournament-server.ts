// The tournament's port (issue 52): GET serves the built renderer, TOURNAMENT_WS_PATH takes the channel's
// WebSockets (tournament-channel.ts). The same door as a table's: requests must name this machine in Host
// (DNS rebinding) and a WebSocket's Origin must be this host's page or the app (transport/origin-policy.ts);
// frames are capped at MAX_FRAME_BYTES; a table's caps on sockets (per address and in all, else 503), its
// heartbeat (a socket that does not answer a ping is cut) and its PIN limits (table/pin-attempts.ts).
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { TOURNAMENT_WS_PATH } from '../../protocol/tournament-messages'
import { TOURNAMENT_PAGE_PARAM, tournamentPages } from '../../protocol/tournament-urls'
import { MAX_FRAME_BYTES } from '../../protocol/vocabulary'
import { reachableLanAddresses } from '../discovery/interfaces'
import { ERROR_HEADERS } from '../security-headers'
import { DEFAULT_RENDERER_DIR, createStaticHandler } from '../static-files'
import { createOriginPolicy } from '../transport/origin-policy'
import { addressOf } from '../transport/upgrade-gate'
import { DEFAULT_LIMITS, startHeartbeat } from '../transport/ws-transport'
import type { OriginPolicy } from '../transport/origin-policy'
import { exportRoutes } from './export-routes'
import { TournamentChannel } from './tournament-channel'
import type { ChannelDoor } from './tournament-channel'
import type { TournamentHost } from './tournament-host'

export interface TournamentServerOptions extends ChannelDoor {
  /** Bind address (the CLI: 0.0.0.0); default 127.0.0.1. */
  host?: string
  /** 0 picks a free port. */
  port?: number
  rendererDir?: string
  /** WebSocket origins the channel accepts besides its own page and the app (the desktop app's dev
   *  server, the browser mode's page), as a table's `allowedOrigins` */
  allowedOrigins?: readonly string[]
}

export interface TournamentServer {
  readonly port: number
  /** This machine's address; where players join (the player page on each LAN address, protocol/
   *  tournament-urls.ts); the big screen; the director's link (keep it private); the socket. */
  readonly urls: { local: string; lan: string[]; screen: string; director: string; ws: string }
  close(): Promise<void>
}

export async function serveTournament(
  host: TournamentHost,
  options: TournamentServerOptions = {}
): Promise<TournamentServer> {
  const bindHost = options.host ?? '127.0.0.1'
  const serveStatic = createStaticHandler(options.rendererDir ?? DEFAULT_RENDERER_DIR)
  const serveExport = exportRoutes(host)
  let policy: OriginPolicy | null = null
  const http = createServer((req, res) => {
    const verdict = policy?.checkHost(req.headers.host)
    if (verdict === undefined || !verdict.ok) {
      res.writeHead(403, ERROR_HEADERS).end()
      return
    }
    if (toPlayerPage(req, res)) return
    if (serveExport(req, res)) return // the standings and the records, past the same Host check
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, ERROR_HEADERS)
      res.end()
    })
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false })
  let joinUrls: string[] = []
  const channel = new TournamentChannel(host, undefined, undefined, () => joinUrls, options)
  const heartbeat = startHeartbeat(wss, DEFAULT_LIMITS.heartbeatMs)
  const perAddress = new Map<string, number>()
  const refuse = (socket: Duplex, status: string) =>
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname
    if (path !== TOURNAMENT_WS_PATH) return refuse(socket, '404 Not Found')
    const verdict = policy?.checkUpgrade(req.headers.origin, req.headers.host, req.headers['user-agent'])
    if (verdict === undefined || !verdict.ok) return refuse(socket, '403 Forbidden')
    const address = addressOf(req)
    const held = perAddress.get(address) ?? 0
    if (held >= DEFAULT_LIMITS.maxConnectionsPerAddress || wss.clients.size >= DEFAULT_LIMITS.maxConnections)
      return refuse(socket, '503 Service Unavailable')
    perAddress.set(address, held + 1)
    wss.handleUpgrade(req, socket, head, (ws) => {
      heartbeat.watch(ws)
      ws.on('close', () => {
        const left = (perAddress.get(address) ?? 1) - 1
        if (left > 0) perAddress.set(address, left)
        else perAddress.delete(address)
      })
      channel.accept(ws, address)
    })
  })
  const port = await new Promise<number>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port ?? 0, bindHost, () => resolve((http.address() as AddressInfo).port))
  })
  http.on('error', (error) => process.emitWarning(error))
  policy = createOriginPolicy({ port, extraOrigins: options.allowedOrigins ?? [] })
  const localHost = bindHost === '0.0.0.0' || bindHost === '::' ? '127.0.0.1' : bindHost
  const local = `http://${localHost}:${port}/`
  const pages = tournamentPages(local, host.directorKey)
  const lan = reachableLanAddresses(bindHost).map((a) => tournamentPages(`http://${a}:${port}/`).join)
  joinUrls = lan.length > 0 ? lan : [tournamentPages(local).join]
  return {
    port,
    urls: {
      local,
      lan,
      screen: pages.screen,
      director: pages.director ?? '',
      ws: `ws://${localHost}:${port}${TOURNAMENT_WS_PATH}`
    },
    async close() {
      heartbeat.stop()
      channel.close()
      wss.close()
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    }
  }
}

/** A typed bare address lands on the player's page (the page itself is the same renderer). */
function toPlayerPage(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url !== '/') return false
  res.writeHead(302, { ...ERROR_HEADERS, location: `/?${TOURNAMENT_PAGE_PARAM}` }).end()
  return true
}
