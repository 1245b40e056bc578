// The table closes connections for a reason (left, replaced, table closed); the ws edge turns each into
// its close code, which clients (and the soak) rely on: 1000, 4001, 1001.
import { afterEach, describe, expect, it } from 'vitest'
import { startHost } from '../host-server'
import type { HostServer } from '../host-server'
import { TestClient } from '../../../test-support/wire/test-client'

let host: HostServer | null = null
const clients: TestClient[] = []

afterEach(async () => {
  for (const client of clients.splice(0)) client.ws.terminate()
  await host?.close()
  host = null
})

async function join(label: string, token?: string): Promise<TestClient> {
  const client = await TestClient.join(host!.urls.ws, label, token === undefined ? {} : { token })
  clients.push(client)
  return client
}

describe('close codes', () => {
  it('a player who leaves is closed normally (1000), after being told why', async () => {
    host = await startHost({ seats: 2 })
    const ann = await join('Ann')
    ann.send({ type: 'leave' })
    expect(await ann.next((m) => m.type === 'closed')).toEqual({
      type: 'closed',
      reason: 'You left the table.',
      code: 'left'
    })
    expect((await ann.closed).code).toBe(1000)
  })

  it('a newer connection with the same token takes the seat; the older one is closed with 4001', async () => {
    host = await startHost({ seats: 2 })
    const old = await join('Ann')
    const again = await join('Ann', old.token ?? '')
    expect(again.seat).toBe(0)
    expect(await old.next((m) => m.type === 'closed')).toMatchObject({ type: 'closed' })
    expect((await old.closed).code).toBe(4001)
  })

  it('every client of a table that closes gets 1001 (going away)', async () => {
    host = await startHost({ seats: 2 })
    const ann = await join('Ann')
    const sue = await TestClient.join(host.urls.ws, 'Sue', { spectate: true })
    clients.push(sue)
    await host.close()
    host = null
    expect((await ann.closed).code).toBe(1001)
    expect((await sue.closed).code).toBe(1001)
  })
})
