// Advertises one hosted table as `_fivethreefive._tcp` on every usable LAN interface (one
// bonjour-service responder per interface, so each answers with its own interface's address), keeps
// the TXT record current, and says goodbye (TTL 0) when stopped.
// Solo games are never advertised: the caller simply doesn't call this (LAN tables only).
// A tournament's port is advertised the same way with its own TXT (advertiseTournament); its tables are not.
import { hostname } from 'node:os'
import type { Service } from 'bonjour-service'
import { MDNS_SERVICE_NAME, encodeTableTxt } from '../../protocol/discovery'
import type { TableAd } from '../../protocol/discovery'
import { encodeTournamentTxt } from '../../protocol/tournament-txt'
import type { TournamentAd } from '../../protocol/tournament-txt'
import type { LanInterface } from './interfaces'
import type { MdnsEndpoint, MdnsRecord } from './mdns-socket'
import { openEndpoints } from './open-endpoints'
import type { EndpointsOptions } from './open-endpoints'
import { shapeResponse } from './shape-response'
import type { ServiceShape } from './shape-response'

/** Record TTL (s). Short for a LAN lobby: browsers re-query well within it, and a host that vanishes
 * without a goodbye disappears from lists after this long (RFC 6762's 120 s would leave it 2 min). */
export const DEFAULT_TTL_SECONDS = 20

/** What the host server's `info()` returns; `port` is where the table listens. */
export interface AdvertisedTable extends TableAd {
  port: number
}

/** A tournament's public facts and the port of its page and channel. */
export interface AdvertisedTournament extends TournamentAd {
  port: number
}

/** What names an advertised instance and where it listens; the rest goes in its TXT. */
interface Listing {
  id: string
  name: string
  port: number
}

/** `onError`: socket errors after start (e.g. the interface went away); advertising continues elsewhere. */
export interface AdvertiserOptions extends EndpointsOptions {
  ttlSeconds?: number
}

export interface Advertiser<T = AdvertisedTable> {
  readonly interfaces: readonly LanInterface[]
  /** Re-announces the TXT record if the public facts changed (seats, status, name, pin; a stage). */
  update(next: T): void
  /** Sends the goodbye (TTL 0) on every interface, then closes the sockets. Idempotent. */
  stop(): Promise<void>
}

export type AdvertiseResult<T = AdvertisedTable> =
  | { status: 'advertising'; advertiser: Advertiser<T> }
  | { status: 'no-usable-interface' | 'interface-not-found' | 'socket-error'; message: string }

/** How long `stop()` waits for the goodbye to leave before closing anyway. */
const STOP_TIMEOUT_MS = 1000
/** Unsolicited announcements are repeated once, a second apart (RFC 6762 §8.3), to survive a lost packet. */
const REANNOUNCE_MS = 1000

export function advertiseTable(
  table: AdvertisedTable,
  options: AdvertiserOptions = {}
): Promise<AdvertiseResult> {
  return advertise(table, encodeTableTxt, options)
}

/** A tournament's own port, `kind=tournament` in its TXT (src/protocol/tournament-txt.ts). */
export function advertiseTournament(
  tournament: AdvertisedTournament,
  options: AdvertiserOptions = {}
): Promise<AdvertiseResult<AdvertisedTournament>> {
  return advertise(tournament, encodeTournamentTxt, options)
}

async function advertise<T extends Listing>(
  listing: T,
  encode: (listing: T) => Record<string, string>,
  options: AdvertiserOptions
): Promise<AdvertiseResult<T>> {
  const opened = await openEndpoints(options)
  if (!opened.ok) return { status: opened.error.code, message: opened.error.message }
  const live = opened.value
  const ttl = options.ttlSeconds ?? DEFAULT_TTL_SECONDS
  let current = encode(listing)
  const publications = live.map(({ iface, endpoint }) => publish(endpoint, iface, listing, current, ttl))
  let stopping: Promise<void> | null = null
  return {
    status: 'advertising',
    advertiser: {
      interfaces: live.map((l) => l.iface),
      update(next) {
        const txt = encode(next)
        if (stopping || sameTxt(txt, current)) return
        current = txt
        for (const p of publications) p.updateTxt(txt)
      },
      stop: () => (stopping ??= Promise.all(publications.map((p) => p.stop())).then(() => {}))
    }
  }
}

/** Wires a started host (`startHost(...)`) to an advertiser that follows its info. */
export interface AdvertisableHost<T = AdvertisedTable> {
  info(): T
  onInfoChange(listener: (info: T) => void): unknown
}

export function advertiseHost(
  host: AdvertisableHost,
  options: AdvertiserOptions = {}
): Promise<AdvertiseResult> {
  return follow(host, (info) => advertiseTable(info, options))
}

/** A tournament's facts as they change (tournament-advert.ts turns its host into this). */
export function advertiseTournamentHost(
  host: AdvertisableHost<AdvertisedTournament>,
  options: AdvertiserOptions = {}
): Promise<AdvertiseResult<AdvertisedTournament>> {
  return follow(host, (info) => advertiseTournament(info, options))
}

async function follow<T>(
  host: AdvertisableHost<T>,
  start: (info: T) => Promise<AdvertiseResult<T>>
): Promise<AdvertiseResult<T>> {
  const result = await start(host.info())
  if (result.status !== 'advertising') return result
  const { advertiser } = result
  const unsubscribe = host.onInfoChange((info) => advertiser.update(info))
  advertiser.update(host.info()) // catch up with changes made while the sockets were opening
  return {
    status: 'advertising',
    advertiser: {
      interfaces: advertiser.interfaces,
      update: (info) => advertiser.update(info),
      stop: async () => {
        if (typeof unsubscribe === 'function') unsubscribe()
        await advertiser.stop()
      }
    }
  }
}

interface Publication {
  updateTxt(txt: Record<string, string>): void
  stop(): Promise<void>
}

function publish(
  endpoint: MdnsEndpoint,
  iface: LanInterface,
  listing: Listing,
  txt: Record<string, string>,
  ttl: number
): Publication {
  const { bonjour, mdns } = endpoint
  const shape: ServiceShape = {
    fqdn: '',
    // Our own target name, not the machine's: publishing A records for `<hostname>.local` next to the
    // OS's responder (Avahi, Bonjour) could look like a name conflict to it.
    host: `${hostLabel()}-${listing.id.slice(0, 8).toLowerCase()}.local`,
    address: iface.address,
    ttl,
    txt
  }
  // Installed before publishing, so even the first announcement goes through it.
  const send = mdns.respond.bind(mdns)
  mdns.respond = (packet, ...rest) => send(shapeResponse(packet, shape), ...rest)

  const service: Service = bonjour.publish({
    // The instance name stays fixed for the table's life (renames travel in TXT). The id suffix keeps
    // it unique on the network, which is why probing (a second of delay) is skipped.
    name: instanceName(listing),
    type: MDNS_SERVICE_NAME,
    protocol: 'tcp',
    port: listing.port,
    host: shape.host,
    txt: shape.txt,
    probe: false,
    disableIPv6: true
  })
  shape.fqdn = service.fqdn

  const announce = () => {
    if (service.activated) mdns.respond({ answers: service.records() as MdnsRecord[] })
  }
  let reannounce: NodeJS.Timeout | undefined

  return {
    updateTxt(next) {
      shape.txt = next
      service.txt = next
      announce()
      clearTimeout(reannounce)
      reannounce = setTimeout(announce, REANNOUNCE_MS)
      reannounce.unref()
    },
    async stop() {
      clearTimeout(reannounce)
      // unpublishAll sends every record with TTL 0; its callback runs once the datagram was handed to
      // the socket, so closing afterwards cannot swallow the goodbye.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, STOP_TIMEOUT_MS)
        bonjour.unpublishAll(() => {
          clearTimeout(timer)
          resolve()
        })
      })
      await endpoint.close()
    }
  }
}

/** `<name> (<id prefix>)`, at most 63 bytes (one DNS label). */
export function instanceName(table: Pick<TableAd, 'id' | 'name'>): string {
  const suffix = ` (${table.id.slice(0, 8)})`
  let name = table.name.trim() || 'Five Three Five'
  while (new TextEncoder().encode(name + suffix).length > 63) name = [...name].slice(0, -1).join('')
  return name + suffix
}

function hostLabel(): string {
  const label = hostname()
    .split('.')[0]
    ?.toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/^-+|-+$/g, '')
  return (label || 'fivethreefive').slice(0, 40)
}

function sameTxt(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k])
}
