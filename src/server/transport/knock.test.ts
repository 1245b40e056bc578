// The knock list against a real host on 127.0.0.1 (issue 22 item 4): while fresh addresses keep the PIN
// bucket empty, the right PIN gets 'pin-locked'; the player knocks instead, the host sees the knock and
// the guessing, lets them in, and they play. Guessing stays at about 20 a minute all the while, and
// nothing a knocker sends gets it anything but 'knocking', a refusal, or the answer.
import { afterEach, describe, expect, it } from 'vitest'
import type { ServerMessage } from '../../protocol/messages'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { autoPlay } from '../../../test-support/wire/auto-play'
import { startAuditedHost } from '../../../test-support/wire/audited-host'
import type { AuditedHost } from '../../../test-support/wire/audited-host'
import { TestClient } from '../../../test-support/wire/test-client'
import { CLOSE_TURNED_AWAY } from './close-codes'

const PIN = '4711'
const HELLO_MS = 200
const hosts: AuditedHost[] = []
const clients: TestClient[] = []

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  await Promise.all(hosts.splice(0).map((h) => h.host.close()))
})

type Door = Extract<ServerMessage, { type: 'door' }>

async function start(clock = new FakeClock()): Promise<{ h: AuditedHost; hostClient: TestClient; clock: FakeClock }> {
  const h = await startAuditedHost({ pin: PIN, seats: 2, dataDir: null, clock, limits: { helloMs: HELLO_MS } })
  hosts.push(h)
  const hostClient = await h.join('Host', { hostKey: h.host.table.hostKey })
  clients.push(hostClient)
  return { h, hostClient, clock }
}

async function connect(h: AuditedHost, label: string, localAddress: string): Promise<TestClient> {
  const c = await TestClient.connect(h.host.urls.ws, label, { localAddress, audit: h.audit })
  clients.push(c)
  return c
}

/** One hello with `pin` on a new connection from `localAddress`: 'welcome' or the error code. */
async function tryPin(h: AuditedHost, localAddress: string, pin: string): Promise<string> {
  const c = await connect(h, 'Mallory', localAddress)
  const reply = await c.hello({ pin })
  await c.close()
  return reply.type === 'welcome' ? 'welcome' : reply.code
}

/** A knock from a new connection; resolves with the client and its answer ('knocking' or the error code). */
async function knock(h: AuditedHost, name: string, localAddress: string, extra: object = {}) {
  const c = await connect(h, name, localAddress)
  const answer = c.next((m) => m.type === 'knocking' || m.type === 'error')
  c.send({ type: 'knock', protocol: PROTOCOL_VERSION, name, ...extra })
  const reply = await answer
  return { c, answer: reply.type === 'error' ? reply.code : reply.type }
}

function nextDoor(c: TestClient, match: (d: Door) => boolean): Promise<Door> {
  return c.next((m) => m.type === 'door' && match(m)) as Promise<Door>
}

let fresh = 2
const freshAddress = () => `127.0.${Math.floor(fresh / 250) + 1}.${(fresh++ % 250) + 2}`

describe('the knock list during a PIN guessing attack', () => {
  it('lets the right player in by the host while guessing stays at about 20 a minute', async () => {
    const { h, hostClient, clock } = await start()
    // Twenty fresh addresses empty the PIN bucket at once: the right PIN is refused like a guess.
    const burst = await Promise.all(Array.from({ length: 20 }, () => tryPin(h, freshAddress(), '0000')))
    expect(burst.every((x) => x === 'wrong-pin')).toBe(true)
    expect(await tryPin(h, '127.0.0.200', PIN)).toBe('pin-locked')

    const seen = nextDoor(hostClient, (d) => d.knocks.length === 1)
    const ann = await knock(h, 'Ann', '127.0.0.200')
    expect(ann.answer).toBe('knocking')
    const door = await seen
    expect(door.knocks[0]).toMatchObject({ name: 'Ann' })
    expect(door.wrongPins).toBe(20) // "someone is guessing the PIN"

    // A minute more of guessing from a fresh address every 1.5 s: each refill goes to a guesser.
    let checked = 0
    for (let i = 0; i < 40; i++) {
      clock.advance(1500)
      if ((await tryPin(h, freshAddress(), String(1000 + i))) === 'wrong-pin') checked++
    }
    expect(checked).toBeLessThanOrEqual(21) // 20 a minute, whoever guesses
    expect(checked).toBeGreaterThanOrEqual(15) // the attack really ran at the limit
    expect(await tryPin(h, '127.0.0.201', PIN)).toBe('pin-locked')
    // Longer than the hello deadline: a knock is not an idle connection.
    await new Promise((resolve) => setTimeout(resolve, HELLO_MS * 2))
    expect(ann.c.open).toBe(true)

    const id = door.knocks[0]!.id
    const welcomed = ann.c.next((m) => m.type === 'welcome')
    const emptied = nextDoor(hostClient, (d) => d.knocks.length === 0)
    hostClient.send({ type: 'letIn', knock: id })
    expect(await welcomed).toMatchObject({ type: 'welcome', seat: 1, isHost: false })
    await emptied
    // Ann is seated like anyone who typed the PIN: the host starts, and she plays the first round out.
    hostClient.send({ type: 'start' })
    const stops = [autoPlay(hostClient), autoPlay(ann.c)]
    const roundOver = await ann.c.nextState((m) => m.view?.phase === 'roundOver', 30_000)
    for (const stop of stops) stop()
    expect(roundOver.view?.seat).toBe(1)
    expect(roundOver.view?.log.some((play) => play.seat === 1)).toBe(true)
    // Before the welcome, Ann's connection heard 'knocking' and nothing else.
    const beforeWelcome = ann.c.frames.slice(0, ann.c.frames.findIndex((m) => m.type === 'welcome'))
    expect(beforeWelcome.map((m) => m.type)).toEqual(['knocking'])
    h.audit.assertClean()
  }, 60_000)

  it('closes a turned-away knock, and its address may not knock again for a while', async () => {
    const { h, hostClient } = await start()
    const seen = nextDoor(hostClient, (d) => d.knocks.length === 1)
    const bob = await knock(h, 'Bob', '127.0.0.50')
    const id = (await seen).knocks[0]!.id
    hostClient.send({ type: 'turnAway', knock: id })
    const closedMessage = await bob.c.next((m) => m.type === 'closed')
    expect(closedMessage).toMatchObject({ turnedAway: true })
    expect((await bob.c.closed).code).toBe(CLOSE_TURNED_AWAY)
    expect(bob.c.frames.map((m) => m.type)).toEqual(['knocking', 'closed'])
    expect((await knock(h, 'Bob', '127.0.0.50')).answer).toBe('knock-again-later')
    expect((await knock(h, 'Cy', '127.0.0.51')).answer).toBe('knocking')
    h.audit.assertClean()
  })

  it('ends a knock when its connection closes', async () => {
    const { h, hostClient } = await start()
    const seen = nextDoor(hostClient, (d) => d.knocks.length === 1)
    const dee = await knock(h, 'Dee', '127.0.0.60')
    await seen
    const gone = nextDoor(hostClient, (d) => d.knocks.length === 0)
    await dee.c.close()
    await gone
    expect((await knock(h, 'Dee', '127.0.0.60')).answer).toBe('knocking')
  })

  it('refuses malformed, misplaced and excess knocks and answers with a code, changing nothing', async () => {
    const { h, hostClient } = await start()
    const first = await knock(h, 'Eve', '127.0.0.70')
    expect(first.answer).toBe('knocking')
    // One knock per address at a time, and one per connection.
    expect((await knock(h, 'Eve', '127.0.0.70')).answer).toBe('knock-again-later')
    first.c.send({ type: 'knock', protocol: PROTOCOL_VERSION, name: 'Eve' })
    expect((await first.c.nextError()).code).toBe('knock-again-later')
    // A knocker is not in: it can neither play nor answer knocks.
    first.c.send({ type: 'sync' })
    expect((await first.c.nextError()).code).toBe('bad-message')
    first.c.send({ type: 'letIn', knock: 1 })
    expect((await first.c.nextError()).code).toBe('hello-first')
    // Bad shapes and bad names.
    expect((await knock(h, 'ʙᴏᴛ 1', '127.0.0.71')).answer).toBe('bad-name')
    expect((await knock(h, 'Fay', '127.0.0.72', { pin: PIN })).answer).toBe('bad-message')
    for (const bad of [{ type: 'letIn', knock: 'x' }, { type: 'letIn' }, { type: 'turnAway', knock: -1 }]) {
      hostClient.send(bad)
      expect((await hostClient.nextError()).code).toBe('bad-message')
    }
    hostClient.send({ type: 'letIn', knock: 999_999 })
    expect((await hostClient.nextError()).code).toBe('no-such-knock')
    // Only hosts answer knocks.
    const guest = await h.join('Gus', { pin: PIN })
    clients.push(guest)
    guest.send({ type: 'letIn', knock: 1 })
    expect((await guest.nextError()).code).toBe('not-host')
    // The list holds 16: the 17th waits outside with a clear code; Eve is still waiting.
    for (let i = 0; i < 15; i++) expect((await knock(h, `K${i}`, `127.0.1.${i + 2}`)).answer).toBe('knocking')
    expect((await knock(h, 'Late', '127.0.2.2')).answer).toBe('door-full')
    expect(first.c.open).toBe(true)
    h.audit.assertClean()
  })
})
