// Spectators and seats as the renderer sees them (server/table/seat-desk.ts, seat-commands.ts): which
// seats a spectator may take in the lobby or ask for during a match, and what the host sees of the asks.
import type { SeatInfo, SeatRequestInfo, ServerMessage, TableInfo } from '../../../protocol/messages'

/** What the host sees of the requests; `receivedAt` (local epoch ms) lets the waiting times count on. */
export interface SeatRequestsView {
  requests: SeatRequestInfo[]
  receivedAt: number
}

/** A spectator's own request: waiting for the host, or declined (or gone stale). */
export interface SeatAnswer {
  seat: number
  answer: 'waiting' | 'declined'
}

export function seatRequestsView(message: Extract<ServerMessage, { type: 'seatRequests' }>, now: number): SeatRequestsView {
  return { requests: message.requests, receivedAt: now }
}

/** In the lobby, the empty seats a spectator may take (a seat with a bot stays the host's choice). */
export function takeableSeats(table: TableInfo | null): SeatInfo[] {
  return table?.status === 'lobby' ? table.seats.filter((s) => s.kind === 'empty') : []
}

/** During a match, the seats a spectator may ask for: those a bot plays, for the table or for a player who
 *  left (the server's rule, seat-commands.ts; it checks again when the host grants). */
export function askableSeats(table: TableInfo | null): SeatInfo[] {
  if (table === null || table.status === 'lobby') return []
  // An away host's seat waits for them (the host refuses asks for it: seat-commands.ts).
  return table.seats.filter((s) => s.seat !== table.hostSeat && (s.kind === 'bot' || (s.kind === 'human' && s.away)))
}
