// What the host holds back in a duplicate stage (issue 52), with tables that only report (no sockets):
// a table's match record and watching it wait until every table of its size has finished its deals; its
// own members may hold its record at once. Each report is in the journal before it is told.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MatchState } from '../../engine'
import type { MatchRecord } from '../../protocol/match-record'
import { seatOf } from '../../tournament'
import type { HostOptions, HostServer } from '../host-server'
import type { TableSave } from '../persistence/save-format'
import { cryptoRandom } from '../random-source'
import type { TableEvent } from '../table/table-events'
import { settingsWith } from '../../../test-support/tournament/tournaments'
import { TournamentHost } from './tournament-host'
import type { RunningTable } from './tournament-host'
import { readJournal } from './tournament-journal'
import { randomBytes } from 'node:crypto'

let folder = ''
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ftf-held-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

interface FakeTable extends RunningTable {
  options: HostOptions
  emit(event: TableEvent): void
}

function fakeTable(options: HostOptions, n: number): FakeTable {
  const listeners = new Set<(e: TableEvent) => void>()
  const server = {
    port: 40000 + n,
    urls: { local: `http://127.0.0.1:${40000 + n}/`, lan: [], hostControl: '', ws: '' },
    savePath: join(folder, 'tables', `table${n}.json`),
    onEvent: (l: (e: TableEvent) => void) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    close: async () => undefined
  } as unknown as HostServer
  return {
    options,
    server,
    command: () => null,
    snapshot: () => ({ match: null }) as TableSave,
    emit: (event) => listeners.forEach((l) => l(event))
  }
}

const RECORD = (table: number) => ({ tableName: `table ${table}` }) as MatchRecord
const roundEnded = (round: number): TableEvent => ({
  type: 'roundEnded',
  result: { round, leader: 0, wentOut: 0, penalties: [0, 3, 5, 8], hands: [[], [], [], []] },
  totals: [0, 0, 0, 0]
})

describe('a duplicate stage holds back', () => {
  it('its records and watching until every table has finished, and journals each deal', async () => {
    const tables: FakeTable[] = []
    const created = TournamentHost.create(
      settingsWith({ format: 'duplicate', stages: 1, dealsPerStage: 2 }),
      {
        startTable: async (options) => {
          const t = fakeTable(options, tables.length + 1)
          tables.push(t)
          return t
        },
        random: cryptoRandom(),
        newSeed: () => randomBytes(32).toString('hex'),
        folder
      }
    )
    if (!created.ok) throw new Error(created.error.message)
    const host = created.value
    for (const name of ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal']) host.register(name)
    expect(await host.startStage()).toEqual({ ok: true, value: null })
    const stage = host.state.stages[0]
    if (stage === undefined) throw new Error('no stage')
    const member = (table: number) => {
      const holder = stage.tables[table - 1]?.seats[0]
      return { entrant: holder?.kind === 'entrant' ? holder.id : 0 }
    }
    expect(seatOf(stage, member(1).entrant)?.table).toBe(0)
    // both tables deal the same first hands
    const first = tables.map((t) => t.options.dealer?.(null))
    expect((first[1] as { value: MatchState }).value.hands).toEqual(
      (first[0] as { value: MatchState }).value.hands
    )

    const [one, two] = tables as [FakeTable, FakeTable]
    one.emit(roundEnded(1))
    one.emit(roundEnded(2))
    one.emit({ type: 'matchEnded', winners: [0], totals: [0, 6, 10, 16], practice: false, record: RECORD(1) })
    const journal = readJournal(folder)
    expect(journal.ok && journal.value.tournament.stages[0]?.tables[0]?.deals).toHaveLength(2)
    // table 1 is done, table 2 plays deal 1: nobody outside table 1 gets its record or watches either table
    expect(host.recordsFor(null)).toEqual([])
    expect(host.recordsFor(member(2))).toEqual([])
    expect(host.recordsFor(member(1))).toEqual([RECORD(1)])
    expect(host.watch(member(2), 1, 1)).toMatchObject({ ok: false, error: { code: 'deal-unfinished' } })
    expect(one.options.watchGate?.()).toMatchObject({ code: 'deal-unfinished' })

    two.emit(roundEnded(1))
    expect(host.recordsFor(null)).toEqual([]) // deal 2 is still unfinished at table 2
    two.emit(roundEnded(2))
    two.emit({ type: 'matchEnded', winners: [0], totals: [0, 6, 10, 16], practice: false, record: RECORD(2) })
    expect(host.recordsFor(null)).toEqual([RECORD(1), RECORD(2)])
    expect(host.watch(null, 1, 1)).toMatchObject({ ok: true, value: { table: 1, port: 40001 } })
    expect(one.options.watchGate?.()).toBeNull()
    // a report the reducer refuses (a deal again) changes nothing
    two.emit(roundEnded(2))
    expect(host.state.stages[0]?.tables[1]?.deals).toHaveLength(2)
  })
})
