// The connections of one table and the one way to reach them. The room knows links, not rules: who sits
// where comes from the table's state (`seatOf`), so each member gets the message built for its own seat
// or for spectators (RULES.md R9). Links take message objects and a reason to close: turning them into
// frames and close codes is the transport's business (transport/ws-transport.ts).
import type { ServerMessage } from '../../protocol/messages'
import type { DismissReason } from './step'

/** Why the table closes a connection. */
export type CloseReason = DismissReason | 'table-closed' | 'turned-away'

/** How the table reaches one client. */
export interface ClientLink {
  send(message: ServerMessage): void
  close(reason: CloseReason): void
}

/** A member's seat, null for a spectator, undefined for a connection that has not said hello. */
export type SeatOf = (memberId: number) => number | null | undefined

export class Room {
  private readonly links = new Map<number, ClientLink>()
  private nextId = 1

  constructor(readonly seatOf: SeatOf) {}

  /** A new connection; its id is its member id from now on. */
  add(link: ClientLink): number {
    const id = this.nextId++
    this.links.set(id, link)
    return id
  }

  /** Forgets a connection (it closed); false when it was not here. */
  remove(id: number): boolean {
    return this.links.delete(id)
  }

  has(id: number): boolean {
    return this.links.has(id)
  }

  send(id: number, message: ServerMessage): void {
    this.links.get(id)?.send(message)
  }

  /** Every member who said hello gets the message for its seat (null: a spectator) and for what it holds. */
  sendAll(messageFor: (seat: number | null, member: number) => ServerMessage): void {
    for (const [id, link] of this.links) {
      const seat = this.seatOf(id)
      if (seat !== undefined) link.send(messageFor(seat, id))
    }
  }

  /** Tells a connection why, closes it and forgets it. */
  dismiss(id: number, reason: CloseReason, message: string): void {
    const link = this.links.get(id)
    if (link === undefined) return
    this.links.delete(id)
    const flag = reason === 'kicked' ? { kicked: true } : reason === 'turned-away' ? { turnedAway: true } : {}
    link.send({ type: 'closed', reason: message, code: reason, ...flag })
    link.close(reason)
  }

  /** Every connection, joined or not (the table is closing). */
  dismissAll(reason: CloseReason, message: string): void {
    for (const id of [...this.links.keys()]) this.dismiss(id, reason, message)
  }
}
