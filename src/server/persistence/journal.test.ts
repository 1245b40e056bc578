// The journal keeps the promise of the snapshot it replaces on the hot path: whatever was appended
// (= whatever a player saw) comes back exactly on load, whatever state the files were left in.
import { appendFileSync, ftruncateSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTableHost } from '../../../test-support/server/table-host'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { TestClient } from '../../../test-support/wire/test-client'
import { FileStorage, SaveLoadError, backupPath, loadSave, loadSaveOrBackup, savePath } from './file-storage'
import { loadSaveSync } from '../../../test-support/server/load-save-sync'
import { FOLD_EVERY, encodeLine, journalPath } from './journal'
import type { JournalIo } from './journal'
import type { TableSave } from './save-format'
import { versionOf } from '../../../test-support/server/table-probe'

/** Every save of a short bots-only match, in order: lobby, start, moves, round ends, the match end. */
let saves: TableSave[] = []
let dir = ''

beforeAll(async () => {
  const host = await startTableHost({
    seats: 3,
    bots: [0, 1, 2].map((seat) => ({ seat, level: 'easy' as const })),
    botDelayMs: 0,
    autoStart: true,
    seed: 7,
    random: seededRandom(7),
    options: { target: 60 }
  })
  saves = [host.table.snapshot()]
  const over = new Promise<void>((resolve) =>
    host.table.onChange(() => {
      const save = host.table.snapshot()
      saves.push(save)
      if (save.match?.phase === 'matchOver') resolve()
    })
  )
  await over
  await host.close()
})

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-journal-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const roundEnds = () =>
  saves.filter((s, i) => s.match?.phase === 'roundOver' && saves[i - 1]?.match?.phase === 'playing')

/** Writes saves[0..n) as the host does (before each send) and returns the file paths. */
function writeUpTo(
  n: number,
  storage = new FileStorage(dir)
): { path: string; journal: string; storage: FileStorage } {
  for (const save of saves.slice(0, n)) storage.writeNow(save)
  const path = savePath(dir, (saves[0] as TableSave).tableId)
  return { path, journal: journalPath(path) as string, storage }
}

describe('the journal', () => {
  it('holds a match with several rounds, and every save replays exactly at every step', async () => {
    expect(roundEnds().length).toBeGreaterThanOrEqual(2)
    const storage = new FileStorage(dir)
    const path = savePath(dir, (saves[0] as TableSave).tableId)
    for (const save of saves) {
      storage.writeNow(save)
      expect(loadSaveSync(path)).toEqual(save)
    }
    await storage.settled()
    expect(await loadSave(path)).toEqual(saves.at(-1))
  })

  it('is folded into a synced snapshot at a round end, and starts again from it', async () => {
    const end = saves.indexOf(roundEnds()[0] as TableSave)
    const { path, journal, storage } = writeUpTo(end + 1)
    await storage.settled()
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(saves[end])
    expect(readFileSync(journal, 'utf8').split('\n').filter(Boolean)).toHaveLength(1)
    // The next deal, then a move: the move is one small record, not the whole save.
    storage.writeNow(saves[end + 1] as TableSave)
    storage.writeNow(saves[end + 2] as TableSave)
    const lines = readFileSync(journal, 'utf8').split('\n').filter(Boolean)
    expect(lines).toHaveLength(3)
    expect((lines[2] as string).length).toBeLessThan(JSON.stringify(saves[end + 2]).length / 4)
    expect(await loadSave(path)).toEqual(saves[end + 2])
  })

  it('a torn last record is not applied, but its version is never used again and the loss is named', async () => {
    // Power loss: the record was whole in the page cache (and sent) but only its start reached the disk.
    const { path, journal } = writeUpTo(20)
    const sent = (saves[20] as TableSave).version
    const edits = [['=', ['version'], sent]]
    appendFileSync(journal, encodeLine(JSON.stringify({ v: sent, e: edits })).slice(0, 25))
    const loaded = await loadSaveOrBackup(path)
    const recorded = (saves[19] as TableSave).version
    expect(loaded.save).toEqual({ ...saves[19], version: sent + 1 })
    expect(loaded.save.version).toBeGreaterThan(Math.max(...saves.slice(0, 21).map((s) => s.version)))
    expect(loaded.notice).toMatch(/last record of the journal .* was cut short/)
    expect(loaded.notice).toContain(`version ${sent} is lost`)
    expect(loaded.notice).toContain(`Continuing from version ${recorded} as version ${sent + 1}`)
    expect(loaded.notice).toMatch(/damaged journal was kept as .*\.corrupt-/)
    // The same when the cut fell inside the checksum, and when the cut record named a higher version.
    writeUpTo(20, new FileStorage(dir))
    appendFileSync(journal, encodeLine(JSON.stringify({ v: sent, e: edits })).slice(0, 5))
    expect((await loadSave(path)).version).toBe(sent + 1)
    writeUpTo(20, new FileStorage(dir))
    appendFileSync(journal, encodeLine(JSON.stringify({ v: sent + 5, e: edits })).slice(0, 20))
    expect((await loadSave(path)).version).toBe(sent + 6)
  })

  it('a whole last line whose checksum fails is not applied, but its version is never used again', async () => {
    const { path, journal } = writeUpTo(20)
    const next = JSON.stringify({ v: 99, e: [['=', ['name'], 'never sent']] })
    appendFileSync(journal, encodeLine(next).replace('never', 'nEver'))
    const loaded = await loadSaveOrBackup(path)
    expect(loaded.save).toEqual({ ...saves[19], version: 100 })
    expect(loaded.notice).toMatch(/record 21 of 21 is damaged.*lost/)
  })

  it('a journal without its snapshot still gives every change', async () => {
    const { path } = writeUpTo(30)
    await unlink(path)
    expect(await loadSave(path)).toEqual(saves[29])
    const loaded = await loadSaveOrBackup(path)
    expect(loaded.save).toEqual(saves[29])
    expect(loaded.notice).toMatch(/journal holds every change/)
  })

  it('a damaged snapshot is kept aside and the journal continues the table, nothing lost', async () => {
    const { path } = writeUpTo(30)
    writeFileSync(path, '{"kind":"five-three-five/table","form')
    const loaded = await loadSaveOrBackup(path)
    expect(loaded.save).toEqual(saves[29])
    expect(loaded.notice).toMatch(/damaged.*corrupt-.*journal holds every change/)
  })

  it('a snapshot newer than its journal (a fold that died before restarting the journal) wins', async () => {
    const { path, journal } = writeUpTo(20)
    const older = await readFile(journal)
    writeUpTo(40, new FileStorage(dir))
    writeFileSync(path, JSON.stringify(saves[39]))
    writeFileSync(journal, older)
    expect(await loadSave(path)).toEqual(saves[39])
  })

  it('a damaged record inside the journal stops the replay there, tells the host, and reuses no version', async () => {
    const { path, journal } = writeUpTo(20)
    const lines = readFileSync(journal, 'utf8').split('\n')
    lines[10] = (lines[10] as string).replace(/"v":(\d+)/, '"v":$1 ')
    writeFileSync(journal, lines.join('\n'))
    const loaded = await loadSaveOrBackup(path)
    // The table as it was before the damage, numbered above every version a player could have seen.
    const seen = (saves[19] as TableSave).version
    expect(loaded.save).toEqual({ ...saves[9], version: seen + 1 })
    expect(loaded.notice).toMatch(/journal .* is damaged \(record 11 of 20/)
    expect(loaded.notice).toContain(`versions ${(saves[9] as TableSave).version + 1} to ${seen} are lost`)
    expect(loaded.notice).toContain(`version ${seen + 1}`)
    // Even when the damage hides the lost records' own version numbers.
    lines[10] = 'x'
    for (let i = 11; i < 20; i++) lines[i] = (lines[i] as string).replace(/"v":\d+/, '"v":')
    writeFileSync(journal, lines.join('\n'))
    expect((await loadSave(path)).version).toBeGreaterThan(seen)
  })

  it('a flipped checksum character in the first record loses nothing: the snapshot is that same save', async () => {
    const { path, journal } = writeUpTo(30)
    const lines = readFileSync(journal, 'utf8').split('\n')
    const first = lines[0] as string
    lines[0] = (first[0] === '0' ? '1' : '0') + first.slice(1)
    writeFileSync(journal, lines.join('\n'))
    const loaded = await loadSaveOrBackup(path)
    expect(loaded.save).toEqual(saves[29])
    expect(loaded.notice).toMatch(/first record .* damaged/)
  })

  it('a first record that cannot be read falls back to the snapshot only with a notice, above every version seen', async () => {
    const { path, journal } = writeUpTo(30)
    const lines = readFileSync(journal, 'utf8').split('\n')
    lines[0] = `00000000 ${(lines[0] as string).slice(9, 200)}`
    writeFileSync(journal, lines.join('\n'))
    const loaded = await loadSaveOrBackup(path)
    const seen = (saves[29] as TableSave).version
    expect(loaded.save).toEqual({ ...saves[0], version: seen + 1 })
    expect(loaded.notice).toMatch(/first record .* damaged/)
    expect(loaded.notice).toContain(`versions ${(saves[0] as TableSave).version + 1} to ${seen} are lost`)
  })

  it('a record with a good checksum that makes the save invalid ends the replay before it, with a notice', async () => {
    const { path, journal } = writeUpTo(30)
    const lines = readFileSync(journal, 'utf8').split('\n')
    const v = (saves[15] as TableSave).version
    lines[15] = encodeLine(
      JSON.stringify({
        v,
        e: [
          ['=', ['version'], v],
          ['=', ['pin'], 'not a pin']
        ]
      })
    ).trimEnd()
    writeFileSync(journal, lines.join('\n'))
    const loaded = await loadSaveOrBackup(path)
    const seen = (saves[29] as TableSave).version
    expect(loaded.save).toEqual({ ...saves[14], version: seen + 1 })
    expect(loaded.notice).toMatch(/record 16 of 30/)
    expect(loaded.notice).toContain(`versions ${v} to ${seen} are lost`)
  })

  it('a record with a good checksum and an impossible game (eight 8s in a hand) ends the replay before it, named', async () => {
    const playing = saves.findIndex((s, i) => i > 20 && s.match?.phase === 'playing')
    const { path, journal } = writeUpTo(playing + 1)
    const lines = readFileSync(journal, 'utf8').split('\n')
    const v = (saves[playing] as TableSave).version + 1
    const edits = [
      ['=', ['version'], v],
      ['=', ['match', 'hands', 0, 8], 8],
      ['=', ['match', 'dealt', 0, 8], 8]
    ]
    lines.splice(-1, 0, encodeLine(JSON.stringify({ v, e: edits })).trimEnd())
    const text = lines.join('\n')
    writeFileSync(journal, text)
    const loaded = await loadSaveOrBackup(path)
    expect(loaded.save).toEqual({ ...saves[playing], version: v + 1 })
    expect(loaded.notice).toMatch(
      /gives a save that cannot be continued \(.*impossible \(cards-not-conserved: .*too many 8s/
    )
    expect(loaded.notice).toMatch(/damaged journal was kept as/)
    expect(readFileSync(journal, 'utf8')).toBe(text)
  })

  it('a journal that starts from an impossible game (totals 0/40/40 mid-round) is refused, named, and kept as it is', async () => {
    const playing = saves.find((s) => s.match?.phase === 'playing' && s.match.round === 1) as TableSave
    const { path, journal } = writeUpTo(1)
    await unlink(path)
    const impossible = { ...playing, match: { ...playing.match!, totals: [0, 40, 40] } }
    const text = encodeLine(JSON.stringify({ base: impossible }))
    writeFileSync(journal, text)
    const refused = await loadSaveOrBackup(path).then(
      () => null,
      (e: unknown) => e
    )
    expect(refused).toBeInstanceOf(SaveLoadError)
    // The snapshot is gone (unreadable), and the journal cannot stand in for it: the message says why.
    expect((refused as SaveLoadError).problem.code).toBe('unreadable')
    expect((refused as Error).message).toMatch(/impossible \(totals-do-not-add-up: the totals 0\/40\/40/)
    expect((refused as Error).message).toMatch(/kept as it is/)
    expect(readFileSync(journal, 'utf8')).toBe(text)
  })

  it('a record whose last edit fails applies none of its edits', async () => {
    const { path, journal } = writeUpTo(20)
    const v = (saves[19] as TableSave).version + 1
    const edits = [
      ['=', ['version'], v],
      ['=', ['name'], 'half applied'],
      ['+', ['no', 'such', 'list'], [1]]
    ]
    appendFileSync(journal, encodeLine(JSON.stringify({ v, e: edits })))
    const loaded = await loadSaveOrBackup(path)
    expect(loaded.save).toEqual({ ...saves[19], version: v + 1 })
    expect(loaded.notice).toMatch(/record 21 of 21 does not apply/)
  })
})

describe('a full disk', () => {
  /** The real file calls, except that while `full`, a write puts half its bytes down and then fails. */
  function fillableIo(): JournalIo & { full: boolean } {
    const io = {
      full: false,
      writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number {
        if (!io.full) return writeSync(fd, buffer, offset, length)
        const half = Math.floor(length / 2)
        if (half > 0) return writeSync(fd, buffer, offset, half)
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
      },
      ftruncateSync
    }
    return io
  }

  it('a failed append leaves the journal whole (no half record), and appends go on once there is space', async () => {
    const io = fillableIo()
    const storage = new FileStorage(dir, { journalIo: io })
    const { path } = writeUpTo(20, storage)
    io.full = true
    expect(() => storage.writeNow(saves[20] as TableSave)).toThrow(/ENOSPC/)
    expect(() => storage.writeNow(saves[21] as TableSave)).toThrow(/ENOSPC/)
    expect(await loadSave(path)).toEqual(saves[19])
    io.full = false
    for (const save of saves.slice(21, 30)) storage.writeNow(save)
    expect(await loadSave(path)).toEqual(saves[29])
  })

  it('when the journal cannot even be cut back, the next change starts a new one from a snapshot', async () => {
    const io = fillableIo()
    io.ftruncateSync = () => {
      throw Object.assign(new Error('EIO: i/o error, ftruncate'), { code: 'EIO' })
    }
    const storage = new FileStorage(dir, { journalIo: io })
    const { path } = writeUpTo(20, storage)
    io.full = true
    expect(() => storage.writeNow(saves[20] as TableSave)).toThrow(/ENOSPC/)
    io.full = false
    storage.writeNow(saves[21] as TableSave)
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(saves[21])
    storage.writeNow(saves[22] as TableSave)
    expect(await loadSave(path)).toEqual(saves[22])
  })
})

describe('falling back to the backup', () => {
  it('continues above every version the damaged save and journal named, so no version is reused', async () => {
    const storage = new FileStorage(dir, { keepBackup: true })
    const { path, journal } = writeUpTo(10, storage)
    await storage.write(saves[10] as TableSave) // the final save: .bak is saves[9]
    writeUpTo(40, new FileStorage(dir, { keepBackup: true }))
    // Both the snapshot and the journal's first record are damaged: only the backup can be continued.
    writeFileSync(path, 'garbage')
    const lines = readFileSync(journal, 'utf8').split('\n')
    lines[0] = `00000000${(lines[0] as string).slice(8)}`
    writeFileSync(journal, lines.join('\n'))
    const loaded = await loadSaveOrBackup(path)
    expect(loaded.path).toBe(backupPath(path))
    expect(loaded.save.match).toEqual(saves[9]?.match)
    expect(loaded.save.version).toBeGreaterThan((saves[39] as TableSave).version)
    rmSync(journal)
    // Without a journal, the version the damaged snapshot names still counts.
    writeFileSync(path, JSON.stringify(saves[39]).slice(0, 400))
    expect((await loadSaveOrBackup(path)).save.version).toBeGreaterThan((saves[39] as TableSave).version)
  })
})

describe('rapid join/leave', () => {
  it('a spectator coming and going 300 times costs small appends, not a snapshot each', async () => {
    const host = await startTableHost({ dataDir: dir, seats: 2, random: seededRandom(3) })
    const path = host.savePath as string
    const inodes = new Set<number>([(await stat(path)).ino])
    try {
      for (let i = 0; i < 300; i++) {
        const c = await TestClient.connect(host.urls.ws, `w${i}`, { history: false })
        await c.hello({ spectate: true })
        await c.close()
        inodes.add((await stat(path)).ino) // an atomic replace is a new file
      }
      // The first save and a fold every FOLD_EVERY records (two records a cycle), where each cycle used to
      // replace the whole snapshot twice.
      expect(inodes.size).toBeLessThanOrEqual(2 + Math.ceil(600 / FOLD_EVERY))
      const journal = readFileSync(journalPath(path) as string, 'utf8')
      const records = journal.split('\n').filter(Boolean).slice(1)
      expect(Math.max(...records.map((r) => r.length))).toBeLessThan(120)
      // Each change was appended before it was sent. A fold may still be writing its snapshot: the
      // journal holds every record meanwhile, so loadSave reads the table as it is now.
      expect((await loadSave(path)).version).toBe(versionOf(host.table))
    } finally {
      await host.close()
    }
  }, 60_000)
})
