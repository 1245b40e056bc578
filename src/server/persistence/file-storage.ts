// Autosaves on disk: `<dataDir>/tables/<tableId>.json`, one file per table, each replaced atomically.
// A new table always gets a new id and so a new file: a save that failed to load is never overwritten.
import { mkdir, readFile, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from './atomic-write'
import { parseSave } from './save-format'
import type { SaveProblem, TableSave } from './save-format'
import type { TableStorage } from './table-storage'

export function tablesFolder(dataDir: string): string {
  return join(dataDir, 'tables')
}

export function savePath(dataDir: string, tableId: string): string {
  return join(tablesFolder(dataDir), `${tableId}.json`)
}

export class FileStorage implements TableStorage {
  private folderReady: Promise<unknown> | null = null
  constructor(readonly dataDir: string) {}

  async write(save: TableSave): Promise<void> {
    this.folderReady ??= mkdir(tablesFolder(this.dataDir), { recursive: true, mode: 0o700 })
    try {
      await this.folderReady
    } catch (error) {
      this.folderReady = null
      throw error
    }
    await writeFileAtomic(savePath(this.dataDir, save.tableId), JSON.stringify(save))
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
