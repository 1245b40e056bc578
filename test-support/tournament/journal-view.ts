// The tournament host's journal as an observer in another process reads it (issue 52, the tournament soak):
// the host writes it before anyone hears of a change (tournament-journal.ts), so when a frame arrives the
// journal on disk is at least as new as the frame. Read again only when the file changed (the host replaces
// it whole, atomically); a table's host key read once from the table's own save beside it.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { journalPath, readJournal } from '../../src/server/tournament/tournament-journal'
import type { TournamentHostSave } from '../../src/server/tournament/tournament-journal'
import type { TournamentState } from '../../src/tournament'

export class JournalView {
  private cached: TournamentHostSave | null = null
  private stamp = ''
  private readonly hostKeys = new Map<string, string>()

  constructor(readonly folder: string) {}

  /** The journal as it is on disk now. Throws when it cannot be read or is damaged. */
  read(): TournamentHostSave {
    const stat = statSync(journalPath(this.folder), { bigint: true })
    const stamp = `${stat.ino}:${stat.mtimeNs}:${stat.size}`
    if (this.cached === null || stamp !== this.stamp) {
      const read = readJournal(this.folder)
      if (!read.ok) throw new Error(read.error.message)
      this.cached = read.value
      this.stamp = stamp
    }
    return this.cached
  }

  get state(): TournamentState {
    return this.read().tournament
  }

  /** Deals each table of `stage` has recorded (empty before the stage began). */
  dealsRecorded(stage: number): number[] {
    return (this.state.stages[stage - 1]?.tables ?? []).map((t) => t.deals.length)
  }

  /** Whether every table of `stage` has played every deal of it. */
  stageOver(stage: number): boolean {
    const tables = this.state.stages[stage - 1]?.tables
    return tables !== undefined && tables.every((t) => t.deals.length === this.state.settings.dealsPerStage)
  }

  /** The seat tokens of a table of a stage (null: a bot's seat). */
  seatTokens(stage: number, table: number): (string | null)[] {
    return this.read().tables[stage - 1]?.[table - 1]?.seatTokens ?? []
  }

  /** A table's host key, from its save (null until the save is on disk). */
  hostKey(stage: number, table: number): string | null {
    const file = this.read().tables[stage - 1]?.[table - 1]?.save
    if (file === undefined || file === '') return null
    const known = this.hostKeys.get(file)
    if (known !== undefined) return known
    try {
      const save = JSON.parse(readFileSync(join(this.folder, 'tables', file), 'utf8')) as {
        hostKey?: unknown
      }
      if (typeof save.hostKey !== 'string') return null
      this.hostKeys.set(file, save.hostKey)
      return save.hostKey
    } catch {
      return null
    }
  }
}
