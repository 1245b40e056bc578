// Autosaves on disk: `<dataDir>/tables/<tableId>.json`, one file per table, each replaced atomically.
// A new table always gets a new id and so a new file: a save that failed to load is never overwritten.
// With `keepBackup`, the previous good save stays beside it as `<tableId>.json.bak`, and resuming falls
// back to it when the save itself is damaged (the damaged file is kept as `.corrupt-<time>`).
import { copyFileSync, mkdirSync, readdirSync, renameSync, unlinkSync } from 'node:fs'
import { copyFile, mkdir, readFile, readdir, rename, stat, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { writeFileAtomic, writeFileAtomicSync } from './atomic-write'
import { parseSave } from './save-format'
import type { SaveProblem, TableSave } from './save-format'
import type { TableStorage } from './table-storage'

export function tablesFolder(dataDir: string): string {
  return join(dataDir, 'tables')
}

export function savePath(dataDir: string, tableId: string): string {
  return join(tablesFolder(dataDir), `${tableId}.json`)
}

/** Where the previous good save of a table is kept. */
export function backupPath(path: string): string {
  return `${path}.bak`
}

export interface FileStorageOptions {
  /** Keep the previous good save as `<tableId>.json.bak` (default false). */
  keepBackup?: boolean
}

export class FileStorage implements TableStorage {
  private folderReady: Promise<unknown> | null = null
  /** Tables whose save this storage wrote itself: only such a file is known good enough to back up. */
  private readonly written = new Set<string>()
  constructor(
    readonly dataDir: string,
    private readonly options: FileStorageOptions = {}
  ) {}

  async write(save: TableSave): Promise<void> {
    this.folderReady ??= mkdir(tablesFolder(this.dataDir), { recursive: true, mode: 0o700 })
    try {
      await this.folderReady
    } catch (error) {
      this.folderReady = null
      throw error
    }
    const path = savePath(this.dataDir, save.tableId)
    // The first write of a table in this process also sweeps away temp files that an earlier process,
    // killed in the middle of a write, left behind (they hold tokens too).
    if (!this.written.has(save.tableId)) await removeLeftoverTemps(path)
    // A file this process did not write may be the damaged one a resume fell back from: never back it up.
    if (this.options.keepBackup && this.written.has(save.tableId)) await keepAsBackup(path)
    await writeFileAtomic(path, JSON.stringify(save))
    this.written.add(save.tableId)
  }

  /** `write`, synchronously and without fsync (see writeFileAtomicSync): called before every broadcast. */
  writeNow(save: TableSave): void {
    mkdirSync(tablesFolder(this.dataDir), { recursive: true, mode: 0o700 })
    const path = savePath(this.dataDir, save.tableId)
    if (!this.written.has(save.tableId)) removeLeftoverTempsSync(path)
    if (this.options.keepBackup && this.written.has(save.tableId)) keepAsBackupSync(path)
    writeFileAtomicSync(path, JSON.stringify(save))
    this.written.add(save.tableId)
  }

  describe(tableId: string): string {
    return savePath(this.dataDir, tableId)
  }
}

/** A save that cannot be continued: the message says why and where; the file is left as it is. */
export class SaveLoadError extends Error {
  constructor(
    readonly path: string,
    readonly problem: SaveProblem | { kind: 'missing' | 'unreadable'; message: string }
  ) {
    super(`Cannot resume ${path}: ${problem.message} The file was kept as it is.`)
    this.name = 'SaveLoadError'
  }
}

export async function loadSave(path: string): Promise<TableSave> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new SaveLoadError(path, { kind: 'unreadable', message: (error as Error).message + '.' })
  }
  const parsed = parseSave(text)
  if (!parsed.ok) throw new SaveLoadError(path, parsed.problem)
  return parsed.save
}

/** `<id>.json.<pid>.<n>.tmp` and `<id>.json.bak.<pid>.tmp` of other processes (this one has none yet). */
async function removeLeftoverTemps(path: string): Promise<void> {
  const folder = dirname(path)
  const prefix = `${basename(path)}.`
  const names = await readdir(folder).catch(() => [] as string[])
  for (const name of names) {
    if (name.startsWith(prefix) && name.endsWith('.tmp'))
      await unlink(join(folder, name)).catch(() => undefined)
  }
}

/** Copies the save to `.bak` through a temp file and a rename, so the backup is never a torn file. */
async function keepAsBackup(path: string): Promise<void> {
  const temp = `${backupPath(path)}.${process.pid}.tmp`
  try {
    await copyFile(path, temp)
    await rename(temp, backupPath(path))
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

function removeLeftoverTempsSync(path: string): void {
  const folder = dirname(path)
  const prefix = `${basename(path)}.`
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue
    try {
      unlinkSync(join(folder, name))
    } catch {
      // already gone
    }
  }
}

function keepAsBackupSync(path: string): void {
  const temp = `${backupPath(path)}.${process.pid}.tmp`
  try {
    copyFileSync(path, temp)
    renameSync(temp, backupPath(path))
  } catch (error) {
    try {
      unlinkSync(temp)
    } catch {
      // never created
    }
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

export interface LoadedSave {
  save: TableSave
  /** The file the save came from: the save itself, or its backup. */
  path: string
  /** When the backup was used: what was wrong with the save and where it was kept, for the host. */
  notice: string | null
}

/**
 * `loadSave`, falling back to the previous good save (`.bak`) when the save is damaged or unreadable.
 * A save from a newer app is not damaged: it is refused, never replaced by an older backup. When the
 * backup cannot be used either, the error names both problems; no file is changed.
 */
export async function loadSaveOrBackup(path: string): Promise<LoadedSave> {
  try {
    return { save: await loadSave(path), path, notice: null }
  } catch (error) {
    if (!(error instanceof SaveLoadError) || error.problem.kind === 'newer') throw error
    const backup = backupPath(path)
    let save: TableSave
    try {
      save = await loadSave(backup)
    } catch (backupError) {
      if (!(backupError instanceof SaveLoadError)) throw backupError
      if ((await stat(backup).catch(() => null)) === null) throw error
      const message = `${error.problem.message} Its backup ${backup} cannot be used either: ${backupError.problem.message}`
      throw new SaveLoadError(path, { kind: error.problem.kind, message })
    }
    const kept = `${path}.corrupt-${Date.now()}`
    const copied = await copyFile(path, kept).then(
      () => true,
      () => false
    )
    const notice =
      `The save ${path} cannot be used: ${error.problem.message}` +
      (copied ? ` It was kept as ${kept}.` : '') +
      ` Continuing from the previous good save ${backup} (version ${save.version}).`
    return { save, path: backup, notice }
  }
}

/** The most recently written save in the data folder (by modification time), or null when there is none. */
export async function latestSavePath(dataDir: string): Promise<string | null> {
  const folder = tablesFolder(dataDir)
  let names: string[]
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.json'))
  } catch {
    return null
  }
  let best: { path: string; mtime: number } | null = null
  for (const name of names) {
    const path = join(folder, name)
    const mtime = (await stat(path)).mtimeMs
    if (best === null || mtime > best.mtime) best = { path, mtime }
  }
  return best?.path ?? null
}
