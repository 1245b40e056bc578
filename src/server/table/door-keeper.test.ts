// The table's door without sockets: the hosts hear of knocks and wrong PINs as they happen and when a
// wrong PIN leaves the last minute; a let-in knock is admitted exactly as a right PIN (seat or watching).
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { simplestLegalPlayer } from '../bot-player'
import { withSeededDeals } from '../random-source'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { GUESS_WINDOW_MS } from './guessing-signal'
import { Table } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import type { TableEvent } from './table-events'

const HOST_KEY = 'host-key-0123456789abcdef'
const PIN = '2468'

function setup(seats = 2, maxSpectators = DEFAULT_HOST_SETTINGS.maxSpectators) {
  const clock = new FakeClock()
  const deps = { clock, random: withSeededDeals(seededRandom(1), 42), botPlayer: simplestLegalPlayer, storage: null }
  const settings = {
    id: 'door-table-id',
    name: 'Door table',
    seats,
    options: { ...DEFAULT_OPTIONS, firstLeader: 0 },
    pin: PIN,
    turnSeconds: 0,
    hostKey: HOST_KEY
  }
  const table = Table.create(settings, { ...DEFAULT_HOST_SETTINGS, botDelayMs: 0, saveGapMs: 0, maxSpectators }, deps)
  const events: TableEvent[] = []
  table.onEvent((e) => events.push(e))
  const connect = (address: string) => {
    const link = new FakeLink()
    return { link, id: table.connect(link, address) }
  }
  const host = connect('127.0.0.1')
  table.receive(host.id, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Hal', hostKey: HOST_KEY })
  return { table, clock, events, connect, host }
}

describe('the door of a table', () => {
  it('tells the hosts of wrong PINs, and again when they leave the last minute', () => {
    const { table, clock, host } = setup()
    table.noteWrongPin()
    clock.advance(10_000)
    table.noteWrongPin()
    expect(host.link.last('door')).toEqual({ type: 'door', knocks: [], wrongPins: 2 })
    clock.advance(GUESS_WINDOW_MS - 10_000)
    expect(host.link.last('door')?.wrongPins).toBe(1)
    clock.advance(10_000)
    expect(host.link.last('door')?.wrongPins).toBe(0)
  })

  it('shows a host who joins later what waits at the door', () => {
    const { table, connect } = setup()
    const ann = connect('10.0.0.2')
    table.receive(ann.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Ann' })
    const late = connect('10.0.0.3')
    table.receive(late.id, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Lee', hostKey: HOST_KEY, spectate: true })
    expect(late.link.last('door')?.knocks).toEqual([{ id: ann.id, name: 'Ann', waitedMs: 0 }])
  })

  it('admits a let-in knock as a right PIN would: a seat, and a welcome with its token', () => {
    const { table, connect, host, events } = setup()
    const ann = connect('10.0.0.2')
    table.receive(ann.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Ann' })
    expect(ann.link.sent).toEqual([{ type: 'knocking' }])
    expect(table.isKnocking(ann.id)).toBe(true)
    table.receive(host.id, { type: 'letIn', knock: ann.id })
    expect(ann.link.last('welcome')).toMatchObject({ seat: 1, isHost: false })
    expect(table.snapshot().seats[1]).toMatchObject({ kind: 'human', name: 'Ann' })
    expect(table.isKnocking(ann.id)).toBe(false)
    expect(host.link.last('door')?.knocks).toEqual([])
    const outcomes = events.flatMap((e) => (e.type === 'knock' ? [e.outcome] : []))
    expect(outcomes).toEqual(['waiting', 'let-in'])
  })

  it('lets a knock in as a spectator when the seats are taken, and tells a refused one why', () => {
    const { table, connect, host } = setup(2, 1)
    const bea = connect('10.0.0.4')
    table.receive(bea.id, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Bea', pin: PIN })
    table.receive(host.id, { type: 'start' })
    const cy = connect('10.0.0.5')
    table.receive(cy.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Cy' })
    table.receive(host.id, { type: 'letIn', knock: cy.id })
    expect(cy.link.last('welcome')).toMatchObject({ seat: null })
    expect(cy.link.last('state')?.view?.hand).toBeNull() // a spectator sees no hand (R9)
    // No room left for another spectator: the let-in knock is told why and its connection closes.
    const dee = connect('10.0.0.7')
    table.receive(dee.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Dee' })
    table.receive(host.id, { type: 'letIn', knock: dee.id })
    expect(dee.link.last('error')?.code).toBe('table-full')
    expect(dee.link.closedWith).toBe('turned-away')
    expect(table.isKnocking(dee.id)).toBe(false)
  })

  it('turns a knock away: told, closed, and the address waits before knocking again', () => {
    const { table, connect, host } = setup()
    const dan = connect('10.0.0.6')
    table.receive(dan.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Dan' })
    table.receive(host.id, { type: 'turnAway', knock: dan.id })
    expect(dan.link.last('closed')).toMatchObject({ turnedAway: true })
    expect(dan.link.closedWith).toBe('turned-away')
    const again = connect('10.0.0.6')
    table.receive(again.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Dan' })
    expect(again.link.last('error')?.code).toBe('knock-again-later')
  })
})
