// The wire protocol between a table host and every client (desktop window, browser, bot observer).
// One JSON object per WebSocket text frame, discriminated by `type`. Client messages are untrusted:
// the host parses them only through `parseClientMessage` (schemas below; a move by move-message.ts, which
// its test proves equal to the schema), never by hand.
import { z } from 'zod'
import { MAX_SEATS, MIN_SEATS } from '../engine/cards'
import type { ChoiceOptions } from '../engine/option-list'
import type { MoveReason } from '../engine/move-reasons'
import type { DeviceInfo } from './device'
import type {
  EngineErrorCode,
  EngineEvent,
  Move,
  SeatView,
  TableOptions
} from '../engine/types'
import type { MatchRecord } from './match-record'
import type { WireViewDelta } from './view-delta'
import { readMoveMessage } from './move-message'
import { ok, refuse } from '../engine/result'
import type { Refusal, Result } from '../engine/result'
import { choiceChangeSchemas, chosenTargetSchema, firstLeaderSchema, moveSchema, seatIndexSchema } from './shapes'
import { NAME_PROBLEM_TEXT, nameProblem, playerNameProblem } from './display-names'
import { botLevelSchema, hintLevelSchema } from './bot-level'
import {
  NAME_MAX_LENGTH,
  PIN_MAX_LENGTH,
  PIN_PATTERN,
  REACTIONS,
  TOKEN_MAX_LENGTH,
  TOKEN_PATTERN,
  TURN_SECONDS_MAX
} from './vocabulary'
import type { BotLevel, HintLevel, ReactionId, SeatKind, TableStatus } from './vocabulary'

// ---------- building blocks ----------

const seatIndex = seatIndexSchema
const version = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
/**
 * Names are shown to everyone: see display-names.ts for what they may not contain, and why. The sizes
 * come first and stop the checks after them (`abort`), so no trim, normalisation or regex sees a long
 * string (issue 22: a 16 KiB name cost 9 ms); the first allows the spaces the trim takes away.
 */
const tooLong = { abort: true, message: NAME_PROBLEM_TEXT.length }
const shownText = z
  .string()
  .max(4 * NAME_MAX_LENGTH, tooLong)
  .trim()
  .min(1, { abort: true })
  .max(NAME_MAX_LENGTH, tooLong)
export const displayName = shownText.superRefine((s, ctx) => {
  const problem = nameProblem(s)
  if (problem !== null) ctx.addIssue({ code: 'custom', message: NAME_PROBLEM_TEXT[problem] })
})
/** A player's name: also never one that passes for a bot's. */
const playerName = shownText.superRefine((s, ctx) => {
  const problem = playerNameProblem(s)
  if (problem !== null) ctx.addIssue({ code: 'custom', message: NAME_PROBLEM_TEXT[problem] })
})
const token = z.string().max(TOKEN_MAX_LENGTH, { abort: true }).regex(TOKEN_PATTERN)
const pin = z.string().max(PIN_MAX_LENGTH, { abort: true }).regex(PIN_PATTERN)
const knockId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)

export { moveSchema }

/**
 * The host's change to the lobby's settings (`configure`): only the fields to change. The settings are
 * engine TableOptions minus the points table, plus table-level ones.
 */
export const lobbySettingsChangeSchema = z.strictObject({
  name: displayName.optional(),
  seats: z.number().int().min(MIN_SEATS).max(MAX_SEATS).optional(),
  target: chosenTargetSchema.optional(),
  /** Every choice option of the engine's list (engine/option-list.ts), each optional. */
  ...choiceChangeSchemas,
  firstLeader: firstLeaderSchema.optional(),
  /** Seconds per turn; 0 = no timer (default). */
  turnSeconds: z.number().int().min(0).max(TURN_SECONDS_MAX).optional(),
  /** '' makes the table public again */
  pin: z.union([pin, z.literal('')]).optional(),
  /** Issue 25: spectators (a party screen) may watch a table with a PIN without it (watching.ts). */
  watchWithoutPin: z.boolean().optional()
})
export type LobbySettingsChange = z.infer<typeof lobbySettingsChangeSchema>

// ---------- client → host ----------

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** First message on every connection: join (no token), rejoin (token) or watch (spectate). */
  z.strictObject({
    type: z.literal('hello'),
    protocol: z.number().int(),
    name: playerName,
    token: token.optional(),
    pin: pin.optional(),
    spectate: z.boolean().optional(),
    /** The secret the table's creator holds; grants lobby control. */
    hostKey: token.optional(),
    /** With `token`: take the seat back only when no other connection plays it; else watch, and the
     *  welcome says which seat is this player's (`seatElsewhere`): a second window asks before it takes
     *  the seat over (`moveSeatHere`). Without it a token takes its seat from an older connection at once. */
    ifFree: z.boolean().optional()
  }),
  /** A move, based on the state version the client saw. */
  z.strictObject({ type: z.literal('move'), version, move: moveSchema }),
  /** Ask the host for a suggested move (bots issue). */
  z.strictObject({ type: z.literal('hint'), version, level: hintLevelSchema.optional() }),
  /** Ready for the next round / for a rematch after the match. */
  z.strictObject({ type: z.literal('ready'), version }),
  /** Ask for a fresh state (after a stale error or a reconnect). */
  z.strictObject({ type: z.literal('sync') }),
  /** Host-only lobby control. */
  z.strictObject({ type: z.literal('addBot'), seat: seatIndex, level: botLevelSchema }),
  z.strictObject({ type: z.literal('setBotLevel'), seat: seatIndex, level: botLevelSchema }),
  z.strictObject({ type: z.literal('clearSeat'), seat: seatIndex }),
  z.strictObject({ type: z.literal('moveSeat'), from: seatIndex, to: seatIndex }),
  z.strictObject({ type: z.literal('configure'), settings: lobbySettingsChangeSchema }),
  z.strictObject({ type: z.literal('start') }),
  /** Host-only, after the match (issue 23): the rematch starts once every connected player is ready;
   *  `now`: at once, without the players still reading their results. */
  z.strictObject({ type: z.literal('rematch'), now: z.boolean().optional() }),
  /** Host-only: take back a rematch that waits for the players (issue 23). */
  z.strictObject({ type: z.literal('cancelRematch') }),
  /** Host-only: after the match, back to the lobby to change seats and settings (no auto start then). */
  z.strictObject({ type: z.literal('backToLobby') }),
  /** Host-only: takes a player off their seat (a bot plays it in a match) and closes their connection. */
  z.strictObject({ type: z.literal('kick'), seat: seatIndex }),
  // Host-only, during a match (issue 51, server/table/match-controls.ts):
  /** Stop the match: turn timers keep their time left, bots wait, moves are refused until `resume`. */
  z.strictObject({ type: z.literal('pause') }),
  z.strictObject({ type: z.literal('resume') }),
  /** The turn timer from the next turn on (seconds; 0 = off), as the lobby's `configure` sets it. */
  z.strictObject({ type: z.literal('setTurnTimer'), seconds: z.number().int().min(0).max(TURN_SECONDS_MAX) }),
  /** End the match now, scored as it stands (engine/early-end.ts). */
  z.strictObject({ type: z.literal('endMatch') }),
  z.strictObject({ type: z.literal('leave') }),
  /** Solo tables only: take back your last move and the bots' replies since. */
  z.strictObject({ type: z.literal('undo'), version }),
  // The knock list (server/table/knock-list.ts): a player without the right PIN asks the host instead.
  /** Instead of a hello with a PIN: wait at the door until the host lets this connection in. */
  z.strictObject({
    type: z.literal('knock'),
    protocol: z.number().int(),
    name: playerName,
    spectate: z.boolean().optional()
  }),
  /** Host-only: admit a knock as if its PIN had been right, or turn it away. */
  z.strictObject({ type: z.literal('letIn'), knock: knockId }),
  z.strictObject({ type: z.literal('turnAway'), knock: knockId }),
  /** A seated player's quick reaction to the table: an id from the fixed list, never text. */
  z.strictObject({ type: z.literal('react'), reaction: z.enum(REACTIONS) }),
  // Spectators and seats (server/table/seat-desk.ts): in the lobby a spectator takes a free seat; during a
  // match a spectator asks the host for a seat a bot plays, and the host grants or declines (by the id).
  z.strictObject({ type: z.literal('takeSeat'), seat: seatIndex }),
  z.strictObject({ type: z.literal('askSeat'), seat: seatIndex }),
  z.strictObject({ type: z.literal('grantSeat'), request: knockId }),
  z.strictObject({ type: z.literal('declineSeat'), request: knockId }),
  /** Issue 51: the seat this token holds moves to this connection, which watches (a second window of the
   *  same player): the connection that played it is closed (`replaced`) and may take it back the same way. */
  z.strictObject({ type: z.literal('moveSeatHere'), seat: seatIndex, token })
])
export type ClientMessage = z.infer<typeof clientMessageSchema>

// ---------- host → client ----------

/** One seat as everyone sees it. Never holds a token or cards. */
export interface SeatInfo {
  seat: number
  kind: SeatKind
  name: string | null
  /** The bot level for bot seats, or the level standing in for an away human. */
  level: BotLevel | null
  connected: boolean
  /** A human past the grace period: a bot plays for them until they return. */
  away: boolean
  ready: boolean
  /** A dropped or departed player's seat is held until then (host epoch ms; compare with `serverNow`):
   *  then a bot plays it (in a match) or it is freed (in the lobby). Null when no grace period runs. */
  graceEndsAt: number | null
}

export interface TableInfo extends ChoiceOptions {
  id: string
  name: string
  status: TableStatus
  seats: SeatInfo[]
  spectators: number
  pinRequired: boolean
  /** Issue 25: a spectator may watch without the PIN (the host's choice, else the default: watching.ts). */
  watchWithoutPin: boolean
  turnSeconds: number
  target: number
  firstLeader: number | 'random'
  /** The match starts by itself when the last seat is taken; false: the host starts it. */
  startsWhenFull: boolean
  /** How long a dropped or departed player keeps their seat (seconds). */
  graceSeconds: number
  /** A solo table: its one player may take back their last move (`undo`). */
  undo?: boolean
  /** After the match (issue 23): the host's rematch waits and starts once every connected player is ready. */
  rematchWaits?: boolean
  /** The seat of the player who runs the table (holds the host link), also while they are away or dropped. */
  hostSeat?: number | null
  /** Issue 51: the host paused the match (no turn timer runs, nobody moves until the host resumes). */
  paused?: boolean
  /** Issue 51: which moves of this round's log (their places in `view.log`) the turn timer made for a
   *  player whose time ran out. Left out when none. */
  timedOut?: number[]
}

export type ServerMessage =
  | {
      type: 'welcome'
      protocol: number
      tableId: string
      /** Your seat, or null for a spectator. */
      seat: number | null
      /** Keep it secret: it gets your seat back after a disconnect. */
      token: string | null
      isHost: boolean
      /** The table's join URLs on the LAN (what to share), when the host knows them. */
      joinUrls?: string[]
      /** To a connection that watches although its hello's token holds a seat (`ifFree`): that seat,
       *  which another connection plays now. */
      seatElsewhere?: number
    }
  | {
      type: 'state'
      version: number
      table: TableInfo
      /** Null in the lobby. Built by `viewFor`/`spectatorView` for this recipient only (R9). */
      view: SeatView | null
      /** What happened since the previous version (for animations and announcements). */
      events: EngineEvent[]
      /** When the seat on turn must have acted (epoch ms), if the table has a turn timer. */
      turnDeadline: number | null
      /** The host's clock (epoch ms) when it sent this, so clients can show the deadline despite skew. */
      serverNow?: number
      /** Only to a seat that can take a move back now (`undo`, solo tables): its Undo is offered. */
      canUndo?: true
    }
  /**
   * After a full `state`, each change as what changed since the state of version `base` that this member
   * holds (view-delta.ts); state-stream.ts rebuilds the full state from it. A client that holds another
   * version asks for a `sync`. Left out: `base` when it is version − 1; `table`, `view` and `turnDeadline`
   * when unchanged; `events` when none; the log's new entries (`view.log` without `add`) when they are
   * the events' moves; `serverNow` when nothing is timed (no turn deadline, no grace period).
   */
  | {
      type: 'delta'
      version: number
      base?: number
      table?: TableInfo
      view?: WireViewDelta
      events?: EngineEvent[]
      turnDeadline?: number | null
      serverNow?: number
      canUndo?: true
    }
  /** `reason`: why the bot suggests it, as a code the client translates (engine/move-reasons.ts). */
  | { type: 'hint'; version: number; move: Move; level: HintLevel; reason?: MoveReason }
  | { type: 'error'; code: ErrorCode; message: string; version?: number }
  /** The table closes this connection; `code` says why, for the client to put in its own words (`reason`
   *  is the host's English sentence, for logs and older clients); `kicked`: the host took the seat away
   *  (its token is void); `turnedAway`: the host did not let this knock in. */
  | { type: 'closed'; reason: string; code?: CloseCode; kicked?: boolean; turnedAway?: boolean }
  /** To a knocking connection: the host has been asked; nothing about the table (R9) until let in. */
  | { type: 'knocking' }
  /** To every host: who waits at the door, and the wrong PINs of the last minute (someone guessing). */
  | { type: 'door'; knocks: KnockInfo[]; wrongPins: number }
  /** To everyone at the table (players and spectators): a seat's quick reaction. Changes no state. */
  | { type: 'reaction'; seat: number; reaction: ReactionId }
  /** To every host: the spectators asking for a seat during a match. */
  | { type: 'seatRequests'; requests: SeatRequestInfo[] }
  /** To a spectator who asked for a seat: the request waits for the host, or was declined (or went stale). */
  | { type: 'seatAnswer'; seat: number; answer: 'waiting' | 'declined' }
  /** To everyone at the table once the match is over, never before (issue 26): its whole record. By then
   *  every hand is public (D6) and the undealt cards may be shown. Clients check it (validateRecord). */
  | { type: 'matchRecord'; record: MatchRecord }

/** Why a table closed a connection: it left, a newer connection took its seat, the host removed it, the
 *  table closed, the host turned its knock away, or a full table made room for a player. */
export const CLOSE_CODES = ['left', 'replaced', 'kicked', 'table-closed', 'turned-away', 'made-room'] as const
export type CloseCode = (typeof CLOSE_CODES)[number]

/** One spectator's request for a seat, as the host sees it; `id` answers it (grantSeat / declineSeat). */
export interface SeatRequestInfo {
  id: number
  name: string
  seat: number
  waitedMs: number
}

/** One knock as the host sees it. `waitedMs`: how long it had waited when this was sent. `address`: where
 *  it comes from; `device`: read from its User-Agent (device.ts), null when it sent none. `lookAlike`: its
 *  name reads as a seated player's or another knocker's (display-names.ts). `knowsPin`: it came with the
 *  right PIN while PINs were locked by a guessing attack (door-keeper.ts); such knocks are listed first. */
export interface KnockInfo {
  id: number
  name: string
  waitedMs: number
  address: string
  device: DeviceInfo | null
  lookAlike: boolean
  knowsPin: boolean
}

export const PROTOCOL_ERROR_CODES = [
  'bad-json',
  'bad-message',
  'too-large',
  'rate-limited',
  'protocol-mismatch',
  'hello-first',
  'already-joined',
  'wrong-pin',
  'bad-token',
  'table-full',
  'not-host',
  'not-seated',
  'not-in-lobby',
  'not-playing',
  'seats-not-filled',
  'bad-seat-change',
  'stale',
  'no-hint',
  'bad-settings',
  'table-closed',
  // Added with the table host (issue 4):
  'wrong-phase', // 'ready' or 'rematch' while no round or match has ended; 'cancelRematch' with none waiting
  'save-failed', // sent to host-key connections: an autosave failed, the last good save is kept
  // Added with fair play (issue 15):
  'bad-name', // a hello whose name is empty, too long, hides text or passes for a bot's
  'pin-locked', // too many wrong PINs from this address or in total: wait, then try again (the connection closes)
  // Added with undo in solo games (issue 16):
  'no-undo', // undo at a table with other people, or with no move of this round to take back
  // Added with the knock list (issue 22 item 4):
  'door-full', // a knock while the knock list is full
  'knock-again-later', // a knock from an address that already knocks, or that was turned away a moment ago
  'no-such-knock', // letIn/turnAway for a knock that no longer waits
  // Added with seats for spectators (issue 23):
  'seat-not-free', // takeSeat/askSeat/grantSeat for a seat someone plays (or that is not free in this phase)
  'seat-requests-full', // askSeat while too many requests wait
  'ask-seat-later', // askSeat while this connection's or address's request waits, or soon after a decline
  'no-seat-request', // grantSeat/declineSeat for a request that no longer waits
  // Added with the host's match controls (issue 51):
  'paused', // a move or undo while the host has paused the match
  // Added with a second window of the same player (issue 51):
  'not-your-seat', // moveSeatHere naming a seat its token does not hold
  // Added with tournament night (issue 52):
  'deal-unfinished' // watching a tournament table while another table has not finished its deal
] as const
export type ProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number]
/** Engine refusals (illegal moves) are passed through with the engine's own code. */
export type ErrorCode = ProtocolErrorCode | EngineErrorCode

export type ParseResult = Result<ClientMessage, Refusal<ProtocolErrorCode>>

/** Untrusted text frame → a client message, or the reason it was refused. */
export function parseClientMessage(text: string): ParseResult {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return refuse('bad-json', 'The message is not valid JSON.')
  }
  // A move, the play path's frame, skips the schema (move-message.ts); other messages and bad moves do not.
  const move = readMoveMessage(data)
  if (move !== null) return ok(move)
  const parsed = clientMessageSchema.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
    const badName = isHello(data) && issue?.path.length === 1 && issue.path[0] === 'name'
    if (badName) return refuse('bad-name', `Choose another name: ${issue.message}.`)
    // Bounded: zod's message quotes unknown keys, which a client can make 16 KiB long.
    const why = (issue?.message ?? 'invalid').slice(0, 200)
    return refuse('bad-message', `Malformed message${where.slice(0, 200)}: ${why}`)
  }
  return ok(parsed.data as ClientMessage)
}

/** Hellos and knocks carry a player's name: a bad one gets 'bad-name'. */
function isHello(data: unknown): boolean {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined
  return type === 'hello' || type === 'knock'
}

/** Moves on the wire are validated by shape here and by the rules in the engine. */
export type { Move, MoveReason, SeatKind, SeatView, TableOptions }
