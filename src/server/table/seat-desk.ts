// Spectators asking for a seat during a match, and the hosts' answers: the knock list's pattern
// (door-keeper.ts) for people already inside. The table shell (table.ts) owns the desk and hands it what
// it needs. Which seats may be asked for, and the change a grant makes, are the rules' (seat-commands.ts):
// a grant runs as a table step, checked again then, so a request that went stale (the seat's player came
// back, another spectator got it, the asker took a seat) is refused, never half done.
//
// Bounded like knocks, with the same bookkeeping (knock-list.ts): one waiting request per connection and
// per address, at most `maxKnocks` in all, and an address the host declined may not ask again for a
// while. Every request is a message, so it also counts against the socket's rate limit. Requests are not
// saved: after a restart the spectators reconnect and ask again.
import type { ClientMessage, ServerMessage } from '../../protocol/messages'
import { KnockList } from './knock-list'
import type { KnockLimits, KnockRefusal, Waiting } from './knock-list'
import type { Refusal } from './table-events'
import { messageFamily } from './message-family'
import type { TablePart } from './message-family'

export const isSeatMessage = messageFamily(['askSeat', 'grantSeat', 'declineSeat'])
export type SeatMessage = Extract<ClientMessage, { type: 'askSeat' | 'grantSeat' | 'declineSeat' }>

/** What the desk needs from its table. */
export interface SeatDeskSide extends TablePart {
  /** Member ids of the joined connections with host controls. */
  hosts(): number[]
  /** The member's name and seat (null: watching), or undefined before its hello. */
  member(member: number): { name: string; seat: number | null; isHost: boolean } | undefined
  /** Where the connection comes from (for the per-address bounds). */
  address(member: number): string
  /** Why the seat may not be asked for now (seat-commands.ts), or null. */
  seatNotFree(seat: number): Refusal | null
  /** Runs the grant through the table's rules: null when the spectator now plays the seat. */
  give(member: number, seat: number): Refusal | null
}

interface SeatRequest extends Waiting {
  seat: number
}

export const SEAT_REQUEST_LIMITS: KnockLimits = { maxKnocks: 8, turnedAwayMs: 60_000, maxBarred: 1024 }

const LIMIT_REFUSALS: Record<KnockRefusal, Refusal> = {
  'door-full': { code: 'seat-requests-full', message: 'Too many spectators are asking for a seat: try again later.' },
  'already-knocking': { code: 'ask-seat-later', message: 'You already asked for a seat: wait for the host.' },
  'address-knocking': { code: 'ask-seat-later', message: 'Someone from your address is already asking for a seat.' },
  'turned-away': { code: 'ask-seat-later', message: 'The host declined: wait a minute before asking again.' }
}

const refusals = {
  helloFirst: { code: 'hello-first', message: 'Say hello before anything else.' },
  seated: { code: 'bad-seat-change', message: 'You already have a seat.' },
  inLobby: { code: 'not-playing', message: 'In the lobby, take a free seat yourself.' },
  notHost: { code: 'not-host', message: 'Only the host can hand out seats.' },
  noRequest: { code: 'no-seat-request', message: 'Nobody is asking for a seat with this number.' }
} satisfies Record<string, Refusal>

export class SeatDesk {
  private readonly requests: KnockList<SeatRequest>

  constructor(
    private readonly side: SeatDeskSide,
    limits: KnockLimits = SEAT_REQUEST_LIMITS
  ) {
    this.requests = new KnockList<SeatRequest>(limits)
  }

  /** An ask, a grant or a decline from `member`: null when done, else the refusal to send back. */
  receive(member: number, message: SeatMessage, inMatch: boolean): Refusal | null {
    const who = this.side.member(member)
    if (who === undefined) return refusals.helloFirst
    if (message.type === 'askSeat') return this.ask(member, who.seat, message.seat, inMatch)
    if (!who.isHost) return refusals.notHost
    return message.type === 'grantSeat' ? this.grant(message.request) : this.decline(message.request)
  }

  /** A connection closed: its request ends. */
  disconnected(member: number): void {
    if (this.requests.remove(member) !== undefined) this.tellHosts()
  }

  /** After every change of the table: requests that can no longer be granted end, and the asker hears so. */
  prune(): void {
    let pruned = false
    for (const request of this.requests.list()) {
      const who = this.side.member(request.id)
      if (who !== undefined && who.seat === null && this.side.seatNotFree(request.seat) === null) continue
      this.requests.remove(request.id)
      if (who !== undefined && who.seat === null) this.answer(request, 'declined')
      pruned = true
    }
    if (pruned) this.tellHosts()
  }

  /** A host just joined: who is asking, if anyone. */
  greet(member: number): void {
    if (this.side.member(member)?.isHost === true && this.requests.list().length > 0) {
      this.side.send(member, this.status())
    }
  }

  private ask(member: number, seated: number | null, seat: number, inMatch: boolean): Refusal | null {
    if (seated !== null) return refusals.seated
    if (!inMatch) return refusals.inLobby
    const notFree = this.side.seatNotFree(seat)
    if (notFree !== null) return notFree
    const request = { id: member, address: this.side.address(member), seat, since: this.side.clock.now() }
    const refused = this.requests.add(request)
    if (refused !== null) return LIMIT_REFUSALS[refused]
    this.answer(request, 'waiting')
    this.tellHosts()
    return null
  }

  private grant(id: number): Refusal | null {
    const request = this.requests.remove(id)
    if (request === undefined) return refusals.noRequest
    const refused = this.side.give(id, request.seat)
    // Stale (the seat is no longer free, the asker left…): the host hears why, the asker that it was not.
    if (refused !== null) this.answer(request, 'declined')
    this.tellHosts()
    return refused
  }

  private decline(id: number): Refusal | null {
    const request = this.requests.turnAway(id, this.side.clock.now())
    if (request === undefined) return refusals.noRequest
    this.answer(request, 'declined')
    this.tellHosts()
    return null
  }

  private answer(request: SeatRequest, answer: 'waiting' | 'declined'): void {
    this.side.send(request.id, { type: 'seatAnswer', seat: request.seat, answer })
  }

  private status(): Extract<ServerMessage, { type: 'seatRequests' }> {
    const now = this.side.clock.now()
    return {
      type: 'seatRequests',
      requests: this.requests.list().map((r) => ({
        id: r.id,
        name: this.side.member(r.id)?.name ?? '',
        seat: r.seat,
        waitedMs: now - r.since
      }))
    }
  }

  private tellHosts(): void {
    const status = this.status()
    for (const host of this.side.hosts()) this.side.send(host, status)
  }
}
