// Autosaves on disk: `<dataDir>/tables/<tableId>.json`, one file per table, each replaced atomically.
// A new table always gets a new id and so a new file: a save that failed to load is never overwritten.
// With `keepBackup`, the previous good save stays beside it as `<tableId>.json.bak`, and resuming falls
// back to it when the save itself is damaged (the damaged file is kept as `.corrupt-<time>`).
import { copyFileSync, mkdirSync, readdirSync, renameSync, unlinkSync } from 'node:fs'
import { copyFile, readFile, readdir, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { writeFileAtomic, writeFileAtomicSync } from './atomic-write'
import { FOLD_EVERY, JournalWriter, journalPath } from './journal'
import type { JournalIo } from './journal'
import { SaveLoadError, highestKnownVersion, pickSave } from './pick-save'
import type { Picked, SnapshotText } from './pick-save'
import type { TableSave } from './save-format'
import type { TableStorage } from './table-storage'

export { SaveLoadError } from './pick-save'

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
  /** The journal's file calls (tests fail them as a full disk would). */
  journalIo?: JournalIo
}

export class FileStorage implements TableStorage {
  /** Tables whose save this storage wrote itself: only such a file is known good enough to back up. */
  private readonly written = new Set<string>()
  private readonly journals = new Map<string, JournalWriter>()
  private folding: Promise<void> | null = null
  private foldAgain = false
  constructor(
    readonly dataDir: string,
    private readonly options: FileStorageOptions = {}
  ) {}

  /** The final, fully synced save (on close): the snapshot, after which the table's journal is removed. */
  async write(save: TableSave): Promise<void> {
    await this.settled()
    const journal = this.journals.get(save.tableId)
    // The backup is then the table as it was at its last change, not as at the last fold.
    const latest = journal?.last
    if (this.options.keepBackup && latest) await this.writeSnapshot(latest, JSON.stringify(latest))
    await this.writeSnapshot(save, JSON.stringify(save))
    journal?.retire()
  }

  /** A synced snapshot: the final save, and each fold of the journal. */
  private async writeSnapshot(save: TableSave, json: string): Promise<void> {
    await writeFileAtomic(this.prepareSnapshot(save.tableId), json)
    this.written.add(save.tableId)
  }

  /**
   * Before every broadcast, synchronously: appends the change to the table's journal, folded into the
   * snapshot at round ends and every FOLD_EVERY records (journal.ts). A table's first change in this
   * process, or the first after the journal broke, writes a snapshot and starts a new journal from it.
   */
  writeNow(save: TableSave): void {
    const journal = this.journalFor(save.tableId)
    if (!journal.ready) {
      const json = JSON.stringify(save)
      this.snapshotNow(save, json)
      journal.start(save, json)
      return
    }
    const before = journal.last
    journal.append(save)
    if (journal.records >= FOLD_EVERY || roundEnded(before, save)) this.foldSoon(journal)
  }

  /** A snapshot before the change is sent, without fsync (see writeFileAtomicSync). */
  private snapshotNow(save: TableSave, json = JSON.stringify(save)): void {
    writeFileAtomicSync(this.prepareSnapshot(save.tableId), json)
    this.written.add(save.tableId)
  }

  /**
   * What comes before a table's snapshot is replaced: its folder, and the previous good save kept as
   * `.bak`. Synchronous, for both kinds of write, because `writeNow` must have the change on disk before
   * it is sent; each step is a small file operation, so the async writes lose nothing by waiting on it.
   */
  private prepareSnapshot(tableId: string): string {
    mkdirSync(tablesFolder(this.dataDir), { recursive: true, mode: 0o700 })
    const path = savePath(this.dataDir, tableId)
    // The first write of a table in this process also sweeps away temp files that an earlier process,
    // killed in the middle of a write, left behind (they hold tokens too).
    if (!this.written.has(tableId)) removeLeftoverTemps(path)
    // A file this process did not write may be the damaged one a resume fell back from: never back it up.
    if (this.options.keepBackup && this.written.has(tableId)) keepAsBackup(path)
    return path
  }

  private journalFor(tableId: string): JournalWriter {
    let journal = this.journals.get(tableId)
    if (journal === undefined) {
      journal = new JournalWriter(
        journalPath(savePath(this.dataDir, tableId)) as string,
        this.options.journalIo
      )
      this.journals.set(tableId, journal)
    }
    return journal
  }

  /** Folds the journal into a synced snapshot and starts it again from there, after the send. At most
   *  one fold runs; a fold asked for meanwhile runs after it. A failed fold loses nothing that was
   *  written, and the next change starts over from a snapshot (see below). */
  private foldSoon(journal: JournalWriter): void {
    if (this.folding !== null) {
      this.foldAgain = true
      return
    }
    this.folding = (async () => {
      // After the change that asked for it was sent: the journal holds it already, and serializing the
      // whole save (a round end's) must not delay that change reaching the players.
      await new Promise((resolve) => setImmediate(resolve))
      do {
        this.foldAgain = false
        const base = journal.last
        if (base === null) break
        const json = JSON.stringify(base)
        const rotated = journal.rotate(json)
        await Promise.all([this.writeSnapshot(base, json), rotated]).catch(() => {
          // The snapshot could not be written where the table's save belongs (a full disk, a folder
          // gone): the open journal may now lead nowhere. The next change starts again with a snapshot
          // written before it is sent, so its failure is reported like any other save's.
          journal.drop()
        })
      } while (this.foldAgain)
      this.folding = null
    })()
  }

  /** Waits for a fold in flight (tests, and the final save). */
  async settled(): Promise<void> {
    while (this.folding !== null) await this.folding
  }

  describe(tableId: string): string {
    return savePath(this.dataDir, tableId)
  }
}

/** The table a save file continues: its snapshot and the journal beside it, replayed. */
export async function loadSave(path: string): Promise<TableSave> {
  return pickSave(path, await readText(path), await readJournalText(path)).save
}

async function readText(path: string): Promise<SnapshotText> {
  return readFile(path, 'utf8').then(
    (text) => ({ text }),
    (error: Error) => ({ error })
  )
}

async function readJournalText(path: string): Promise<string | null> {
  const journal = journalPath(path)
  return journal === null ? null : readFile(journal, 'utf8').catch(() => null)
}

/** `<id>.json.<pid>.<n>.tmp`, `<id>.json.bak.<pid>.tmp` and `<id>.journal.<pid>.<n>.tmp`. */
function isLeftoverTemp(path: string, name: string): boolean {
  const prefixes = [`${basename(path)}.`, `${basename(journalPath(path) ?? path)}.`]
  return name.endsWith('.tmp') && prefixes.some((prefix) => name.startsWith(prefix))
}

/** Leftover temp files of other processes (this one has none yet). */
function removeLeftoverTemps(path: string): void {
  const folder = dirname(path)
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return
  }
  for (const name of names) {
    if (!isLeftoverTemp(path, name)) continue
    try {
      unlinkSync(join(folder, name))
    } catch {
      // already gone
    }
  }
}

/** Copies the save to `.bak` through a temp file and a rename, so the backup is never a torn file. */
function keepAsBackup(path: string): void {
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
  const snapshot = await readText(path)
  const journalText = await readJournalText(path)
  try {
    const picked = pickSave(path, snapshot, journalText)
    return { save: picked.save, path, notice: await journalNotice(path, picked) }
  } catch (error) {
    if (!(error instanceof SaveLoadError) || error.problem.code === 'newer') throw error
    const backup = backupPath(path)
    let save: TableSave
    try {
      save = await loadSave(backup)
    } catch (backupError) {
      if (!(backupError instanceof SaveLoadError)) throw backupError
      if ((await stat(backup).catch(() => null)) === null) throw error
      const message = `${error.problem.message} Its backup ${backup} cannot be used either: ${backupError.problem.message}`
      throw new SaveLoadError(path, { code: error.problem.code, message })
    }
    const highest = highestKnownVersion(snapshot, journalText)
    if (highest >= save.version) save = { ...save, version: highest + 1 }
    const kept = await keepDamaged(path)
    const notice =
      `The save ${path} cannot be used: ${error.problem.message}` +
      (kept !== null ? ` It was kept as ${kept}.` : '') +
      ` Continuing from the previous good save ${backup} (at version ${save.version}).`
    return { save, path: backup, notice }
  }
}

/** Copies a damaged save aside for inspection: the next save replaces it. */
async function keepDamaged(path: string): Promise<string | null> {
  const kept = `${path}.corrupt-${Date.now()}`
  return copyFile(path, kept).then(
    () => kept,
    () => null
  )
}

/**
 * Tells the host when the journal stood in for a damaged snapshot, when it was damaged and what that
 * cost, and when the save was written by an older version.
 */
async function journalNotice(path: string, picked: Picked): Promise<string | null> {
  const notes: string[] = []
  if (picked.upgraded !== null) notes.push(picked.upgraded)
  if (picked.snapshotProblem !== null) {
    const kept = picked.snapshotProblem.code === 'unreadable' ? null : await keepDamaged(path)
    notes.push(
      `The save ${path} cannot be used: ${picked.snapshotProblem.message}` +
        (kept !== null ? ` It was kept as ${kept}.` : '') +
        (picked.journalNote === null
          ? ` Its journal holds every change: continuing from it (version ${picked.save.version}).`
          : ' Continuing from its journal.')
    )
  }
  if (picked.journalNote !== null) {
    const journal = journalPath(path)
    const kept = picked.journalDamaged && journal !== null ? await keepDamaged(journal) : null
    notes.push(picked.journalNote + (kept !== null ? ` The damaged journal was kept as ${kept}.` : ''))
  }
  return notes.length === 0 ? null : notes.join(' ')
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
    const journal = journalPath(path)
    const journalTime = journal === null ? 0 : ((await stat(journal).catch(() => null))?.mtimeMs ?? 0)
    const mtime = Math.max((await stat(path)).mtimeMs, journalTime)
    if (best === null || mtime > best.mtime) best = { path, mtime }
  }
  return best?.path ?? null
}

/** A round or match ended with this change: the save is folded into a synced snapshot. */
function roundEnded(before: TableSave | null, after: TableSave): boolean {
  const phase = after.match?.phase
  return phase !== undefined && phase !== 'playing' && before?.match?.phase === 'playing'
}
