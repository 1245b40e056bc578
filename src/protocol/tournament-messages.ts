// The tournament's own channel (issue 52): a WebSocket on the tournament host's port, beside the tables'.
// An entrant registers and then keeps this one connection for the evening; when a stage starts it is told
// its table and seat (`yourSeat`), so the device follows its player without anything typed. The tables
// themselves speak the ordinary table protocol (messages.ts) on ports of their own.
//
// Client messages are zod-checked here as the table's are; the server's are typed, and `yourSeat`, the
// one a device acts on by itself, has a schema too (a device checks it before it moves to another table).
import { z } from 'zod'
import { ok, refuse } from '../engine/result'
import type { Refusal, Result } from '../engine/result'
import type { TournamentState } from './tournament-data'
import type { MatchRecord } from './match-record'
import { botLevelSchema } from './bot-level'
import {
  MAX_ENTRANTS,
  MAX_STAGES,
  NAME_MAX_LENGTH,
  PIN_MAX_LENGTH,
  PIN_PATTERN,
  TOKEN_MAX_LENGTH,
  TOKEN_PATTERN
} from './vocabulary'

/** The longest countdown the director may set before a stage starts by itself: an hour. */
export const MAX_COUNTDOWN_SECONDS = 3600

export { TOURNAMENT_WS_PATH } from './vocabulary'

const token = z.string().max(TOKEN_MAX_LENGTH, { abort: true }).regex(TOKEN_PATTERN)
/** A PIN as a table's hello carries it (messages.ts). */
const pin = z.string().max(PIN_MAX_LENGTH, { abort: true }).regex(PIN_PATTERN)
const stageNumber = z.number().int().min(1).max(MAX_STAGES)
/** A stage has at most one table per three entrants and never more than the entrants. */
const tableNumber = z.number().int().min(1).max(MAX_ENTRANTS)
const entrantId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)

export const tournamentClientMessageSchema = z.discriminatedUnion('type', [
  /** First message. A new player registers with `name`; a returning one (or their other device) comes back
   *  with the `token` their welcome gave them; the director comes with the director key; with none of
   *  these the connection only follows the tournament (a TV, a latecomer). `pin`: registering at a
   *  tournament opened with a PIN needs it, as a table's seat does; a token or the director key never. */
  z.strictObject({
    type: z.literal('tournamentHello'),
    protocol: z.number().int(),
    name: z
      .string()
      .max(4 * NAME_MAX_LENGTH)
      .optional(),
    token: token.optional(),
    pin: pin.optional(),
    directorKey: token.optional()
  }),
  /** The match records this device may hold (a duplicate deal's once every table has finished it). */
  z.strictObject({ type: z.literal('records') }),
  /** Watch a table of a stage: answered with where it is (`watchTable`), or refused (`deal-unfinished`). */
  z.strictObject({ type: z.literal('watch'), stage: stageNumber, table: tableNumber }),
  // The director's commands (the director key's connection only).
  z.strictObject({ type: z.literal('startStage'), fillBots: botLevelSchema.optional() }),
  /** Start the next stage by itself after `seconds` (the big screen counts down); 0 cancels a countdown. */
  z.strictObject({
    type: z.literal('scheduleStage'),
    seconds: z.number().int().min(0).max(MAX_COUNTDOWN_SECONDS),
    fillBots: botLevelSchema.optional()
  }),
  z.strictObject({ type: z.literal('addBot'), level: botLevelSchema }),
  z.strictObject({ type: z.literal('withdraw'), entrant: entrantId })
])
export type TournamentClientMessage = z.infer<typeof tournamentClientMessageSchema>

/** Where a table of the tournament listens: its port on the tournament host's machine (a device uses the
 *  host name it reached the tournament by), and the addresses the host knows for it. */
export interface TableAddress {
  stage: number
  table: number
  port: number
  /** The table's join URLs (this machine's LAN addresses; the local one first). */
  urls: string[]
  /** How far the table is, for the big screen; absent for a table not open in this process. */
  progress?: TableProgress
}

/** A table's progress as everyone may see it: which deal, how many finished, who is to play. No card,
 *  no score: a duplicate deal's result stays with its table until every table has it (R9 across tables). */
export interface TableProgress {
  /** The deal being played (from 1); the last one once every deal is finished. */
  deal: number
  /** Deals this table has finished. */
  finished: number
  /** The name of the seat to play, or null between deals and at the end. */
  turn: string | null
}

/** The tournament as everyone but the host may see it: no seeds (duplicate-secrecy.ts' withoutSeeds). */
export interface TournamentFrame {
  tournament: TournamentState
  /** The tables of the stage being played or last played. */
  tables: TableAddress[]
  /** Where players join: the player page on each of the host's LAN addresses (this machine's if none). */
  joinUrls?: string[]
  /** The director's countdown to the next stage: milliseconds left when the frame was sent, or null. */
  nextStageInMs?: number | null
  /** Registering needs the tournament's PIN (the PIN itself is the host's alone, never in a frame). */
  pinRequired: boolean
}

export type TournamentServerMessage =
  | ({
      type: 'tournamentWelcome'
      entrant: number | null
      token: string | null
      director: boolean
    } & TournamentFrame)
  | ({ type: 'tournament' } & TournamentFrame)
  /** Your table and seat for a stage, with the seat's token: the device joins it by itself. */
  | ({ type: 'yourSeat'; seat: number; token: string } & TableAddress)
  /** A table you asked to watch, now open to you. */
  | ({ type: 'watchTable' } & TableAddress)
  | { type: 'tournamentError'; code: TournamentChannelErrorCode; message: string }
  /** The answer to `records`: every finished match this device may review. */
  | { type: 'tournamentRecords'; records: MatchRecord[] }

/** Why the channel refused a message; the tournament's own refusals (tournament/refusals.ts) pass through.
 *  'wrong-pin' and 'pin-locked' are a table's codes (messages.ts), so every screen already has words. */
export const TOURNAMENT_CHANNEL_ERRORS = [
  'bad-json',
  'bad-message',
  'protocol-mismatch',
  'hello-first',
  'already-joined',
  'bad-token',
  'not-director',
  'not-an-entrant',
  'deal-unfinished',
  'table-not-open',
  'rate-limited',
  'wrong-pin', // registering without the tournament's PIN, or with a wrong one (a wrong one closes the connection)
  'pin-locked' // too many wrong PINs from this address or in total: wait (the connection closes)
] as const
/** A channel code or one of the tournament reducer's (TOURNAMENT_REFUSALS). */
export type TournamentChannelErrorCode = (typeof TOURNAMENT_CHANNEL_ERRORS)[number] | (string & {})

const tableAddress = {
  stage: stageNumber,
  table: tableNumber,
  port: z.number().int().min(1).max(65535),
  urls: z.array(z.string().max(200)).max(16)
}
/** `yourSeat` as a device checks it before following it. */
export const yourSeatSchema = z.strictObject({
  type: z.literal('yourSeat'),
  ...tableAddress,
  seat: z.number().int().min(0).max(5),
  token
})

/** Untrusted text → a tournament client message, or why not. */
export function parseTournamentMessage(
  text: string
): Result<TournamentClientMessage, Refusal<'bad-json' | 'bad-message'>> {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return refuse('bad-json', 'The message is not valid JSON.')
  }
  const parsed = tournamentClientMessageSchema.safeParse(data)
  if (parsed.success) return ok(parsed.data)
  const issue = parsed.error.issues[0]
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
  return refuse(
    'bad-message',
    `Malformed message${where.slice(0, 200)}: ${(issue?.message ?? 'invalid').slice(0, 200)}`
  )
}
