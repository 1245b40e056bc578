// Which turns the table plays by itself, and how: the seat on turn gets a bot's move after a pause or a
// human's turn timer (turn-driver.ts keeps that timer), and an expired turn passes when it may. Read by
// the shell (table.ts) and by the stand-in (stand-in.ts); the reducer only checks the move they bring.
import { legalMoves } from '../../engine'
import type { MatchState, Move } from '../../engine'
import { isBotControlled } from './seat'
import type { HostSettings } from './table-config'
import { TRICK_HOLD_PAUSES } from './table-config'
import type { TableState } from './table-state'
import type { WantedTurn } from './turn-driver'

/** What should happen for the seat on turn: a bot's move, a human's turn timer, or nothing. */
export function wantedTurn(state: TableState, host: HostSettings): WantedTurn | null {
  const match = state.match
  // Paused by the host (match-controls.ts): nobody moves, no timer runs.
  if (match === null || match.phase !== 'playing' || match.turn === null || state.paused !== undefined) return null
  const seat = state.seats[match.turn]
  if (seat === undefined) return null
  if (isBotControlled(seat)) {
    // A lead after a cleared trick (not the round's first): wait while the cleared trick is shown.
    const held = match.meld === null && match.log.length > 0 ? TRICK_HOLD_PAUSES : 0
    return { reason: 'bot', seat: match.turn, state: match, delayMs: host.botDelayMs * (1 + held) }
  }
  // The turn's own timer when the host paused or changed it during this turn, else the table's length.
  const held = state.heldTurn?.match === match ? state.heldTurn.ms : undefined
  const turnSeconds = state.settings.turnSeconds
  const ms = held !== undefined ? held : turnSeconds > 0 ? turnSeconds * 1000 : null
  return ms === null ? null : { reason: 'timer', seat: match.turn, state: match, delayMs: ms }
}

/** An expired turn passes when it may; otherwise the stand-in bot chooses (null: ask the bot). */
export function expiredTurnPass(match: MatchState): Move | null {
  return legalMoves(match).find((m) => m.kind === 'pass') ?? null
}
