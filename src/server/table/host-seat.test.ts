// Everyone at the table is told which seat the host sits in (the renderer marks it with a crown), also
// while the host is away (issue 51: their seat waits for them), and nobody's seat when the host only
// watches or never sat.
import { describe, expect, it } from 'vitest'
import type { ClientMessage } from '../../protocol/messages'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { simplestLegalPlayer } from '../bot-player'
import { withSeededDeals } from '../random-source'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { MemoryStorage } from '../../../test-support/server/memory-storage'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { TEST_HOST_KEY, tableSettings } from '../../../test-support/server/table-settings'
import { matchOf } from '../../../test-support/server/table-probe'
import { Table } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import type { HostSettings } from './table-config'
import { newTableState, tableInfo } from './table-state'
import type { Member, TableState } from './table-state'

function withMembers(members: Member[]): TableState {
  return { ...newTableState(tableSettings({ seats: 3 }), 'easy'), members }
}

describe('tableInfo hostSeat', () => {
  it("names the seat of the member who holds the host link", () => {
    const state = withMembers([
      { id: 1, seat: 0, isHost: false, name: 'Ann' },
      { id: 2, seat: 2, isHost: true, name: 'Hal' }
    ])
    expect(tableInfo(state).hostSeat).toBe(2)
  })

  it('is null when the host watches without a seat or never sat', () => {
    expect(tableInfo(withMembers([{ id: 2, seat: null, isHost: true, name: 'Hal' }])).hostSeat).toBeNull()
    expect(tableInfo(withMembers([{ id: 1, seat: 0, isHost: false, name: 'Ann' }])).hostSeat).toBeNull()
  })
})

/** Ann holds the host link at seat 0, Bob plays seat 1, a bot seat 2, Sue watches; the match is on. */
function tableWithHost() {
  const clock = new FakeClock()
  const deps = { clock, random: withSeededDeals(seededRandom(3), 5), botPlayer: simplestLegalPlayer, storage: new MemoryStorage() }
  const host: HostSettings = { ...DEFAULT_HOST_SETTINGS, botDelayMs: 1000, graceMs: 60_000, saveGapMs: 0, autoStart: true }
  const table = Table.create(tableSettings({ seats: 3, pin: null }), host, deps, [{ seat: 2, level: 'easy' }])
  const join = (name: string, hello: Partial<Extract<ClientMessage, { type: 'hello' }>> = {}) => {
    const link = new FakeLink()
    const id = table.connect(link)
    table.receive(id, { type: 'hello', protocol: PROTOCOL_VERSION, name, ...hello })
    return { id, link, say: (m: ClientMessage) => table.receive(id, m) }
  }
  const ann = join('Ann', { hostKey: TEST_HOST_KEY })
  const bob = join('Bob')
  const sue = join('Sue', { spectate: true })
  return { table, clock, ann, bob, sue }
}

describe('the host away', () => {
  it('keeps their seat: the crown stays on it and no watcher may ask for it, while a bot seat may be asked for', () => {
    const { table, clock, ann, bob, sue } = tableWithHost()
    expect(matchOf(table)).not.toBeNull()
    table.disconnect(ann.id)
    clock.advance(61_000) // past the grace period: a bot plays for Ann
    expect(bob.link.last('state')?.table.seats[0]?.away).toBe(true)
    expect(bob.link.last('state')?.table.hostSeat).toBe(0)
    const before = JSON.stringify(table.snapshot())
    expect(sue.say({ type: 'askSeat', seat: 0 })).toMatchObject({ code: 'seat-not-free', message: expect.stringMatching(/host/) })
    expect(JSON.stringify(table.snapshot())).toBe(before)
    expect(sue.say({ type: 'askSeat', seat: 2 })).toBeNull()
  })

})
