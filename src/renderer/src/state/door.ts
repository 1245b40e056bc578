// The knock list as the renderer sees it (server/table/knock-list.ts): a player without the right PIN
// knocks instead of saying hello and waits; the host sees who waits and whether someone guesses the PIN.
import type { ClientMessage, KnockInfo, ServerMessage } from '../../../protocol/messages'
import { PROTOCOL_VERSION } from '../../../protocol/vocabulary'

/** What the host sees at the door; `receivedAt` (local epoch ms) lets the waiting times count on. */
export interface DoorView {
  knocks: KnockInfo[]
  wrongPins: number
  receivedAt: number
}

/** The first message of a knocking connection: a name and no PIN. */
export function knockMessage(request: { name: string; spectate?: boolean }): ClientMessage {
  return {
    type: 'knock',
    protocol: PROTOCOL_VERSION,
    name: request.name,
    ...(request.spectate ? { spectate: true } : {})
  }
}

/** The door's news for the host. */
export function doorView(message: Extract<ServerMessage, { type: 'door' }>, now: number): DoorView {
  return { knocks: message.knocks, wrongPins: message.wrongPins, receivedAt: now }
}

/** How long a knock has waited by `now`, as m:ss. */
export function waitedText(knock: KnockInfo, door: DoorView, now: number): string {
  const seconds = Math.max(0, Math.floor((knock.waitedMs + now - door.receivedAt) / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
