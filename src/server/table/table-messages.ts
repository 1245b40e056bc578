// The messages a table sends, built from its state. A state message is built per recipient from the
// engine's own views (RULES.md R9): viewFor for a seat, spectatorView for everyone watching (viewsAt builds
// both, their public part once), so what a seat may see is decided in one place, the engine. The head every recipient gets alike (table info,
// events) is built once per change, and each seat's message once, so the transport can serialize each
// distinct message once. table-messages.test.ts proves each view equals viewFor / spectatorView.
import { viewsAt } from '../../engine'
import type { EngineEvent, MatchState } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { ServerMessage, TableInfo } from '../../protocol/messages'
import type { Refusal } from './table-events'
import { memberOf } from './table-state'
import type { TableState } from './table-state'

export type StateMessage = Extract<ServerMessage, { type: 'state' }>

export interface StateMessageInput {
  version: number
  table: TableInfo
  events: EngineEvent[]
  turnDeadline: number | null
  /** Null in the lobby. */
  state: MatchState | null
  /** The host's clock when sending: clients place the turn and grace deadlines despite clock skew. */
  serverNow?: number
  /** Whether a seat can take a move back now (solo undo); decided from that seat's own moves only. */
  canUndo?: (seat: number) => boolean
}

/** Returns the message for a seat (or null: a spectator); each seat's message is built once. */
export function stateMessages(input: StateMessageInput): (seat: number | null) => StateMessage {
  const { version, table, events, turnDeadline, state, serverNow, canUndo } = input
  const head = {
    type: 'state',
    version,
    table,
    events,
    turnDeadline,
    ...(serverNow === undefined ? {} : { serverNow })
  } as const
  if (state === null) {
    const lobby: StateMessage = { ...head, view: null }
    return () => lobby
  }
  // The public part of the views is built once for every recipient (viewsAt).
  const views = viewsAt(state)
  const messages = new Map<number | null, StateMessage>()
  return (seat) => {
    let message = messages.get(seat)
    if (message === undefined) {
      message =
        seat === null
          ? { ...head, view: views(null) }
          : { ...head, view: views(seat), ...(canUndo?.(seat) === true ? { canUndo: true } : {}) }
      messages.set(seat, message)
    }
    return message
  }
}

/** Tells a member who they are at this table; the token is their own seat's (or null). */
export function welcomeMessage(
  state: TableState,
  memberId: number,
  joinUrls: readonly string[] = []
): ServerMessage {
  const member = memberOf(state, memberId)
  const seat = member?.seat ?? null
  const elsewhere = member?.playsElsewhere
  return {
    ...(joinUrls.length > 0 ? { joinUrls: [...joinUrls] } : {}),
    ...(seat === null && elsewhere !== undefined ? { seatElsewhere: elsewhere } : {}),
    type: 'welcome',
    protocol: PROTOCOL_VERSION,
    tableId: state.settings.id,
    seat,
    token: seat === null ? null : (state.seats[seat]?.token ?? null),
    isHost: member?.isHost ?? false
  }
}

export function errorMessage(refusal: Refusal, version: number): ServerMessage {
  return { type: 'error', code: refusal.code, message: refusal.message, version }
}
