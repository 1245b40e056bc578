import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startHost } from '../host-server'
import { defaultDataDir } from './data-dir'
import { FileStorage, SaveLoadError, latestSavePath, loadSave, savePath, tablesFolder } from './file-storage'
import { SAVE_FORMAT } from './save-format'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-saves-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function savedTable(): Promise<{ path: string; text: string }> {
  const host = await startHost({ dataDir: dir, seats: 2, bots: [{ seat: 1, level: 'easy' }] })
  await host.close()
  const path = savePath(dir, host.info().id)
  return { path, text: await readFile(path, 'utf8') }
}

describe('file storage', () => {
  it('writes <dataDir>/tables/<id>.json atomically, private to the user, with no temp files left', async () => {
    const { path, text } = await savedTable()
    expect(JSON.parse(text)).toMatchObject({ kind: 'five-three-five/table', format: SAVE_FORMAT })
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600)
    expect(await readdir(tablesFolder(dir))).toEqual([path.split('/').at(-1)])
    expect((await loadSave(path)).tableId).toBe(JSON.parse(text).tableId)
  })

  it('a failed write rejects and leaves the previous save as it was', async () => {
    const { path, text } = await savedTable()
    const save = await loadSave(path)
    const storage = new FileStorage(join(path, 'not-a-folder')) // mkdir under a file fails
    await expect(storage.write(save)).rejects.toThrow()
    expect(await readFile(path, 'utf8')).toBe(text)
  })

  it('finds the newest save', async () => {
    expect(await latestSavePath(dir)).toBeNull()
    const first = await savedTable()
    const second = await savedTable()
    await utimes(first.path, new Date(), new Date(Date.now() + 60_000))
    expect(await latestSavePath(dir)).toBe(first.path)
    await utimes(second.path, new Date(), new Date(Date.now() + 120_000))
    expect(await latestSavePath(dir)).toBe(second.path)
  })

  it('resuming a corrupt or newer save fails with a clear message and keeps the file', async () => {
    const { path, text } = await savedTable()
    await writeFile(path, text.slice(0, 40))
    const corrupt = await startHost({ dataDir: dir, resume: true }).catch((e: unknown) => e)
    expect(corrupt).toBeInstanceOf(SaveLoadError)
    expect((corrupt as Error).message).toMatch(/damaged.*kept/)
    expect((corrupt as SaveLoadError).problem.code).toBe('corrupt')
    expect(await readFile(path, 'utf8')).toBe(text.slice(0, 40))
    const newer = JSON.stringify({ ...JSON.parse(text), format: SAVE_FORMAT + 1 })
    await writeFile(path, newer)
    await expect(startHost({ dataDir: dir, resume: true })).rejects.toThrow(/newer version/)
    await expect(startHost({ dataDir: dir, resume: true })).rejects.toMatchObject({
      problem: { code: 'newer' }
    })
    expect(await readFile(path, 'utf8')).toBe(newer)
    expect(await readdir(tablesFolder(dir))).toHaveLength(1)
  })

  it('continues a save an older version wrote, and the host is told so', async () => {
    const { path, text } = await savedTable()
    const doc = JSON.parse(text) as { options: Record<string, unknown> }
    const { twoPlayerGame: _game, threePlayerHand: _three, overwrite: _overwrite, ...older } = doc.options
    await writeFile(path, JSON.stringify({ ...doc, format: 2, options: { ...older, twoPlayerHandSize: 12 } }))
    await rm(`${path.replace(/\.json$/, '')}.journal`, { force: true })
    const host = await startHost({ dataDir: dir, resume: true })
    await host.close()
    expect(host.resumeNotice).toMatch(/older version of Five Three Five \(save format 2\)/)
  })

  it('resume without a save says so', async () => {
    await expect(startHost({ dataDir: dir, resume: true })).rejects.toThrow(/no saved table/)
    await expect(startHost({ dataDir: dir, resume: true })).rejects.toMatchObject({
      problem: { code: 'missing' }
    })
  })
})

describe('defaultDataDir', () => {
  it('follows each platform', () => {
    expect(defaultDataDir('linux', { XDG_DATA_HOME: '/x' }, '/home/a')).toBe('/x/five-three-five')
    expect(defaultDataDir('linux', {}, '/home/a')).toBe('/home/a/.local/share/five-three-five')
    expect(defaultDataDir('darwin', {}, '/Users/a')).toBe(
      '/Users/a/Library/Application Support/Five Three Five'
    )
    expect(defaultDataDir('win32', { APPDATA: 'C:/Users/a/AppData/Roaming' }, 'C:/Users/a')).toMatch(
      /Roaming.Five Three Five$/
    )
  })
})
