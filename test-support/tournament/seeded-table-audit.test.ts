// The table audit that rebuilds the host's state from the stage's seed: over a real tournament table on
// 127.0.0.1 (held seats, the duplicate dealer) it passes every frame two players get through two deals, and
// it catches a frame whose hand is another seat's, which only the host's cards can tell.
import { afterEach, describe, expect, it } from 'vitest'
import { TARGET, resolveOptions } from '../../src/engine'
import type { MatchState } from '../../src/engine'
import { dealDuplicate } from '../../src/tournament'
import { startTableHost } from '../server/table-host'
import type { TableHost } from '../server/table-host'
import { autoPlay } from '../wire/auto-play'
import { TestClient } from '../wire/test-client'
import type { StateMessage } from '../wire/test-client'
import { SeededTableAudit } from './seeded-table-audit'

const SEED = '0f1e2d3c4b5a69788796a5b4c3d2e1f0'.repeat(2)
const OPTIONS = { target: TARGET.min, fixedDeals: 2 }
const TOKENS = ['ann-token-0123456789abc', 'bob-token-0123456789abc']

const hosts: TableHost[] = []
const clients: TestClient[] = []
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  for (const h of hosts.splice(0)) await h.close()
})

function audit(seed = SEED): SeededTableAudit {
  const options = resolveOptions(OPTIONS)
  if (!options.ok) throw new Error(options.error.message)
  return new SeededTableAudit({
    players: 4,
    options: options.value,
    seed,
    secrets: () => ({ tokens: [...TOKENS, null, null], hostKey: 'the-host-key-0123456789' })
  })
}

/** Two deals at a table of Ann, Bob and two bots, both players' frames through `checked`. */
async function playStage(checked: SeededTableAudit): Promise<StateMessage> {
  const host = await startTableHost({
    host: '127.0.0.1',
    port: 0,
    seats: 4,
    options: OPTIONS,
    autoStart: true,
    botDelayMs: 0,
    hostKey: 'the-host-key-0123456789',
    players: TOKENS.map((token, seat) => ({ seat, name: seat === 0 ? 'Ann' : 'Bob', token })),
    bots: [
      { seat: 2, level: 'easy' },
      { seat: 3, level: 'easy' }
    ],
    dealer: (previous: MatchState | null) =>
      dealDuplicate(previous, 4, OPTIONS, SEED, previous === null ? 1 : previous.round + 1)
  })
  hosts.push(host)
  const players = await Promise.all(
    TOKENS.map((token, seat) =>
      TestClient.join(host.urls.ws, seat === 0 ? 'Ann' : 'Bob', { token }, { audit: checked })
    )
  )
  clients.push(...players)
  for (const p of players) autoPlay(p)
  return (players[0] as TestClient).nextState((m) => m.view?.phase === 'matchOver', 20_000)
}

describe('a tournament table’s audit from its seed', () => {
  it('passes every frame of an honest table through two deals, with the host’s cards rebuilt', async () => {
    const checked = audit()
    const over = await playStage(checked)
    expect(over.view?.results).toHaveLength(2)
    expect(checked.framesChecked).toBeGreaterThan(20)
    expect(checked.violations).toEqual([])
    expect(checked.replayFailures).toEqual([])
    expect(checked.deltasUnfit).toBe(0)

    // A frame at a version it knows, with seat 1's hand sent to seat 0: only the rebuilt cards tell.
    const stolen = { ...over, view: { ...over.view!, hand: [...(over.view!.results[1]?.hands[1] ?? [])] } }
    checked.observe('thief', {
      type: 'welcome',
      protocol: 2,
      tableId: 'x',
      seat: 0,
      token: null,
      isHost: false
    })
    checked.observe('thief', { ...stolen, view: { ...stolen.view, handCounts: over.view!.handCounts } })
    expect(checked.violations.some((v) => /thief: .*not seat 0's own/.test(v))).toBe(true)
  })

  it('names a table whose moves are not its deal’s', async () => {
    const other = audit('ffeeddccbbaa99887766554433221100'.repeat(2))
    await playStage(other)
    expect(other.replayFailures.length).toBeGreaterThan(0)
    expect(other.replayFailures[0]).toMatch(/does not fit the deal/)
  })
})
