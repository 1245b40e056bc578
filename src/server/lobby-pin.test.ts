// Integration: the table PIN across a lobby settings save (issue 23). A save that leaves `pin` out keeps
// the PIN; only an explicit '' removes it; and the PIN itself is never sent to anyone, the host's own
// connection included (RULES.md R9: every frame goes through the secrets audit as well).
import { afterEach, describe, expect, it } from 'vitest'
import { PROTOCOL_VERSION } from '../protocol/vocabulary'
import { startAuditedHost } from '../../test-support/wire/audited-host'
import type { AuditedHost } from '../../test-support/wire/audited-host'
import type { TestClient } from '../../test-support/wire/test-client'

const PIN = '4321'
const started: AuditedHost[] = []
const clients: TestClient[] = []

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  await Promise.all(started.splice(0).map((h) => h.host.close()))
})

async function pinTable(): Promise<{ t: AuditedHost; host: TestClient; ann: TestClient; watcher: TestClient }> {
  const t = await startAuditedHost({ seats: 3, pin: PIN })
  started.push(t)
  const host = await t.join('Host', { hostKey: t.host.table.hostKey, spectate: true })
  const ann = await t.join('Ann', { pin: PIN })
  const watcher = await t.join('Watcher', { pin: PIN, spectate: true })
  clients.push(host, ann, watcher)
  return { t, host, ann, watcher }
}

/** Where `pin` shows in `value`: any string holding it (keys too) and any number that is it. Not a search
 *  of the frames' text: a timestamp such as serverNow 1796390443216 holds "4321" by chance (CI, 2026-12-04). */
function mentionsOf(pin: string, value: unknown): string[] {
  if (typeof value === 'string') return value.includes(pin) ? [value] : []
  if (typeof value === 'number') return String(value) === pin ? [pin] : []
  if (Array.isArray(value)) return value.flatMap((item) => mentionsOf(pin, item))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [...mentionsOf(pin, key), ...mentionsOf(pin, item)])
  return []
}

/** What a newcomer without a PIN hears at the door: an error code, or 'welcome'. */
async function knockWithoutPin(t: AuditedHost): Promise<string> {
  const eve = await t.connect('Eve')
  clients.push(eve)
  eve.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Eve' })
  const reply = await eve.next((m) => m.type === 'welcome' || m.type === 'error')
  return reply.type === 'error' ? reply.code : reply.type
}

describe('the table PIN across a lobby settings save', () => {
  it('is kept by a save that does not mention it: everyone sees "PIN required", a newcomer still needs it', async () => {
    const { t, host, ann } = await pinTable()
    host.send({ type: 'configure', settings: { target: 15, turnSeconds: 30 } })
    const saved = await ann.nextState((m) => m.table.target === 15)
    expect(saved.table.pinRequired).toBe(true)
    expect(await knockWithoutPin(t)).toBe('wrong-pin')
  })

  it('is removed only by an explicit empty PIN, and a new PIN replaces it', async () => {
    const { t, host, ann } = await pinTable()
    host.send({ type: 'configure', settings: { pin: '' } })
    expect((await ann.nextState((m) => !m.table.pinRequired)).table.pinRequired).toBe(false)
    expect(await knockWithoutPin(t)).toBe('welcome')
    host.send({ type: 'configure', settings: { pin: '9876' } })
    await ann.nextState((m) => m.table.pinRequired)
    expect(await knockWithoutPin(t)).toBe('wrong-pin')
  })

  it('never reaches a player, a spectator or the host connection in any frame', async () => {
    const { host, ann, watcher } = await pinTable()
    host.send({ type: 'configure', settings: { target: 15 } })
    host.send({ type: 'configure', settings: { name: 'Kitchen' } })
    for (const c of [host, ann, watcher]) await c.nextState((m) => m.table.name === 'Kitchen')
    for (const c of [host, ann, watcher]) {
      expect(c.frames.length).toBeGreaterThan(0)
      expect(mentionsOf(PIN, c.frames)).toEqual([])
    }
  })
})
