// Issue 51: a second window of the same player. A hello with the seat's token and `ifFree` watches while
// another connection plays the seat, and is told which seat is its own; `moveSeatHere` with that token
// moves the seat (and only that seat's hand, R9) to the new window and closes the old one as `replaced`,
// which takes it back the same way. The token is the only proof: a host key, an address or another
// player's token moves nothing, and every refusal leaves the table exactly as it was.
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
import { Table } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'

type Hello = Extract<ClientMessage, { type: 'hello' }>

const LOOPBACK = '127.0.0.1'

/** A table whose host (Hal, from this machine, seat 0) plays; `bots` fill seats (a full table starts). */
function setup(seats: number, bots: number[]) {
  const clock = new FakeClock()
  const deps = { clock, random: withSeededDeals(seededRandom(5), 9), botPlayer: simplestLegalPlayer, storage: null }
  const host = { ...DEFAULT_HOST_SETTINGS, autoStart: true, botDelayMs: 60_000, saveGapMs: 0 }
  const table = Table.create(tableSettings({ seats }), host, deps, bots.map((seat) => ({ seat, level: 'easy' })))
  const join = (name: string, address: string, extra: Partial<Hello> = {}) => {
    const link = new FakeLink()
    const id = table.connect(link, address)
    table.receive(id, { type: 'hello', protocol: PROTOCOL_VERSION, name, ...extra })
    return { link, id, send: (message: ClientMessage) => table.receive(id, message) }
  }
  const hal = join('Hal', LOOPBACK, { hostKey: TEST_HOST_KEY })
  const token = hal.link.last('welcome')?.token
  if (typeof token !== 'string') throw new Error('the host has no seat')
  return { table, join, hal, token }
}

const matchOf = (table: Table) => {
  const m = table.snapshot().match
  if (m === null) throw new Error('no match')
  return m
}

describe('a second window of the same player', () => {
  it('watches while the first plays, and is told which seat is its own', () => {
    const { table, join, hal, token } = setup(2, [1])
    const second = join('Hal', LOOPBACK, { hostKey: TEST_HOST_KEY, token, ifFree: true })
    expect(second.link.last('welcome')).toMatchObject({ seat: null, token: null, seatElsewhere: 0, isHost: true })
    expect(second.link.last('state')?.view?.hand).toBeNull()
    expect(hal.link.closedWith).toBeNull()
    expect(hal.link.last('state')?.view).toEqual(viewFor(matchOf(table), 0))
  })

  it('moves the seat here: the new window plays that seat’s hand, the old one is closed as replaced', () => {
    const { table, join, hal, token } = setup(2, [1])
    const second = join('Hal', LOOPBACK, { hostKey: TEST_HOST_KEY, token, ifFree: true })
    expect(second.send({ type: 'moveSeatHere', seat: 0, token })).toBeNull()
    expect(hal.link.closedWith).toBe('replaced')
    expect(second.link.last('welcome')).toMatchObject({ seat: 0, token, isHost: true })
    expect(second.link.last('welcome')).not.toHaveProperty('seatElsewhere')
    expect(second.link.last('state')?.view).toEqual(viewFor(matchOf(table), 0))
    expect(second.link.last('state')?.table.hostSeat).toBe(0)
    expect(table.snapshot().seats[0]).toMatchObject({ kind: 'human', name: 'Hal', token, away: false })
    // the old window takes it back with its token, the same way any rejoin does
    const back = join('Hal', LOOPBACK, { hostKey: TEST_HOST_KEY, token })
    expect(back.link.last('welcome')).toMatchObject({ seat: 0, token })
    expect(second.link.closedWith).toBe('replaced')
  })

  it('takes a seat nobody plays at once (the first window closed), without asking', () => {
    const { table, join, hal, token } = setup(2, [1])
    table.disconnect(hal.id)
    const second = join('Hal', LOOPBACK, { token, ifFree: true })
    expect(second.link.last('welcome')).toMatchObject({ seat: 0, token })
    expect(second.link.last('welcome')).not.toHaveProperty('seatElsewhere')
  })
})

describe('moving a seat is refused, and changes nothing', () => {
  /** The host plays seat 0 and Ann (a LAN guest) seat 1; Gus watches from the LAN with the host link. */
  function threeAtTable() {
    const at = setup(3, [2])
    const ann = at.join('Ann', '192.168.1.20')
    const annToken = ann.link.last('welcome')?.token as string
    const gus = at.join('Gus', '192.168.1.30', { hostKey: TEST_HOST_KEY, spectate: true })
    expect(at.table.status).toBe('playing')
    return { ...at, ann, annToken, gus }
  }

  it('another person’s seat: a token moves only the seat it holds', () => {
    const { table, join, hal, ann, annToken, token } = threeAtTable()
    const second = join('Ann', '192.168.1.20', { token: annToken, ifFree: true })
    const before = table.snapshot()
    expect(second.send({ type: 'moveSeatHere', seat: 0, token: annToken })?.code).toBe('not-your-seat')
    expect(table.snapshot()).toEqual(before)
    expect(hal.link.closedWith).toBeNull()
    expect(ann.link.closedWith).toBeNull()
    expect(second.link.last('state')?.view?.hand).toBeNull()
    // nor can a seated player move a seat onto their own connection, even with its token
    expect(ann.send({ type: 'moveSeatHere', seat: 0, token })?.code).toBe('bad-seat-change')
    expect(table.snapshot()).toEqual(before)
  })

  it('a LAN guest with the host link but not the seat’s token', () => {
    const { table, hal, gus, annToken } = threeAtTable()
    const before = table.snapshot()
    expect(gus.link.last('welcome')).toMatchObject({ seat: null, isHost: true })
    expect(gus.link.last('welcome')).not.toHaveProperty('seatElsewhere')
    const guessed = 'A'.repeat(22)
    expect(gus.send({ type: 'moveSeatHere', seat: 0, token: guessed })?.code).toBe('bad-token')
    expect(gus.send({ type: 'moveSeatHere', seat: 0, token: annToken })?.code).toBe('not-your-seat')
    expect(table.snapshot()).toEqual(before)
    expect(hal.link.closedWith).toBeNull()
    expect(gus.link.last('state')?.view?.hand).toBeNull()
  })

  it('a stale token: the seat was handed on since (a kick voids it)', () => {
    const { table, join, hal, ann, annToken } = threeAtTable()
    const second = join('Ann', '192.168.1.20', { token: annToken, ifFree: true })
    expect(second.link.last('welcome')?.seatElsewhere).toBe(1)
    expect(hal.send({ type: 'kick', seat: 1 })).toBeNull()
    expect(ann.link.closedWith).toBe('kicked')
    const before = table.snapshot()
    expect(second.send({ type: 'moveSeatHere', seat: 1, token: annToken })?.code).toBe('bad-token')
    expect(table.snapshot()).toEqual(before)
    expect(table.snapshot().seats[1]).toMatchObject({ kind: 'bot' })
  })
})
