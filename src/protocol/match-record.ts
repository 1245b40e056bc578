// The match record a player keeps, exports and opens again (issue 26): the engine's RecordedGame plus who
// sat where. A record from a file or from another app is untrusted: it enters only through
// `recordFromText` / `validateRecord`, which check its size and the work it asks (record-caps.ts), its
// version, its shape (zod, strict: no extra field anywhere), and then play every move again through the
// engine (engine/match-record.ts). A record that passes holds nothing but what the schema names, and
// every state of it is one the rules allow. In a page the check runs in a worker (records/record-check).
import { z } from 'zod'
import { RANKS } from '../engine/types'
import { MAX_SEATS, MIN_SEATS } from '../engine/cards'
import { MAX_POINTS } from '../engine/options'
import { checkGame } from '../engine/match-record'
import type { RecordedGame } from '../engine/match-record'
import type { RoundResult } from '../engine/types'
import { refuse } from '../engine/result'
import type { Refusal, Result } from '../engine/result'
import { displayName } from './messages'
import { moveSchema, rankSchema, seatIndexSchema, tableOptionsSchema } from './shapes'
import { BOT_LEVELS } from './vocabulary'
import type { BotLevel } from './vocabulary'
import { MAX_MOVES_PER_ROUND, MAX_RECORD_CHARS, MAX_ROUNDS, overCaps } from './record-caps'

export { MAX_RECORD_CHARS } from './record-caps'

/** What `format` says in every record file, so a file of something else is told apart at once. */
export const RECORD_FORMAT = 'five-three-five/match-record'
/** Bumped on any change to the shape below; a record of another version is refused, never guessed at. */
export const RECORD_VERSION = 1
/** A match the host ended early (issue 51) says so (`endedEarly`), a field version 1 does not have: such a
 *  record is version 2, so an app from before refuses it by its version, and every other record stays
 *  version 1, readable by those apps as before. This app reads both. */
export const EARLY_END_RECORD_VERSION = 2
const RECORD_VERSIONS: readonly unknown[] = [RECORD_VERSION, EARLY_END_RECORD_VERSION]

export interface RecordPlayer {
  name: string
  bot: boolean
  level?: BotLevel
}

/** The record of one finished match. `seats[i]` sat at seat i; the engine's player count is their number. */
export interface MatchRecord extends Omit<RecordedGame, 'players'> {
  format: typeof RECORD_FORMAT
  version: typeof RECORD_VERSION | typeof EARLY_END_RECORD_VERSION
  /** The table's name, when it had one. */
  tableName?: string
  /** When the match ended (epoch ms). */
  endedAt: number
  seats: RecordPlayer[]
}

/** The game the engine plays again from a record. */
export function gameOf(record: MatchRecord): RecordedGame {
  const { options, matchLeader, rounds, totals, winners, endedEarly } = record
  const game = { players: record.seats.length, options, matchLeader, rounds, totals, winners }
  return endedEarly === true ? { ...game, endedEarly } : game
}

export const RECORD_PROBLEMS = [
  'too-large',
  'not-json',
  'not-a-record',
  'unsupported-version',
  'bad-shape',
  'corrupt',
  /** More rounds or moves than any real match (record-caps.ts). */
  'too-long',
  /** Its check took longer than a record's check may (a page's worker, records/record-check-client.ts). */
  'timed-out',
  /** Its check stopped with an error (the page's worker failed). */
  'check-failed'
] as const
export type RecordProblem = (typeof RECORD_PROBLEMS)[number]
export type RecordRefusal = Refusal<RecordProblem>

const seat = seatIndexSchema
const hand = z.array(rankSchema).max(RANKS.length * 5)
const perSeat = <T extends z.ZodType>(item: T) => z.array(item).min(MIN_SEATS).max(MAX_SEATS)
const points = z.number().int().min(0).max(MAX_POINTS)

const roundSchema = z.strictObject({
  round: z.number().int().min(1).max(MAX_ROUNDS),
  leader: seat,
  hands: perSeat(hand),
  undealt: hand,
  reserve: z.array(hand).max(MAX_SEATS),
  retired: hand,
  moves: z.array(z.strictObject({ seat, move: moveSchema })).max(MAX_MOVES_PER_ROUND),
  wentOut: seat,
  penalties: perSeat(points)
})

const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  version: z.union([z.literal(RECORD_VERSION), z.literal(EARLY_END_RECORD_VERSION)]),
  tableName: displayName.optional(),
  endedAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  seats: perSeat(
    z.strictObject({ name: displayName, bot: z.boolean(), level: z.enum(BOT_LEVELS).optional() })
  ),
  options: tableOptionsSchema,
  matchLeader: seat,
  rounds: z.array(roundSchema).min(1).max(MAX_ROUNDS),
  totals: perSeat(z.number().int().min(0)),
  winners: z.array(seat).max(MAX_SEATS),
  endedEarly: z.literal(true).optional()
})

function refused(code: RecordProblem, message: string): { ok: false; error: RecordRefusal } {
  return refuse(code, message)
}

/** A checked record and what each of its rounds gave, from the engine (engine/record-rounds.ts makes
 *  a round's states from these when they are wanted). */
export interface CheckedRecord {
  record: MatchRecord
  results: RoundResult[]
}

/** Checks an untrusted value: version, work, shape, then the whole match played again. */
export function validateRecord(input: unknown): Result<CheckedRecord, RecordRefusal> {
  if (
    typeof input !== 'object' ||
    input === null ||
    (input as { format?: unknown }).format !== RECORD_FORMAT
  ) {
    return refused('not-a-record', 'This is not a Five Three Five match record.')
  }
  const version = (input as { version?: unknown }).version
  if (!RECORD_VERSIONS.includes(version)) {
    return refused(
      'unsupported-version',
      `This record is of version ${String(version)}; this app reads versions ${RECORD_VERSIONS.join(' and ')}.`
    )
  }
  const tooLong = overCaps(input)
  if (tooLong !== null) return refused('too-long', `The record is longer than any match: ${tooLong}`)
  const parsed = recordSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return refused(
      'bad-shape',
      `The record is malformed at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`
    )
  }
  const record: MatchRecord = parsed.data
  if ((record.version === EARLY_END_RECORD_VERSION) !== (record.endedEarly === true)) {
    return refused('bad-shape', 'The record\'s version does not fit whether the match was ended early.')
  }
  const players = record.seats.length
  const seatsFit = [record.totals, ...record.rounds.map((r) => r.hands)].every(
    (list) => list.length === players
  )
  if (!seatsFit) return refused('corrupt', 'The record does not have the same seats throughout.')
  const checked = checkGame(gameOf(record))
  if (!checked.ok) return checked
  return { ok: true, value: { record, results: checked.value } }
}

const tooLarge = () =>
  refused('too-large', `The file is larger than a match record can be (${MAX_RECORD_CHARS} characters).`)

/** A record from a file's or a store's text: its size first, then the JSON, then `validateRecord`. */
export function recordFromText(text: string): Result<CheckedRecord, RecordRefusal> {
  if (text.length > MAX_RECORD_CHARS) return tooLarge()
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return refused('not-json', 'The file is not a match record (it is not JSON).')
  }
  return validateRecord(value)
}

/**
 * A record that came as a value (a table's message) as the text a file of it would hold, held to a file's
 * size: a page hands the text to its record-check worker (a string is copied at once, an object graph
 * is not).
 */
export function recordText(value: unknown): Result<string, RecordRefusal> {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch {
    text = undefined
  }
  if (text === undefined) return refused('not-a-record', 'This is not a Five Three Five match record.')
  return text.length > MAX_RECORD_CHARS ? tooLarge() : { ok: true, value: text }
}
