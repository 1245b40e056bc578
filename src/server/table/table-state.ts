// One table as plain data: what the rules (reducer.ts) take and return, what the autosave keeps (less the
// connections) and what every state message describes. No timers, sockets or listeners live here.
import { choicesOf } from '../../engine'
import type { MatchState } from '../../engine'
import type { TableInfo } from '../../protocol/messages'
import { watchesWithoutPin } from '../../protocol/watching'
import type { BotLevel, TableStatus } from '../../protocol/vocabulary'
import { botSeat, emptySeat, humanSeat, seatInfo } from './seat'
import type { SeatRecord } from './seat'
import type { TableSettings } from './table-config'
import type { TableSummary } from './table-summary'
import type { UndoPoint } from './undo'
import type { RoundUndo } from '../../engine/record-undos'
import type { RecordMove } from '../../protocol/match-record'

/** A connection that said hello. Connections that have not are only in the room. */
export interface Member {
  id: number
  /** The seat it proved with its token (or was given); null for spectators. */
  seat: number | null
  isHost: boolean
  name: string
  /** Issue 25: came in to watch without the PIN; takes a seat only with the host's yes (seat-commands.ts). */
  withoutPin?: true
  /** Issue 51: watches although its hello's token holds this seat, which another connection plays; told
   *  in its welcome, so it can offer to move the seat here (seat-commands.ts › moveSeatHere). */
  playsElsewhere?: number
}

export interface TableState {
  settings: TableSettings
  seats: SeatRecord[]
  members: Member[]
  /** Null in the lobby. */
  match: MatchState | null
  /** Goes up on every change, of the room (who is here, seats, readiness) or of the game. */
  version: number
  /** The version at which the match last changed (a move, a new round, undo, start): a move, hint or undo
   *  based on an older one is stale. Room changes (spectators, readiness, seats, connections) leave it,
   *  so people coming and going never make a player's move stale (issue 48). Not saved: a restored
   *  table starts it at its version. */
  gameVersion: number
  /** Version at which the current round or match ended: a 'ready' from before it is stale. */
  phaseVersion: number
  /** A move was taken back in this match (solo undo): the match is practice, left out of the player's
   *  statistics. Saved with the match, so it still holds when the match goes on after a restart. */
  practice: boolean
  /** The host brought the table back to the lobby: the match waits for the host's start, not for the last
   *  seat (runtime only, like the connections). */
  startHeld?: boolean
  /** After the match: the host asked for a rematch that starts once every connected player is ready
   *  (rematch-commands.ts; runtime only, like the connections). */
  rematchWaits?: boolean
  /** Issue 51: the host paused the match (match-controls.ts): no timer runs and nobody moves. The turn
   *  timer's time left (null: none ran) goes on at the resume. Saved, so a restart stays paused. */
  paused?: { turnMsLeft: number | null }
  /** The turn timer of the turn being played (this match state only) when it is not the table's length:
   *  its time left after a resume, or the length it started with when the host changed the timer (null:
   *  no timer). Runtime only: a restart gives the turn the table's length. */
  heldTurn?: { match: MatchState; ms: number | null }
  /** Issue 51: this round's moves that the turn timer made (their places in the match's log). Saved. */
  timedOut?: { round: number; moves: number[] }
  /** Issue 51: this round's moves that a stand-in bot made for an away player (places in the log). Saved. */
  standIn?: { round: number; moves: number[] }
  /** Issue 51: this round's undos, oldest first, for the match record (match-tape.ts). Saved. */
  undone?: { round: number; undos: RoundUndo<RecordMove>[] }
  /** The seat token of the seat the host plays (the member with host controls), kept while they are gone:
   *  their seat stays the host's, with its crown, and no watcher may ask for it (issue 51). A seat given
   *  to someone else gets a new token. Runtime only, like the connections. */
  hostToken?: string
  /** Solo undo: the match before each of the player's recent moves (saved as places in the round, see
   *  persistence/saved-undo.ts, so Undo still works after a restart). */
  undo?: UndoPoint[]
}

/** What the table's shell knows beyond the state: the host's auto start and the running grace timers. */
export interface LiveInfo {
  startsWhenFull: boolean
  graceSeconds: number
  /** The host allows undo at solo tables. */
  allowUndo?: boolean
  /** When the grace period of the player with this token ends (epoch ms), if it runs. */
  graceEndsAt: (token: string) => number | null
}

const NO_LIVE_INFO: LiveInfo = { startsWhenFull: false, graceSeconds: 0, graceEndsAt: () => null }

const PHASE_STATUS = { playing: 'playing', roundOver: 'roundOver', matchOver: 'finished' } as const

/** A seat held from the start for a player who comes with its token (a tournament's entrant, issue 52). */
export interface ReservedSeat {
  seat: number
  name: string
  token: string
}

/** A new table in the lobby, with bots already seated where asked and seats held for players who come
 *  with their token (seats it does not have are ignored). */
export function newTableState(
  settings: TableSettings,
  standInLevel: BotLevel,
  bots: readonly { seat: number; level: BotLevel; name?: string }[] = [],
  players: readonly ReservedSeat[] = []
): TableState {
  const seats = Array.from({ length: settings.seats }, () => emptySeat(standInLevel))
  for (const { seat, level, name } of bots) {
    if (seat >= 0 && seat < seats.length) seats[seat] = { ...botSeat(seat, level), ...(name ? { name } : {}) }
  }
  for (const { seat, name, token } of players) {
    if (seat >= 0 && seat < seats.length) seats[seat] = humanSeat(name, token, standInLevel, null)
  }
  return {
    settings: { ...settings },
    seats,
    members: [],
    match: null,
    version: 0,
    gameVersion: 0,
    phaseVersion: 0,
    practice: false
  }
}

export function statusOf(state: TableState): TableStatus {
  return state.match === null ? 'lobby' : PHASE_STATUS[state.match.phase]
}

export function memberOf(state: TableState, id: number): Member | undefined {
  return state.members.find((m) => m.id === id)
}

export function spectatorCount(state: TableState): number {
  return state.members.filter((m) => m.seat === null).length
}

/** The public description of the table every state message carries. */
export function tableInfo(state: TableState, live: LiveInfo = NO_LIVE_INFO): TableInfo {
  const { settings } = state
  const graceOf = (s: SeatRecord) => (s.token === null ? null : live.graceEndsAt(s.token))
  return {
    id: settings.id,
    name: settings.name,
    status: statusOf(state),
    seats: state.seats.map((s, i) => seatInfo(s, i, graceOf(s))),
    spectators: spectatorCount(state),
    pinRequired: settings.pin !== null,
    watchWithoutPin: watchesWithoutPin(settings.watchWithoutPin, settings.pin !== null),
    turnSeconds: settings.turnSeconds,
    target: settings.options.target,
    ...choicesOf(settings.options),
    firstLeader: settings.options.firstLeader,
    startsWhenFull: live.startsWhenFull,
    graceSeconds: live.graceSeconds,
    undo: (live.allowUndo ?? false) && state.seats.filter((s) => s.kind !== 'bot').length <= 1,
    rematchWaits: state.rematchWaits === true,
    hostSeat: hostSeatOf(state),
    ...(state.paused === undefined ? {} : { paused: true }),
    ...timedOutInfo(state)
  }
}

/** The seat the host plays, also while they are away or dropped (hostToken), or null. */
export function hostSeatOf(state: TableState): number | null {
  const present = state.members.find((m) => m.isHost && m.seat !== null)?.seat
  if (present !== undefined && present !== null) return present
  if (state.hostToken === undefined) return null
  const held = state.seats.findIndex((s) => s.kind === 'human' && s.token === state.hostToken)
  return held === -1 ? null : held
}

/** The moves of this round's log that the turn timer made; only those still in the log (undo). */
function timedOutInfo(state: TableState): { timedOut?: number[] } {
  const { match, timedOut } = state
  if (match === null || timedOut === undefined || timedOut.round !== match.round) return {}
  const moves = timedOut.moves.filter((i) => i < match.log.length)
  return moves.length === 0 ? {} : { timedOut: moves }
}

/** The small, hand-free picture of the table for the code that runs it (no hands, no host key). */
export function summaryOf(state: TableState): TableSummary {
  return {
    name: state.settings.name,
    status: statusOf(state),
    seats: state.seats.map(({ kind, name, token, level }) => ({ kind, name, token, level })),
    roundsPlayed: state.match?.results.length ?? 0
  }
}
