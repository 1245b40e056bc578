// Advertiser and browser end to end over an in-memory LAN (FakeLan): the real bonjour-service,
// multicast-dns and dns-packet code runs; only the UDP sockets are fakes. The namespace test in
// e2e/lan does the same over real interfaces.
import { afterEach, describe, expect, it } from 'vitest'
import { PLAIN_GAME } from '../../protocol/discovery'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { startTableHost } from '../../../test-support/server/table-host'
import { advertiseHost, advertiseTable, advertiseTournamentHost, instanceName } from './advertiser'
import type { AdvertisedTable, AdvertisedTournament, Advertiser } from './advertiser'
import { browseTables } from './browser'
import type { TableBrowser } from './browser'
import { FakeLan } from '../../../test-support/server/fake-network'
import { HOST, LAN_TABLE } from '../../../test-support/server/lan-table'
import { openEndpoint } from './mdns-socket'
import type { MdnsPacket } from './mdns-socket'
import type { TableChange, TableEntry } from './table-list'

const table = LAN_TABLE

const cleanup: (() => Promise<unknown>)[] = []
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((fn) => fn()))
})

async function advertise(
  lan: FakeLan,
  over: Partial<AdvertisedTable> = {},
  ttlSeconds = 20
): Promise<Advertiser> {
  const result = await advertiseTable(
    { ...table, ...over },
    {
      networkInterfaces: FakeLan.machine(HOST, 'veth-h'),
      interface: 'veth-h',
      createSocket: lan.socketFor,
      ttlSeconds
    }
  )
  if (result.status !== 'advertising') throw new Error(result.message)
  cleanup.push(() => result.advertiser.stop())
  return result.advertiser
}

async function browse(
  lan: FakeLan,
  address: string,
  protocol?: number
): Promise<TableBrowser & { changes: TableChange[] }> {
  const result = await browseTables({
    networkInterfaces: FakeLan.machine(address),
    createSocket: lan.socketFor,
    queryIntervalMs: 500,
    ...(protocol === undefined ? {} : { protocol })
  })
  if (result.status !== 'browsing') throw new Error(result.message)
  const changes: TableChange[] = []
  result.browser.onChange((_, change) => changes.push(change))
  cleanup.push(() => result.browser.stop())
  return Object.assign(result.browser, { changes })
}

async function until<T>(probe: () => T | undefined | false, ms = 3000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value) return value
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

const only = (b: TableBrowser): TableEntry | undefined => b.tables()[0]

describe('advertiser + browser over a fake LAN', () => {
  it('a browser started first sees the announcement; one started later gets an answer', async () => {
    const lan = new FakeLan()
    const early = await browse(lan, '10.77.0.2')
    await advertise(lan)
    const late = await browse(lan, '10.77.0.3')
    for (const b of [early, late]) {
      const entry = await until(() => only(b))
      expect(entry).toMatchObject({
        id: table.id,
        name: 'Ana',
        addresses: [HOST],
        port: 5350,
        seatsTaken: 1,
        seatsTotal: 3,
        pinRequired: false,
        status: 'lobby',
        protocol: PROTOCOL_VERSION,
        joinable: true
      })
    }
  })

  it('follows TXT changes, including later re-broadcasts of the original packet', async () => {
    const lan = new FakeLan()
    const b = await browse(lan, '10.77.0.2')
    const ad = await advertise(lan)
    await until(() => only(b))
    ad.update({ ...table, seatsTaken: 3, status: 'playing', name: 'Ana 2' })
    await until(() => only(b)?.status === 'playing')
    expect(only(b)).toMatchObject({ seatsTaken: 3, name: 'Ana 2' })
    // bonjour-service re-broadcasts its publish-time packet after 1 s: it must carry the new TXT too.
    await new Promise((r) => setTimeout(r, 1300))
    expect(only(b)).toMatchObject({ status: 'playing', seatsTaken: 3 })
    expect(b.changes.map((c) => c.kind)).toEqual(['added', 'updated'])
  })

  it('says goodbye (TTL 0) on stop, and the table leaves at once', async () => {
    const lan = new FakeLan()
    const observed: MdnsPacket[] = []
    const observer = openEndpoint({
      interfaceAddress: '10.77.0.9',
      socket: lan.socketFor({ name: 'o', address: '10.77.0.9', netmask: '' })
    })
    cleanup.push(() => observer.close())
    await observer.ready
    observer.mdns.on('response', (p) => observed.push(p))

    const b = await browse(lan, '10.77.0.2')
    const ad = await advertise(lan)
    await until(() => only(b))
    const t0 = Date.now()
    await ad.stop()
    await ad.stop() // idempotent
    await until(() => b.tables().length === 0)
    expect(Date.now() - t0).toBeLessThan(500)
    expect(b.changes.at(-1)).toMatchObject({ kind: 'removed', reason: 'goodbye' })
    const goodbye = observed.find((p) => p.answers?.some((r) => r.type === 'PTR' && r.ttl === 0))
    expect(goodbye?.answers?.filter((r) => r.name.includes('_fivethreefive')).every((r) => r.ttl === 0)).toBe(
      true
    )
  })

  it('expires a host that vanishes without a goodbye, after its TTL', async () => {
    const lan = new FakeLan()
    const b = await browse(lan, '10.77.0.2')
    await advertise(lan, {}, 1)
    await until(() => only(b))
    // While the host lives, re-queries keep the 1 s entry alive well past its TTL.
    await new Promise((r) => setTimeout(r, 1600))
    expect(b.tables()).toHaveLength(1)
    lan.unplug(HOST)
    const t0 = Date.now()
    await until(() => b.tables().length === 0, 3000)
    expect(Date.now() - t0).toBeLessThan(1600)
    expect(b.changes.at(-1)).toMatchObject({ kind: 'removed', reason: 'expired' })
  })

  it('lists a table of another protocol version as not joinable', async () => {
    const lan = new FakeLan()
    const b = await browse(lan, '10.77.0.2', PROTOCOL_VERSION + 1)
    await advertise(lan)
    expect(await until(() => only(b))).toMatchObject({ joinable: false, protocol: PROTOCOL_VERSION })
  })

  it('answers on the chosen interface with that address only, under a name unique to the table', async () => {
    const lan = new FakeLan()
    await advertise(lan)
    expect(lan.sent.every((d) => d.from === HOST && d.to === '224.0.0.251' && d.port === 5353)).toBe(true)
    expect(instanceName(table)).toBe('Ana (tbl01234)')
    expect(instanceName({ id: 'x', name: 'é'.repeat(40) })).toBe('é'.repeat(29) + ' (x)')
  })

  it('advertiseHost follows the host info and unsubscribes on stop', async () => {
    const lan = new FakeLan()
    const b = await browse(lan, '10.77.0.2')
    let listener: ((info: AdvertisedTable) => void) | null = null
    const host = {
      info: () => table,
      onInfoChange: (cb: (info: AdvertisedTable) => void) => {
        listener = cb
        return () => (listener = null)
      }
    }
    const result = await advertiseHost(host, {
      networkInterfaces: FakeLan.machine(HOST),
      createSocket: lan.socketFor
    })
    if (result.status !== 'advertising') throw new Error(result.message)
    await until(() => only(b))
    listener!({ ...table, status: 'finished' })
    await until(() => only(b)?.status === 'finished')
    await result.advertiser.stop()
    expect(listener).toBeNull()
    await until(() => b.tables().length === 0)
  })

  it("a real host's game reaches the other machine's list, and follows the lobby's settings", async () => {
    const lan = new FakeLan()
    const b = await browse(lan, '10.77.0.2')
    const server = await startTableHost({ seats: 3, options: { threePlayerHand: 16, overwrite: 'bigger' } })
    const result = await advertiseHost(server, {
      networkInterfaces: FakeLan.machine(HOST, 'veth-h'),
      interface: 'veth-h',
      createSocket: lan.socketFor
    })
    if (result.status !== 'advertising') throw new Error(result.message)
    cleanup.push(async () => {
      await result.advertiser.stop()
      await server.close()
    })
    expect((await until(() => only(b))).game).toEqual({
      ...PLAIN_GAME,
      sixteenCards: true,
      biggerOverwrites: true
    })
    // Two seats: the 16-card deal no longer applies, and the table says which two-player game it plays.
    server.table.command({ type: 'configure', settings: { seats: 2, overwrite: 'same-size' } })
    await until(() => only(b)?.seatsTotal === 2)
    expect(only(b)?.game).toEqual({ ...PLAIN_GAME, twoHands: true })
    server.table.command({ type: 'configure', settings: { twoPlayerGame: 'to-target', target: 10 } })
    await until(() => only(b)?.game.target === 10)
    expect(only(b)?.game).toEqual({ ...PLAIN_GAME, target: 10 })
  })

  it("a tournament's record arrives as one tournament entry, follows its stages, and says goodbye", async () => {
    const lan = new FakeLan()
    const b = await browse(lan, '10.77.0.2')
    let tournament: AdvertisedTournament = {
      id: 'trn0123456789',
      name: 'Friday',
      format: 'duplicate',
      stage: 1,
      stages: 3,
      status: 'open',
      port: 5359
    }
    let listener: ((info: AdvertisedTournament) => void) | null = null
    const result = await advertiseTournamentHost(
      {
        info: () => tournament,
        onInfoChange: (cb: (info: AdvertisedTournament) => void) => {
          listener = cb
          return () => (listener = null)
        }
      },
      { networkInterfaces: FakeLan.machine(HOST, 'veth-h'), interface: 'veth-h', createSocket: lan.socketFor }
    )
    if (result.status !== 'advertising') throw new Error(result.message)
    cleanup.push(() => result.advertiser.stop())
    expect(await until(() => only(b))).toMatchObject({
      id: 'trn0123456789',
      name: 'Friday',
      addresses: [HOST],
      port: 5359,
      seatsTotal: 0,
      protocol: PROTOCOL_VERSION,
      joinable: true,
      tournament: { name: 'Friday', format: 'duplicate', stage: 1, stages: 3, status: 'open' }
    })
    tournament = { ...tournament, stage: 2, status: 'running' }
    listener!(tournament)
    await until(() => only(b)?.tournament?.stage === 2)
    expect(only(b)?.tournament).toMatchObject({ stage: 2, status: 'running' })
    expect(b.tables()).toHaveLength(1)
    await result.advertiser.stop()
    expect(listener).toBeNull()
    await until(() => b.tables().length === 0)
    expect(b.changes.map((c) => c.kind)).toEqual(['added', 'updated', 'removed'])
  })

  it('reports why it cannot advertise or browse', async () => {
    const noLan = { lo: FakeLan.machine('127.0.0.1').lo }
    expect(await advertiseTable(table, { networkInterfaces: noLan })).toMatchObject({
      status: 'no-usable-interface'
    })
    expect(await browseTables({ networkInterfaces: noLan })).toMatchObject({ status: 'no-usable-interface' })
    expect(await advertiseTable(table, { networkInterfaces: noLan, interface: 'eth7' })).toMatchObject({
      status: 'interface-not-found'
    })
  })
})
