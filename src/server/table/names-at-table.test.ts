// Two people never share a name at one table (issue 22 item 7), against a real host on 127.0.0.1: the
// second "Ann", also one spelt with a Cyrillic А, plays as "Ann 2" and sees it on their seat; a
// returning "Ann 2" stays "Ann 2"; spectators never rename players. (display-names.test.ts has the rules.)
import { afterEach, describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH } from '../../protocol/vocabulary'
import { startHost } from '../host-server'
import type { HostServer } from '../host-server'
import type { TableEvent } from './table-events'
import { TestClient } from '../../../test-support/wire/test-client'

const hosts: HostServer[] = []
const clients: TestClient[] = []

async function host(seats = 4): Promise<HostServer> {
  const h = await startHost({ host: '127.0.0.1', port: 0, seats, autoStart: false, dataDir: null })
  hosts.push(h)
  return h
}

async function join(h: HostServer, name: string, fields: Record<string, unknown> = {}): Promise<TestClient> {
  const c = await TestClient.join(h.urls.ws, name.slice(0, 12), { name, ...fields })
  clients.push(c)
  return c
}

const seatNames = (h: HostServer) => h.summary().seats.map((s) => s.name)

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  await Promise.all(hosts.splice(0).map((h) => h.close()))
})

describe('names the host refuses', () => {
  it('refuses bot look-alikes, bots\' names, line separators, zero-width characters and lone surrogates with bad-name', async () => {
    const h = await host()
    const refused = [
      ...[
        '\u0299\u1d0f\u1d1b 1',
        '\u0184ot 1',
        '\u13f4OT 1',
        '\u042c\u043e\u0442 1',
        'B\u022ft 1',
        'Bo\u0163 1',
        // a bot's shown name in some language (protocol/bot-names.ts), however it is written
        'Sprocket',
        'ZAHNRAD',
        'Titanio'
      ],
      ...['Ann\u2028Bob', 'Ann\u2029Bob', 'A\u200bnn', 'Ann\ud800', '\ufdfa'.repeat(NAME_MAX_LENGTH + 1)]
    ]
    for (const name of refused) {
      const c = await TestClient.connect(h.urls.ws, 'x')
      clients.push(c)
      const reply = await c.hello({ name })
      expect(reply, JSON.stringify(name)).toMatchObject({ type: 'error', code: 'bad-name' })
    }
    expect(seatNames(h).every((n) => n === null)).toBe(true)
  })
})

describe('one name per person at a table', () => {
  it('numbers a second Ann, a Cyrillic Аnn and a lower-case ann, and each sees their own name', async () => {
    const h = await host()
    await join(h, 'Ann')
    const second = await join(h, 'Ann')
    const cyrillic = await join(h, '\u0410nn')
    const lower = await join(h, 'ann')
    expect(seatNames(h)).toEqual(['Ann', 'Ann 2', '\u0410nn 3', 'ann 4'])
    // What each player's own screen shows on their seat (the newest state after the last join).
    await lower.barrier()
    for (const [client, name] of [
      [second, 'Ann 2'],
      [cyrillic, '\u0410nn 3']
    ] as const) {
      await client.barrier()
      const seat = client.latest?.table.seats.find((s) => s.seat === client.seat)
      expect(seat?.name).toBe(name)
    }
  })

  it('gives a returning "Ann 2" that name back, not the first Ann\u2019s', async () => {
    const h = await host()
    await join(h, 'Ann')
    const second = await join(h, 'Ann')
    const token = second.token
    expect(token).not.toBeNull()
    second.ws.terminate()
    await second.closed
    await join(h, 'Ann', { token })
    expect(seatNames(h).slice(0, 2)).toEqual(['Ann', 'Ann 2'])
  })

  it('keeps different names as they are, accents included', async () => {
    const h = await host()
    for (const name of ['Zoe', 'Zoë', 'Anna', 'محمد']) await join(h, name)
    expect(seatNames(h)).toEqual(['Zoe', 'Zoë', 'Anna', 'محمد'])
  })

  it('numbers a spectator who takes a player\u2019s name, but never a player for a spectator\u2019s', async () => {
    const h = await host(2)
    const joined: string[] = []
    h.onEvent((e: TableEvent) => {
      if (e.type === 'joined') joined.push(e.name)
    })
    await join(h, 'Bob', { spectate: true })
    await join(h, 'Bob')
    await join(h, 'Ann')
    await join(h, 'Ann', { spectate: true })
    expect(seatNames(h)).toEqual(['Bob', 'Ann'])
    expect(joined).toEqual(['Bob', 'Bob', 'Ann', 'Ann 2'])
  })
})
