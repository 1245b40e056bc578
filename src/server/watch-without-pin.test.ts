// Integration (issue 25): the lobby setting "Allow watching without the PIN", over real sockets. A party
// screen on the TV connects as a spectator; the host decides whether it needs the table's PIN. Watching
// never takes a seat or gets a hand (RULES.md R9): every frame below also goes through the secrets audit.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServerMessage, TableInfo } from '../protocol/messages'
import { startAuditedHost } from '../../test-support/wire/audited-host'
import type { AuditedHost } from '../../test-support/wire/audited-host'
import type { TestClient } from '../../test-support/wire/test-client'

const PIN = '4321'
const started: AuditedHost[] = []
const clients: TestClient[] = []
const dirs: string[] = []

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  await Promise.all(started.splice(0).map((h) => h.host.close()))
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
})

async function table(
  options: Parameters<typeof startAuditedHost>[0] = {}
): Promise<{ t: AuditedHost; host: TestClient }> {
  const t = await startAuditedHost({ seats: 3, ...options })
  started.push(t)
  const host = await t.join('Host', { hostKey: t.host.table.hostKey, spectate: true })
  clients.push(host)
  return { t, host }
}

/** A party screen's hello: to watch, with no PIN. The welcome, or the refusal. */
async function watchWithoutPin(
  t: AuditedHost,
  label = 'TV'
): Promise<{ client: TestClient; reply: ServerMessage }> {
  const client = await t.connect(label)
  clients.push(client)
  return { client, reply: await client.hello({ spectate: true }) }
}

/** The host's settings save, until the host's own state shows it. */
async function configure(
  host: TestClient,
  settings: object,
  shown: (t: TableInfo) => boolean
): Promise<TableInfo> {
  host.send({ type: 'configure', settings })
  return (await host.nextState((m) => shown(m.table))).table
}

describe('watching without the PIN', () => {
  it('is on by default at a table without a PIN: a spectator watches, with no seat and no token', async () => {
    const { t } = await table()
    expect(t.host.table.info()).toMatchObject({ pinRequired: false, watchWithoutPin: true })
    const { reply } = await watchWithoutPin(t)
    expect(reply).toMatchObject({ type: 'welcome', seat: null, token: null, isHost: false })
  })

  it('is off by default once there is a PIN: a spectator without it is refused, and told that watching needs it', async () => {
    const { t } = await table({ pin: PIN })
    expect(t.host.table.info()).toMatchObject({ pinRequired: true, watchWithoutPin: false })
    const { reply } = await watchWithoutPin(t)
    expect(reply).toMatchObject({
      type: 'error',
      code: 'wrong-pin',
      message: expect.stringMatching(/to watch/)
    })
    // with the PIN, watching works as before
    expect(await (await t.connect('Watcher')).hello({ spectate: true, pin: PIN })).toMatchObject({
      type: 'welcome',
      seat: null
    })
  })

  it('when the host allows it, a spectator watches a PIN table without the PIN and never gets a seat or a hand', async () => {
    const { t, host } = await table({ pin: PIN, seats: 2, bots: [{ seat: 1, level: 'easy' }] })
    expect(await configure(host, { watchWithoutPin: true }, (i) => i.watchWithoutPin)).toMatchObject({
      pinRequired: true
    })
    const { client: tv, reply } = await watchWithoutPin(t)
    expect(reply).toMatchObject({ type: 'welcome', seat: null, token: null })
    await tv.nextState()
    // a free seat is there, but watching without the PIN is no way past it
    tv.send({ type: 'takeSeat', seat: 0 })
    expect(await tv.nextError()).toMatchObject({ code: 'wrong-pin' })
    // a player without the PIN, and a spectator with a wrong one, are still refused
    expect(await (await t.connect('Eve')).hello({})).toMatchObject({ type: 'error', code: 'wrong-pin' })
    expect(await (await t.connect('Mal')).hello({ spectate: true, pin: '0000' })).toMatchObject({
      code: 'wrong-pin',
      message: 'Wrong PIN.'
    })

    const ann = await t.join('Ann', { pin: PIN })
    clients.push(ann)
    host.send({ type: 'start' })
    const playing = await tv.nextState((m) => m.view !== null)
    expect(playing.view).toMatchObject({ seat: null, hand: null })
    expect(playing.table.seats.map((s) => s.name)).not.toContain('TV')
    expect(playing.table.spectators).toBe(2) // the host's spectating connection and the TV
  })

  it('follows the PIN until the host chooses, and then keeps the choice whatever the PIN does', async () => {
    const { host } = await table()
    await configure(host, { pin: PIN }, (i) => i.pinRequired && !i.watchWithoutPin)
    await configure(host, { pin: '' }, (i) => !i.pinRequired && i.watchWithoutPin)
    // the host's explicit "off" outlasts removing and setting the PIN again
    await configure(host, { watchWithoutPin: false }, (i) => !i.watchWithoutPin)
    await configure(host, { pin: PIN }, (i) => i.pinRequired)
    expect(await configure(host, { target: 15 }, (i) => i.target === 15)).toMatchObject({
      watchWithoutPin: false
    })
    // and an explicit "on" outlasts a new PIN
    await configure(host, { watchWithoutPin: true }, (i) => i.watchWithoutPin)
    expect(await configure(host, { pin: '9876' }, (i) => i.target === 15 && i.pinRequired)).toMatchObject({
      watchWithoutPin: true
    })
  })

  it('only the host changes it: a player is refused with not-host and the table stays as it was', async () => {
    const { t } = await table({ pin: PIN })
    const ann = await t.join('Ann', { pin: PIN })
    clients.push(ann)
    const before = t.host.table.info()
    ann.send({ type: 'configure', settings: { watchWithoutPin: true } })
    expect(await ann.nextError()).toMatchObject({ code: 'not-host' })
    expect(t.host.table.info()).toEqual(before)
    expect((await watchWithoutPin(t)).reply).toMatchObject({ type: 'error', code: 'wrong-pin' })
  })

  it('is kept across a restart of the host', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ftf-watch-'))
    dirs.push(dir)
    const first = await table({ pin: PIN, dataDir: dir })
    await configure(first.host, { watchWithoutPin: true }, (i) => i.watchWithoutPin)
    await Promise.all(started.splice(0).map((h) => h.host.close()))

    const { t } = await table({ dataDir: dir, resume: true })
    expect(t.host.table.info()).toMatchObject({ pinRequired: true, watchWithoutPin: true })
    expect((await watchWithoutPin(t)).reply).toMatchObject({ type: 'welcome', seat: null })
  })
})
