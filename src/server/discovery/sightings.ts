// Reads one mDNS response packet: which of our services it announces (a sighting) and which it says
// goodbye to (TTL 0). Pure: the browser feeds it decoded packets, tests feed it literals.
import { MDNS_SERVICE_DOMAIN } from '../../protocol/discovery'
import type { MdnsPacket, MdnsRecord } from './mdns-socket'

/** One service instance as seen in one packet. */
export interface Sighting {
  /** The instance's full name, lower-cased: the list's key. */
  key: string
  /** The instance label (`Alice's table (ab12cd34)`), a fallback display name. */
  instance: string
  txt: Record<string, string>
  port: number
  /** Reachable IPv4 addresses, the packet's source first (it proved reachable over this interface). */
  addresses: string[]
  /** Smallest TTL of the PTR/SRV/TXT records: the entry expires this long after the sighting. */
  ttlSeconds: number
}

export interface PacketReading {
  sightings: Sighting[]
  goodbyes: string[]
}

const SERVICE = MDNS_SERVICE_DOMAIN.toLowerCase()

export function readPacket(packet: MdnsPacket, sourceAddress: string): PacketReading {
  const records = [...(packet.answers ?? []), ...(packet.additionals ?? [])]
  const named = (name: string, type: string) =>
    records.filter((r) => r.type === type && lower(r.name) === name)
  const goodbyes = new Set<string>()
  const sightings: Sighting[] = []

  for (const ptr of named(SERVICE, 'PTR')) {
    const key = lower(typeof ptr.data === 'string' ? ptr.data : '')
    if (!key.endsWith(`.${SERVICE}`)) continue
    if (ptr.ttl === 0) {
      goodbyes.add(key)
      continue
    }
    const srv = named(key, 'SRV').find((r) => r.ttl !== 0)
    const txt = named(key, 'TXT').find((r) => r.ttl !== 0)
    const srvData = srv?.data as { port?: unknown; target?: unknown } | undefined
    // Without SRV and TXT in the same packet there is nothing to show; our responder always sends both.
    if (!srv || !txt || typeof srvData?.port !== 'number' || typeof srvData.target !== 'string') continue
    const target = lower(srvData.target)
    const addresses = named(target, 'A')
      .filter((r) => r.ttl !== 0)
      .map((r) => r.data)
      .filter((a): a is string => typeof a === 'string')
    sightings.push({
      key,
      instance: (ptr.data as string).replace(/\.$/, '').slice(0, -SERVICE.length - 1),
      txt: parseTxt(txt.data),
      port: srvData.port,
      addresses: [...new Set([sourceAddress, ...addresses])],
      ttlSeconds: Math.min(...[ptr, srv, txt].map(ttlOf))
    })
  }
  // SRV or TXT withdrawn on their own also end the instance.
  for (const r of records) {
    if (r.ttl === 0 && (r.type === 'SRV' || r.type === 'TXT') && lower(r.name).endsWith(`.${SERVICE}`)) {
      goodbyes.add(lower(r.name))
    }
  }
  return { sightings, goodbyes: [...goodbyes] }
}

/** TXT strings → key/values (RFC 6763 §6.3-6.4): split at the first '=', keys lower-cased, first wins. */
export function parseTxt(data: unknown): Record<string, string> {
  const strings = Array.isArray(data) ? data : [data]
  const out: Record<string, string> = {}
  for (const item of strings) {
    const text =
      typeof item === 'string' ? item : item instanceof Uint8Array ? Buffer.from(item).toString('utf8') : ''
    if (text === '') continue
    const eq = text.indexOf('=')
    const key = (eq === -1 ? text : text.slice(0, eq)).toLowerCase()
    if (key === '' || key in out) continue
    out[key] = eq === -1 ? '' : text.slice(eq + 1)
  }
  return out
}

function ttlOf(record: MdnsRecord): number {
  return typeof record.ttl === 'number' && record.ttl > 0 ? record.ttl : 1
}

function lower(name: string): string {
  return name.toLowerCase().replace(/\.$/, '')
}
