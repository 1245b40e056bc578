// One seat of a table as the host keeps it. The token is the seat's secret and never leaves the host
// except in the welcome message to the seat's own player.
import type { SeatInfo, SeatKind } from '../../protocol/messages'
import { countsAsReady, isWaitedFor as waitsFor } from '../../protocol/readiness'
import type { ReadinessFacts } from '../../protocol/readiness'
import type { BotLevel } from '../../protocol/vocabulary'

export interface SeatRecord {
  kind: SeatKind
  name: string | null
  /** Secret seat token of a human seat; null for empty and bot seats. */
  token: string | null
  /** The bot's level, or the level of the bot standing in for an away human. */
  level: BotLevel
  /** Past the grace period: a bot plays this human seat until the player returns. */
  away: boolean
  /** Ready for the next round or a rematch (humans only; reset when a round starts). */
  ready: boolean
  /** Runtime only (never saved): the member (connection) holding the seat. */
  connection: number | null
}

export function emptySeat(level: BotLevel): SeatRecord {
  return {
    kind: 'empty',
    name: null,
    token: null,
    level,
    away: false,
    ready: false,
    connection: null
  }
}

export function botSeat(seat: number, level: BotLevel): SeatRecord {
  return { ...emptySeat(level), kind: 'bot', name: `Bot ${seat + 1}` }
}

export function humanSeat(
  name: string,
  token: string,
  level: BotLevel,
  connection: number | null
): SeatRecord {
  return { ...emptySeat(level), kind: 'human', name, token, connection }
}

/** Whether the host plays this seat itself: bots, and humans gone past the grace period. */
export function isBotControlled(seat: SeatRecord): boolean {
  return seat.kind === 'bot' || (seat.kind === 'human' && seat.away)
}

/** A dropped human keeps the seat for the grace period: their timer runs while they are neither back nor away. */
export function inGrace(seat: SeatRecord): boolean {
  return seat.kind === 'human' && seat.connection === null && !seat.away
}

/** What the readiness rule (protocol/readiness.ts) reads of a seat: its connection as `connected`. */
function readinessFacts(seat: SeatRecord): ReadinessFacts {
  return {
    kind: seat.kind,
    connected: seat.kind === 'bot' || seat.connection !== null,
    away: seat.away,
    ready: seat.ready
  }
}

/** Connected humans who still have to say ready: the one rule the screens show too (protocol/readiness.ts). */
export function isWaitedFor(seat: SeatRecord): boolean {
  return waitsFor(readinessFacts(seat))
}

/** `graceEndsAt`: when a dropped player's held seat passes on (the table's grace timer), if one runs. */
export function seatInfo(seat: SeatRecord, index: number, graceEndsAt: number | null = null): SeatInfo {
  return {
    seat: index,
    kind: seat.kind,
    name: seat.name,
    level: isBotControlled(seat) ? seat.level : null,
    connected: seat.kind === 'bot' || seat.connection !== null,
    away: seat.kind === 'human' && seat.away,
    ready: countsAsReady(readinessFacts(seat)),
    graceEndsAt: inGrace(seat) ? graceEndsAt : null
  }
}
