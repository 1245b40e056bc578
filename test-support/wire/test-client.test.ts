// The test client's reading rules, against a bare ws server that sends what each test scripts: with
// history a frame that arrived before the wait is still found; without, only frames still to come count.
import { afterEach, expect, test } from 'vitest'
import { WebSocketServer } from 'ws'
import type { WebSocket } from 'ws'
import { SecretsAudit } from './secrets-audit'
import { TestClient } from './test-client'
import type { ClientOptions } from './test-client'

const servers: WebSocketServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const socket of server.clients) socket.terminate()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A client connected to a server socket the test drives. */
async function pair(options: ClientOptions = {}): Promise<{ client: TestClient; peer: WebSocket }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  const peer = new Promise<WebSocket>((resolve) => server.once('connection', resolve))
  const client = await TestClient.connect(`ws://127.0.0.1:${port}`, 'ann', options)
  return { client, peer: await peer }
}

const error = (code: string) => JSON.stringify({ type: 'error', code, message: code })

test('with history, next finds frames that came before the wait, in order, each once', async () => {
  const { client, peer } = await pair()
  peer.send(error('stale'))
  peer.send(error('bad-json'))
  await client.barrier()
  expect(client.frames).toHaveLength(2)
  await expect(client.next((m) => m.type === 'error')).resolves.toMatchObject({ code: 'stale' })
  await expect(client.next((m) => m.type === 'error')).resolves.toMatchObject({ code: 'bad-json' })
  await expect(client.next(() => true, 100)).rejects.toThrow(/no matching frame within 100 ms/)
  expect(client.errors).toEqual(
    new Map([
      ['stale', 1],
      ['bad-json', 1]
    ])
  )
})

test('without history, next waits for frames still to come', async () => {
  const { client, peer } = await pair({ history: false })
  peer.send(error('stale'))
  await client.barrier()
  expect(client.frames).toEqual([])
  const waiting = client.next((m) => m.type === 'error')
  peer.send(error('bad-json'))
  await expect(waiting).resolves.toMatchObject({ code: 'bad-json' })
})

test('hello says who the client is; the welcome sets its seat and token; every frame is audited', async () => {
  const audit = new SecretsAudit()
  const { client, peer } = await pair({ audit })
  const said = new Promise<unknown>((resolve) =>
    peer.once('message', (data) => {
      resolve(JSON.parse(String(data)))
      peer.send(
        JSON.stringify({ type: 'welcome', protocol: 1, tableId: 't', seat: 2, token: 'tk', isHost: false })
      )
    })
  )
  await expect(client.hello()).resolves.toMatchObject({ type: 'welcome' })
  expect(await said).toMatchObject({ type: 'hello', name: 'ann' })
  expect([client.seat, client.token]).toEqual([2, 'tk'])
  expect(audit.framesChecked).toBe(1)
  expect(client.framesOut).toBe(1)
})

test('a wait ends when the socket closes, with the close code', async () => {
  const { client, peer } = await pair()
  const waiting = client.next((m) => m.type === 'state')
  peer.close(4001, 'replaced')
  await expect(waiting).rejects.toThrow(/closed \(4001\)/)
  await expect(client.closed).resolves.toEqual({ code: 4001, reason: 'replaced' })
  expect(client.open).toBe(false)
})
