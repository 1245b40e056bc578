import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resumableSoloSchema } from '../../ipc/contract'
import { startHost } from '../../server/host-server'
import { TestClient } from '../../../test-support/wire/test-client'
import { createTableSaves } from './table-saves'
import type { HostingProblem } from '../../server/hosting/table-server'

let dataDir: string

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ftf-table-saves-'))
})

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

/** A solo table's save, written by the real server: in the lobby, or with the match under way. */
async function soloSave(started: boolean, name = 'Ada'): Promise<string> {
  const server = await startHost({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    name: 'Solo',
    seats: 2,
    bots: [{ seat: 1, level: 'easy' }],
    autoStart: true,
    botDelayMs: 0,
    seed: 7,
    rendererDir: join(dataDir, 'no-renderer')
  })
  if (started) {
    const player = await TestClient.connect(server.urls.ws, name)
    await player.hello({ name })
    await player.nextState((m) => m.view !== null)
    await player.close()
  }
  await server.close()
  if (server.savePath === null) throw new Error('no save')
  return server.savePath
}

describe('table saves', () => {
  it('offers nothing when there are none', async () => {
    const saves = createTableSaves(dataDir, () => undefined)
    await expect(saves.latest()).resolves.toBeUndefined()
    await expect(saves.discardAll()).resolves.toBe(0)
  })

  it('offers an unfinished match, not a table that never started', async () => {
    const saves = createTableSaves(dataDir, () => undefined)
    await soloSave(false)
    await expect(saves.latest()).resolves.toBeUndefined()
    const path = await soloSave(true)
    const offered = await saves.latest()
    expect(offered?.path).toBe(path)
    expect(offered?.summary).toMatchObject({ tableName: 'Solo', round: 1 })
    expect(offered?.summary.players).toEqual([
      { name: 'Ada', points: 0, bot: false },
      { name: expect.any(String), points: 0, bot: true }
    ])
    expect(resumableSoloSchema.parse(offered?.summary)).toEqual(offered?.summary)
  })

  it('offers the newest unfinished match', async () => {
    const saves = createTableSaves(dataDir, () => undefined)
    const older = await soloSave(true, 'Older')
    const newer = await soloSave(true, 'Newer')
    await utimes(older, new Date(), new Date(Date.now() + 60_000))
    await expect(saves.latest()).resolves.toMatchObject({ path: older })
    await utimes(newer, new Date(), new Date(Date.now() + 120_000))
    await expect(saves.latest()).resolves.toMatchObject({ path: newer })
  })

  it('reports an unreadable save once, offers the next one and never deletes it', async () => {
    const problems: HostingProblem[] = []
    const saves = createTableSaves(dataDir, (problem) => void problems.push(problem))
    const good = await soloSave(true)
    await mkdir(join(dataDir, 'tables'), { recursive: true })
    const bad = join(dataDir, 'tables', 'broken.json')
    await writeFile(bad, '{"kind": "five-three-five/table", "format": 1')
    await utimes(bad, new Date(), new Date(Date.now() + 60_000))
    await expect(saves.latest()).resolves.toMatchObject({ path: good })
    await saves.latest()
    expect(problems).toEqual([expect.objectContaining({ kind: 'save-unreadable', file: bad })])
    await expect(saves.discardAll()).resolves.toBe(1)
    expect(await readdir(join(dataDir, 'tables'))).toEqual(['broken.json'])
  })

  it('discards one save, and a missing one quietly', async () => {
    const saves = createTableSaves(dataDir, () => undefined)
    const path = await soloSave(true)
    await saves.discard(path)
    await expect(saves.discard(path)).resolves.toBeUndefined()
    await expect(saves.latest()).resolves.toBeUndefined()
  })
})
