// Home offers the way back to a LAN table a player left only while that very table still runs.
import { describe, expect, it } from 'vitest'
import type { TableFacts } from '../../../protocol/table-facts'
import type { RecentTable, StoredSeat } from '../net/storage'
import { LEFT_TABLE_WINDOW_MS, findLeftTable } from './left-table'

const NOW = 1_800_000_000_000
const KITCHEN: RecentTable = { address: '192.168.1.20:5350', name: 'Kitchen', tableId: 't-kitchen', at: NOW - 60_000 }
const DEN: RecentTable = { address: '192.168.1.30:5350', name: 'Den', tableId: 't-den', at: NOW - 120_000 }

function sources(o: { recent?: RecentTable[]; seats?: Record<string, StoredSeat>; facts?: Record<string, TableFacts> }) {
  const asked: string[] = []
  return {
    asked,
    sources: {
      recent: () => o.recent ?? [KITCHEN, DEN],
      seat: (address: string) => o.seats?.[address] ?? null,
      facts: async (address: string) => {
        asked.push(address)
        return o.facts?.[address] ?? null
      },
      now: () => NOW
    }
  }
}
const seatAt = (table: RecentTable): StoredSeat => ({ tableId: table.tableId, token: 'tok', name: 'Bea' })
const factsOf = (table: RecentTable, status: TableFacts['status']): TableFacts => ({
  id: table.tableId,
  name: `${table.name} table`,
  status,
  pinRequired: false
})

describe('the table a player left', () => {
  it('is the newest recent table with a seat token, named as the table names itself now', async () => {
    const { sources: s } = sources({
      seats: { [KITCHEN.address]: seatAt(KITCHEN), [DEN.address]: seatAt(DEN) },
      facts: { [KITCHEN.address]: factsOf(KITCHEN, 'playing'), [DEN.address]: factsOf(DEN, 'playing') }
    })
    expect(await findLeftTable(s, () => false)).toEqual({ address: KITCHEN.address, name: 'Kitchen table', playing: true })
  })

  it('says whether a match is on or the table waits in its lobby', async () => {
    const { sources: s } = sources({ seats: { [KITCHEN.address]: seatAt(KITCHEN) }, facts: { [KITCHEN.address]: factsOf(KITCHEN, 'lobby') } })
    expect((await findLeftTable(s, () => false))?.playing).toBe(false)
  })

  it('skips the table this app hosts (it has its own card) and tables without a seat token', async () => {
    const { sources: s, asked } = sources({
      seats: { [KITCHEN.address]: seatAt(KITCHEN), [DEN.address]: seatAt(DEN) },
      facts: { [DEN.address]: factsOf(DEN, 'roundOver') }
    })
    expect(await findLeftTable(s, (a) => a === KITCHEN.address)).toMatchObject({ address: DEN.address, playing: true })
    expect(asked).toEqual([DEN.address])
    const none = sources({ seats: {}, facts: { [KITCHEN.address]: factsOf(KITCHEN, 'playing') } })
    expect(await findLeftTable(none.sources, () => false)).toBeNull()
    expect(none.asked).toEqual([])
  })

  it('offers nothing when the table is gone, finished, another table now, or left too long ago', async () => {
    const seats = { [KITCHEN.address]: seatAt(KITCHEN) }
    expect(await findLeftTable(sources({ recent: [KITCHEN], seats }).sources, () => false)).toBeNull()
    const finished = sources({ recent: [KITCHEN], seats, facts: { [KITCHEN.address]: factsOf(KITCHEN, 'finished') } })
    expect(await findLeftTable(finished.sources, () => false)).toBeNull()
    const other = { ...factsOf(KITCHEN, 'playing'), id: 't-other' }
    expect(await findLeftTable(sources({ recent: [KITCHEN], seats, facts: { [KITCHEN.address]: other } }).sources, () => false)).toBeNull()
    const old = { ...KITCHEN, at: NOW - LEFT_TABLE_WINDOW_MS - 1 }
    const stale = sources({ recent: [old], seats, facts: { [KITCHEN.address]: factsOf(KITCHEN, 'playing') } })
    expect(await findLeftTable(stale.sources, () => false)).toBeNull()
    expect(stale.asked).toEqual([])
  })
})
