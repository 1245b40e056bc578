// Issue 26 over real sockets: the match record reaches every client once the match is over, and no frame
// carries it (or any deal) before. The secrets audit checks every frame each client received (R9, and a
// `matchRecord` only after that client's view of the finished match).
import { afterEach, describe, expect, it } from 'vitest'
import { validateRecord } from '../protocol/match-record'
import type { TableHost } from '../../test-support/server/table-host'
import { startAuditedHost } from '../../test-support/wire/audited-host'
import { autoPlay } from '../../test-support/wire/auto-play'
import type { TestClient } from '../../test-support/wire/test-client'

const started: TableHost[] = []
const clients: TestClient[] = []

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  await Promise.all(started.splice(0).map((h) => h.close()))
})

describe('the match record over sockets', () => {
  it('arrives at every player and spectator right after the final state, and never before', async () => {
    const t = await startAuditedHost({ limits: { rate: { perSecond: 10_000, burst: 10_000 } }, seats: 3 })
    started.push(t.host)
    const ctl = await t.join('Host', { hostKey: t.host.table.hostKey, spectate: true })
    clients.push(ctl)
    ctl.send({ type: 'configure', settings: { target: 5 } })
    ctl.send({ type: 'addBot', seat: 2, level: 'easy' })
    const ann = await t.join('Ann')
    const bob = await t.join('Bob')
    clients.push(ann, bob)
    const stops = [autoPlay(ann), autoPlay(bob)]
    ctl.send({ type: 'start' })
    const received = await Promise.all(
      [ann, bob, ctl].map((c) => c.next((m) => m.type === 'matchRecord', 30_000))
    )
    stops.forEach((stop) => stop())

    for (const client of [ann, bob, ctl]) {
      const types = client.frames.map((m) => m.type)
      const recordAt = types.indexOf('matchRecord')
      expect(types.lastIndexOf('matchRecord')).toBe(recordAt)
      const lastStateBefore = client.frames.slice(0, recordAt).findLast((m) => m.type === 'state')
      expect(lastStateBefore?.type === 'state' && lastStateBefore.view?.phase).toBe('matchOver')
    }
    const first = received[0]
    if (first?.type !== 'matchRecord') throw new Error('no record')
    const checked = validateRecord(first.record)
    expect(checked.ok).toBe(true)
    expect(first.record.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', expect.any(String)])
    expect(first.record.seats[2]).toMatchObject({ bot: true, level: 'easy' })
    expect(received.every((m) => JSON.stringify(m) === JSON.stringify(first))).toBe(true)
    t.audit.assertClean()
  })
})
