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
import { NEWS_GAP_MS } from './door-keeper'
import { ROOM_LIMITS } from './room-limits'
import { GUESS_WINDOW_MS } from './guessing-signal'
import { Table } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import type { TableEvent } from './table-events'

const HOST_KEY = 'host-key-0123456789abcdef'
const PIN = '2468'

function setup(seats = 2, maxSpectators = DEFAULT_HOST_SETTINGS.maxSpectators) {
  const clock = new FakeClock()
  const deps = {
    clock,
    random: withSeededDeals(seededRandom(1), 42),
    botPlayer: simplestLegalPlayer,
    storage: null
  }
  const settings = {
    id: 'door-table-id',
    name: 'Door table',
    seats,
    options: { ...DEFAULT_OPTIONS, firstLeader: 0 },
    pin: PIN,
    turnSeconds: 0,
    hostKey: HOST_KEY
  }
  const table = Table.create(
    settings,
    { ...DEFAULT_HOST_SETTINGS, botDelayMs: 0, saveGapMs: 0, maxSpectators },
    deps
  )
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
  it('refuses knocks from one address past the room limits, the door unchanged (room-limits.ts)', () => {
    const { table, clock, connect, host } = setup()
    for (let i = 0; i < ROOM_LIMITS.perAddress.knock.burst; i++) {
      const knocker = connect('10.9.9.9')
      expect(table.receive(knocker.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: `Kim ${i}` })).toBeNull()
    }
    clock.advance(NEWS_GAP_MS)
    const door = host.link.last('door')
    const late = connect('10.9.9.9')
    expect(table.receive(late.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Kim late' })?.code).toBe('rate-limited')
    expect(late.link.last('error')?.code).toBe('rate-limited')
    clock.advance(NEWS_GAP_MS)
    expect(host.link.last('door')).toEqual(door)
    // Another address still knocks.
    const other = connect('10.9.9.10')
    expect(table.receive(other.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Lou' })).toBeNull()
  })

  it('tells the hosts of wrong PINs, and again when they leave the last minute', () => {
    const { table, clock, host } = setup()
    table.door.wrongPin()
    clock.advance(10_000)
    table.door.wrongPin()
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
    table.receive(late.id, {
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      name: 'Lee',
      hostKey: HOST_KEY,
      spectate: true
    })
    expect(late.link.last('door')?.knocks).toEqual([
      {
        id: ann.id,
        name: 'Ann',
        waitedMs: 0,
        address: '10.0.0.2',
        device: null,
        lookAlike: false,
        knowsPin: false
      }
    ])
  })

  it('admits a let-in knock as a right PIN would: a seat, and a welcome with its token', () => {
    const { table, connect, host, events, clock } = setup()
    const ann = connect('10.0.0.2')
    table.receive(ann.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Ann' })
    expect(ann.link.sent).toEqual([{ type: 'knocking' }])
    expect(table.door.isKnocking(ann.id)).toBe(true)
    table.receive(host.id, { type: 'letIn', knock: ann.id })
    clock.advance(NEWS_GAP_MS) // the hosts' door list is paced; the last one always arrives
    expect(ann.link.last('welcome')).toMatchObject({ seat: 1, isHost: false })
    expect(table.snapshot().seats[1]).toMatchObject({ kind: 'human', name: 'Ann' })
    expect(table.door.isKnocking(ann.id)).toBe(false)
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
    expect(table.door.isKnocking(dee.id)).toBe(false)
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

  it("keeps one knock per address: the newer knock takes the older one's place, which is told and closed", () => {
    const { table, connect, host, clock, events } = setup()
    const first = connect('10.0.0.8')
    table.receive(first.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Flo' })
    const second = connect('10.0.0.8')
    table.receive(second.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Flo' })
    clock.advance(NEWS_GAP_MS)
    expect(host.link.last('door')?.knocks.map((k) => k.id)).toEqual([second.id])
    expect(first.link.closedWith).toBe('replaced')
    expect(table.door.isKnocking(first.id)).toBe(false)
    expect(second.link.sent).toEqual([{ type: 'knocking' }])
    expect(events.flatMap((e) => (e.type === 'knock' ? [e.outcome] : []))).toEqual([
      'waiting',
      'gone',
      'waiting'
    ])
  })

  it("paces the hosts' door lists under knock churn, and the last list always arrives", () => {
    const { table, connect, host, clock } = setup()
    const before = host.link.sent.filter((m) => m.type === 'door').length
    const churnMs = 5000
    // 16 addresses knock and close every millisecond, round robin: 5,000 knocks and closes in 5 s.
    for (let ms = 0; ms < churnMs; ms++) {
      const k = connect(`127.0.0.${2 + (ms % 16)}`)
      table.receive(k.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: `K${ms}` })
      if (ms % 2 === 0) table.disconnect(k.id)
      clock.advance(1)
    }
    const guest = connect('127.0.0.99')
    table.receive(guest.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Gus' })
    clock.advance(NEWS_GAP_MS)
    const frames = host.link.sent.filter((m) => m.type === 'door').length - before
    expect(frames).toBeLessThanOrEqual(Math.ceil((churnMs + NEWS_GAP_MS) / NEWS_GAP_MS) + 1)
    expect(frames).toBeGreaterThan(1)
    // The last list is the door as it is: the 8 odd addresses' last knocks (one each), and the guest.
    const last = host.link.last('door')?.knocks ?? []
    expect(last.map((k) => k.address).sort()).toEqual(
      [...Array.from({ length: 8 }, (_, i) => `127.0.0.${3 + 2 * i}`), '127.0.0.99'].sort()
    )
    expect(last.find((k) => k.address === '127.0.0.99')?.name).toBe('Gus')
  })

  it('marks a knock whose name reads as a seated player\'s or another knocker\'s ("Аnn" in Cyrillic)', () => {
    const { table, connect, host, clock } = setup(3)
    const ann = connect('10.0.0.2')
    table.receive(ann.id, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann', pin: PIN })
    const fake = connect('10.0.0.66')
    table.receive(fake.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: '\u0410nn' })
    const bob = connect('10.0.0.3')
    table.receive(bob.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Bob' })
    clock.advance(NEWS_GAP_MS)
    const marks = () =>
      Object.fromEntries((host.link.last('door')?.knocks ?? []).map((k) => [k.name, k.lookAlike]))
    expect(marks()).toEqual({ '\u0410nn': true, Bob: false })
    const bob2 = connect('10.0.0.4')
    table.receive(bob2.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'B\u043Eb' }) // Cyrillic о
    clock.advance(NEWS_GAP_MS)
    expect(marks()).toEqual({ '\u0410nn': true, Bob: true, 'B\u043Eb': true })
  })

  it('shows the host where a knock comes from and on what device', () => {
    const { table, host, clock } = setup()
    const link = new FakeLink()
    const id = table.connect(link, '192.168.1.23', { kind: 'phone', system: 'Android', browser: 'Chrome' })
    table.receive(id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Pia' })
    clock.advance(NEWS_GAP_MS)
    expect(host.link.last('door')?.knocks[0]).toMatchObject({
      address: '192.168.1.23',
      device: { kind: 'phone', system: 'Android', browser: 'Chrome' }
    })
  })

  it('puts a hello that waits with the right PIN at the head of the list, marked; a wrong one unmarked', () => {
    const { table, connect, host, clock } = setup()
    const early = connect('10.0.0.30')
    table.receive(early.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Early' })
    const wrong = connect('10.0.0.31')
    expect(
      table.door.knockWithPin(wrong.id, {
        type: 'hello',
        protocol: PROTOCOL_VERSION,
        name: 'Mal',
        pin: '0000'
      })
    ).toBe(false)
    const right = connect('10.0.0.32')
    expect(
      table.door.knockWithPin(right.id, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann', pin: PIN })
    ).toBe(true)
    // Both hear the same 'knocking': the answer tells a guesser nothing.
    expect(wrong.link.sent).toEqual([{ type: 'knocking' }])
    expect(right.link.sent).toEqual([{ type: 'knocking' }])
    clock.advance(NEWS_GAP_MS)
    const knocks = host.link.last('door')?.knocks ?? []
    expect(knocks.map((k) => [k.name, k.knowsPin])).toEqual([
      ['Ann', true],
      ['Early', false],
      ['Mal', false]
    ])
    table.receive(host.id, { type: 'letIn', knock: right.id })
    expect(right.link.last('welcome')).toMatchObject({ seat: 1 })
  })

  it('refuses a knock that may not wait and changes nothing at the door', () => {
    const { table, connect, host, clock } = setup()
    const ann = connect('10.0.0.2')
    table.receive(ann.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Ann' })
    clock.advance(NEWS_GAP_MS)
    const before = host.link.sent.length
    const door = host.link.last('door')
    table.receive(ann.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Ann again' })
    expect(ann.link.last('error')?.code).toBe('knock-again-later')
    table.receive(host.id, { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Hal' })
    expect(host.link.last('error')?.code).toBe('already-joined')
    clock.advance(NEWS_GAP_MS)
    expect(host.link.sent.slice(before).filter((m) => m.type === 'door')).toEqual([])
    expect(host.link.last('door')).toEqual(door)
    expect(table.door.isKnocking(ann.id)).toBe(true)
  })
})
