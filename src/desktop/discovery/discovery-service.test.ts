import { describe, expect, it, vi } from 'vitest'
import { discoveredTableSchema } from '../../ipc/contract'
import type { DiscoveredTable } from '../../ipc/contract'
import type { TableEntry } from '../../server/discovery/table-list'
import { createNoticeBoard } from '../notices'
import { toDiscoveredTable } from './discovered-table'
import { DiscoveryUnavailable, createDiscoveryService } from './discovery-service'
import type { BrowseTables, TableBrowserLike } from './discovery-service'
import { refuse } from '../../engine/result'
import { MAX_STAGES } from '../../protocol/vocabulary'

const entry: TableEntry = {
  key: 'den (abc12345)._fivethreefive._tcp.local',
  id: 'abc12345xyz',
  name: 'Den',
  addresses: ['192.168.1.20', '10.0.0.4'],
  port: 5350,
  seatsTaken: 2,
  seatsTotal: 4,
  pinRequired: true,
  status: 'roundOver',
  game: { twoHands: false, target: 10, sixteenCards: false, biggerOverwrites: true },
  protocol: 1,
  joinable: true,
  tournament: null,
  lastSeen: 0,
  expiresAt: 20_000
}

class FakeBrowser implements TableBrowserLike {
  entries: TableEntry[] = []
  refreshes = 0
  stopped = false
  private listener: ((tables: TableEntry[]) => void) | undefined
  tables = () => this.entries
  onChange(listener: (tables: TableEntry[]) => void) {
    this.listener = listener
    return () => (this.listener = undefined)
  }
  refresh() {
    this.refreshes++
  }
  async stop() {
    this.stopped = true
  }
  change(entries: TableEntry[]) {
    this.entries = entries
    this.listener?.(entries)
  }
}

function setup(results: Awaited<ReturnType<BrowseTables>>[]) {
  const browse = vi.fn(async () => results.shift() ?? refuse('failed', 'no more'))
  const pushed: DiscoveredTable[][] = []
  const notices = createNoticeBoard()
  const service = createDiscoveryService({ browse, push: (t) => pushed.push(t), report: notices.add })
  return { service, browse, pushed, notices }
}

describe('toDiscoveredTable', () => {
  it('shows a browser entry in the contract shape', () => {
    const table = toDiscoveredTable(entry)
    expect(table).toEqual({
      id: 'abc12345xyz',
      name: 'Den',
      host: '192.168.1.20',
      port: 5350,
      addresses: ['192.168.1.20', '10.0.0.4'],
      protocolVersion: 1,
      seats: { taken: 2, total: 4 },
      status: 'playing',
      pinRequired: true,
      game: entry.game,
      joinable: true,
      tournament: null
    })
    expect(table.game).not.toBe(entry.game)
    expect(discoveredTableSchema.parse(table)).toEqual(table)
  })

  it("carries a tournament's listing, a copy, in the contract shape", () => {
    const tournament = { name: 'Friday', format: 'swiss', stage: 2, stages: 3, status: 'running' } as const
    const table = toDiscoveredTable({ ...entry, seatsTaken: 0, seatsTotal: 0, status: 'unknown', tournament })
    expect(table.tournament).toEqual(tournament)
    expect(table.tournament).not.toBe(tournament)
    expect(discoveredTableSchema.parse(table)).toEqual(table)
    // A stage past the schema's bound is not passed on to the renderer.
    const bad = { ...table, tournament: { ...tournament, stage: MAX_STAGES + 1, stages: MAX_STAGES + 1 } }
    expect(discoveredTableSchema.safeParse(bad).success).toBe(false)
  })

  it('keeps a table from an unknown protocol listed but not joinable', () => {
    const table = toDiscoveredTable({
      ...entry,
      protocol: null,
      status: 'unknown',
      joinable: false,
      addresses: []
    })
    expect(table).toMatchObject({ protocolVersion: 0, status: 'unknown', joinable: false, host: '' })
    expect(discoveredTableSchema.safeParse(table).success).toBe(true)
  })
})

describe('the discovery service', () => {
  it('starts browsing on the first request only, asks the network again on each, and pushes changes', async () => {
    const browser = new FakeBrowser()
    browser.entries = [entry]
    const { service, browse, pushed } = setup([{ ok: true, value: browser }])
    expect(browse).not.toHaveBeenCalled()
    await expect(service.list()).resolves.toEqual([toDiscoveredTable(entry)])
    await service.list()
    expect(browse).toHaveBeenCalledOnce()
    expect(browser.refreshes).toBe(2)
    browser.change([])
    browser.change([{ ...entry, seatsTaken: 3 }])
    expect(pushed).toEqual([[], [toDiscoveredTable({ ...entry, seatsTaken: 3 })]])
  })

  it('answers not-available with the reason when multicast is unusable, says so once, and tries again', async () => {
    const browser = new FakeBrowser()
    const { service, browse, notices } = setup([
      refuse('no-usable-interface', 'no usable network interface'),
      refuse('no-usable-interface', 'no usable network interface'),
      { ok: true, value: browser }
    ])
    await expect(service.list()).rejects.toBeInstanceOf(DiscoveryUnavailable)
    await expect(service.list()).rejects.toThrow('no usable network interface')
    expect(notices.list()).toEqual([expect.objectContaining({ kind: 'discovery-failed' })])
    await expect(service.list()).resolves.toEqual([])
    expect(browse).toHaveBeenCalledTimes(3)
  })

  it('turns a throwing browser into not-available', async () => {
    const { service } = setup([])
    const failing = createDiscoveryService({
      browse: () => Promise.reject(new Error('EPERM')),
      push: () => undefined,
      report: () => undefined
    })
    await expect(failing.list()).rejects.toThrow('EPERM')
    await expect(service.list()).rejects.toBeInstanceOf(DiscoveryUnavailable)
  })

  it('stops the browser on quit and lists nothing after', async () => {
    const browser = new FakeBrowser()
    const { service } = setup([{ ok: true, value: browser }])
    await service.list()
    await service.stop()
    expect(browser.stopped).toBe(true)
    await expect(service.list()).rejects.toBeInstanceOf(DiscoveryUnavailable)
    const never = setup([])
    await expect(never.service.stop()).resolves.toBeUndefined()
  })
})
