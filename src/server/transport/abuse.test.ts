// The ws edge under abuse with its real limits: flooders are refused ('rate-limited') and closed (1008)
// while honest players at the same table finish their match; a frozen peer is dropped by the heartbeat,
// a stand-in plays its seat, and its token brings it back.
import { afterEach, expect, test } from 'vitest'
import { Rng } from '../../engine'
import { startTableHost } from '../../../test-support/server/table-host'
import type { TableHost } from '../../../test-support/server/table-host'
import { SecretsAudit } from '../../../test-support/wire/secrets-audit'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { playHonestly } from '../../../test-support/hardening/player'
import type { Player } from '../../../test-support/hardening/player'
import { TestClient } from '../../../test-support/wire/test-client'
import { matchOf } from '../../../test-support/server/table-probe'

const SEED = 0xed9e
const hosts: TableHost[] = []
const clients: TestClient[] = []
const players: Player[] = []

afterEach(async () => {
  for (const p of players.splice(0)) p.stop()
  await Promise.all(clients.splice(0).map((c) => c.terminate()))
  await Promise.all(hosts.splice(0).map((h) => h.close()))
})

async function connect(host: TableHost, label: string, audit: SecretsAudit): Promise<TestClient> {
  const client = await TestClient.connect(host.urls.ws, label, { audit, history: false })
  clients.push(client)
  return client
}

function secretsOf(host: TableHost) {
  return () => ({ tokens: host.table.snapshot().seats.map((s) => s.token), hostKey: host.table.hostKey })
}

test('flooders are rate-limited and closed (1008); honest players finish their match', async () => {
  const host = await startTableHost({
    seats: 4,
    bots: [
      { seat: 2, level: 'easy' },
      { seat: 3, level: 'easy' }
    ],
    autoStart: true,
    botDelayMs: 0,
    seed: SEED,
    random: seededRandom(SEED),
    options: { target: 10 }
  })
  hosts.push(host)
  const audit = new SecretsAudit({ secrets: secretsOf(host) })
  const honest: { client: TestClient; player: Player }[] = []
  for (const label of ['h0', 'h1']) {
    const client = await connect(host, label, audit)
    await client.hello({})
    const rng = new Rng(SEED + honest.length)
    // ~60 ms a move keeps an honest player far below 20 messages a second.
    const player = playHonestly(client, { rng, thinkMs: () => 40 + rng.int(40), rematch: () => false })
    players.push(player)
    honest.push({ client, player })
  }

  let floodsClosed = 0
  let rateLimited = 0
  let stop = false
  const flooder = async (i: number): Promise<void> => {
    while (!stop) {
      const c = await connect(host, `flood${i}`, audit)
      await c.hello({ spectate: true })
      for (let k = 0; k < 120 && c.open; k++)
        c.send(k % 2 === 0 ? { type: 'sync' } : { type: 'move', version: k, move: { kind: 'pass' } })
      const code = await Promise.race([c.closed.then((x) => x.code), sleep(3000).then(() => null)])
      if (code === 1008) floodsClosed++
      rateLimited += c.errors.get('rate-limited') ?? 0
      await c.terminate()
      await sleep(20)
    }
  }
  const flooders = [0, 1, 2, 3, 4].map((i) => flooder(i))
  const end = await honest[0]!.client
    .next((m) => m.type === 'state' && m.view?.phase === 'matchOver', 45_000)
    .catch(() => null)
  stop = true
  await Promise.all(flooders)

  expect(end).not.toBeNull()
  expect(floodsClosed).toBeGreaterThanOrEqual(5)
  expect(rateLimited).toBeGreaterThanOrEqual(floodsClosed)
  for (const h of honest) {
    expect(h.client.open).toBe(true)
    expect([...h.client.errors.keys()].filter((c) => c !== 'stale')).toEqual([])
  }
  audit.assertClean()
}, 60_000)

test('a frozen peer is dropped by the heartbeat, a stand-in plays for it, and its token brings it back', async () => {
  const host = await startTableHost({
    seats: 3,
    bots: [{ seat: 2, level: 'easy' }],
    autoStart: true,
    botDelayMs: 0,
    graceMs: 300,
    seed: SEED,
    random: seededRandom(SEED + 1),
    limits: { heartbeatMs: 200 }
  })
  hosts.push(host)
  const audit = new SecretsAudit({ secrets: secretsOf(host) })
  const a = await connect(host, 'a', audit)
  await a.hello({})
  const rngA = new Rng(1)
  players.push(playHonestly(a, { rng: rngA, thinkMs: () => 5, rematch: () => false }))
  const b = await connect(host, 'b', audit)
  await b.hello({})
  const token = b.token ?? ''
  const movesBefore = matchOf(host.table)?.log.length ?? 0

  // b freezes: it stops reading, so it answers no ping.
  b.ws.pause()
  const away = await a
    .next((m) => m.type === 'state' && m.table.seats[1]?.away === true, 5000)
    .catch(() => null)
  expect(away).not.toBeNull()
  // Its seat is played by the stand-in: the round goes on past b's turns.
  const progressed = await a
    .next(
      (m) =>
        m.type === 'state' &&
        (m.view?.phase !== 'playing' || (m.view?.log.filter((e) => e.seat === 1).length ?? 0) > 0),
      5000
    )
    .catch(() => null)
  expect(progressed).not.toBeNull()
  expect(matchOf(host.table)?.log.length ?? 0).toBeGreaterThanOrEqual(movesBefore)
  b.ws.resume()
  await b.closed

  const back = await connect(host, 'b-again', audit)
  expect((await back.hello({ token }))?.type).toBe('welcome')
  expect(back.seat).toBe(1)
  const state = back.latest ?? (await back.next((m) => m.type === 'state').catch(() => null))
  expect(state?.type === 'state' && state.table.seats[1]?.away).toBe(false)
  audit.assertClean()
}, 30_000)

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
