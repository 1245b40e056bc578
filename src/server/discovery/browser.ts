// Browses the LAN for tables, continuously: queries on start, again on a fixed cadence and whenever an
// entry nears the end of its TTL, and listens to every response and announcement. The list itself
// (appear, update, goodbye, expiry) is TableList; this file is only the sockets and timers around it.
import { MDNS_SERVICE_DOMAIN } from '../../protocol/discovery'
import type { LanInterface } from './interfaces'
import { openEndpoints } from './open-endpoints'
import type { EndpointsOptions } from './open-endpoints'
import type { MdnsPacket, RemoteInfo } from './mdns-socket'
import { readPacket } from './sightings'
import { TableList } from './table-list'
import type { TableChange, TableEntry } from './table-list'

/** Re-query cadence. Entries nearing expiry trigger extra queries, so this only bounds staleness. */
export const DEFAULT_QUERY_INTERVAL_MS = 5000
/** Startup queries (RFC 6762 §5.2: 1 s, then doubling) catch hosts whose first answer was lost. */
const STARTUP_QUERIES_MS = [1000, 3000]
/** How often expiry is checked and how close together two queries may be. */
const TICK_MS = 250
const MIN_QUERY_GAP_MS = 1000

export interface BrowserOptions extends EndpointsOptions {
  queryIntervalMs?: number
  now?: () => number
  protocol?: number
}

export type TablesListener = (tables: TableEntry[], change: TableChange) => void

export interface TableBrowser {
  readonly interfaces: readonly LanInterface[]
  /** The current list, joinable tables first. */
  tables(): TableEntry[]
  /** Called after every visible change; returns an unsubscribe function. */
  onChange(listener: TablesListener): () => void
  /** Ask the network now (e.g. when the user opens the join screen). */
  refresh(): void
  stop(): Promise<void>
}

export type BrowseResult =
  | { status: 'browsing'; browser: TableBrowser }
  | { status: 'no-usable-interface' | 'interface-not-found' | 'socket-error'; message: string }

export async function browseTables(options: BrowserOptions = {}): Promise<BrowseResult> {
  const opened = await openEndpoints(options)
  if (!opened.ok) return { status: opened.error.code, message: opened.error.message }
  const live = opened.value
  const now = options.now ?? Date.now
  const interval = options.queryIntervalMs ?? DEFAULT_QUERY_INTERVAL_MS

  const list = new TableList({ now, protocol: options.protocol })
  const listeners = new Set<TablesListener>()
  const emit = (change: TableChange | null) => {
    if (!change) return
    const tables = list.entries()
    for (const listener of listeners) listener(tables, change)
  }
  const onResponse = (packet: MdnsPacket, rinfo: RemoteInfo) => {
    const { sightings, goodbyes } = readPacket(packet, rinfo.address)
    for (const key of goodbyes) emit(list.goodbye(key))
    for (const sighting of sightings) emit(list.seen(sighting))
  }
  for (const { endpoint } of live) endpoint.mdns.on('response', onResponse)

  let lastQuery = -Infinity
  const query = () => {
    lastQuery = now()
    for (const { endpoint } of live) endpoint.mdns.query([{ name: MDNS_SERVICE_DOMAIN, type: 'PTR' }])
  }
  const timers = [
    ...STARTUP_QUERIES_MS.map((ms) => setTimeout(query, ms)),
    setInterval(query, interval),
    setInterval(() => {
      for (const change of list.expire()) emit(change)
      if (list.needsRefresh() && now() - lastQuery >= MIN_QUERY_GAP_MS) query()
    }, TICK_MS)
  ]
  query()

  let stopped: Promise<void> | null = null
  return {
    status: 'browsing',
    browser: {
      interfaces: live.map((l) => l.iface),
      tables: () => list.entries(),
      onChange(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      refresh: query,
      stop: () =>
        (stopped ??= (async () => {
          for (const t of timers) clearTimeout(t)
          listeners.clear()
          await Promise.all(live.map(({ endpoint }) => endpoint.close()))
        })())
    }
  }
}
