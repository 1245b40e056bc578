// Who may join, and as what: the checks of a hello in their fixed order, as a pure decision.
// protocol → already joined → seat token → host key → PIN (new arrivals only) → a free seat or watching.
// A token whose seat another connection plays, with `ifFree`, watches (a second window of the player).
// A spectator without a PIN passes the PIN check when the host allows watching without it (issue 25,
// protocol/watching.ts); a spectator who sends a PIN has it checked like anyone (no free guesses).
// A valid seat token always gets its seat back (no PIN, no spectator cap); a new player takes a free seat
// before the spectator cap is looked at, so spectators are capped apart from players. Whether a socket
// gets to say hello at all when the table is full of sockets is the transport's call: spectators and
// sockets that never said hello make room, players never (ws-transport.ts, fair admission).
import { ok, refuse } from '../../engine/result'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { ClientMessage } from '../../protocol/messages'
import { safeEqual } from './safe-equal'
import type { SeatRecord } from './seat'
import type { TableResult } from './table-events'

export type Hello = Extract<ClientMessage, { type: 'hello' }>

/** What admit() decides on: the table as a newcomer finds it. (A "door" in this codebase is the way
 *  people come in — PIN checks and the knock list; a "gate" checks a connection's headers.) */
export interface AdmissionFacts {
  seats: readonly SeatRecord[]
  pin: string | null
  /** Issue 25: a spectator may watch without the PIN. */
  watchWithoutPin: boolean
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
  /** `playsElsewhere`: the seat the hello's token holds, which another connection plays (`ifFree`). */
  | { as: 'spectator'; isHost: boolean; withoutPin?: true; playsElsewhere?: number }

export function admit(hello: Hello, facts: AdmissionFacts): TableResult<Admission> {
  if (hello.protocol !== PROTOCOL_VERSION) {
    // An app's own words come from the code; this sentence is for older apps, logs and the CLI.
    const newer = hello.protocol < PROTOCOL_VERSION ? 'a newer' : 'an older'
    return refuse(
      'protocol-mismatch',
      `This table runs ${newer} version of Five Three Five (protocol ${PROTOCOL_VERSION}, this app ${hello.protocol}): update the older app.`
    )
  }
  if (facts.alreadyJoined) return refuse('already-joined', 'This connection has already joined.')
  const token = hello.token
  const returning =
    token === undefined ? -1 : facts.seats.findIndex((s) => s.token !== null && safeEqual(s.token, token))
  if (token !== undefined && returning < 0) {
    return refuse('bad-token', 'This seat token does not belong to this table.')
  }
  const isHost = hello.hostKey !== undefined && safeEqual(hello.hostKey, facts.hostKey)
  if (hello.hostKey !== undefined && !isHost) {
    return refuse('bad-token', 'This host key does not belong to this table.')
  }
  // A second window of the player (issue 51) watches and is told its seat, instead of taking it over.
  const playedElsewhere = returning >= 0 && (facts.seats[returning]?.connection ?? null) !== null
  if (playedElsewhere && hello.ifFree === true) {
    return spectator(facts, { as: 'spectator', isHost, playsElsewhere: returning })
  }
  if (returning >= 0) return ok({ as: 'returning', seat: returning, isHost })
  // A seat token or the host key already proves the right to be here; the PIN guards new arrivals.
  const pinNeeded = !isHost && facts.pin !== null && hello.pin !== facts.pin
  if (pinNeeded && hello.spectate === true && hello.pin === undefined) {
    return facts.watchWithoutPin
      ? spectator(facts, { as: 'spectator', isHost, withoutPin: true })
      : refuse('wrong-pin', NO_PIN_TO_WATCH)
  }
  if (pinNeeded)
    return refuse('wrong-pin', hello.pin === undefined ? 'This table needs a PIN.' : 'Wrong PIN.')
  const free = hello.spectate || !facts.inLobby ? -1 : facts.seats.findIndex((s) => s.kind === 'empty')
  if (free >= 0) return ok({ as: 'new-player', seat: free, isHost })
  return spectator(facts, { as: 'spectator', isHost })
}

/** The code stays 'wrong-pin' (every client asks for the PIN, or offers the knock, on it); the words say
 *  that watching needs it too. */
const NO_PIN_TO_WATCH =
  'This table needs a PIN, to watch as well: the host does not allow watching without it.'

/** Watching, while the spectator cap has room. */
function spectator(
  facts: AdmissionFacts,
  admission: Extract<Admission, { as: 'spectator' }>
): TableResult<Admission> {
  if (facts.spectators >= facts.maxSpectators) {
    return refuse('table-full', 'Every seat is taken and there is no room for more spectators.')
  }
  return ok(admission)
}
