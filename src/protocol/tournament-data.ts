// A tournament as plain data (issue 52): what the host journals and saves, what src/tournament's reducer
// changes, and what tournament-save.ts checks when a file comes back. zod-free, so any layer (the
// renderer included) may import these types. The rules that fill it in live in src/tournament and are
// stated in docs/tournament.md.
//
// Numbering: stages, tables and deals are counted from 1 wherever a person reads or names them (a
// command, a reference, "table 2"); seats are the engine's, from 0. The arrays below are 0-based.
import type { ChoiceOptions } from '../engine/option-list'
import type { BotLevel, TournamentFormat } from './vocabulary'

/** What `format` says in every tournament file, so a file of something else is told apart at once. */
export const TOURNAMENT_FILE_FORMAT = 'five-three-five/tournament'
/** Bumped on any change to the shape below; a tournament of another version is refused, never guessed at. */
export const TOURNAMENT_VERSION = 1

/** What the director chose when opening the tournament. */
export interface TournamentSettings {
  name: string
  format: TournamentFormat
  /** How many stages the evening has (MAX_STAGES at most). */
  stages: number
  /** How many deals every table plays in one stage (a two-hands table plays both hands of each). */
  dealsPerStage: number
  /** PREFERRED_TABLE_SIZE: the balancing aims at it (src/tournament/balance.ts). */
  preferredTableSize: number
  /** The registration cap, MIN_ENTRANTS to MAX_ENTRANTS. */
  maxEntrants: number
  /** Seconds per turn at every table; 0 means no turn timer. */
  turnSeconds: number
  /** The table options every table of the tournament plays with. */
  options: ChoiceOptions
}

/** A registered player, or a bot the director added; both are ranked in the standings. */
export interface Entrant {
  /** 1, 2, 3… in the order of registration; never reused. */
  id: number
  name: string
  /** Set for a bot the director added: it plays every stage at this level. */
  bot?: BotLevel
  /** The stage during which (or after which) the entrant withdrew; they sit at no later stage. */
  withdrawnInStage?: number
}

/** Who holds a seat at a stage's table: an entrant, or a bot that only fills the table (not ranked). */
export type SeatHolder = { kind: 'entrant'; id: number } | { kind: 'filler'; level: BotLevel }

/** One table of a stage. */
export interface StageTable {
  seats: SeatHolder[]
  /** The penalty points of every finished deal, per seat: `deals[k][seat]`, deal k + 1 (a two-hands
   *  deal: both its hands together). Finished deals only, in order. */
  deals: number[][]
  /** Seats whose games a stand-in bot finished because their entrant withdrew during the stage. */
  standIns: number[]
}

/** A duplicate stage's secret seeds, one per table size (as text: '2'…'6'). Host only, never sent. */
export type StageSeeds = Partial<Record<'2' | '3' | '4' | '5' | '6', string>>

export interface Stage {
  tables: StageTable[]
  /** Duplicate: a seed for every table size of the stage (SEED_PATTERN). Swiss: {}. */
  seeds: StageSeeds
}

/** The whole tournament. Secret in part: `stages[].seeds` stay with the host (src/tournament's
 *  `withoutSeeds` is what anyone else may hold). */
export interface TournamentState {
  format: typeof TOURNAMENT_FILE_FORMAT
  version: typeof TOURNAMENT_VERSION
  settings: TournamentSettings
  entrants: Entrant[]
  /** The last entrant id given: ids are never given twice, also after someone left before stage 1. */
  lastEntrantId: number
  /** The stages begun so far, oldest first; only the last may be unfinished. */
  stages: Stage[]
}

/** A duplicate seed: 32 bytes from the host's cryptographic source, as 64 lower-case hex digits. */
export const SEED_PATTERN = /^[0-9a-f]{64}$/
