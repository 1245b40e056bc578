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
import { checkGame, startOf } from '../engine/match-record'
import type { RecordedGame, RecordedRound } from '../engine/match-record'
import { undoProblem } from '../engine/record-undos'
import type { RoundUndo } from '../engine/record-undos'
import type { LoggedMove } from '../engine/types'
import type { RoundResult } from '../engine/types'
import { refuse } from '../engine/result'
import type { Refusal, Result } from '../engine/result'
import { displayName } from './messages'
import { moveSchema, rankSchema, seatIndexSchema, tableOptionsSchema } from './shapes'
import { botLevelSchema } from './bot-level'
import type { BotLevel } from './vocabulary'
import { MAX_MOVES_PER_ROUND, MAX_RECORD_CHARS, MAX_ROUNDS, MAX_UNDOS, overCaps } from './record-caps'

export { MAX_RECORD_CHARS } from './record-caps'

/** What `format` says in every record file, so a file of something else is told apart at once. */
export const RECORD_FORMAT = 'five-three-five/match-record'
/** Bumped on any change to the shape below; a record of another version is refused, never guessed at. */
export const RECORD_VERSION = 1
/** A match the host ended early (issue 51) says so (`endedEarly`), a field version 1 does not have: such a
 *  record is version 2, so an app from before refuses it by its version, and every other record stays
 *  version 1, readable by those apps as before. This app reads both. */
export const EARLY_END_RECORD_VERSION = 2
/** Issue 51: a record that says who really made a move (the turn timer, a stand-in bot), which moves were
 *  taken back (solo undo) or who sat in a round when it was someone else than at the end. Version 3, so
 *  an app from before refuses it by its version; a record without any of these keeps version 1 or 2. */
export const MARKED_RECORD_VERSION = 3
const RECORD_VERSIONS: readonly unknown[] = [RECORD_VERSION, EARLY_END_RECORD_VERSION, MARKED_RECORD_VERSION]
export type RecordVersion = typeof RECORD_VERSION | typeof EARLY_END_RECORD_VERSION | typeof MARKED_RECORD_VERSION

/** Who made a move other than the seat's own player or bot: the turn timer (the player's time ran out) or
 *  a stand-in bot (the player was away). Left out when the seat made it itself. */
export const MOVE_MAKERS = ['timer', 'standIn'] as const
export type MoveMaker = (typeof MOVE_MAKERS)[number]

/** A move as the record keeps it; `by` only when the seat did not make it itself (old records: never). */
export interface RecordMove extends LoggedMove {
  by?: MoveMaker
}

/** A round as the record keeps it: the engine's round, its moves marked, and (issue 51) the moves taken back
 *  and who sat in it, when that was not who sat there at the end (`seats`, else the record's seats). */
export interface RecordRound extends Omit<RecordedRound, 'moves'> {
  moves: RecordMove[]
  undos?: RoundUndo<RecordMove>[]
  seats?: RecordPlayer[]
}

export interface RecordPlayer {
  name: string
  bot: boolean
  level?: BotLevel
}

/** The record of one finished match. `seats[i]` sat at seat i; the engine's player count is their number. */
export interface MatchRecord extends Omit<RecordedGame, 'players' | 'rounds'> {
  format: typeof RECORD_FORMAT
  version: RecordVersion
  /** The table's name, when it had one. */
  tableName?: string
  /** When the match ended (epoch ms). */
  endedAt: number
  seats: RecordPlayer[]
  rounds: RecordRound[]
}

/** Who sat at each seat in round `index` (0-based): the round's own seats when it keeps them. */
export function seatsOfRound(record: MatchRecord, index: number): RecordPlayer[] {
  return record.rounds[index]?.seats ?? record.seats
}

/** Whether a record holds anything only version 3 may hold (MARKED_RECORD_VERSION). */
export function isMarked(record: Pick<MatchRecord, 'rounds'>): boolean {
  return record.rounds.some(
    (r) => r.seats !== undefined || (r.undos?.length ?? 0) > 0 || r.moves.some((m) => m.by !== undefined)
  )
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

const playerSchema = z.strictObject({ name: displayName, bot: z.boolean(), level: botLevelSchema.optional() })
const recordMoveSchema = z.strictObject({ seat, move: moveSchema, by: z.enum(MOVE_MAKERS).optional() })
const undoSchema = z.strictObject({
  at: z.number().int().min(0).max(MAX_MOVES_PER_ROUND),
  moves: z.array(recordMoveSchema).min(1).max(MAX_MOVES_PER_ROUND)
})

const roundSchema = z.strictObject({
  round: z.number().int().min(1).max(MAX_ROUNDS),
  leader: seat,
  hands: perSeat(hand),
  undealt: hand,
  reserve: z.array(hand).max(MAX_SEATS),
  retired: hand,
  moves: z.array(recordMoveSchema).max(MAX_MOVES_PER_ROUND),
  wentOut: seat,
  penalties: perSeat(points),
  undos: z.array(undoSchema).max(MAX_UNDOS).optional(),
  seats: perSeat(playerSchema).optional()
})

const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  version: z.union([z.literal(RECORD_VERSION), z.literal(EARLY_END_RECORD_VERSION), z.literal(MARKED_RECORD_VERSION)]),
  tableName: displayName.optional(),
  endedAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  seats: perSeat(playerSchema),
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
      `This record is of version ${String(version)}; this app reads versions ${RECORD_VERSIONS.join(', ')}.`
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
  const versionProblem = versionMisfit(record)
  if (versionProblem !== null) return refused('bad-shape', versionProblem)
  const players = record.seats.length
  const seatsFit = [record.totals, ...record.rounds.flatMap((r) => [r.hands, r.seats ?? record.seats])].every(
    (list) => list.length === players
  )
  if (!seatsFit) return refused('corrupt', 'The record does not have the same seats throughout.')
  const game = gameOf(record)
  const checked = checkGame(game)
  if (!checked.ok) return checked
  for (const [i, r] of record.rounds.entries()) {
    const problem = r.undos === undefined ? null : undoProblem(startOf(game, r, []), r.moves, r.undos)
    if (problem !== null) return refused('corrupt', `Round ${i + 1}: ${problem}.`)
  }
  return { ok: true, value: { record, results: checked.value } }
}

/** Why the record's version does not fit what it holds, or null (see MARKED_RECORD_VERSION). */
function versionMisfit(record: MatchRecord): string | null {
  if (record.version === MARKED_RECORD_VERSION) return null
  if ((record.version === EARLY_END_RECORD_VERSION) !== (record.endedEarly === true)) {
    return 'The record\'s version does not fit whether the match was ended early.'
  }
  return isMarked(record) ? `A record of version ${record.version} cannot say who made its moves.` : null
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
