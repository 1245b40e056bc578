// A family of client messages one part of the table answers (the door's, the seat desk's): its types
// listed once, the guard that picks them out, and what every such part needs from its table.
import type { ClientMessage, ServerMessage } from '../../protocol/messages'
import type { Clock } from '../clock'

type MessageType = ClientMessage['type']

/** The guard for the messages of `types`. */
export function messageFamily<T extends MessageType>(types: readonly T[]) {
  const family: ReadonlySet<MessageType> = new Set(types)
  return (message: ClientMessage): message is Extract<ClientMessage, { type: T }> => family.has(message.type)
}

/** What a part of the table that answers a family needs from the table: its clock and a way to send. */
export interface TablePart {
  clock: Clock
  send(member: number, message: ServerMessage): void
}
