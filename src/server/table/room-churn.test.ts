// Issue 48, item 1: no guest can stall a table. Spectators coming and going (and other room changes) never
// make a player's move stale; a move made on an older game still is; joins, leaves and seat requests are
// limited per address and per socket; and room-only changes reach the players paced, the last one always.
// A fake clock drives the table, so frames are counted against time the test sets, never wall time.
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, legalMovesForView } from '../../engine'
import type { ClientMessage } from '../../protocol/messages'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { simplestLegalPlayer } from '../bot-player'
import { withSeededDeals } from '../random-source'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { matchOf, versionOf } from '../../../test-support/server/table-probe'
import { tableSettings } from '../../../test-support/server/table-settings'
import { SecretsAudit } from '../../../test-support/wire/secrets-audit'
import { ROOM_LIMITS } from './room-limits'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import { Table } from './table'

const GAP = ROOM_LIMITS.frameGapMs

function setup() {
  const clock = new FakeClock()
  const deps = {
    clock,
    random: withSeededDeals(seededRandom(3), 7),
    botPlayer: simplestLegalPlayer,
    storage: null
  }
  const host = { ...DEFAULT_HOST_SETTINGS, autoStart: true }
  const table = Table.create(tableSettings({ options: { ...DEFAULT_OPTIONS, firstLeader: 0 } }), host, deps)
  const audit = new SecretsAudit({
    secrets: () => ({ tokens: table.snapshot().seats.map((s) => s.token), hostKey: table.hostKey })
  })
  /** A client from `address`; every frame it gets goes through the secrets audit. */
  const connect = (label: string, address = '127.0.0.1') => {
    const link = new FakeLink()
    const send = link.send.bind(link)
    link.send = (message) => {
      send(message)
      audit.observe(label, message)
    }
    const id = table.connect(link, address)
    return { id, link, say: (m: ClientMessage) => table.receive(id, m) }
  }
  const hello = (name: string, extra: Partial<Extract<ClientMessage, { type: 'hello' }>> = {}) =>
    ({ type: 'hello', protocol: PROTOCOL_VERSION, name, ...extra }) as const
  const join = (name: string, address?: string, spectate = false) => {
    const c = connect(name, address)
    c.say(hello(name, spectate ? { spectate } : {}))
    return c
  }
  /** A spectator comes and goes `n` times, each from its own address, `stepMs` apart. */
  const churn = (n: number, stepMs = 0) => {
    for (let i = 0; i < n; i++) {
      const s = join(`Sue ${i}`, `10.0.${Math.floor(i / 200)}.${i % 200}`, true)
      s.say({ type: 'leave' })
      clock.advance(stepMs)
    }
  }
  const ann = join('Ann', '192.168.1.2')
  const bob = join('Bob', '192.168.1.3')
  const firstMove = (who: typeof ann) => {
    const state = who.link.last('state')
    const view = state?.view
    const move = view === null || view === undefined ? undefined : legalMovesForView(view)[0]
    if (state === undefined || move === undefined) throw new Error('no move to make')
    return { version: state.version, move }
  }
  return { clock, table, audit, connect, join, hello, churn, ann, bob, firstMove }
}

const statesSince = (link: FakeLink, from: number) => link.wire.slice(from).filter((m) => m.type !== 'error')

describe('moves are checked against the game, not the room', () => {
  it('a move made while spectators come and go is accepted', () => {
    const { table, churn, ann, firstMove } = setup()
    const { version, move } = firstMove(ann)
    churn(40, 10)
    expect(versionOf(table)).toBeGreaterThan(version + 40)
    expect(ann.say({ type: 'move', version, move })).toBeNull()
    expect(matchOf(table)?.turn).toBe(1)
  })

  it('a move made on an older game is still refused stale, the state unchanged', () => {
    const { table, churn, ann, bob, firstMove } = setup()
    const before = firstMove(ann)
    expect(ann.say({ type: 'move', ...before })).toBeNull()
    const bobs = firstMove(bob)
    expect(bob.say({ type: 'move', ...bobs })).toBeNull()
    churn(3)
    // Ann's turn again: a move on the picture from before Bob's move is stale, whatever came after.
    const snapshot = JSON.stringify(table.snapshot())
    const refusal = ann.say({ type: 'move', version: bobs.version, move: before.move })
    expect(refusal?.code).toBe('stale')
    expect(JSON.stringify(table.snapshot())).toBe(snapshot)
    // Nor may a client name a version the table has not reached.
    expect(ann.say({ type: 'move', version: versionOf(table) + 1, move: before.move })?.code).toBe('stale')
    expect(JSON.stringify(table.snapshot())).toBe(snapshot)
  })
})

describe('room frames are paced', () => {
  it('a churn of N joins sends each player a bounded number of frames; the last room state arrives', () => {
    const { clock, table, churn, ann, audit } = setup()
    const from = ann.link.wire.length
    const n = 300
    const stepMs = 5
    churn(n, stepMs)
    const during = statesSince(ann.link, from).length
    // One frame per gap at most, plus the first at once: not one per join or leave (2n changes).
    expect(during).toBeLessThanOrEqual(Math.ceil((n * stepMs) / GAP) + 1)
    expect(during).toBeGreaterThan(0)
    const last = new FakeLink()
    const spectator = table.connect(last, '10.9.9.9')
    table.receive(spectator, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Zed', spectate: true })
    clock.advance(GAP)
    // The trailing frame: Ann sees Zed, the one spectator still there, and the table's current version.
    const latest = ann.link.last('state')
    expect(latest?.table.spectators).toBe(1)
    expect(latest?.version).toBe(versionOf(table))
    expect(ann.link.unfit).toBe(0)
    expect(audit.violations).toEqual([])
  })

  it('a game change goes out at once and carries the room changes still waiting', () => {
    const { clock, table, join, ann, bob, firstMove } = setup()
    clock.advance(GAP)
    join('Sue', '10.1.1.1', true) // at once: the first room change of a quiet spell
    join('Tim', '10.1.1.2', true) // waits for the gap
    expect(bob.link.last('state')?.table.spectators).toBe(1)
    ann.say({ type: 'move', ...firstMove(ann) })
    const state = bob.link.last('state')
    expect(state?.version).toBe(versionOf(table))
    expect(state?.table.spectators).toBe(2)
    expect(state?.view?.turn).toBe(1)
  })

  it('a member just welcomed gets its state at once, even while room frames wait', () => {
    const { clock, join } = setup()
    clock.advance(GAP)
    join('Sue', '10.1.1.1', true)
    const tim = join('Tim', '10.1.1.2', true)
    expect(tim.link.last('state')?.table.spectators).toBe(2)
    expect(tim.link.last('state')?.view?.hand).toBeNull()
  })
})

describe('room limits', () => {
  it('joins from one address past the burst are refused rate-limited, the table unchanged', () => {
    const { table, connect, hello } = setup()
    const burst = ROOM_LIMITS.perAddress.join.burst
    for (let i = 0; i < burst; i++) {
      const s = connect(`S${i}`, '10.2.2.2')
      expect(s.say(hello(`S${i}`, { spectate: true }))).toBeNull()
      s.say({ type: 'leave' })
    }
    const snapshot = JSON.stringify(table.snapshot())
    const spectators = table.info().spectators
    const late = connect('Late', '10.2.2.2')
    expect(late.say(hello('Late', { spectate: true }))?.code).toBe('rate-limited')
    expect(late.link.last('error')?.code).toBe('rate-limited')
    expect(JSON.stringify(table.snapshot())).toBe(snapshot)
    expect(table.info().spectators).toBe(spectators)
    expect(table.hasJoined(late.id)).toBe(false)
    // Another address is not held up by this one.
    expect(connect('Other', '10.2.2.3').say(hello('Other', { spectate: true }))).toBeNull()
  })

  it('one socket retrying hellos past its own burst is refused, the table unchanged', () => {
    const { table, connect, hello } = setup()
    const s = connect('Sue', '10.3.3.3')
    const bad = hello('Sue', { protocol: PROTOCOL_VERSION + 99 })
    for (let i = 0; i < ROOM_LIMITS.perSocket.join.burst; i++)
      expect(s.say(bad)?.code).not.toBe('rate-limited')
    const snapshot = JSON.stringify(table.snapshot())
    expect(s.say(hello('Sue', { spectate: true }))?.code).toBe('rate-limited')
    expect(JSON.stringify(table.snapshot())).toBe(snapshot)
  })

  it('seat requests past the socket burst are refused, the table unchanged', () => {
    const { table, join } = setup()
    const sue = join('Sue', '10.4.4.4', true)
    // In a match a spectator's ask for a seat nobody frees is refused by the desk, and still counted.
    for (let i = 0; i < ROOM_LIMITS.perSocket.seatRequest.burst; i++) {
      expect(sue.say({ type: 'askSeat', seat: 0 })?.code).not.toBe('rate-limited')
    }
    const snapshot = JSON.stringify(table.snapshot())
    expect(sue.say({ type: 'askSeat', seat: 0 })?.code).toBe('rate-limited')
    expect(sue.say({ type: 'takeSeat', seat: 0 })?.code).toBe('rate-limited')
    expect(JSON.stringify(table.snapshot())).toBe(snapshot)
  })
})
