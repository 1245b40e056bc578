// The knock list as the renderer sees it (server/table/knock-list.ts): a player without the right PIN
// knocks instead of saying hello and waits; the host sees who waits and whether someone guesses the PIN.
import type { DeviceInfo } from '../../../protocol/device'
import type { ClientMessage, KnockInfo, ServerMessage } from '../../../protocol/messages'
import { PROTOCOL_VERSION } from '../../../protocol/vocabulary'

/** What the host sees at the door; `receivedAt` (local epoch ms) lets the waiting times count on. */
export interface DoorView {
  knocks: KnockInfo[]
  wrongPins: number
  receivedAt: number
}

/**
 * Wrong PINs in the host's last minute (GUESS_WINDOW_MS) from which the host is warned that someone is
 * guessing. One or two are an ordinary evening: a player mistypes and tries again, or two arrive at once and
 * one slips; a third wrong PIN within the same minute is more than a slip. Fewer get a neutral note.
 */
export const GUESSING_WARNING_AT = 3

/** What the host is told of wrong PINs: nothing, a neutral note (a typo happens), or the guessing warning. */
export function wrongPinNotice(wrongPins: number): 'none' | 'note' | 'guessing' {
  if (wrongPins <= 0) return 'none'
  return wrongPins >= GUESSING_WARNING_AT ? 'guessing' : 'note'
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

/** The device of a knock as words for the host: "phone · Android · Chrome" (the kind and the app's name
 *  translated; systems and browsers are names). Empty when the knock's socket named none. */
export function deviceWords(
  device: DeviceInfo | null,
  word: (key: 'phone' | 'tablet' | 'computer' | 'app') => string
): string {
  if (device === null) return ''
  const browser = device.browser === 'app' ? word('app') : device.browser
  return [word(device.kind), device.system, browser].filter((part) => part !== null).join(' · ')
}
