// The fields the IPC schemas share (./contract.ts, ./tables.ts): ports, seats, names, secrets and the
// table options, each with the bounds the table protocol holds it to.
import { z } from 'zod'
import { lobbySettingsChangeSchema } from '../protocol/messages'
import { BOT_LEVELS, NAME_MAX_LENGTH, TOKEN_PATTERN } from '../protocol/vocabulary'
import { MAX_SEATS, MIN_SEATS } from '../engine/cards'
import { choiceOptionNames } from '../engine/option-list'
import type { ChoiceOptionName } from '../engine/option-list'

export const portSchema = z.int().min(0).max(65_535)
export const seatCountSchema = z.int().min(MIN_SEATS).max(MAX_SEATS)
export const seatIndexSchema = z.int().min(0).lt(MAX_SEATS)
/** Solo: everyone but the player is a bot. */
export const SOLO_MAX_BOTS = MAX_SEATS - 1
export const nameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH)
export const botLevelSchema = z.enum(BOT_LEVELS)
/** A url-safe secret (host key, seat token), as the table protocol defines it. */
export const secretSchema = z.string().regex(TOKEN_PATTERN)
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
