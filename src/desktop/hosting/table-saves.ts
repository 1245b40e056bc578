// The saves of the tables this app ran, one folder per kind of table: solo tables autosave to
// `<userData>/solo/tables/<tableId>.json`, LAN tables to `<userData>/tables/` (the server's own save
// format). The newest save of an unfinished match is offered for resuming (Home for solo, the Host screen
// for LAN tables). A save that cannot be read is reported once and kept as it is, never deleted.
import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { ResumableSolo } from '../../ipc/contract'
import { SaveLoadError, loadSave, tablesFolder } from '../../server/persistence/file-storage'
import { journalPath } from '../../server/persistence/journal'
import type { TableSave } from '../../server/persistence/save-format'
import type { ReportProblem } from '../../server/hosting/table-server'

/** What the resume offer shows of a save (the IPC contract's name for it is `ResumableSolo`, for both kinds). */
export type SaveSummary = NonNullable<ResumableSolo>

export interface ResumableSave {
  readonly path: string
  readonly summary: SaveSummary
}

export interface TableSaves {
  /** the newest save of an unfinished match */
  latest(): Promise<ResumableSave | undefined>
  /** deletes one save (a finished or abandoned table) */
  discard(path: string): Promise<void>
  /** deletes every readable save; unreadable ones stay where they are */
  discardAll(): Promise<number>
}

export function isUnfinished(save: TableSave): boolean {
  return save.match !== null && save.match.phase !== 'matchOver'
}

export function summarize(save: TableSave): SaveSummary {
  const totals = save.match?.totals ?? []
  return {
    tableName: save.name,
    savedAt: new Date(save.savedAt).toISOString(),
    round: save.match?.round ?? 1,
    players: save.seats.map((seat, index) => ({
      name: seat.name ?? `Seat ${index + 1}`,
      points: totals[index] ?? 0,
      bot: seat.kind === 'bot'
    }))
  }
}

export function createTableSaves(dataDir: string, report: ReportProblem): TableSaves {
  const folder = tablesFolder(dataDir)
  /** unreadable saves already reported: every look for a save to resume would report them again */
  const reported = new Set<string>()

  async function files(): Promise<{ path: string; mtime: number }[]> {
    let names: string[]
    try {
      names = (await readdir(folder)).filter((name) => name.endsWith('.json'))
    } catch {
      return []
    }
    const found: { path: string; mtime: number }[] = []
    for (const name of names) {
      const path = join(folder, name)
      try {
        found.push({ path, mtime: (await stat(path)).mtimeMs })
      } catch {
        // removed meanwhile
      }
    }
    return found.sort((a, b) => b.mtime - a.mtime)
  }

  async function load(path: string): Promise<TableSave | undefined> {
    try {
      return await loadSave(path)
    } catch (error) {
      if (!(error instanceof SaveLoadError)) throw error
      if (!reported.has(path)) report({ kind: 'save-unreadable', message: error.message, file: path })
      reported.add(path)
      return undefined
    }
  }

  const remove = async (path: string): Promise<void> => {
    // The save's journal (see src/server/persistence/journal.ts) goes with it.
    for (const file of [path, journalPath(path)]) {
      if (file === null) continue
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    }
  }

  return {
    async latest() {
      for (const { path } of await files()) {
        const save = await load(path)
        if (save && isUnfinished(save)) return { path, summary: summarize(save) }
      }
      return undefined
    },
    discard: remove,
    async discardAll() {
      let count = 0
      for (const { path } of await files()) {
        if ((await load(path)) === undefined) continue
        await remove(path)
        count++
      }
      return count
    }
  }
}
