// Whom a table waits for between rounds and after a match (issue 49: one rule for the host and the
// screens). Not a game rule — RULES.md knows nothing of connections, away players or bots, and the
// engine never sees them — but a rule of the table, so it lives here beside SeatInfo, the words the
// host and the screens share: the host advances when nobody is waited for (server/table/round-commands),
// the results screens name the players still reading. Zod-free and pure, so the renderer imports it.
import type { SeatKind } from './vocabulary'

/** What readiness depends on. A SeatInfo has these; the host reads its seat record's connection as `connected`. */
export interface ReadinessFacts {
  kind: SeatKind
  connected: boolean
  /** Past the grace period: a bot plays this human seat until the player returns. */
  away: boolean
  /** The player said ready (or asked for the rematch). */
  ready: boolean
}

/** Where a player is between rounds or after the match: ready, still reading the results, away (a bot
 *  plays for them) or disconnected. A bot seat is always ready. */
export type Readiness = 'ready' | 'reading' | 'away' | 'offline'

export function readinessOf(seat: ReadinessFacts): Readiness {
  if (seat.kind === 'bot') return 'ready'
  if (seat.away) return 'away'
  if (seat.ready) return 'ready'
  return seat.connected ? 'reading' : 'offline'
}

/** The table waits for a connected human still reading. Bots are always ready; away players count as
 *  ready (a bot plays for them); a dropped player is not waited for: they rejoin the next round, and a
 *  bot stands in once the grace period ends. */
export function isWaitedFor(seat: ReadinessFacts): boolean {
  return seat.kind === 'human' && readinessOf(seat) === 'reading'
}

/** Whether the seat lets the table go on: ready, a bot, or away (shown as ready on the wire). */
export function countsAsReady(seat: ReadinessFacts): boolean {
  const readiness = readinessOf(seat)
  return seat.kind !== 'empty' && (readiness === 'ready' || readiness === 'away')
}
