// What a spectator may take or ask for, and how the session keeps the host's list, a spectator's answer
// and the reason a table closed (issue 23: spectators got stuck; the closed notice said it twice).
import { describe, expect, it } from 'vitest'
import type { ServerMessage } from '../../../protocol/messages'
import { makeTable } from '../../../../test-support/renderer/fixtures'
import { askableSeats, takeableSeats } from './seat-requests'
import { INITIAL_SESSION, reduce } from './session'

const seats = (kinds: ('human' | 'bot' | 'empty')[], away: number[] = []) =>
  kinds.map((kind, seat) => ({
    seat,
    kind,
    name: kind === 'empty' ? null : `P${seat}`,
    level: null,
    connected: kind !== 'empty',
    away: away.includes(seat),
    ready: false,
    graceEndsAt: null
  }))

describe('seats for a spectator', () => {
  it('in the lobby: the empty seats only (a bot stays the host’s choice)', () => {
    const table = makeTable({ status: 'lobby', seats: seats(['human', 'bot', 'empty']) })
    expect(takeableSeats(table).map((s) => s.seat)).toEqual([2])
    expect(askableSeats(table)).toEqual([])
  })

  it('during a match: the seats a bot plays, for the table or for a player who left', () => {
    const table = makeTable({ status: 'playing', seats: seats(['human', 'bot', 'human', 'human'], [3]) })
    expect(askableSeats(table).map((s) => s.seat)).toEqual([1, 3])
    expect(takeableSeats(table)).toEqual([])
  })

  it("never an away host's seat: it waits for them (issue 51)", () => {
    const table = makeTable({ status: 'playing', hostSeat: 3, seats: seats(['human', 'bot', 'human', 'human'], [2, 3]) })
    expect(askableSeats(table).map((s) => s.seat)).toEqual([1, 2])
  })
})

describe('the session and seats', () => {
  const welcome: ServerMessage = { type: 'welcome', protocol: 1, tableId: 't', seat: null, token: null, isHost: false }

  it('keeps the answer to a request until a welcome seats this player', () => {
    let session = reduce(INITIAL_SESSION, welcome, 0).session
    session = reduce(session, { type: 'seatAnswer', seat: 1, answer: 'waiting' }, 0).session
    expect(session.seatAnswer).toEqual({ seat: 1, answer: 'waiting' })
    session = reduce(session, { ...welcome, seat: 1, token: 'tok_abcdefghijklmnop' } as ServerMessage, 0).session
    expect(session).toMatchObject({ seat: 1, seatAnswer: null })
  })

  it('gives the host the requests with the time they arrived', () => {
    const requests = [{ id: 4, name: 'Sam', seat: 1, waitedMs: 500 }]
    const { session } = reduce(INITIAL_SESSION, { type: 'seatRequests', requests }, 1234)
    expect(session.seatRequests).toEqual({ requests, receivedAt: 1234 })
  })

  it('keeps why the table closed, as a code', () => {
    const { session } = reduce(INITIAL_SESSION, { type: 'closed', reason: 'The host closed the table.', code: 'table-closed' }, 0)
    expect(session).toMatchObject({ closed: 'The host closed the table.', closedCode: 'table-closed' })
  })
})
