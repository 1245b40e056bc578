// The open WebSockets of a table, by remote address, and fair admission (issue 22): when the table is
// full of sockets, a newcomer makes room instead of being refused. The socket to go is a spectator
// (else one that has not said hello yet) of the address that holds the most such sockets — and only
// when that address holds more of them than the newcomer's, so hoarding from a few addresses evicts the
// hoarder first. Seated players are never evicted. The evicted socket gets `closed` and close 4008.
import { WebSocket } from 'ws'
import type { ServerMessage } from '../../protocol/messages'
import { CLOSE_MAKE_ROOM } from './close-codes'

/** An evicted socket that does not finish its closing handshake within this is cut off. */
const EVICT_GRACE_MS = 1000

/** An address's sockets that could make room: how many, and the oldest spectator and hello-less one. */
interface Evictable {
  count: number
  spectator?: WebSocket
  pending?: WebSocket
}

export class SocketCensus {
  private readonly perAddress = new Map<string, number>()
  /** Open sockets, in opening order (evicted ones leave at once), with their address and member id. */
  private readonly live = new Map<WebSocket, { address: string; id: number }>()

  /** @param seatOf a member's seat: a number when seated, null for a spectator, undefined before hello */
  constructor(private readonly seatOf: (memberId: number) => number | null | undefined) {}

  get size(): number {
    return this.live.size
  }

  from(address: string): number {
    return this.perAddress.get(address) ?? 0
  }

  add(ws: WebSocket, address: string, id: number): void {
    this.perAddress.set(address, this.from(address) + 1)
    this.live.set(ws, { address, id })
  }

  forget(ws: WebSocket): void {
    const entry = this.live.get(ws)
    if (entry === undefined) return
    this.live.delete(ws)
    const left = this.from(entry.address) - 1
    if (left <= 0) this.perAddress.delete(entry.address)
    else this.perAddress.set(entry.address, left)
  }

  /** Evicts one spectator or hello-less socket for `newcomer` (see the header); false when none may go. */
  makeRoom(newcomer: string): boolean {
    const groups = this.evictableByAddress()
    const mine = groups.get(newcomer)?.count ?? 0
    let top: Evictable | undefined
    for (const group of groups.values()) if (group.count > (top?.count ?? mine)) top = group
    const victim = top?.spectator ?? top?.pending
    if (victim === undefined) return false
    this.forget(victim)
    if (victim.readyState === WebSocket.OPEN) {
      victim.send(
        JSON.stringify({
          type: 'closed',
          reason: 'The table is full: spectators make room for players.',
          code: 'made-room'
        } satisfies ServerMessage)
      )
    }
    victim.close(CLOSE_MAKE_ROOM, 'making room')
    setTimeout(() => victim.terminate(), EVICT_GRACE_MS).unref()
    return true
  }

  private evictableByAddress(): Map<string, Evictable> {
    const groups = new Map<string, Evictable>()
    for (const [ws, entry] of this.live) {
      const seat = this.seatOf(entry.id)
      if (typeof seat === 'number') continue
      const group = groups.get(entry.address) ?? { count: 0 }
      group.count++
      // `live` keeps opening order: the first found is the oldest.
      if (seat === null) group.spectator ??= ws
      else group.pending ??= ws
      groups.set(entry.address, group)
    }
    return groups
  }
}
