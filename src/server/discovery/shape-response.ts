// Every mDNS response the advertiser sends passes through here — announcements, answers to queries and
// the goodbye alike — because bonjour-service bakes its choices in at publish time: A records for every
// address on the machine, fixed TTLs (up to 8 h), and the TXT as it was when published (1.4.4 has no
// updateTxt). One choke point keeps all three right without patching its internals.
import type { MdnsRecord } from './mdns-socket'

export interface ServiceShape {
  /** `<instance>._fivethreefive._tcp.local` */
  fqdn: string
  /** The SRV target whose A record we answer with. */
  host: string
  /** This interface's IPv4 address: the only one we announce on it. */
  address: string
  /** TTL for live records; goodbyes (TTL 0) stay 0. */
  ttl: number
  /** The current TXT key/values. */
  txt: Readonly<Record<string, string>>
}

export interface ResponsePacket {
  answers?: MdnsRecord[]
  additionals?: MdnsRecord[]
}

/** multicast-dns's `respond` takes a packet or a bare array of answers; so does this. */
export function shapeResponse(packet: ResponsePacket | MdnsRecord[], shape: ServiceShape): ResponsePacket {
  if (Array.isArray(packet)) return { answers: shapeRecords(packet, shape) }
  return {
    ...packet,
    answers: shapeRecords(packet.answers ?? [], shape),
    ...(packet.additionals ? { additionals: shapeRecords(packet.additionals, shape) } : {})
  }
}

function shapeRecords(records: MdnsRecord[], shape: ServiceShape): MdnsRecord[] {
  const host = shape.host.toLowerCase()
  const isOurHost = (r: MdnsRecord) => (r.type === 'A' || r.type === 'AAAA') && r.name.toLowerCase() === host
  const out = records
    .filter((r) => !isOurHost(r))
    .map((r) => {
      const ttl = r.ttl === 0 ? 0 : shape.ttl
      const isTxt = r.type === 'TXT' && r.name.toLowerCase() === shape.fqdn.toLowerCase()
      return {
        ...r,
        ttl,
        // Unique records flush stale copies from caches (RFC 6762 §10.2); PTRs are shared records.
        ...(r.type !== 'PTR' && ttl > 0 ? { flush: true } : {}),
        ...(isTxt && ttl > 0 ? { data: txtData(shape.txt) } : {})
      }
    })
  // Our address goes wherever the original carried host addresses or our SRV (which names the host).
  const carriers = records.filter(
    (r) => isOurHost(r) || (r.type === 'SRV' && r.name.toLowerCase() === shape.fqdn.toLowerCase())
  )
  if (carriers.length > 0) {
    const ttl = carriers.every((r) => r.ttl === 0) ? 0 : shape.ttl
    out.push({ name: shape.host, type: 'A', ttl, ...(ttl > 0 ? { flush: true } : {}), data: shape.address })
  }
  return out
}

/** TXT strings as UTF-8 `key=value` (RFC 6763 §6.3). */
export function txtData(txt: Readonly<Record<string, string>>): Buffer[] {
  return Object.entries(txt).map(([k, v]) => Buffer.from(`${k}=${v}`, 'utf8'))
}
