// Spectators and seats without sockets: in the lobby a spectator takes a free seat; during a match a
// spectator asks for a seat a bot plays, and the host grants or declines. Bounded like knocks, refused with
// codes, stale requests refused, and a granted seat sees exactly its own hand (RULES.md R9).
import { describe, expect, it } from 'vitest'
import { viewFor } from '../../engine'
import type { ClientMessage } from '../../protocol/messages'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { simplestLegalPlayer } from '../bot-player'
import { withSeededDeals } from '../random-source'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { TEST_HOST_KEY, tableSettings } from '../../../test-support/server/table-settings'
import { SEAT_REQUEST_LIMITS } from './seat-desk'
import { Table } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'

type Hello = Extract<ClientMessage, { type: 'hello' }>

/** A table with the host on seat 0; `bots` seat bots at once (a full table starts its match). */
function setup(seats: number, bots: number[] = [], pin: string | null = null) {
  const clock = new FakeClock()
  const deps = { clock, random: withSeededDeals(seededRandom(3), 7), botPlayer: simplestLegalPlayer, storage: null }
  const host = { ...DEFAULT_HOST_SETTINGS, autoStart: true, botDelayMs: 60_000, saveGapMs: 0 }
  const table = Table.create(tableSettings({ seats, pin }), host, deps, bots.map((seat) => ({ seat, level: 'easy' })))
  let nextAddress = 2
  const join = (name: string, extra: Partial<Hello> = {}) => {
    const link = new FakeLink()
    const id = table.connect(link, `10.0.0.${nextAddress++}`)
    table.receive(id, { type: 'hello', protocol: PROTOCOL_VERSION, name, ...extra })
    return { link, id, send: (message: ClientMessage) => table.receive(id, message) }
  }
  const hal = join('Hal', { hostKey: TEST_HOST_KEY })
  return { table, clock, join, hal }
}

const match = (table: Table) => {
  const m = table.snapshot().match
  if (m === null) throw new Error('no match')
  return m
}

describe('a spectator in the lobby', () => {
  it('takes a free seat without a PIN (passed at the door) and gets that seat and its token', () => {
    const { table, join } = setup(3, [], '2468')
    const sam = join('Sam', { pin: '2468', spectate: true })
    expect(sam.link.last('welcome')).toMatchObject({ seat: null, token: null })
    expect(sam.send({ type: 'takeSeat', seat: 2 })).toBeNull()
    const welcome = sam.link.last('welcome')
    expect(welcome?.seat).toBe(2)
    expect(welcome?.token).toBe(table.snapshot().seats[2]?.token)
    expect(sam.link.last('state')?.table.seats[2]).toMatchObject({ kind: 'human', name: 'Sam', connected: true })
  })

  it('is refused a seat that is taken, out of range, or a second seat', () => {
    const { join } = setup(4, [1])
    const sam = join('Sam', { spectate: true })
    expect(sam.send({ type: 'takeSeat', seat: 0 })?.code).toBe('seat-not-free') // the host's
    expect(sam.send({ type: 'takeSeat', seat: 1 })?.code).toBe('seat-not-free') // the host's bot
    expect(sam.send({ type: 'takeSeat', seat: 4 })?.code).toBe('seat-not-free') // four seats only
    expect(sam.send({ type: 'takeSeat', seat: 2 })).toBeNull()
    expect(sam.send({ type: 'takeSeat', seat: 2 })?.code).toBe('bad-seat-change')
  })

  it('cannot take a seat during a match, nor ask for one in the lobby', () => {
    const { join: joinLobby } = setup(3)
    expect(joinLobby('Sam', { spectate: true }).send({ type: 'askSeat', seat: 1 })?.code).toBe('not-playing')
    const { join } = setup(2, [1])
    expect(join('Tom', { spectate: true }).send({ type: 'takeSeat', seat: 1 })?.code).toBe('not-in-lobby')
  })
})

describe('a spectator asking for a seat during a match', () => {
  it('sees no hand before, and exactly the granted seat’s hand after the host grants it', () => {
    const { table, join, hal } = setup(2, [1])
    const sam = join('Sam', { spectate: true })
    expect(sam.link.last('state')?.view?.hand).toBeNull()
    expect(sam.send({ type: 'askSeat', seat: 1 })).toBeNull()
    expect(sam.link.last('seatAnswer')).toEqual({ type: 'seatAnswer', seat: 1, answer: 'waiting' })
    expect(hal.link.last('seatRequests')?.requests).toEqual([{ id: sam.id, name: 'Sam', seat: 1, waitedMs: 0 }])
    expect(hal.send({ type: 'grantSeat', request: sam.id })).toBeNull()
    expect(sam.link.last('welcome')).toMatchObject({ seat: 1, isHost: false })
    expect(sam.link.last('welcome')?.token).toBe(table.snapshot().seats[1]?.token)
    expect(sam.link.last('state')?.view).toEqual(viewFor(match(table), 1))
    expect(hal.link.last('state')?.view).toEqual(viewFor(match(table), 0))
    expect(hal.link.last('seatRequests')?.requests).toEqual([])
    expect(table.snapshot().seats[1]).toMatchObject({ kind: 'human', name: 'Sam' })
  })

  it('may ask only for a seat a bot plays, and only the host answers', () => {
    const { join } = setup(2, [1])
    const sam = join('Sam', { spectate: true })
    expect(sam.send({ type: 'askSeat', seat: 0 })?.code).toBe('seat-not-free')
    sam.send({ type: 'askSeat', seat: 1 })
    expect(sam.send({ type: 'askSeat', seat: 1 })?.code).toBe('ask-seat-later')
    expect(sam.send({ type: 'grantSeat', request: sam.id })?.code).toBe('not-host')
  })

  it('gets the seat of a player who left (a bot stands in); their old token no longer seats them', () => {
    const { table, join, hal } = setup(2)
    const ann = join('Ann')
    const token = ann.link.last('welcome')?.token as string
    expect(table.status).toBe('playing')
    ann.send({ type: 'leave' })
    const sam = join('Sam', { spectate: true })
    sam.send({ type: 'askSeat', seat: 1 })
    expect(hal.send({ type: 'grantSeat', request: sam.id })).toBeNull()
    expect(sam.link.last('welcome')?.seat).toBe(1)
    const back = join('Ann', { token })
    expect(back.link.last('error')?.code).toBe('bad-token')
  })

  it('is told politely when declined, and may ask again only after a while', () => {
    const { clock, join, hal } = setup(2, [1])
    const sam = join('Sam', { spectate: true })
    sam.send({ type: 'askSeat', seat: 1 })
    expect(hal.send({ type: 'declineSeat', request: sam.id })).toBeNull()
    expect(sam.link.last('seatAnswer')).toEqual({ type: 'seatAnswer', seat: 1, answer: 'declined' })
    expect(sam.send({ type: 'askSeat', seat: 1 })?.code).toBe('ask-seat-later')
    clock.advance(SEAT_REQUEST_LIMITS.turnedAwayMs)
    expect(sam.send({ type: 'askSeat', seat: 1 })).toBeNull()
  })

  it('refuses stale requests: the seat went to another spectator, or the asker left', () => {
    const { table, join, hal } = setup(2, [1])
    const sam = join('Sam', { spectate: true })
    const tom = join('Tom', { spectate: true })
    sam.send({ type: 'askSeat', seat: 1 })
    tom.send({ type: 'askSeat', seat: 1 })
    hal.send({ type: 'grantSeat', request: sam.id })
    expect(tom.link.last('seatAnswer')?.answer).toBe('declined')
    expect(hal.send({ type: 'grantSeat', request: tom.id })?.code).toBe('no-seat-request')
    expect(table.snapshot().seats[1]?.name).toBe('Sam')
    const una = join('Una', { spectate: true })
    expect(una.send({ type: 'askSeat', seat: 1 })?.code).toBe('seat-not-free')
  })

  it('forgets the request of a spectator who left', () => {
    const { table, join, hal } = setup(2, [1])
    const sam = join('Sam', { spectate: true })
    sam.send({ type: 'askSeat', seat: 1 })
    table.disconnect(sam.id)
    expect(hal.link.last('seatRequests')?.requests).toEqual([])
    expect(hal.send({ type: 'grantSeat', request: sam.id })?.code).toBe('no-seat-request')
  })

  it('keeps the waiting requests bounded', () => {
    const { join } = setup(2, [1])
    const answers = Array.from({ length: SEAT_REQUEST_LIMITS.maxKnocks + 1 }, (_, i) =>
      join(`Spectator ${i + 1}`, { spectate: true }).send({ type: 'askSeat', seat: 1 })
    )
    expect(answers.slice(0, -1).every((a) => a === null)).toBe(true)
    expect(answers.at(-1)?.code).toBe('seat-requests-full')
  })
})
