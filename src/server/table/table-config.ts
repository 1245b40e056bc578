// How a table is set up. Table settings (name, seats, options, PIN, timer, host key) are saved with the
// table; host settings (grace, bot pause, auto start) belong to the process running it and are given again
// on resume.
import type { MatchState, Result, TableOptions } from '../../engine'
import type { BotLevel } from '../../protocol/vocabulary'
import type { RoomLimits } from './room-limits'
import type { Refusal } from './table-events'

/**
 * Deals a table's next match or round instead of the table's own random source (a tournament's
 * duplicate stage, issue 52): `previous` is null for the start, else the match whose round or match
 * just ended. A refusal (the stage's deals are all played) keeps the table where it is.
 */
export type Dealer = (previous: MatchState | null) => Result<MatchState>

export interface TableSettings {
  id: string
  name: string
  seats: number
  options: TableOptions
  /** PIN_MIN_LENGTH to PIN_MAX_LENGTH digits (protocol/vocabulary.ts), or null for an open table. */
  pin: string | null
  /** Issue 25: the host's "Allow watching without the PIN"; absent until the host chooses, and the
   *  default then follows the PIN (protocol/watching.ts). */
  watchWithoutPin?: boolean
  /** Seconds per turn; 0 = no timer. */
  turnSeconds: number
  /** The secret that grants lobby control. */
  hostKey: string
}

export interface HostSettings {
  /** Start the match as soon as every seat is filled. */
  autoStart: boolean
  /** How long a dropped player keeps their seat before a bot stands in (ms). */
  graceMs: number
  /** The human-like pause before a bot's move, and before a round with nobody to wait for moves on (ms). */
  botDelayMs: number
  /** The level of the bot that plays for an away player or an expired turn. */
  standInLevel: BotLevel
  /** Most spectators a table admits. */
  maxSpectators: number
  /** During a burst of changes, autosaves are at least this far apart (ms); a lone change is saved at once. */
  saveGapMs: number
  /** A player alone with bots may take back moves (solo tables); never with other people seated. */
  allowUndo: boolean
  /** The LAN join URLs the host listens on, told to every member in the welcome: players who opened the
   *  table at 127.0.0.1 still invite others by a LAN address. */
  joinUrls: readonly string[]
  /** Send each change as the whole state, not as a delta (protocol/view-delta.ts): for comparison only. */
  fullViews?: boolean
  /** The room limits (room-limits.ts) when not the defaults: tests and benches that need others. */
  roomLimits?: RoomLimits
  /** A tournament's table (issue 52): who deals, when not the table's own random source. */
  dealer?: Dealer
  /** A tournament's table (issue 52): asked before anyone without a seat here is let in to watch; a
   *  refusal keeps them out (RULES.md R9 across tables: a deal another table has not finished). */
  watchGate?: () => Refusal | null
}

/** After a trick clears, the bot that leads next waits this many pauses more: people read the cleared
 *  trick (the renderer holds it on screen) before the next lead lands. */
export const TRICK_HOLD_PAUSES = 2

export const DEFAULT_HOST_SETTINGS: HostSettings = {
  autoStart: false,
  graceMs: 60_000,
  botDelayMs: 1000,
  standInLevel: 'medium',
  maxSpectators: 32,
  saveGapMs: 50,
  allowUndo: false,
  joinUrls: []
}
