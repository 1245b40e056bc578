// An in-memory multicast LAN for tests: dgram-like sockets that multicast-dns (inside bonjour-service)
// drives unchanged, so advertiser and browser run their real code without touching any network.
import { EventEmitter } from 'node:events'
import type { InterfaceMap, LanInterface } from '../../src/server/discovery/interfaces'

export interface SentDatagram {
  from: string
  to: string
  port: number
  data: Buffer
}

export class FakeLan {
  readonly sent: SentDatagram[] = []
  readonly #sockets = new Set<FakeSocket>()
  readonly #unplugged = new Set<string>()

  /** Use as `createSocket` in advertiser/browser options. */
  socketFor = (iface: LanInterface): FakeSocket => new FakeSocket(this, iface.address)

  /** `os.networkInterfaces()` of a machine with one Ethernet port at `address`. */
  static machine(address: string, name = 'eth0'): InterfaceMap {
    return {
      lo: [
        {
          address: '127.0.0.1',
          netmask: '255.0.0.0',
          family: 'IPv4',
          mac: '00:00:00:00:00:00',
          internal: true,
          cidr: '127.0.0.1/8'
        }
      ],
      [name]: [
        {
          address,
          netmask: '255.255.255.0',
          family: 'IPv4',
          mac: '02:00:00:00:00:01',
          internal: false,
          cidr: `${address}/24`
        }
      ]
    }
  }

  /** The machine at `address` drops off the network: nothing it sends arrives (like a crash or a pulled cable). */
  unplug(address: string): void {
    this.#unplugged.add(address)
  }

  attach(socket: FakeSocket): void {
    this.#sockets.add(socket)
  }

  detach(socket: FakeSocket): void {
    this.#sockets.delete(socket)
  }

  deliver(from: FakeSocket, data: Buffer, port: number, to: string): void {
    this.sent.push({ from: from.iface, to, port, data })
    if (this.#unplugged.has(from.iface)) return
    const multicast = to.startsWith('224.')
    for (const socket of this.#sockets) {
      if (socket.port !== port || this.#unplugged.has(socket.iface)) continue
      if (multicast ? socket.memberships.has(to) : socket.iface === to) {
        setImmediate(() =>
          socket.emit('message', Buffer.from(data), {
            address: from.iface,
            family: 'IPv4',
            port: from.port,
            size: data.length
          })
        )
      }
    }
  }
}

/** The subset of dgram.Socket that multicast-dns uses. */
export class FakeSocket extends EventEmitter {
  port = 0
  readonly memberships = new Set<string>()
  #closed = false

  constructor(
    readonly lan: FakeLan,
    readonly iface: string
  ) {
    super()
  }

  bind(port: number, _address: string, cb: () => void): void {
    this.port = port
    this.lan.attach(this)
    setImmediate(() => {
      this.emit('listening')
      cb()
    })
  }

  address(): { address: string; port: number } {
    return { address: '0.0.0.0', port: this.port }
  }

  addMembership(group: string): void {
    this.memberships.add(group)
  }

  dropMembership(group: string): void {
    this.memberships.delete(group)
  }

  setMulticastInterface(): void {}
  setMulticastTTL(): void {}
  setMulticastLoopback(): void {}

  send(
    message: Buffer,
    offset: number,
    length: number,
    port: number,
    address: string,
    cb: (err: Error | null) => void
  ): void {
    if (!this.#closed) this.lan.deliver(this, message.subarray(offset, offset + length), port, address)
    setImmediate(() => cb(null))
  }

  close(cb?: () => void): void {
    this.#closed = true
    this.lan.detach(this)
    setImmediate(() => cb?.())
  }
}
