// The table session as a pure reducer: every server message becomes a new immutable snapshot plus a
// list of effects for the store to carry out (send, remember the token, stop reconnecting). Pure and
// synchronous, so it is tested without sockets or Svelte.
import type { EngineEvent, Move, SeatView } from '../../../engine/types'
import type { ClientMessage, CloseCode, ErrorCode, MoveReason, ServerMessage, TableInfo } from '../../../protocol/messages'
import { doorView, type DoorView } from './door'
import { seatRequestsView, type SeatAnswer, type SeatRequestsView } from './seat-requests'

export interface SessionError {
  code: ErrorCode | string
  message: string
  /** epoch ms (local) */
  at: number
}

export interface Session {
  tableId: string | null
  seat: number | null
  isHost: boolean
  /** The host's LAN join URLs (from the welcome), to invite others with. */
  joinUrls: string[]
  /** True once a welcome arrived on this connection. */
  joined: boolean
  version: number
  table: TableInfo | null
  view: SeatView | null
  /** Events of the latest state (what just happened). */
  events: EngineEvent[]
  /** Local epoch ms by which the seat on turn must act (already corrected for clock skew). */
  turnDeadline: number | null
  /** The host says this seat can take a move back now (solo undo): Undo is offered only then. */
  canUndo: boolean
  /** The hint for this version; `reason` is the bot's reason code (translated by the renderer). */
  hint: { version: number; move: Move; reason?: MoveReason } | null
  error: SessionError | null
  /** Why joining failed for good (wrong PIN, table full…): the join form shows it. */
  joinError: SessionError | null
  /** The table said goodbye (the host's own words), and why as a code the notice translates. */
  closed: string | null
  closedCode: CloseCode | null
  /** The host took this player off the table (their seat token is void). */
  kicked: boolean
  /** The host's clock minus ours (ms), from the latest state: places the grace deadlines. */
  clockSkew: number
  /** This connection knocked and waits for the host (state/door.ts); false once welcomed. */
  knocking: boolean
  /** Host: who waits at the door and the wrong PINs of the last minute. */
  door: DoorView | null
  /** Host: the spectators asking for a seat during a match. */
  seatRequests: SeatRequestsView | null
  /** Spectator: the answer to this connection's request for a seat. */
  seatAnswer: SeatAnswer | null
  /** Issue 51: this player's own seat, which another window plays now (this one watches and may move it here). */
  seatElsewhere: number | null
}

export type Effect =
  | { type: 'send'; message: ClientMessage }
  | { type: 'saveToken'; tableId: string; token: string }
  | { type: 'forgetToken' }
  | { type: 'stop' }

export const INITIAL_SESSION: Session = Object.freeze({
  tableId: null,
  seat: null,
  isHost: false,
  joined: false,
  version: -1,
  table: null,
  view: null,
  events: [],
  turnDeadline: null,
  canUndo: false,
  hint: null,
  error: null,
  joinError: null,
  joinUrls: [],
  closed: null,
  closedCode: null,
  kicked: false,
  clockSkew: 0,
  knocking: false,
  door: null,
  seatRequests: null,
  seatAnswer: null,
  seatElsewhere: null
})

/** Refusals that end a join attempt: reconnecting would only be refused again. */
const FATAL_BEFORE_JOIN = new Set<string>([
  'protocol-mismatch',
  'wrong-pin',
  'pin-locked',
  'bad-name',
  'table-full',
  'bad-token',
  'table-closed',
  'bad-message',
  'already-joined',
  'door-full',
  'knock-again-later'
])

export interface Reduced {
  session: Session
  effects: Effect[]
}

/**
 * One server message. `now` is the local clock; `serverNow` (optional in a state message) lets the
 * turn deadline be shown in local time even when the host's clock differs.
 */
export function reduce(session: Session, message: ServerMessage, now: number): Reduced {
  switch (message.type) {
    case 'welcome': {
      const effects: Effect[] = []
      if (message.token !== null) effects.push({ type: 'saveToken', tableId: message.tableId, token: message.token })
      return {
        session: {
          ...session,
          tableId: message.tableId,
          seat: message.seat,
          isHost: message.isHost,
          joinUrls: message.joinUrls ?? session.joinUrls,
          joined: true,
          knocking: false,
          joinError: null,
          closed: null,
          seatAnswer: null,
          seatElsewhere: message.seat === null ? (message.seatElsewhere ?? null) : null
        },
        effects
      }
    }
    case 'state': {
      if (message.version < session.version) return { session, effects: [] }
      const skew = typeof message.serverNow === 'number' ? message.serverNow - now : 0
      return {
        session: {
          ...session,
          version: message.version,
          table: message.table,
          view: message.view,
          events: message.version === session.version ? session.events : message.events,
          turnDeadline: message.turnDeadline === null ? null : message.turnDeadline - skew,
          clockSkew: skew,
          canUndo: message.canUndo === true,
          hint: session.hint && session.hint.version === message.version ? session.hint : null,
          error: session.error?.code === 'stale' ? null : session.error
        },
        effects: []
      }
    }
    case 'hint': {
      if (message.version !== session.version) return { session, effects: [] }
      const hint = { version: message.version, move: message.move, ...(message.reason ? { reason: message.reason } : {}) }
      return { session: { ...session, hint }, effects: [] }
    }
    case 'error': {
      const error: SessionError = { code: message.code, message: message.message, at: now }
      if (!session.joined && FATAL_BEFORE_JOIN.has(message.code)) {
        const effects: Effect[] = [{ type: 'stop' }]
        if (message.code === 'bad-token') effects.unshift({ type: 'forgetToken' })
        return { session: { ...session, joinError: error }, effects }
      }
      // A stale action or a move out of turn means our picture is old: the host follows this error with
      // the current state (server/table/table.ts), so asking for a sync here would bring a second one.
      return { session: { ...session, error }, effects: [] }
    }
    case 'knocking':
      return { session: { ...session, knocking: true }, effects: [] }
    case 'door':
      return { session: { ...session, door: doorView(message, now) }, effects: [] }
    case 'reaction':
      return { session, effects: [] } // a moment, not table state: the store shows it (state/reactions)
    case 'matchRecord':
      return { session, effects: [] } // issue 26: the store checks and keeps it (records/received-record)
    case 'delta':
      return { session, effects: [] } // the net client hands it on as the state it makes (state-stream)
    case 'seatRequests':
      return { session: { ...session, seatRequests: seatRequestsView(message, now) }, effects: [] }
    case 'seatAnswer':
      return { session: { ...session, seatAnswer: { seat: message.seat, answer: message.answer } }, effects: [] }
    case 'closed': {
      // A kicked player's token is void: forget it so this browser joins afresh next time.
      const kicked = message.kicked === true
      const effects: Effect[] = kicked ? [{ type: 'forgetToken' }, { type: 'stop' }] : [{ type: 'stop' }]
      return { session: { ...session, closed: message.reason, closedCode: message.code ?? null, kicked }, effects }
    }
  }
}

/** A dropped connection: the seat is kept, but the next welcome must come before anything is sent. */
export function disconnected(session: Session): Session {
  return session.joined ? { ...session, joined: false } : session
}
