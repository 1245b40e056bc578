// One table served on one port: GET → the built renderer, WS_PATH → the table over WebSocket.
// Used by the CLI (`npm run host`), the Electron main process and the tests.
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEFAULT_OPTIONS, MAX_SEATS, MIN_SEATS, resolveOptions, type TableOptions } from '../engine'
import type { RecordRound } from '../protocol/match-record'
import {
  NAME_MAX_LENGTH,
  PIN_PATTERN,
  PROTOCOL_VERSION,
  TOKEN_PATTERN,
  WS_PATH
} from '../protocol/vocabulary'
import type { BotLevel } from '../protocol/vocabulary'
import { gameOptionsOf } from '../protocol/discovery'
import type { TableFacts } from '../protocol/table-facts'
import { simplestLegalPlayer, type BotPlayer } from './bot-player'
import { systemClock } from './clock'
import type { Clock } from './clock'
import type { AdvertisedTable } from './discovery/advertiser'
import { reachableLanAddresses } from './discovery/interfaces'
import { FileStorage, SaveLoadError, latestSavePath, loadSaveOrBackup } from './persistence/file-storage'
import type { TableStorage } from './persistence/table-storage'
import { cryptoRandom, withSeededDeals } from './random-source'
import type { RandomSource } from './random-source'
import { answerClientError, ERROR_HEADERS } from './security-headers'
import { answerTableFacts } from './table-facts-route'
import { staticWithJoinForm } from './join-shell'
import { Table } from './table/table'
import type { TableDeps } from './table/table'
import { hostSettings } from './host-settings'
import type { RoomLimits } from './table/room-limits'
import type { Dealer, HostSettings, TableSettings } from './table/table-config'
import type { ReservedSeat } from './table/table-state'
import type { TableEvent } from './table/table-events'
import type { TableSummary } from './table/table-summary'
import { DEFAULT_PIN_LIMITS, PinAttempts } from './table/pin-attempts'
import type { PinLimits } from './table/pin-attempts'
import { DEFAULT_HTTP_LIMITS, capSockets, serverOptions } from './transport/http-limits'
import type { HttpLimits } from './transport/http-limits'
import { NOT_LISTENING_YET, createOriginPolicy } from './transport/origin-policy'
import type { OriginPolicy } from './transport/origin-policy'
import { DEFAULT_LIMITS, attachTransport } from './transport/ws-transport'
import type { TransportLimits } from './transport/ws-transport'

export interface SeatedBot {
  readonly seat: number
  readonly level: BotLevel
  /** The bot's name at the table; "Bot <seat>" when left out (a tournament's bot entrant keeps its own). */
  readonly name?: string
}

/**
 * What table to open: the one shape the desktop app (its IPC call) and the CLI (its flags) fill in.
 * Ignored when resuming: the save has it.
 */
export interface NewTable {
  name?: string
  seats?: number
  /** Bots seated from the start. */
  bots?: readonly SeatedBot[]
  /** Seats held from the start for players who come with these tokens (a tournament's entrants). */
  players?: readonly ReservedSeat[]
  /** What the lobby's `configure` can change later too; `turnSeconds` 0 = no turn timer. */
  options?: Partial<TableOptions> & { turnSeconds?: number }
  pin?: string | null
  /** The host key; a random one by default. */
  hostKey?: string
}

/** A new table (or a save to resume) and the settings of the process that runs it. */
export interface HostOptions extends NewTable {
  /** Host settings (also apply when resuming). */
  autoStart?: boolean
  /** Solo tables: the one player may take back moves while every other seat is a bot. */
  allowUndo?: boolean
  graceMs?: number
  botDelayMs?: number
  standInLevel?: BotLevel
  /** INSECURE, tests and benchmarks only: every deal of the table follows from this seed. */
  seed?: number
  maxSpectators?: number
  /** Send each change as the whole state instead of a delta (the bench compares the two; default false). */
  fullViews?: boolean
  /** Autosaves during a burst of changes are at least this far apart (default 50 ms). */
  saveGapMs?: number
  /** Joins, leaves, seat requests, knocks and the room frames' pace (default: room-limits.ts). */
  roomLimits?: RoomLimits
  /** Network: port 0 picks a free one; host defaults to loopback (the CLI passes 0.0.0.0). */
  port?: number
  host?: string
  /** Autosaves go to `<dataDir>/tables/<tableId>.json`; no dataDir and no storage → no autosave. */
  dataDir?: string | null
  /** Continue a save: true → the newest save in dataDir, a string → that file. */
  resume?: boolean | string
  /** Resuming: the match's rounds before the saved one, which a save does not keep (a scenario's). */
  resumeRounds?: RecordRound[]
  /** Keep the previous good save as `.bak` beside the autosave (the CLI does); resuming falls back to it. */
  keepBackup?: boolean
  /** A tournament's table (issue 52): who deals, and who may come in to watch (table-config.ts). */
  dealer?: Dealer
  watchGate?: HostSettings['watchGate']
  /** Overrides the file storage (tests inject a failing or in-memory one). */
  storage?: TableStorage
  botPlayer?: BotPlayer
  clock?: Clock
  random?: RandomSource
  rendererDir?: string
  limits?: Partial<TransportLimits>
  /** HTTP timeouts and socket caps (tests make them small). */
  http?: Partial<HttpLimits>
  /** PIN attempt limits (tests drive them with `clock`). */
  pinLimits?: Partial<PinLimits>
  /**
   * WebSocket origins accepted besides the served page and the desktop app (file:// with its User-Agent):
   * the desktop app in development adds its dev server's origin here (see origin-policy.ts).
   */
  allowedOrigins?: readonly string[]
  /** Ports of this machine whose page may join this table (a tournament's page: origin-policy.ts). */
  pagePorts?: () => readonly number[]
}

/** What the mDNS advertiser publishes (TXT records), updated on every change that alters it. */
export interface AdvertisedInfo extends AdvertisedTable {
  protocol: number
}

export interface HostUrls {
  /** The join URL on this machine. */
  local: string
  /** Join URLs for every LAN address the server is reachable at. */
  lan: string[]
  /** Opens the app with lobby control: keep it private. */
  hostControl: string
  /** The WebSocket endpoint on this machine. */
  ws: string
}

export interface HostServer {
  readonly port: number
  readonly urls: HostUrls
  /** The secret that grants lobby control: for the app that opened the table, never for a shared URL. */
  readonly hostKey: string
  /** What the code running the table needs to know of it: no hands, no host key. */
  summary(): TableSummary
  /** Where autosaves go, or null without autosave. */
  readonly savePath: string | null
  /** True when this table continues a save. */
  readonly resumed: boolean
  /** Set when the save was damaged and its backup (`.bak`) was resumed instead: tell the host. */
  readonly resumeNotice: string | null
  info(): AdvertisedInfo
  onInfoChange(listener: (info: AdvertisedInfo) => void): () => void
  onEvent(listener: (event: TableEvent) => void): () => void
  /** Sends {type:'closed'} to everyone, writes the final save and stops listening. */
  close(reason?: string): Promise<void>
}

export async function startHost(options: HostOptions = {}): Promise<HostServer> {
  return serveTable(await openListeningTable(options))
}

/** A table and the HTTP server it is about to be served on: what `startHost` has before the WebSocket. */
export interface ListeningTable {
  readonly table: Table
  readonly http: ListeningHttp
  readonly options: HostOptions
  readonly deps: TableDeps
  /** Set when the table continues a save: the notice of its loading (null when all went well). */
  readonly resumed: { notice: string | null } | null
}

/** Loads the save or checks the new table's settings, listens, then opens the table (the first step of startHost). */
export async function openListeningTable(options: HostOptions): Promise<ListeningTable> {
  const deps = tableDeps(options)
  const resuming = options.resume !== undefined && options.resume !== false
  // Everything that can fail runs before the table exists, so a failed start writes no save.
  const loaded = resuming ? await loadSaveOrBackup(await resumePath(options)) : null
  let open: (host: HostSettings) => Table
  if (loaded !== null) open = (host) => Table.restore(loaded.save, host, deps, options.resumeRounds)
  else {
    const settings = newTableSettings(options, deps.random)
    open = (host) => Table.create(settings, host, deps, [...(options.bots ?? [])], options.players ?? [])
  }
  const http = await listenHttp(options)
  const table = open(hostSettings(options, http.lan))
  http.facts.of = () => {
    const { id, name, status, pinRequired } = table.info()
    return { id, name, status, pinRequired }
  }
  return { table, http, options, deps, resumed: loaded && { notice: loaded.notice ?? null } }
}

/** Puts a listening table on the wire (WebSocket, mDNS info, URLs) and hands out its controls. */
export function serveTable({ table, http, options, deps, resumed }: ListeningTable): HostServer {
  const { server, port } = http
  const edgeListeners = new Set<(event: TableEvent) => void>()
  const transport = attachTransport(
    server,
    table,
    { ...DEFAULT_LIMITS, ...options.limits },
    {
      policy: http.policy,
      pins: new PinAttempts({ ...DEFAULT_PIN_LIMITS, ...options.pinLimits }, () => deps.clock.now()),
      report: (event) => {
        if (event.type === 'pinRefused' && event.why === 'wrong') table.door.wrongPin() // the knock list's signal
        edgeListeners.forEach((listener) => listener(event))
      }
    }
  )
  const advertised = followAdvertisedInfo(table, port)
  let closing: Promise<void> | null = null
  return {
    port,
    urls: hostUrls(http, table.hostKey),
    hostKey: table.hostKey,
    summary: () => table.summary(),
    savePath: deps.storage === null ? null : deps.storage.describe(table.id),
    resumed: resumed !== null,
    resumeNotice: resumed?.notice ?? null,
    ...advertised,
    onEvent(listener) {
      const stop = table.onEvent(listener)
      edgeListeners.add(listener)
      return () => {
        stop()
        edgeListeners.delete(listener)
      }
    },
    close(reason) {
      closing ??= (async () => {
        await table.close(reason)
        await transport.close()
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      })()
      return closing
    }
  }
}

function tableDeps(options: HostOptions): TableDeps {
  const base = options.random ?? cryptoRandom()
  const storage =
    options.storage ??
    (options.dataDir ? new FileStorage(options.dataDir, { keepBackup: options.keepBackup }) : null)
  return {
    clock: options.clock ?? systemClock(),
    random: options.seed === undefined ? base : withSeededDeals(base, options.seed),
    botPlayer: options.botPlayer ?? simplestLegalPlayer,
    storage
  }
}

/** The HTTP server of a table, listening: it serves the renderer to requests that name this machine. */
export interface ListeningHttp {
  readonly server: Server
  readonly port: number
  readonly bindHost: string
  /** Join URLs for every LAN address the server is reachable at. */
  readonly lan: string[]
  readonly policy: OriginPolicy
  /** The table's name and PIN need for the join page (table-facts-route.ts), once the table is open. */
  readonly facts: { of: (() => TableFacts) | null }
}

async function listenHttp(options: HostOptions): Promise<ListeningHttp> {
  const serveStatic = staticWithJoinForm(options.rendererDir, () => facts.of?.() ?? null)
  const httpLimits = { ...DEFAULT_HTTP_LIMITS, ...options.http }
  // Set once listening (the policy needs the port); no request arrives before that.
  let policy: OriginPolicy | null = null
  const facts: ListeningHttp['facts'] = { of: null }
  const server = createServer(serverOptions(httpLimits), (req, res) => {
    // DNS rebinding: serve only requests that name this machine (origin-policy.ts).
    const hostOk = policy?.checkHost(req.headers.host) ?? NOT_LISTENING_YET
    if (!hostOk.ok) {
      res.writeHead(403, ERROR_HEADERS).end(`${hostOk.error.message}\n`)
      return
    }
    if (facts.of !== null && answerTableFacts(req, res, facts.of())) return
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, ERROR_HEADERS)
      res.end()
    })
  })
  // What Node cannot parse (400, 431, 408) gets the same headers as every other refusal.
  server.on('clientError', answerClientError)
  capSockets(server, httpLimits)
  const bindHost = options.host ?? '127.0.0.1'
  const port = await listen(server, options.port ?? 0, bindHost)
  // The listening socket's own errors (EMFILE on accept when out of file descriptors) pass: Node keeps
  // accepting. Unhandled, one would end the process.
  server.on('error', (error) => process.emitWarning(error))
  policy = createOriginPolicy({
    port,
    extraOrigins: options.allowedOrigins ?? [],
    ...(options.pagePorts ? { pagePorts: options.pagePorts } : {})
  })
  const lan = reachableLanAddresses(bindHost).map((a) => `http://${a}:${port}/`)
  return { server, port, bindHost, lan, policy, facts }
}

/** What the advertiser publishes, and a listener for each change of it (not for every table change). */
function followAdvertisedInfo(table: Table, port: number): Pick<HostServer, 'info' | 'onInfoChange'> {
  const info = (): AdvertisedInfo => {
    const t = table.info()
    return {
      id: t.id,
      name: t.name,
      seatsTaken: t.seats.filter((s) => s.kind !== 'empty').length,
      seatsTotal: t.seats.length,
      pinRequired: t.pinRequired,
      status: t.status,
      game: gameOptionsOf(t),
      port,
      protocol: PROTOCOL_VERSION
    }
  }
  const listeners = new Set<(info: AdvertisedInfo) => void>()
  let lastInfo = JSON.stringify(info())
  table.onChange(() => {
    if (listeners.size === 0) return
    const now = info()
    const text = JSON.stringify(now)
    if (text === lastInfo) return
    lastInfo = text
    for (const listener of listeners) listener(now)
  })
  return {
    info,
    onInfoChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
}

function hostUrls({ bindHost, port, lan }: ListeningHttp, hostKey: string): HostUrls {
  const localHost = bindHost === '0.0.0.0' || bindHost === '::' ? '127.0.0.1' : bindHost
  const local = `http://${hostForUrl(localHost)}:${port}/`
  return {
    local,
    lan,
    hostControl: `${local}#host=${hostKey}`,
    ws: `ws://${hostForUrl(localHost)}:${port}${WS_PATH}`
  }
}

function newTableSettings(options: HostOptions, random: RandomSource): TableSettings {
  const seats = options.seats ?? 4
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS)
    throw new RangeError(`A table has ${MIN_SEATS} to ${MAX_SEATS} seats, not ${seats}.`)
  const { turnSeconds = 0, ...engineOptions } = options.options ?? {}
  const resolved = resolveOptions({ ...DEFAULT_OPTIONS, ...engineOptions })
  if (!resolved.ok) throw new RangeError(resolved.error.message)
  const pin = options.pin ?? null
  if (pin !== null && !PIN_PATTERN.test(pin)) throw new RangeError('The PIN must be 4 to 8 digits.')
  const hostKey = options.hostKey ?? random.token()
  if (!TOKEN_PATTERN.test(hostKey)) throw new RangeError('The host key must be 16–64 url-safe characters.')
  return {
    id: random.token().slice(0, 12),
    name: (options.name ?? 'Five Three Five').trim().slice(0, NAME_MAX_LENGTH) || 'Five Three Five',
    seats,
    options: resolved.value,
    pin,
    turnSeconds,
    hostKey
  }
}

async function resumePath(options: HostOptions): Promise<string> {
  if (typeof options.resume === 'string') return options.resume
  if (!options.dataDir)
    throw new SaveLoadError('(no data folder)', { code: 'missing', message: 'No data folder was given.' })
  const path = await latestSavePath(options.dataDir)
  if (path === null) {
    throw new SaveLoadError(options.dataDir, {
      code: 'missing',
      message: 'There is no saved table in this folder.'
    })
  }
  return path
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}
