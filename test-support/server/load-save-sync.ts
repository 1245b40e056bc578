// `loadSave` (src/server/persistence/file-storage.ts), synchronously: tests read the save the moment a
// frame arrives, to prove that every change is on disk before anyone is sent it.
import { readFileSync } from 'node:fs'
import { journalPath } from '../../src/server/persistence/journal'
import { pickSave } from '../../src/server/persistence/pick-save'
import type { SnapshotText } from '../../src/server/persistence/pick-save'
import type { TableSave } from '../../src/server/persistence/save-format'

export function loadSaveSync(path: string): TableSave {
  let snapshot: SnapshotText
  try {
    snapshot = { text: readFileSync(path, 'utf8') }
  } catch (error) {
    snapshot = { error: error as Error }
  }
  const journal = journalPath(path)
  let journalText: string | null = null
  try {
    journalText = journal === null ? null : readFileSync(journal, 'utf8')
  } catch {
    // no journal
  }
  return pickSave(path, snapshot, journalText).save
}
