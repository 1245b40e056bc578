// Who may join, and as what: the checks of a hello in their fixed order, as a pure decision.
// protocol → already joined → seat token → host key → PIN (new arrivals only) → a free seat or watching.
// A valid seat token always gets its seat back (no PIN, no spectator cap); a new player takes a free seat
// before the spectator cap is looked at, so spectators are capped apart from players. Whether a socket
// gets to say hello at all when the table is full of sockets is the transport's call: spectators and
// sockets that never said hello make room, players never (ws-transport.ts, fair admission).
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { ClientMessage } from '../../protocol/messages'
import { safeEqual } from './safe-equal'
import type { SeatRecord } from './seat'
import type { Refusal } from './table-events'

export type Hello = Extract<ClientMessage, { type: 'hello' }>

export interface Door {
  seats: readonly SeatRecord[]
  pin: string | null
  hostKey: string
  /** New players take seats only before the match starts. */
  inLobby: boolean
  spectators: number
  maxSpectators: number
  alreadyJoined: boolean
}

export type Admission =
  | { as: 'returning'; seat: number; isHost: boolean }
  | { as: 'new-player'; seat: number; isHost: boolean }
  | { as: 'spectator'; isHost: boolean }

export function admit(hello: Hello, door: Door): Admission | Refusal {
  if (hello.protocol !== PROTOCOL_VERSION) {
    return {
      code: 'protocol-mismatch',
      message: `This table speaks protocol ${PROTOCOL_VERSION}, the app protocol ${hello.protocol}: update the older app.`
    }
  }
  if (door.alreadyJoined) return { code: 'already-joined', message: 'This connection has already joined.' }
  const token = hello.token
  const returning =
    token === undefined ? -1 : door.seats.findIndex((s) => s.token !== null && safeEqual(s.token, token))
  if (token !== undefined && returning < 0) {
    return { code: 'bad-token', message: 'This seat token does not belong to this table.' }
  }
  const isHost = hello.hostKey !== undefined && safeEqual(hello.hostKey, door.hostKey)
  if (hello.hostKey !== undefined && !isHost) {
    return { code: 'bad-token', message: 'This host key does not belong to this table.' }
  }
  if (returning >= 0) return { as: 'returning', seat: returning, isHost }
  // A seat token or the host key already proves the right to be here; the PIN guards new arrivals.
  if (!isHost && door.pin !== null && hello.pin !== door.pin) {
    return { code: 'wrong-pin', message: hello.pin === undefined ? 'This table needs a PIN.' : 'Wrong PIN.' }
  }
  const free = hello.spectate || !door.inLobby ? -1 : door.seats.findIndex((s) => s.kind === 'empty')
  if (free >= 0) return { as: 'new-player', seat: free, isHost }
  if (door.spectators >= door.maxSpectators) {
    return { code: 'table-full', message: 'Every seat is taken and there is no room for more spectators.' }
  }
  return { as: 'spectator', isHost }
}
