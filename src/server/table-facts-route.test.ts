// The join page learns the table's name and whether it needs a PIN before joining (issue 23: it said
// "Table at 127.0.0.1:5350" and asked for the PIN only after a refusal), and follows the host's changes.
import { afterEach, describe, expect, it } from 'vitest'
import { PROTOCOL_VERSION } from '../protocol/vocabulary'
import { parseTableFacts } from '../protocol/table-facts'
import { TABLE_FACTS_PATH } from '../protocol/vocabulary'
import { TestClient } from '../../test-support/wire/test-client'
import { startHost } from './host-server'
import type { HostServer } from './host-server'

let host: HostServer | null = null
afterEach(async () => {
  await host?.close()
  host = null
})

async function facts(server: HostServer) {
  const answer = await fetch(new URL(TABLE_FACTS_PATH, server.urls.local))
  expect(answer.headers.get('cache-control')).toBe('no-store')
  return parseTableFacts(await answer.json())
}

describe('the table facts route', () => {
  it('names the table and says whether it needs a PIN, never the PIN itself', async () => {
    host = await startHost({ name: 'Kitchen table', pin: '4321', seats: 2 })
    const answer = await fetch(new URL(TABLE_FACTS_PATH, host.urls.local))
    const text = await answer.text()
    expect(text).not.toContain('4321')
    expect(parseTableFacts(JSON.parse(text))).toEqual({
      id: host.info().id,
      name: 'Kitchen table',
      status: 'lobby',
      pinRequired: true
    })
  })

  it('follows the host: a PIN removed in the lobby is no longer asked for', async () => {
    host = await startHost({ name: 'Den', pin: '4321', seats: 2, hostKey: 'host-key-0123456789abcdef' })
    expect(await facts(host)).toMatchObject({ name: 'Den', pinRequired: true })
    const hal = await TestClient.connect(host.urls.ws)
    hal.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Hal', hostKey: 'host-key-0123456789abcdef' })
    await hal.next((m) => m.type === 'state')
    hal.send({ type: 'configure', settings: { pin: '', name: 'Den 2' } })
    await hal.next((m) => m.type === 'state' && !m.table.pinRequired)
    expect(await facts(host)).toMatchObject({ name: 'Den 2', pinRequired: false })
    await hal.close()
  })
})
