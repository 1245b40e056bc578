// The fields the IPC schemas share (./contract.ts, ./tables.ts, ./tournaments.ts): ports, seats, names,
// secrets, the table options and a tournament's numbers, each with the bounds the table protocol (or the
// tournament's save) holds it to.
import { z } from 'zod'
import { lobbySettingsChangeSchema } from '../protocol/messages'
import { botLevelSchema } from '../protocol/bot-level'
import {
  MAX_DEALS_PER_STAGE,
  MAX_ENTRANTS,
  MAX_STAGES,
  MIN_ENTRANTS,
  NAME_MAX_LENGTH,
  PREFERRED_TABLE_SIZE,
  TOKEN_PATTERN,
  TOURNAMENT_FORMATS,
  TURN_SECONDS_MAX
} from '../protocol/vocabulary'
import { MAX_SEATS, MIN_SEATS } from '../engine/cards'
import { choiceOptionNames } from '../engine/option-list'
import type { ChoiceOptionName } from '../engine/option-list'

export const portSchema = z.int().min(0).max(65_535)
export const seatCountSchema = z.int().min(MIN_SEATS).max(MAX_SEATS)
export const seatIndexSchema = z.int().min(0).lt(MAX_SEATS)
/** Solo: everyone but the player is a bot. */
export const SOLO_MAX_BOTS = MAX_SEATS - 1
export const nameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH)
/** A bot level, a legacy one read as its current one (protocol/bot-level.ts). */
export { botLevelSchema }
/** A url-safe secret (host key, seat token), as the table protocol defines it. */
export const secretSchema = z.string().regex(TOKEN_PATTERN)
/** Seconds per turn; 0: no turn timer. */
export const turnSecondsSchema = z.int().min(0).max(TURN_SECONDS_MAX)
/** ISO 8601 date-time */
export const isoDateSchema = z.iso.datetime()

/**
 * Table options a host or solo player may set: the same fields and bounds as the lobby's `configure`
 * message (src/protocol), so whatever the app sends, the table accepts.
 */
export const tableOptionsSchema = lobbySettingsChangeSchema.pick({
  target: true,
  ...(Object.fromEntries(choiceOptionNames().map((name) => [name, true])) as Record<ChoiceOptionName, true>),
  firstLeader: true,
  turnSeconds: true
})

/** A tournament's numbers (issue 52), with the bounds its save holds them to (protocol/tournament-save.ts). */
export const tournamentFormatSchema = z.enum(TOURNAMENT_FORMATS)
export const stageCountSchema = z.int().min(1).max(MAX_STAGES)
export const dealsPerStageSchema = z.int().min(1).max(MAX_DEALS_PER_STAGE)
export const preferredTableSizeSchema = z.int().min(PREFERRED_TABLE_SIZE.min).max(PREFERRED_TABLE_SIZE.max)
export const entrantCapSchema = z.int().min(MIN_ENTRANTS).max(MAX_ENTRANTS)
