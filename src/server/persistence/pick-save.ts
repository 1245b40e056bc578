// Which save a table continues, from the texts of its files: the snapshot and the journal beside it
// (journal.ts). Pure: file-storage.ts reads the files, keeps damaged ones aside and tells the host.
import { replayJournal } from './journal-replay'
import type { ReplayedJournal } from './journal-replay'
import { checkSave, parseSave } from './save-format'
import type { ParsedSave, SaveProblem, TableSave } from './save-format'
import { refuse } from '../../engine/result'
import type { Refusal } from '../../engine/result'

/** A save that cannot be continued: the message says why and where; the file is left as it is. */
export class SaveLoadError extends Error {
  constructor(
    readonly path: string,
    readonly problem: SaveProblem | Refusal<'missing' | 'unreadable'>
  ) {
    super(`Cannot resume ${path}: ${problem.message} The file was kept as it is.`)
    this.name = 'SaveLoadError'
  }
}

/** The snapshot file as read: its text, or why it could not be read. */
export type SnapshotText = { text: string } | { error: Error }

export interface Picked {
  save: TableSave
  /** What was wrong with the snapshot when the journal had to stand in for it. */
  snapshotProblem: SaveLoadError['problem'] | null
  /** What went wrong in the journal and what it cost, for the host; null when nothing. */
  journalNote: string | null
  /** The journal is damaged (a copy is kept for inspection before the next change replaces it). */
  journalDamaged: boolean
  /** What reading a save of an older format changed (save-format.ts `upgrade`). */
  upgraded: string | null
}

/**
 * Snapshot + journal → the newest whole save. The journal starts from a whole save of its own, so it is
 * used whenever it reaches at least as far as the snapshot (a journal without a snapshot, a damaged
 * snapshot); a snapshot newer than its journal (a fold that died before the journal was restarted) is
 * used as it is. The two are never mixed, so a journal from another run cannot be applied to a snapshot
 * (except that a journal whose first record is damaged starts from the snapshot when that is provably
 * the same save). A damaged journal gives its longest valid prefix; whatever is lost is named, and the
 * save continues above every version any file names (the high-water mark), so a version a player saw
 * never returns with other content.
 */
export function pickSave(path: string, snapshot: SnapshotText, journalText: string | null): Picked {
  const fromSnapshot =
    'text' in snapshot
      ? parseSave(snapshot.text)
      : refuse('unreadable', snapshot.error.message + '.')
  if (!fromSnapshot.ok && fromSnapshot.error.code === 'newer') throw new SaveLoadError(path, fromSnapshot.error)
  let checked: { doc: unknown; result: ParsedSave } | null = null
  const check = (doc: unknown): string | null => {
    const result = checkSave(doc)
    if (!result.ok && result.error.code === 'newer') throw new SaveLoadError(path, result.error)
    checked = { doc, result }
    return result.ok ? null : result.error.message
  }
  const replayed =
    journalText === null
      ? null
      : replayJournal(journalText, { check, ...('text' in snapshot ? { snapshot: snapshot.text } : {}) })
  // The replay checked the document it ends with last.
  const last = checked as { doc: unknown; result: ParsedSave } | null
  const ended = replayed?.doc != null && last?.doc === replayed.doc ? last.result : null
  const journal = ended?.ok ? ended.value : null
  const highest = highestKnownVersion(snapshot, replayed)

  let picked: { save: TableSave; upgraded: string | null; snapshotProblem: Picked['snapshotProblem'] }
  if (journal !== null && (!fromSnapshot.ok || journal.save.version >= fromSnapshot.value.save.version)) {
    picked = { ...journal, snapshotProblem: fromSnapshot.ok ? null : fromSnapshot.error }
  } else if (fromSnapshot.ok) {
    picked = { ...fromSnapshot.value, snapshotProblem: null }
  } else {
    const problem = fromSnapshot.error
    if (replayed === null) throw new SaveLoadError(path, problem)
    const why = replayed.problem ?? 'unreadable'
    const message = `${problem.message} Its journal cannot be used either: ${why}`
    throw new SaveLoadError(path, { ...problem, message })
  }

  const notes: string[] = []
  const from = picked.save.version
  if (replayed?.baseRepaired && journal !== null && picked.save === journal.save)
    notes.push(
      `The first record of the journal of ${path} is damaged; the snapshot beside it is that same save, so the journal was replayed from it.`
    )
  if (replayed?.problem != null) notes.push(`The journal of ${path} cannot be used: ${replayed.problem}.`)
  else if (replayed?.damage != null) notes.push(`The journal of ${path} is damaged (${replayed.damage}).`)
  if (replayed?.torn === true && replayed.problem === null)
    notes.push(
      `The last record of the journal of ${path} was cut short (a write a crash or power loss interrupted); the change it held may have been sent.`
    )
  let save = picked.save
  if (highest > from) {
    save = { ...save, version: highest + 1 }
    const lost =
      highest === from + 1 ? `version ${highest} is lost` : `versions ${from + 1} to ${highest} are lost`
    notes.push(
      `The changes after version ${from} could not be used: ${lost}. ` +
        `Continuing from version ${from} as version ${save.version}, so no version a player saw is used again.`
    )
  }
  const journalDamaged =
    replayed !== null && (replayed.problem !== null || replayed.damage !== null || replayed.torn)
  return {
    save,
    snapshotProblem: picked.snapshotProblem,
    journalNote: notes.length === 0 ? null : notes.join(' '),
    journalDamaged,
    upgraded: picked.upgraded
  }
}

/** The highest version any file of this table names, readable or not: a table continued from an older
 *  save starts above it, so no version number a player saw is reused with other content. */
export function highestKnownVersion(
  snapshot: SnapshotText,
  journal: ReplayedJournal | string | null
): number {
  const versions = [-1]
  const found = 'text' in snapshot ? /"version":(\d+)/.exec(snapshot.text) : null
  if (found) versions.push(Number(found[1]))
  if (typeof journal === 'string') versions.push(replayJournal(journal).highestVersion)
  else if (journal !== null) versions.push(journal.highestVersion)
  return Math.max(...versions)
}
