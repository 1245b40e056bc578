import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { settingsSchema } from '../../ipc/contract'
import { createNoticeBoard } from '../notices'
import { DEFAULT_SETTINGS, SETTINGS_FILE, openSettingsStore } from './settings-store'

let dir: string
const at = new Date('2026-11-29T20:55:48.123Z')

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-settings-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function open() {
  const notices = createNoticeBoard()
  const store = await openSettingsStore(dir, notices.add, () => at)
  return { store, notices }
}

const file = () => join(dir, SETTINGS_FILE)
const onDisk = async () => JSON.parse(await readFile(file(), 'utf8')) as unknown

describe('the settings store', () => {
  it('starts from valid defaults without a file, and writes nothing until something changes', async () => {
    const { store, notices } = await open()
    expect(store.get()).toEqual(DEFAULT_SETTINGS)
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true)
    expect(await readdir(dir)).toEqual([])
    expect(notices.list()).toEqual([])
  })

  it('saves a change as JSON in the user-data folder and reads it back', async () => {
    const { store } = await open()
    const next = await store.set({ playerName: '  Ada ', sound: 'all', tableDefaults: { seats: 5 } })
    expect(next).toEqual({
      ...DEFAULT_SETTINGS,
      playerName: 'Ada',
      sound: 'all',
      tableDefaults: { ...DEFAULT_SETTINGS.tableDefaults, seats: 5 }
    })
    expect(await onDisk()).toEqual({ format: 1, settings: next })
    const again = await open()
    expect(again.store.get()).toEqual(next)
  })

  it('merges table defaults field by field', async () => {
    const { store } = await open()
    await store.set({ tableDefaults: { seats: 3, botLevel: 'hard' } })
    const next = await store.set({ tableDefaults: { target: 40 } })
    expect(next.tableDefaults).toMatchObject({ seats: 3, botLevel: 'hard', target: 40 })
  })

  it('writes atomically: no temporary file is left beside it', async () => {
    const { store } = await open()
    await Promise.all([
      store.set({ playerName: 'A' }),
      store.set({ playerName: 'B' }),
      store.set({ language: 'de' })
    ])
    expect(await readdir(dir)).toEqual([SETTINGS_FILE])
    expect(await onDisk()).toMatchObject({ settings: { playerName: 'B', language: 'de' } })
  })

  it('fills fields a file from an older app lacks, and drops fields it does not know', async () => {
    await writeFile(file(), JSON.stringify({ format: 1, settings: { playerName: 'Ada', future: 1 } }))
    const { store, notices } = await open()
    expect(store.get()).toEqual({ ...DEFAULT_SETTINGS, playerName: 'Ada' })
    expect(notices.list()).toEqual([])
    expect(await readdir(dir)).toEqual([SETTINGS_FILE])
  })

  it.each([
    ['not JSON', '{"format": 1, "settings": {', 'not valid JSON'],
    ['not an object', '[]', 'expected object'],
    [
      'a wrong value',
      JSON.stringify({ format: 1, settings: { playerName: 'x'.repeat(99) } }),
      'settings.playerName'
    ],
    ['a wrong type', JSON.stringify({ format: 1, settings: { sound: 'loud' } }), 'settings.sound'],
    ['a newer format', JSON.stringify({ format: 2, settings: {} }), 'newer version'],
    ['an empty file', '', 'not valid JSON']
  ])('sets a file with %s aside, says so and uses the defaults', async (_name, text, why) => {
    await writeFile(file(), text)
    const { store, notices } = await open()
    expect(store.get()).toEqual(DEFAULT_SETTINGS)
    const aside = join(dir, 'settings.corrupt-2026-11-29T20-55-48-123Z.json')
    expect((await readdir(dir)).sort()).toEqual([aside.slice(dir.length + 1)])
    expect(await readFile(aside, 'utf8')).toBe(text)
    expect(notices.list()).toEqual([
      expect.objectContaining({ kind: 'corrupt-file', file: aside, message: expect.stringContaining(why) })
    ])
    // the next change writes a fresh file and leaves the bad one alone
    await store.set({ playerName: 'Ada' })
    expect((await readdir(dir)).sort()).toEqual([aside.slice(dir.length + 1), SETTINGS_FILE].sort())
  })

  it('keeps a change for the session and says so when it cannot be written', async () => {
    await rm(dir, { recursive: true })
    await writeFile(dir, 'a file where the folder should be')
    const { store, notices } = await open()
    await expect(store.set({ playerName: 'Ada' })).resolves.toMatchObject({ playerName: 'Ada' })
    expect(store.get().playerName).toBe('Ada')
    expect(notices.list()).toContainEqual(expect.objectContaining({ kind: 'write-failed' }))
    await rm(dir)
  })

  it("keeps the last hosted table's PIN (none by default) and refuses one that is not a PIN", async () => {
    const { store } = await open()
    expect(store.get().tableDefaults.pin).toBe('')
    await store.set({ tableDefaults: { pin: '4821' } })
    await expect(store.set({ tableDefaults: { pin: '12' } })).rejects.toThrow()
    expect((await open()).store.get().tableDefaults.pin).toBe('4821')
    await store.set({ tableDefaults: { pin: '' } })
    expect((await open()).store.get().tableDefaults.pin).toBe('')
  })

  it("keeps each solo bot's level (none by default, also in an older file) and refuses more than the bots a table has", async () => {
    const { store } = await open()
    expect(store.get().tableDefaults.botLevels).toEqual([])
    await store.set({ tableDefaults: { soloBots: 3, botLevels: ['hard', 'easy', 'medium'] } })
    expect((await open()).store.get().tableDefaults.botLevels).toEqual(['hard', 'easy', 'medium'])
    await expect(store.set({ tableDefaults: { botLevels: Array(9).fill('easy') } })).rejects.toThrow()
    await writeFile(file(), JSON.stringify({ format: 1, settings: { tableDefaults: { botLevel: 'hard' } } }))
    expect((await open()).store.get().tableDefaults).toMatchObject({ botLevel: 'hard', botLevels: [] })
  })

  it('reads an older file\'s "expert" bots as hard bots and keeps every other setting (issue 53)', async () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      playerName: 'Ada',
      language: 'de',
      sound: 'all',
      tableDefaults: {
        ...DEFAULT_SETTINGS.tableDefaults,
        tableName: 'Kitchen',
        seats: 5,
        pin: '4821',
        soloBots: 3,
        turnSeconds: 30
      }
    } as const
    const levels = { botLevel: 'expert', botLevels: ['easy', 'expert', 'medium'] }
    const older = { ...settings, tableDefaults: { ...settings.tableDefaults, ...levels } }
    await writeFile(file(), JSON.stringify({ format: 1, settings: older }))
    expect((await open()).store.get()).toEqual({
      ...settings,
      tableDefaults: { ...settings.tableDefaults, botLevel: 'hard', botLevels: ['easy', 'hard', 'medium'] }
    })
    // A level that never was is not guessed at: the file is set aside as for any bad value (the defaults).
    const master = { ...older, tableDefaults: { ...older.tableDefaults, botLevel: 'master' } }
    await writeFile(file(), JSON.stringify({ format: 1, settings: master }))
    expect((await open()).store.get()).toEqual(DEFAULT_SETTINGS)
  })

  it('refuses a patch that would make the settings invalid, changing nothing', async () => {
    const { store } = await open()
    await expect(store.set({ language: 'english please' })).rejects.toThrow()
    expect(store.get()).toEqual(DEFAULT_SETTINGS)
  })
})
