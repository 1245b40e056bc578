// One bonjour-service instance bound to one interface, plus its multicast-dns socket.
// bonjour-service 1.4.4 keeps that socket private, but we need it for two things its API lacks:
// re-announcing a changed TXT record (no `updateTxt` in 1.4.4) and seeing every response (its Browser
// only reports changes, so a refresh — and hence TTL expiry — is invisible). The version is pinned and
// the shape is checked at run time, so an upgrade that moves it fails loudly instead of silently.
import Bonjour from 'bonjour-service'
import type { ServiceConfig } from 'bonjour-service'

export const MDNS_PORT = 5353

export interface MdnsRecord {
  name: string
  type: string
  ttl?: number
  class?: string
  /** The cache-flush bit: this record replaces the cached set of its name and type (RFC 6762 §10.2). */
  flush?: boolean
  data?: unknown
}

export interface MdnsQuestion {
  name: string
  type: string
}

export interface MdnsPacket {
  type?: 'query' | 'response'
  questions?: MdnsQuestion[]
  answers?: MdnsRecord[]
  additionals?: MdnsRecord[]
}

export interface RemoteInfo {
  address: string
  port: number
}

/** The part of multicast-dns's API we use. */
export interface MulticastDns {
  on(event: 'response' | 'query', listener: (packet: MdnsPacket, rinfo: RemoteInfo) => void): unknown
  on(event: 'ready', listener: () => void): unknown
  on(event: 'error' | 'warning', listener: (err: Error) => void): unknown
  removeListener(event: string, listener: (...args: never[]) => void): unknown
  query(questions: MdnsQuestion[], cb?: (err: Error | null) => void): void
  /** Writable: the advertiser wraps it so every outgoing response passes one choke point. */
  respond: (
    packet: { answers?: MdnsRecord[]; additionals?: MdnsRecord[] } | MdnsRecord[],
    ...rest: unknown[]
  ) => void
}

export interface MdnsEndpoint {
  bonjour: Bonjour
  mdns: MulticastDns
  /** Resolves once the socket is bound (multicast-dns then joins the group on the interface). */
  ready: Promise<void>
  /** Closes the socket; pending sends complete first (they are queued before close). */
  close(): Promise<void>
}

export interface EndpointOptions {
  /** IPv4 address of the interface to join 224.0.0.251 on and send through. */
  interfaceAddress: string
  /** Test seam: a dgram-like socket (see test-support/server/fake-network.ts); production uses a real UDP socket. */
  socket?: unknown
  onError?: (err: Error) => void
}

export function openEndpoint(options: EndpointOptions): MdnsEndpoint {
  const onError = options.onError ?? (() => {})
  // bonjour-service hands these options to multicast-dns. Bind 0.0.0.0, not the interface address:
  // on Linux a socket bound to a unicast address never receives multicast datagrams. `interface`
  // still pins group membership and outgoing multicast to this one interface.
  const mdnsOptions = {
    interface: options.interfaceAddress,
    bind: '0.0.0.0',
    port: MDNS_PORT,
    reuseAddr: true,
    loopback: true,
    ttl: 255,
    ...(options.socket ? { socket: options.socket } : {})
  }
  // Typed as ServiceConfig in its d.ts, but passed straight to multicast-dns.
  const bonjour = new Bonjour(mdnsOptions as unknown as Partial<ServiceConfig>, onError)
  const mdns = (bonjour as unknown as { server?: { mdns?: unknown } }).server?.mdns
  if (!isMulticastDns(mdns)) throw new Error('bonjour-service internals changed: server.mdns is missing')

  const ready = new Promise<void>((resolve, reject) => {
    mdns.on('ready', () => resolve())
    mdns.on('error', (err) => {
      reject(err)
      onError(err)
    })
  })
  ready.catch(() => {}) // reported through onError too; don't crash on an unobserved rejection
  mdns.on('warning', onError)

  let closed: Promise<void> | null = null
  return {
    bonjour,
    mdns,
    ready,
    close: () =>
      (closed ??= new Promise((resolve) => {
        try {
          bonjour.destroy(() => resolve())
        } catch {
          resolve() // the socket never got going (its bind failed): nothing to close
        }
      }))
  }
}

function isMulticastDns(value: unknown): value is MulticastDns {
  const v = value as Partial<Record<keyof MulticastDns, unknown>> | undefined
  return typeof v?.on === 'function' && typeof v.query === 'function' && typeof v.respond === 'function'
}
