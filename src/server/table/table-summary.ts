// What the code that runs a table (the hosting lifecycle, the CLI's log, the match history) may know
// about it: no hands, no host key. Tokens are here because resuming a hosted table gives each player
// back their own seat.
import type { BotLevel, SeatKind, TableStatus } from '../../protocol/vocabulary'

export interface SeatSummary {
  readonly kind: SeatKind
  readonly name: string | null
  /** the level of the bot that plays (or would play) this seat */
  readonly level?: BotLevel
  /** the seat's secret token (null for bots and empty seats): the key to the seat when resuming */
  readonly token: string | null
}

export interface TableSummary {
  readonly name: string
  readonly status: TableStatus
  readonly seats: readonly SeatSummary[]
  /** rounds finished in the current match (0 in the lobby) */
  readonly roundsPlayed: number
}
