// The knock list against a real host on 127.0.0.1 (issue 22 item 4, issue 48): while fresh addresses keep
// the PIN bucket empty, the right PIN waits at the door marked "knows the PIN" (before: 'pin-locked'); the
// host sees it first, and the guessing, lets them in, and they play. Guessing stays at about 20 a minute
// all the while, and nothing a knocker sends gets it anything but 'knocking', a refusal, or the answer.
import { afterEach, describe, expect, it } from 'vitest'
import type { ServerMessage } from '../../protocol/messages'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { autoPlay } from '../../../test-support/wire/auto-play'
import { startAuditedHost } from '../../../test-support/wire/audited-host'
import type { AuditedHost } from '../../../test-support/wire/audited-host'
import { TestClient } from '../../../test-support/wire/test-client'
import { NEWS_GAP_MS } from '../table/door-keeper'
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

async function start(
  clock = new FakeClock()
): Promise<{ h: AuditedHost; hostClient: TestClient; clock: FakeClock }> {
  const h = await startAuditedHost({
    pin: PIN,
    seats: 2,
    dataDir: null,
    clock,
    limits: { helloMs: HELLO_MS }
  })
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

/** A hello with `pin` from a new connection that may be told to wait at the door: its answer. */
async function pinKnock(h: AuditedHost, name: string, localAddress: string, pin: string) {
  const c = await connect(h, name, localAddress)
  const answer = c.next((m) => m.type === 'knocking' || m.type === 'welcome' || m.type === 'error')
  c.send({ type: 'hello', protocol: PROTOCOL_VERSION, name, pin })
  const reply = await answer
  return { c, answer: reply.type === 'error' ? reply.code : reply.type }
}

/** One hello with `pin` on a new connection from `localAddress`, closed after its answer. */
async function tryPin(h: AuditedHost, localAddress: string, pin: string): Promise<string> {
  const { c, answer } = await pinKnock(h, 'Mallory', localAddress, pin)
  await c.close()
  return answer
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

/** The next door list that matches, moving the host's clock on so a paced list is sent (NEWS_GAP_MS). */
async function doorWhere(c: TestClient, clock: FakeClock, match: (d: Door) => boolean): Promise<Door> {
  const found = nextDoor(c, match)
  const tick = setInterval(() => clock.advance(NEWS_GAP_MS), 20)
  try {
    return await found
  } finally {
    clearInterval(tick)
  }
}

let fresh = 2
const freshAddress = () => `127.0.${Math.floor(fresh / 250) + 1}.${(fresh++ % 250) + 2}`

describe('the knock list during a PIN guessing attack', () => {
  it('puts the right PIN at the head of the door during an attack, and the host lets it in', async () => {
    const { h, hostClient, clock } = await start()
    // Twenty fresh addresses empty the PIN bucket at once.
    const burst = await Promise.all(Array.from({ length: 20 }, () => tryPin(h, freshAddress(), '0000')))
    expect(burst.every((x) => x === 'wrong-pin')).toBe(true)
    clock.advance(NEWS_GAP_MS)

    // The right PIN is not refused: it waits at the door, and the host sees "knows the PIN" first. A wrong
    // PIN from another fresh address hears the very same 'knocking' (the answer tells a guesser nothing).
    const seen = nextDoor(hostClient, (d) => d.knocks.length === 2)
    const ann = await pinKnock(h, 'Ann', '127.0.0.200', PIN)
    expect(ann.answer).toBe('knocking')
    const mal = await pinKnock(h, 'Mal', freshAddress(), '0001')
    expect(mal.answer).toBe('knocking')
    clock.advance(NEWS_GAP_MS)
    const door = await seen
    expect(door.knocks.map((k) => [k.name, k.knowsPin])).toEqual([
      ['Ann', true],
      ['Mal', false]
    ])
    expect(door.knocks[0]).toMatchObject({ address: '127.0.0.200', device: null })
    expect(door.wrongPins).toBe(21) // "someone is guessing the PIN"
    await mal.c.close()

    // A minute more of guessing from a fresh address every 1.5 s: each refill goes to a guesser.
    let checked = 0
    for (let i = 0; i < 40; i++) {
      clock.advance(1500)
      if ((await tryPin(h, freshAddress(), String(1000 + i))) === 'wrong-pin') checked++
    }
    expect(checked).toBeLessThanOrEqual(21) // 20 a minute, whoever guesses
    expect(checked).toBeGreaterThanOrEqual(15) // the attack really ran at the limit
    // Longer than the hello deadline: a knock is not an idle connection.
    await new Promise((resolve) => setTimeout(resolve, HELLO_MS * 2))
    expect(ann.c.open).toBe(true)

    const id = door.knocks[0]!.id
    const welcomed = ann.c.next((m) => m.type === 'welcome')
    hostClient.send({ type: 'letIn', knock: id })
    expect(await welcomed).toMatchObject({ type: 'welcome', seat: 1, isHost: false })
    await doorWhere(hostClient, clock, (d) => !d.knocks.some((k) => k.name === 'Ann'))
    // Ann is seated like anyone who typed the PIN: the host starts, and she plays the first round out.
    hostClient.send({ type: 'start' })
    const stops = [autoPlay(hostClient), autoPlay(ann.c)]
    const roundOver = await ann.c.nextState((m) => m.view?.phase === 'roundOver', 30_000)
    for (const stop of stops) stop()
    expect(roundOver.view?.seat).toBe(1)
    expect(roundOver.view?.log.some((play) => play.seat === 1)).toBe(true)
    // Before the welcome, Ann's connection heard 'knocking' and nothing else.
    const beforeWelcome = ann.c.frames.slice(
      0,
      ann.c.frames.findIndex((m) => m.type === 'welcome')
    )
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
    const { h, hostClient, clock } = await start()
    const seen = nextDoor(hostClient, (d) => d.knocks.length === 1)
    const dee = await knock(h, 'Dee', '127.0.0.60')
    await seen
    const gone = doorWhere(hostClient, clock, (d) => d.knocks.length === 0)
    await dee.c.close()
    await gone
    expect((await knock(h, 'Dee', '127.0.0.60')).answer).toBe('knocking')
  })

  it('refuses malformed, misplaced and excess knocks and answers with a code, changing nothing', async () => {
    const { h, hostClient } = await start()
    const older = await knock(h, 'Eve', '127.0.0.70')
    expect(older.answer).toBe('knocking')
    // One knock per address at a time (the newer takes the older one's place), and one per connection.
    const first = await knock(h, 'Eve', '127.0.0.70')
    expect(first.answer).toBe('knocking')
    expect(await older.c.next((m) => m.type === 'closed')).toMatchObject({ code: 'replaced' })
    await older.c.closed
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
    // The door holds 32 addresses: when it is full, a new address takes the place of the oldest knock
    // (all knocked once), which is told and closed; everyone else keeps waiting.
    const others = []
    for (let i = 0; i < 31; i++) {
      const k = await knock(h, `K${i}`, `127.0.1.${i + 2}`)
      expect(k.answer).toBe('knocking')
      others.push(k)
    }
    const pushedOut = first.c.next((m) => m.type === 'closed')
    expect((await knock(h, 'Late', '127.0.2.2')).answer).toBe('knocking')
    expect(await pushedOut).toMatchObject({ code: 'replaced' })
    expect(others.every((k) => k.c.open)).toBe(true)
    h.audit.assertClean()
  })
})
