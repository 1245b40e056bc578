// A solo match in which the player took a move back is practice (its history entry says so, and it stays
// out of the statistics). The table keeps that with the match, so it still holds when the match is
// continued after a restart: from the snapshot, and from the journal a killed host leaves behind. So is
// the undo history itself: after a restart the player can still take back the moves made before it.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, legalMovesForView } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { simplestLegalPlayer } from '../bot-player'
import { FileStorage, savePath } from '../persistence/file-storage'
import { parseSave } from '../persistence/save-format'
import type { TableSave } from '../persistence/save-format'
import type { TableStorage } from '../persistence/table-storage'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { loadSaveSync } from '../../../test-support/server/load-save-sync'
import { MemoryStorage } from '../../../test-support/server/memory-storage'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { tableSettings } from '../../../test-support/server/table-settings'
import { Table } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import type { TableEvent } from './table-events'

const HOST = {
  ...DEFAULT_HOST_SETTINGS,
  autoStart: true,
  allowUndo: true,
  botDelayMs: 0,
  graceMs: 1000,
  saveGapMs: 0
}

let dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  dirs = []
})

function deps(storage: TableStorage | null) {
  return { clock: new FakeClock(), random: seededRandom(5), botPlayer: simplestLegalPlayer, storage }
}

/** Ann against one bot (she leads; two players play two rounds, R2.two), undo allowed. */
function soloTable(storage: TableStorage | null) {
  const settings = tableSettings({ seats: 2, options: { ...DEFAULT_OPTIONS, firstLeader: 0, target: 1 } })
  const d = deps(storage)
  return sitAnn(Table.create(settings, HOST, d, [{ seat: 1, level: 'easy' }]), d.clock)
}

/** The table continued from its save, with Ann back in her seat. */
function restored(save: TableSave, token: string | null) {
  const parsed = parseSave(JSON.stringify(save))
  if (!parsed.ok) throw new Error(parsed.error.message)
  const d = deps(null)
  return sitAnn(Table.restore(parsed.value.save, HOST, d), d.clock, token)
}

/** Ann at `table`: what the table tells her and its host, and what she does. */
function sitAnn(table: Table, clock: FakeClock, seatToken: string | null = null) {
  const events: TableEvent[] = []
  table.onEvent((event) => events.push(event))
  const link = new FakeLink()
  const id = table.connect(link)
  const say = (message: Parameters<Table['receive']>[1]) => table.receive(id, message)
  say({
    type: 'hello',
    protocol: PROTOCOL_VERSION,
    name: 'Ann',
    ...(seatToken === null ? {} : { token: seatToken })
  })
  const state = () => link.last('state')!
  /** Lets the bot's timers run and its moves settle. */
  const settle = async () => {
    for (let i = 0; i < 20; i++) {
      clock.advance(0)
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  /** Plays one of Ann's moves (not a pass) on her turn; the bot replies. */
  const moveOnce = async () => {
    await settle()
    const move = legalMovesForView(state().view!).find((m) => m.kind !== 'pass')!
    expect(say({ type: 'move', version: state().version, move })).toBeNull()
    await settle()
  }
  const moveAndTakeBack = async () => {
    await moveOnce()
    expect(say({ type: 'undo', version: state().version })).toBeNull()
  }
  /** Ann plays her first legal move on each turn and is ready after each round, to the match's end. */
  const playToMatchEnd = async () => {
    for (let guard = 0; guard < 500; guard++) {
      await settle()
      const { view, version } = state()
      if (view?.phase === 'matchOver') return events.filter((e) => e.type === 'matchEnded').at(-1)
      if (view?.phase === 'roundOver') say({ type: 'ready', version })
      else if (view?.turn === view?.seat) say({ type: 'move', version, move: legalMovesForView(view!)[0]! })
    }
    throw new Error('the match did not end')
  }
  /** Ann asks for a rematch. */
  const rematch = () => say({ type: 'ready', version: state().version })
  /** Ann presses Undo; null when the table took the move back. */
  const takeBack = () => say({ type: 'undo', version: state().version })
  /** Whether Ann's Undo is offered (her state message says she can take a move back). */
  const canUndo = () => state().canUndo === true
  const token = link.last('welcome')!.token
  return { table, events, token, moveOnce, moveAndTakeBack, playToMatchEnd, rematch, takeBack, canUndo, settle }
}

/** A solo table saved (in memory) and closed after `play`, then continued from that save. */
async function resumedAfter(play: (table: ReturnType<typeof soloTable>) => Promise<unknown>) {
  const before = soloTable(new MemoryStorage())
  await play(before)
  const save = before.table.snapshot()
  await before.table.close()
  return restored(save, before.token)
}

describe('a solo match with a move taken back', () => {
  it('ends as practice; the rematch, with nothing taken back, is not', async () => {
    const ann = soloTable(null)
    await ann.moveAndTakeBack()
    expect(await ann.playToMatchEnd()).toMatchObject({ type: 'matchEnded', practice: true })
    ann.rematch()
    expect(await ann.playToMatchEnd()).toMatchObject({ type: 'matchEnded', practice: false })
  })

  it('is still practice when continued from its save, and its rematch is not', async () => {
    const after = await resumedAfter((before) => before.moveAndTakeBack())
    expect(after.events.filter((e) => e.type === 'undone')).toEqual([])
    expect(await after.playToMatchEnd()).toMatchObject({ type: 'matchEnded', practice: true })
    after.rematch()
    expect(await after.playToMatchEnd()).toMatchObject({ type: 'matchEnded', practice: false })
  })

  it('is still practice when continued from the journal of a host killed after the undo', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ftf-practice-'))
    dirs.push(dir)
    const before = soloTable(new FileStorage(dir))
    await before.moveAndTakeBack()
    // no close: what is on disk is the snapshot of the table's first change and the journal since
    const after = restored(loadSaveSync(savePath(dir, before.table.id)), before.token)
    expect(await after.playToMatchEnd()).toMatchObject({ type: 'matchEnded', practice: true })
    await before.table.close()
  })
})

describe('a solo match without a move taken back', () => {
  it('is not practice', async () => {
    const ann = soloTable(null)
    expect(await ann.playToMatchEnd()).toMatchObject({ type: 'matchEnded', practice: false })
  })

  it('is not practice when continued from its save either', async () => {
    const after = await resumedAfter((before) => before.moveOnce())
    expect(await after.playToMatchEnd()).toMatchObject({ type: 'matchEnded', practice: false })
  })
})

describe('the undo history of a solo match continued after a restart', () => {
  it('is kept in the save: the moves played before it can still be taken back, one by one', async () => {
    const after = await resumedAfter(async (before) => {
      await before.moveOnce()
      await before.moveOnce()
    })
    await after.settle()
    expect(after.canUndo()).toBe(true)
    expect(after.takeBack()).toBeNull()
    expect(after.canUndo()).toBe(true)
    expect(after.takeBack()).toBeNull()
    // Both moves are back: nothing is left to take back, and Undo is no longer offered.
    expect(after.canUndo()).toBe(false)
    expect(after.takeBack()).toMatchObject({ code: 'no-undo' })
  })

  it('is kept in the journal a killed host leaves behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ftf-undo-'))
    dirs.push(dir)
    const before = soloTable(new FileStorage(dir))
    await before.moveOnce()
    const after = restored(loadSaveSync(savePath(dir, before.table.id)), before.token)
    await after.settle()
    expect(after.canUndo()).toBe(true)
    expect(after.takeBack()).toBeNull()
    expect(after.canUndo()).toBe(false)
    await before.table.close()
  })

  it('offers nothing to take back before the player has moved', async () => {
    const after = await resumedAfter(() => Promise.resolve())
    await after.settle()
    expect(after.canUndo()).toBe(false)
    expect(after.takeBack()).toMatchObject({ code: 'no-undo' })
  })
})
