// A tournament opened as the CLI opens it, advertised over the in-memory LAN (FakeLan: the real
// bonjour-service, multicast-dns and dns-packet code, fake UDP sockets, no real interface): another
// machine's LAN list shows the tournament once, with its stage and status as they change, and none of
// its tables, neither in the list nor on the wire; closing says goodbye.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MDNS_SERVICE_DOMAIN } from '../../protocol/discovery'
import { settingsWith } from '../../../test-support/tournament/tournaments'
import { FakeLan } from '../../../test-support/server/fake-network'
import { HOST } from '../../../test-support/server/lan-table'
import { simplestLegalPlayer } from '../bot-player'
import { browseTables } from '../discovery/browser'
import type { TableBrowser } from '../discovery/browser'
import { openEndpoint } from '../discovery/mdns-socket'
import type { MdnsRecord } from '../discovery/mdns-socket'
import { openTournament } from './open-tournament'

const cleanup: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn()
})

async function until<T>(probe: () => T | undefined | false, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value) return value
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

async function browse(lan: FakeLan): Promise<TableBrowser> {
  const result = await browseTables({
    networkInterfaces: FakeLan.machine('10.77.0.2'),
    createSocket: lan.socketFor,
    queryIntervalMs: 500
  })
  if (result.status !== 'browsing') throw new Error(result.message)
  cleanup.push(() => result.browser.stop())
  return result.browser
}

/** Every record any machine on the LAN sends, as a third machine hears it. */
async function listen(lan: FakeLan): Promise<MdnsRecord[]> {
  const heard: MdnsRecord[] = []
  const observer = openEndpoint({
    interfaceAddress: '10.77.0.9',
    socket: lan.socketFor({ name: 'o', address: '10.77.0.9', netmask: '' })
  })
  cleanup.push(() => observer.close())
  await observer.ready
  observer.mdns.on('response', (p) => heard.push(...(p.answers ?? []), ...(p.additionals ?? [])))
  return heard
}

describe('a tournament on the LAN', () => {
  it('is one entry, open then running, never its tables; closing says goodbye', async () => {
    const lan = new FakeLan()
    const heard = await listen(lan)
    const list = await browse(lan)
    const root = await mkdtemp(join(tmpdir(), 'ftf-advert-'))
    cleanup.push(() => rm(root, { recursive: true, force: true }))
    const opened = await openTournament({
      folder: join(root, 'a1b2c3d4e5f6'),
      settings: settingsWith({ name: 'Friday', format: 'duplicate', stages: 2, dealsPerStage: 1 }),
      bots: 8,
      server: { host: '127.0.0.1', port: 0 },
      tableOptions: { botDelayMs: 0 },
      botPlayer: simplestLegalPlayer,
      advertise: {
        networkInterfaces: FakeLan.machine(HOST, 'veth-h'),
        interface: 'veth-h',
        createSocket: lan.socketFor
      }
    })
    let closed = false
    cleanup.push(async () => {
      if (!closed) await opened.close()
    })
    expect(opened.advertising?.status).toBe('advertising')

    const open = await until(() => list.tables()[0])
    expect(open).toMatchObject({
      id: 'a1b2c3d4e5f6',
      name: 'Friday',
      addresses: [HOST],
      port: opened.server.port,
      joinable: true,
      tournament: { name: 'Friday', format: 'duplicate', stage: 1, stages: 2, status: 'open' }
    })

    expect((await opened.host.startStage()).ok).toBe(true)
    const tablePorts = opened.host.frame().tables.map((t) => t.port)
    expect(tablePorts).toHaveLength(2)
    await until(() => list.tables()[0]?.tournament?.status === 'running')
    // Let the list hear a few more rounds of queries and answers while the tables play.
    const queries = heard.length
    await until(() => heard.length > queries + 6)
    expect(list.tables()).toHaveLength(1)
    expect(list.tables()[0]).toMatchObject({ port: opened.server.port, tournament: { stage: 1 } })
    // On the wire: every service instance anyone announced is the tournament's, on its port.
    const instances = new Set(
      heard.filter((r) => r.type === 'PTR' && r.name === MDNS_SERVICE_DOMAIN).map((r) => String(r.data))
    )
    expect(instances.size).toBe(1)
    const ports = heard.filter((r) => r.type === 'SRV').map((r) => (r.data as { port: number }).port)
    expect(new Set(ports)).toEqual(new Set([opened.server.port]))
    for (const port of tablePorts) expect(ports).not.toContain(port)

    closed = true
    await opened.close()
    await until(() => list.tables().length === 0)
  })
})
