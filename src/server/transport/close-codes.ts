// The WebSocket close codes of a table's connections, and the table's reasons to close as codes and texts.
// Made here and nowhere else: the table hands its links a reason, the transport closes with the code.
import type { CloseReason } from '../table/room'

/** Close code for a connection that broke the rate limit or never said hello (RFC 6455 Policy Violation). */
export const CLOSE_POLICY = 1008

/** Close code sent to a connection whose seat was taken over by a newer connection with the same token. */
export const CLOSE_REPLACED = 4001

/** Close code sent to a player the host took off the table. */
export const CLOSE_KICKED = 4003

/** Close code sent to a spectator (or a connection that never said hello) evicted to make room. */
export const CLOSE_MAKE_ROOM = 4008

/** Close code sent to a knock the host turned away (knock-list.ts). */
export const CLOSE_TURNED_AWAY = 4009

/** The table's reasons to close a connection, as ws close codes and reason texts. */
export const CLOSE_CODES: Record<CloseReason, [code: number, text: string]> = {
  left: [1000, 'left'],
  'table-closed': [1001, 'table closed'],
  replaced: [CLOSE_REPLACED, 'replaced'],
  kicked: [CLOSE_KICKED, 'kicked'],
  'turned-away': [CLOSE_TURNED_AWAY, 'turned away']
}
