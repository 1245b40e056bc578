// What a tournament's table needs from the table (issue 52), over real sockets on 127.0.0.1: seats held
// for entrants who come with their token, deals from the tournament's dealer (the same hands as every
// other table of the stage) for exactly the stage's deals whatever the target, and a gate that keeps
// watchers out while a deal is unfinished elsewhere.
import { afterEach, describe, expect, it } from 'vitest'
import { TARGET } from '../../engine'
import type { MatchState } from '../../engine'
import { dealDuplicate } from '../../tournament'
import { startTableHost } from '../../../test-support/server/table-host'
import type { TableHost } from '../../../test-support/server/table-host'
import { matchOf } from '../../../test-support/server/table-probe'
import { TestClient } from '../../../test-support/wire/test-client'
import { autoPlay } from '../../../test-support/wire/auto-play'

const SEED = '00112233445566778899aabbccddeeff'.repeat(2)
const OPTIONS = { target: TARGET.min, fixedDeals: 2 }
const TOKENS = ['ann-token-0123456789abc', 'bob-token-0123456789abc']

const hosts: TableHost[] = []
const clients: TestClient[] = []
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  for (const h of hosts.splice(0)) await h.close()
})

/** The stage's dealer: deal k is round k of one match (one hand per deal). */
const dealer = (previous: MatchState | null) =>
  dealDuplicate(previous, 4, OPTIONS, SEED, previous === null ? 1 : previous.round + 1)

async function tournamentTable(gate: { open: boolean }) {
  const host = await startTableHost({
    host: '127.0.0.1',
    port: 0,
    seats: 4,
    options: OPTIONS,
    autoStart: true,
    botDelayMs: 0,
    players: [
      { seat: 0, name: 'Ann', token: TOKENS[0] as string },
      { seat: 1, name: 'Bob', token: TOKENS[1] as string }
    ],
    bots: [
      { seat: 2, level: 'easy' },
      { seat: 3, level: 'easy' }
    ],
    dealer,
    watchGate: () => (gate.open ? null : { code: 'deal-unfinished', message: 'Not yet.' })
  })
  hosts.push(host)
  return host
}

describe('a tournament table', () => {
  it('seats its entrants by token, deals the duplicate deals and plays every deal past the target', async () => {
    const host = await tournamentTable({ open: true })
    const first = matchOf(host.table)
    // The match started at once, with the tournament's first deal.
    expect(first?.hands).toEqual((dealer(null) as { ok: true; value: MatchState }).value.hands)
    const ann = await TestClient.join(host.urls.ws, 'Ann', { token: TOKENS[0] })
    const bob = await TestClient.join(host.urls.ws, 'Bob', { token: TOKENS[1] })
    clients.push(ann, bob)
    expect([ann.seat, bob.seat]).toEqual([0, 1])
    expect(ann.latest?.table.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Bot 3', 'Bot 4'])
    autoPlay(ann)
    autoPlay(bob)
    const over = await ann.nextState((m) => m.view?.phase === 'matchOver', 20_000)
    expect(over.view?.results).toHaveLength(2)
    // round 1 reached the target of 1 (someone always takes a penalty), and round 2 was dealt anyway
    expect(over.view?.results[0]?.penalties.some((p) => p >= TARGET.min)).toBe(true)
    const [one, two] = (matchOf(host.table) as MatchState).results
    expect(two?.leader).toBe(((one?.leader ?? 0) + 1) % 4) // D3, as at every table of the stage
    // Everyone ready after the stage's last deal deals nothing more.
    ann.send({ type: 'ready', version: over.version })
    bob.send({ type: 'ready', version: over.version })
    expect((await bob.nextError()).code).toBe('wrong-phase')
    expect(matchOf(host.table)?.results).toHaveLength(2)
  })

  it('keeps watchers out while the gate is shut, with a code; the seats’ own players still come in', async () => {
    const gate = { open: false }
    const host = await tournamentTable(gate)
    const watcher = await TestClient.connect(host.urls.ws, 'Cy')
    clients.push(watcher)
    const refused = await watcher.hello({ spectate: true })
    expect(refused).toMatchObject({ type: 'error', code: 'deal-unfinished' })
    expect(watcher.frames.some((m) => m.type === 'state')).toBe(false)
    const ann = await TestClient.join(host.urls.ws, 'Ann', { token: TOKENS[0] })
    clients.push(ann)
    expect(ann.seat).toBe(0)
    gate.open = true
    const later = await TestClient.join(host.urls.ws, 'Dee', { spectate: true })
    clients.push(later)
    expect(later.seat).toBeNull()
  })
})
