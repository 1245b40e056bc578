// A crash must lose nothing a player saw (issue: autosave, "nothing lost"): every state a client receives
// has to be on disk already. The test reads the save (snapshot + journal) the moment each state frame arrives.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startHost } from '../host-server'
import type { HostServer } from '../host-server'
import { autoPlay } from '../../../test-support/wire/auto-play'
import { TestClient } from '../../../test-support/wire/test-client'
import type { ServerMessage } from '../../protocol/messages'
import { loadSaveSync } from './file-storage'

let host: HostServer | null = null
let dir = ''

afterEach(async () => {
  await host?.close()
  host = null
  if (dir !== '') rmSync(dir, { recursive: true, force: true })
})

describe('autosave before send', () => {
  it('every state frame a player receives is already in the save on disk', async () => {
    dir = mkdtempSync(join(tmpdir(), 'ftf-wbs-'))
    host = await startHost({
      seats: 3,
      bots: [{ seat: 2, level: 'easy' }],
      botDelayMs: 0,
      autoStart: true,
      seed: 11,
      dataDir: dir
    })
    const path = host.savePath ?? ''
    const versionsChecked: number[] = []
    const client = await TestClient.connect(host.urls.ws, 'P0')
    client.ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage
      if (message.type !== 'state') return
      // Synchronously, before this client could possibly answer: the save is at least this version.
      const saved = loadSaveSync(path)
      expect(saved.version).toBeGreaterThanOrEqual(message.version)
      versionsChecked.push(message.version)
    })
    client.send({ type: 'hello', protocol: 1, name: 'P0' })
    await client.nextState()
    const other = await TestClient.join(host.urls.ws, 'P1')
    const stops = [autoPlay(client), autoPlay(other)]
    await client.next((m) => m.type === 'state' && (m.view?.results.length ?? 0) >= 1, 20_000)
    stops.forEach((stop) => stop())
    expect(versionsChecked.length).toBeGreaterThan(10)
  })
})
