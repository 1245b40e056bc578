// Every `type` a server message may have, in a module of its own with no zod in it: the page's first
// bundle imports it (net/client.ts ignores a frame of any other type) and must not build the wire's
// schemas at load (issue 47).
import type { ServerMessage } from './messages'
/**
 * Every `type` a server message may have: a client ignores a frame of any other (net/client.ts). The
 * check below fails to compile when this list and ServerMessage's union part ways.
 */
export const SERVER_MESSAGE_TYPES = [
  'welcome',
  'state',
  'delta',
  'hint',
  'error',
  'closed',
  'knocking',
  'door',
  'reaction',
  'seatRequests',
  'seatAnswer',
  'matchRecord'
] as const satisfies readonly ServerMessage['type'][]
type Missing = Exclude<ServerMessage['type'], (typeof SERVER_MESSAGE_TYPES)[number]>
/** Names the server message types SERVER_MESSAGE_TYPES lacks (a compile error when there are any). */
export const EVERY_SERVER_TYPE_LISTED: [Missing] extends [never] ? true : Missing = true
