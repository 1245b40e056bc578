// What a tournament host takes from its process (issue 52): how to start a table, its randomness, its
// folder; and what it holds of each table it runs. The CLI and the app give the real ones
// (open-tournament.ts), tests in-process tables (test-support/tournament/).
import type { HostOptions, HostServer } from '../host-server'
import type { TableSave } from '../persistence/save-format'
import type { RandomSource } from '../random-source'
import type { HostCommand } from '../table/table'
import type { Refusal as TableRefusal } from '../table/table-events'
import type { TournamentContext } from '../../tournament'
import type { TablePlace } from './insecure-seed'

/** A table the host runs: its server, the host's commands to it, and its save (what it holds now). */
export interface RunningTable {
  readonly server: HostServer
  command(command: HostCommand): TableRefusal | null
  snapshot(): TableSave
}

export interface TournamentHostDeps {
  /** Starts one table (hosting's startHost, with the bots' worker pool); tests start in-process ones. */
  startTable(options: HostOptions, place: TablePlace): Promise<RunningTable>
  /** Tokens, the director key and the seating order: node:crypto on a real host. */
  random: RandomSource
  /** A duplicate seed: 32 bytes of node:crypto as hex. */
  newSeed(): string
  /** INSECURE, tests and soaks only (insecure-seed.ts): a stage's seating and seeds, the same every run. */
  stageContext?: (stage: number) => TournamentContext
  /** The tournament's folder: its journal, and `tables/` with every table's own save. */
  folder: string
  /** What every table gets besides its seats: the bind address, bot pause, grace, renderer… */
  tableOptions?: Partial<HostOptions>
  log?: (line: string) => void
}
