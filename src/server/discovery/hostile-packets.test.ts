// No datagram ends the process (issue 22, item 1, the mDNS socket): over the in-memory LAN, a machine
// sends the advertiser and the browser random bytes, cut packets, odd queries and broken records, and
// their sockets report errors; nothing reaches 'uncaughtException', the advertiser still answers a
// browser that starts afterwards, and the browser that was listening still lists the table.
import { randomBytes } from 'node:crypto'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { MDNS_SERVICE_DOMAIN } from '../../protocol/discovery'
import { encodeTournamentTxt } from '../../protocol/tournament-txt'
import { FakeLan } from '../../../test-support/server/fake-network'
import { HOST, LAN_TABLE } from '../../../test-support/server/lan-table'
import type { FakeSocket } from '../../../test-support/server/fake-network'
import { advertiseTable, instanceName } from './advertiser'
import { browseTables } from './browser'
import type { TableBrowser } from './browser'
import type { LanInterface } from './interfaces'
import { MDNS_PORT, openEndpoint } from './mdns-socket'
import type { MdnsRecord } from './mdns-socket'

const ATTACKER = '10.77.0.66'
const GROUP = '224.0.0.251'
const table = LAN_TABLE

const cleanup: (() => Promise<unknown>)[] = []
const uncaught: unknown[] = []
const record = (error: unknown) => void uncaught.push(error)
beforeEach(() => void process.on('uncaughtException', record))
afterEach(async () => {
  process.off('uncaughtException', record)
  await Promise.all(cleanup.splice(0).map((fn) => fn()))
})

const iface = (address: string): LanInterface => ({ name: 'eth0', address, netmask: '255.255.255.0' })

async function browse(
  lan: FakeLan,
  address: string,
  sockets: FakeSocket[],
  errors: Error[] = []
): Promise<TableBrowser> {
  const result = await browseTables({
    onError: (error) => void errors.push(error),
    networkInterfaces: FakeLan.machine(address),
    createSocket: (i) => {
      const socket = lan.socketFor(i)
      sockets.push(socket)
      return socket
    },
    queryIntervalMs: 500
  })
  if (result.status !== 'browsing') throw new Error(result.message)
  cleanup.push(() => result.browser.stop())
  return result.browser
}

async function until(probe: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms
  while (!probe()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** Records that are well-formed DNS but make no sense for a table. */
function brokenRecords(i: number): MdnsRecord[] {
  const name = `x${i}.${MDNS_SERVICE_DOMAIN}`
  const junk = randomBytes(1 + (i % 200))
  return [
    { name: MDNS_SERVICE_DOMAIN, type: 'PTR', ttl: 120, data: name },
    { name, type: 'SRV', ttl: 120, data: { target: i % 2 ? '' : 'nowhere.local', port: i % 3 ? 0 : 65535 } },
    { name, type: 'TXT', ttl: 120, data: i % 2 ? [junk] : ['v=x', `seats=${-i}/999999`, 'status=\u0000'] },
    { name: 'nowhere.local', type: 'A', ttl: 120, data: '0.0.0.0' },
    { name: instanceName(table) + `.${MDNS_SERVICE_DOMAIN}`, type: 'TXT', ttl: 120, data: [junk] }
  ]
}

it('random bytes, cut packets, odd queries, broken records and socket errors end nothing', async () => {
  const lan = new FakeLan()
  const hostSockets: FakeSocket[] = []
  const errors: Error[] = []
  const result = await advertiseTable(table, {
    networkInterfaces: FakeLan.machine(HOST, 'veth-h'),
    interface: 'veth-h',
    createSocket: (i) => {
      const socket = lan.socketFor(i)
      hostSockets.push(socket)
      return socket
    },
    onError: (error) => void errors.push(error)
  })
  if (result.status !== 'advertising') throw new Error(result.message)
  cleanup.push(() => result.advertiser.stop())
  const browserSockets: FakeSocket[] = []
  const browserErrors: Error[] = []
  const listening = await browse(lan, '10.77.0.2', browserSockets, browserErrors)
  await until(() => listening.tables().length === 1)

  const rawSocket = lan.socketFor(iface(ATTACKER))
  await new Promise<void>((resolve) => rawSocket.bind(MDNS_PORT, '0.0.0.0', resolve))
  rawSocket.addMembership(GROUP)
  const attacker = openEndpoint({ interfaceAddress: ATTACKER, socket: lan.socketFor(iface(ATTACKER)) })
  cleanup.push(() => attacker.close())
  await attacker.ready
  const sendRaw = (data: Buffer) => rawSocket.send(data, 0, data.length, MDNS_PORT, GROUP, () => undefined)

  let sent = 0
  for (let i = 0; i < 100; i++) {
    sendRaw(randomBytes(i % 600))
    // a real query, cut at every length
    const query = Buffer.from('0000000000010000000000000f5f666976657468726565666976650474637005', 'hex')
    sendRaw(query.subarray(0, i % query.length))
    attacker.mdns.query([
      { name: MDNS_SERVICE_DOMAIN, type: i % 2 ? 'ANY' : 'PTR' },
      { name: `${instanceName(table)}.${MDNS_SERVICE_DOMAIN}`, type: i % 3 ? 'SRV' : 'TXT' },
      { name: '', type: 'A' }
    ])
    attacker.mdns.respond({ answers: brokenRecords(i), additionals: brokenRecords(i + 1) })
    sent += 4
    if (i % 10 === 0) {
      for (const socket of [...hostSockets, ...browserSockets]) {
        socket.emit('error', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))
        socket.emit('error', Object.assign(new Error('send EHOSTUNREACH'), { code: 'EHOSTUNREACH' }))
      }
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
  expect(sent).toBeGreaterThanOrEqual(400)
  await new Promise((resolve) => setTimeout(resolve, 50))

  expect(uncaught).toEqual([])
  // The socket errors were reported, not thrown.
  expect(errors.length).toBeGreaterThan(0)
  expect(browserErrors.length).toBeGreaterThan(0)
  // The advertiser still answers; the listening browser still lists the real table.
  const later = await browse(lan, '10.77.0.3', [])
  await until(() => later.tables().some((t) => t.name === 'Ana'))
  expect(listening.tables().some((t) => t.name === 'Ana')).toBe(true)
  result.advertiser.update({ ...table, seatsTaken: 2 })
  await until(() => later.tables().find((t) => t.name === 'Ana')?.seatsTaken === 2)
})

it('a forged tournament record with a value this app cannot read is listed neither as a tournament nor as a table', async () => {
  const lan = new FakeLan()
  const listening = await browse(lan, '10.77.0.2', [])
  const forger = openEndpoint({ interfaceAddress: ATTACKER, socket: lan.socketFor(iface(ATTACKER)) })
  cleanup.push(() => forger.close())
  await forger.ready
  const good = encodeTournamentTxt({
    id: 'forged000',
    name: 'Free pizza',
    format: 'swiss',
    stage: 1,
    stages: 3,
    status: 'open'
  })
  const announce = (label: string, txt: Record<string, string>) => {
    const name = `${label}.${MDNS_SERVICE_DOMAIN}`
    forger.mdns.respond({
      answers: [
        { name: MDNS_SERVICE_DOMAIN, type: 'PTR', ttl: 120, data: name },
        { name, type: 'SRV', ttl: 120, data: { target: 'forger.local', port: 5359 } },
        { name, type: 'TXT', ttl: 120, data: Object.entries(txt).map(([k, v]) => `${k}=${v}`) },
        { name: 'forger.local', type: 'A', ttl: 120, data: ATTACKER }
      ]
    })
  }
  const bad: Record<string, string>[] = [
    { ...good, id: 'bad1', stage: '4/3' },
    { ...good, id: 'bad2', stage: '1/99' },
    { ...good, id: 'bad3', status: 'free-beer' },
    { ...good, id: 'bad4', format: 'x'.repeat(300) },
    { ...good, id: 'bad5', name: '\u0000\u0007' },
    { ...good, id: 'bad6', kind: 'casino' }
  ]
  for (const [i, txt] of bad.entries()) announce(`bad ${i}`, txt)
  // The same forger's well-formed record, sent last, does arrive (the LAN delivers in order): the bad
  // ones before it were read and refused, not lost.
  announce('good', good)
  await until(() => listening.tables().length > 0)
  expect(listening.tables().map((t) => [t.id, t.tournament?.status])).toEqual([['forged000', 'open']])
  expect(uncaught).toEqual([])
})
