// The autosave file: one JSON document per table. Everything the host needs to continue a table exactly
// (seats, tokens, options, match state, version). It is the host's own file and is never sent to a client.
// Untrusted on load (a crash, a disk error or a hand edit may have damaged it): only `parseSave` turns
// text into a save, through the zod schema below and a replay of the current round.
import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import { checkInvariants, replayRound } from '../../engine'
import type { MatchState, TableOptions } from '../../engine'
import { MOVE_MAKERS } from '../../protocol/match-record'
import { PIN_PATTERN, SEAT_KINDS, TOKEN_PATTERN } from '../../protocol/vocabulary'
import { botLevelSchema } from '../../protocol/bot-level'
import { meldSchema, moveSchema, phaseSchema, rankSchema, seatIndexSchema, tableOptionsSchema } from '../../protocol/shapes'
import { MAX_SEATS, MIN_SEATS, RANK_SLOTS } from '../../engine/cards'
import type { TableState } from '../table/table-state'
import { checkSavedUndo, savedUndoSchema, undoFromSave, undoToSave } from './saved-undo'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

/**
 * Bumped on any incompatible change to the shape below. 2: the match keeps its dealt hands but no seed
 * or RNG state (format 1 kept both, and every later deal followed from them). 3: the R2.variants options
 * and the two-hands deal (R2.two). 4: `practice` (a move was taken back in this match). 5: `undo` (the
 * solo undo history, saved-undo.ts). 6: `watchWithoutPin` (issue 25: the host's choice, null while the
 * default follows the PIN). 7: `paused` and `timedOut` (issue 51: the host's pause, with the turn timer's
 * time left, and the moves of this round the turn timer made). 8: `standIn` and `undone` (issue 51: the
 * moves of this round a stand-in bot made for an away player, and this round's undos, for the match
 * record). Older formats are read through `upgrade`. A new field bumps the format too: the schema is strict, so an older app would
 * call the save damaged (and fall back to its backup) instead of asking for an update.
 */
export const SAVE_FORMAT = 8
export const SAVE_KIND = 'five-three-five/table'

const count = z.number().int().min(0)
const rankCounts = z.array(count).length(RANK_SLOTS)
const rank = rankSchema
const seatNumber = seatIndexSchema
const tableOptions = tableOptionsSchema

const matchState = z.strictObject({
  format: z.literal(3),
  players: z.number().int().min(MIN_SEATS).max(MAX_SEATS),
  options: tableOptions,
  round: z.number().int().min(1),
  matchLeader: seatNumber,
  roundLeader: seatNumber,
  phase: phaseSchema,
  hands: z.array(rankCounts),
  undealt: rankCounts,
  reserve: z.array(rankCounts),
  retired: rankCounts,
  cleared: rankCounts,
  meld: meldSchema.nullable(),
  lastPlayer: seatNumber.nullable(),
  playsInTrick: count,
  passed: z.array(z.boolean()),
  turn: seatNumber.nullable(),
  totals: z.array(count),
  results: z.array(
    z.strictObject({
      round: z.number().int().min(1),
      leader: seatNumber,
      wentOut: seatNumber,
      penalties: z.array(count),
      hands: z.array(z.array(rank))
    })
  ),
  winners: z.array(seatNumber),
  log: z.array(z.strictObject({ seat: seatNumber, move: moveSchema })),
  dealt: z.array(rankCounts),
  dealtUndealt: rankCounts
})

/** Moves of one round's log, by their places in it. */
const markedMovesSchema = z.strictObject({ round: z.number().int().min(1), moves: z.array(count) })

const savedSeat = z.strictObject({
  kind: z.enum(SEAT_KINDS),
  name: z.string().max(64).nullable(),
  token: z.string().regex(TOKEN_PATTERN).nullable(),
  level: botLevelSchema,
  away: z.boolean(),
  ready: z.boolean()
})

export const tableSaveSchema = z.strictObject({
  kind: z.literal(SAVE_KIND),
  format: z.literal(SAVE_FORMAT),
  savedAt: z.number(),
  tableId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  name: z.string().min(1).max(64),
  version: z.number().int().min(0),
  /** Version at which the current round or match ended: 'ready' based on older versions is stale. */
  phaseVersion: z.number().int().min(0),
  hostKey: z.string().regex(TOKEN_PATTERN),
  pin: z.string().regex(PIN_PATTERN).nullable(),
  /** The host's "Allow watching without the PIN", or null while it follows the PIN (protocol/watching.ts). */
  watchWithoutPin: z.boolean().nullable(),
  turnSeconds: z.number().int().min(0),
  options: tableOptions,
  seats: z.array(savedSeat).min(MIN_SEATS).max(MAX_SEATS),
  match: matchState.nullable(),
  /** A move was taken back in this match (solo undo): it is practice, left out of the statistics. */
  practice: z.boolean(),
  /** Solo undo: the moves the player can still take back this round (saved-undo.ts). */
  undo: savedUndoSchema,
  /** Issue 51: the host paused the match; the turn timer's time left (ms, null when none ran). */
  paused: z.strictObject({ turnMsLeft: count.nullable() }).nullable(),
  /** Issue 51: the moves of this round's log that the turn timer made. */
  timedOut: markedMovesSchema.nullable(),
  /** Issue 51: the moves of this round's log that a stand-in bot made for an away player. */
  standIn: markedMovesSchema.nullable(),
  /** Issue 51: this round's undos (oldest first): the moves left (`at`) and the moves taken back. */
  undone: z
    .strictObject({
      round: z.number().int().min(1),
      undos: z.array(
        z.strictObject({
          at: count,
          moves: z.array(z.strictObject({ seat: seatNumber, move: moveSchema, by: z.enum(MOVE_MAKERS).optional() })).min(1)
        })
      )
    })
    .nullable()
})

/** The autosave document. `options` and `match` are exactly the engine's types. */
export type TableSave = Omit<z.infer<typeof tableSaveSchema>, 'options' | 'match'> & {
  options: TableOptions
  match: MatchState | null
}

/** Everything needed to continue a table later. Connections are left out: after a restart, nobody is. */
export function toSave(state: TableState, savedAt: number): TableSave {
  const { settings } = state
  return {
    kind: SAVE_KIND,
    format: SAVE_FORMAT,
    savedAt,
    tableId: settings.id,
    name: settings.name,
    version: state.version,
    phaseVersion: state.phaseVersion,
    hostKey: settings.hostKey,
    pin: settings.pin,
    watchWithoutPin: settings.watchWithoutPin ?? null,
    turnSeconds: settings.turnSeconds,
    options: settings.options,
    seats: state.seats.map(({ kind, name, token, level, away, ready }) => ({
      kind,
      name,
      token,
      level,
      away,
      ready
    })),
    match: state.match,
    practice: state.practice,
    undo: undoToSave(state.match, state.undo),
    paused: state.paused ?? null,
    timedOut: state.timedOut ?? null,
    standIn: state.standIn ?? null,
    undone: state.undone ?? null
  }
}

/** The table a save continues: same seats, tokens, match and version, with nobody connected yet. */
export function fromSave(save: TableSave): TableState {
  return {
    settings: {
      id: save.tableId,
      name: save.name,
      seats: save.seats.length,
      options: save.options,
      pin: save.pin,
      ...(save.watchWithoutPin === null ? {} : { watchWithoutPin: save.watchWithoutPin }),
      turnSeconds: save.turnSeconds,
      hostKey: save.hostKey
    },
    seats: save.seats.map((seat) => ({ ...seat, connection: null })),
    members: [],
    match: save.match,
    version: save.version,
    gameVersion: save.version,
    phaseVersion: save.phaseVersion,
    practice: save.practice,
    undo: undoFromSave(save.match, save.undo),
    ...(save.paused === null ? {} : { paused: { ...save.paused } }),
    ...(save.timedOut === null ? {} : { timedOut: { round: save.timedOut.round, moves: [...save.timedOut.moves] } }),
    ...(save.standIn === null ? {} : { standIn: { round: save.standIn.round, moves: [...save.standIn.moves] } }),
    ...(save.undone === null ? {} : { undone: structuredClone(save.undone) })
  }
}

/** Why a save cannot be continued: damaged, or written by a newer app. */
export type SaveProblem = Refusal<'corrupt' | 'newer'>
export type ParsedSave =
  Result<{
    save: TableSave
    /** For the host's log: what changed when a save of an older format was read, else null. */
    upgraded: string | null
  }, SaveProblem>

/** Save file text → a save that the table can continue from, or why not. */
export function parseSave(text: string): ParsedSave {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    return corrupt(`it is not valid JSON (${(e as Error).message})`)
  }
  return checkSave(data)
}

/** Parsed JSON (a save file's, or a journal's replayed document) → a save, or why not. */
export function checkSave(data: unknown): ParsedSave {
  const head = z.looseObject({ kind: z.literal(SAVE_KIND), format: z.number().int() }).safeParse(data)
  if (!head.success) return corrupt('it is not a Five Three Five table save')
  if (head.data.format > SAVE_FORMAT) {
    const message = `it was written by a newer version of Five Three Five (save format ${head.data.format}, this app reads up to ${SAVE_FORMAT}); update the app to continue it`
    return refuse('newer', message)
  }
  const older = head.data.format < SAVE_FORMAT ? upgrade(head.data) : null
  const parsed = tableSaveSchema.safeParse(older?.data ?? data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return corrupt(`${issue?.path.join('.') || 'the document'}: ${issue?.message ?? 'invalid'}`)
  }
  const save = parsed.data as TableSave
  const inconsistency = checkConsistency(save)
  if (inconsistency !== null) return corrupt(inconsistency)
  return ok({ save, upgraded: older?.note ?? null })
}

type Doc = Record<string, unknown>
const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v)

/** An older save's document brought to this format one step at a time, and what that means for the host. */
function upgrade(data: Doc): { data: Doc; note: string } {
  const from = data.format
  let doc = data
  if (doc.format === 1) doc = fromFormat1(doc)
  if (doc.format === 2) doc = fromFormat2(doc)
  if (doc.format === 3) doc = fromFormat3(doc)
  if (doc.format === 4) doc = fromFormat4(doc)
  if (doc.format === 5) doc = fromFormat5(doc)
  if (doc.format === 6) doc = fromFormat6(doc)
  if (doc.format === 7) doc = fromFormat7(doc)
  const match = isDoc(doc.match) ? doc.match : null
  const toTarget = isDoc(match?.options) && match.options.twoPlayerGame === 'to-target'
  const note =
    `This save was written by an older version of Five Three Five (save format ${String(from)}); it was read as format ${SAVE_FORMAT}.` +
    (toTarget
      ? ' Its two-player match was dealt one hand per round, so it goes on to the target (the "20 points" variant).'
      : '')
  return { data: doc, note }
}

/**
 * A format-1 save continued safely: its seed and RNG state are dropped (the next deal draws fresh
 * randomness like any other); the dealt hands, moves and scores are kept. Anything else is left for the
 * schema to judge.
 */
function fromFormat1(data: Doc): Doc {
  const match = data.match
  if (!isDoc(match)) return { ...data, format: 2 }
  const { seed: _seed, rng: _rng, ...rest } = match
  return { ...data, format: 2, match: { ...rest, format: 2 } }
}

/**
 * Format 2 had no R2.variants options (its two-player option was a hand size, now gone): the variants
 * are off, except that a two-player match already dealt goes on to the target, since that is how its
 * rounds were dealt (one hand each, no second hands kept).
 */
function fromFormat2(data: Doc): Doc {
  const match = isDoc(data.match) ? data.match : null
  const twoPlayerGame = match?.players === 2 ? 'to-target' : 'two-hands'
  const options = (o: unknown): unknown => {
    if (!isDoc(o)) return o
    const { twoPlayerHandSize: _size, ...rest } = o
    return { ...rest, twoPlayerGame, threePlayerHand: 13, overwrite: 'same-size' }
  }
  const upgraded: Doc = { ...data, format: 3, options: options(data.options) }
  if (match === null) return upgraded
  const retired = new Array<number>(16).fill(0)
  return {
    ...upgraded,
    match: { ...match, format: 3, options: options(match.options), reserve: [], retired }
  }
}

/** Format 3 did not save whether a move was taken back: the match goes on as a normal one, as an app of
 *  that version, which kept it in memory only, recorded a match continued after a restart. */
function fromFormat3(data: Doc): Doc {
  return { ...data, format: 4, practice: false }
}

/** Format 4 did not save the undo history: the match goes on with nothing to take back yet, as it did
 *  in an app of that version after a restart. */
function fromFormat4(data: Doc): Doc {
  return { ...data, format: 5, undo: [] }
}

/** Format 5 had no "Allow watching without the PIN": the table follows the PIN, as every table did. */
function fromFormat5(data: Doc): Doc {
  return { ...data, format: 6, watchWithoutPin: null }
}

/** Format 6 had no pause and did not mark the turn timer's moves: the match goes on, its log plain. */
function fromFormat6(data: Doc): Doc {
  return { ...data, format: 7, paused: null, timedOut: null }
}

/** Format 7 did not mark a stand-in's moves or keep the round's undos: the round's record goes on without them. */
function fromFormat7(data: Doc): Doc {
  return { ...data, format: 8, standIn: null, undone: null }
}

function corrupt(why: string): ParsedSave {
  return refuse('corrupt', `The save is damaged: ${why}.`)
}

/** Cross-field checks the schema cannot express: seat counts agree, the match keeps the engine's
 *  invariants (cards conserved, totals add up) and the round replays to the state. */
function checkConsistency(save: TableSave): string | null {
  const { match, seats } = save
  if (save.phaseVersion > save.version) return 'phaseVersion is after version'
  if (seats.some((s) => (s.kind === 'human') !== (s.token !== null)))
    return 'a seat token does not match its kind'
  if (save.paused !== null && match?.phase !== 'playing') return 'the match is paused while no round is played'
  if (save.timedOut !== null && (match === null || save.timedOut.moves.some((i) => i >= match.log.length)))
    return 'a move the turn timer made is not in the log'
  if (save.standIn !== null && (match === null || save.standIn.moves.some((i) => i >= match.log.length)))
    return 'a move a stand-in made is not in the log'
  if (save.undone !== null && save.undone.round !== match?.round) return 'the undos are not of the round being played'
  if (match === null) return checkSavedUndo(match, save.undo)
  const n = match.players
  if (n !== seats.length) return `the match has ${n} players but the table ${seats.length} seats`
  if (seats.some((s) => s.kind === 'empty')) return 'a seat of a running match is empty'
  const perSeat = [match.hands, match.passed, match.totals, match.dealt]
  if (perSeat.some((a) => a.length !== n)) return 'per-seat arrays do not match the player count'
  if (match.reserve.length !== 0 && match.reserve.length !== n)
    return 'the kept hands do not match the player count'
  // A checksum proves a journal record is the one written, not that it is a game: eight 8s in a hand
  // or totals that are no sum of penalties would replay as happily as a real round.
  const invariants = checkInvariants(match)
  if (!invariants.ok) return `the match is impossible (${invariants.error.code}: ${invariants.error.message})`
  try {
    const replayed = replayRound(match)
    if (!isDeepStrictEqual(replayed, match)) return 'the current round does not replay to the saved state'
  } catch (e) {
    return `the current round does not replay (${(e as Error).message})`
  }
  return checkSavedUndo(match, save.undo)
}
