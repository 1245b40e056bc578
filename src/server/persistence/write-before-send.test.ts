// A crash must lose nothing a player saw (issue: autosave, "nothing lost"): every state a client receives
// has to be on disk already. The test reads the save (snapshot + journal) the moment each state frame arrives.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startHost } from '../host-server'
import type { HostServer } from '../host-server'
import { autoPlay } from '../../../test-support/wire/auto-play'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { TestClient } from '../../../test-support/wire/test-client'
import { DEFAULT_OPTIONS } from '../../engine'
import type { ServerMessage } from '../../protocol/messages'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { simplestLegalPlayer } from '../bot-player'
import { Table } from '../table/table'
import { DEFAULT_HOST_SETTINGS } from '../table/table-config'
import { FileStorage, savePath } from './file-storage'
import { loadSaveSync } from '../../../test-support/server/load-save-sync'

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
      if (message.type !== 'state' && message.type !== 'delta') return
      // Synchronously, before this client could possibly answer: the save is at least this version.
      const saved = loadSaveSync(path)
      expect(saved.version).toBeGreaterThanOrEqual(message.version)
      versionsChecked.push(message.version)
    })
    client.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'P0' })
    await client.nextState()
    const other = await TestClient.join(host.urls.ws, 'P1')
    const stops = [autoPlay(client), autoPlay(other)]
    await client.next((m) => m.type === 'state' && (m.view?.results.length ?? 0) >= 1, 20_000)
    stops.forEach((stop) => stop())
    expect(versionsChecked.length).toBeGreaterThan(10)
  })
})

describe('the save comes before the welcome and the dismiss', () => {
  it('a new seat token is on disk when its welcome is sent, and a kicked seat is gone when the dismiss is', () => {
    dir = mkdtempSync(join(tmpdir(), 'ftf-wbs-'))
    const deps = {
      clock: new FakeClock(),
      random: seededRandom(5),
      botPlayer: simplestLegalPlayer,
      storage: new FileStorage(dir)
    }
    const hostKey = 'host-key-0123456789abcdef'
    const settings = {
      ...{ id: 'write-first-table', name: 'Saved first', seats: 2, pin: null, turnSeconds: 0, hostKey },
      options: { ...DEFAULT_OPTIONS, firstLeader: 0 }
    }
    const table = Table.create(settings, { ...DEFAULT_HOST_SETTINGS, saveGapMs: 0 }, deps)
    const path = savePath(dir, table.id)
    /** A link that reads the save the moment a message is handed to it, as a crash right after would leave it. */
    const watching = () => {
      const link = new FakeLink()
      const seen: { message: ServerMessage; tokens: (string | null)[] }[] = []
      link.send = (message) => seen.push({ message, tokens: loadSaveSync(path).seats.map((s) => s.token) })
      return { link, seen, id: table.connect(link) }
    }
    const hello = { type: 'hello', protocol: PROTOCOL_VERSION } as const
    const hal = watching()
    table.receive(hal.id, { ...hello, name: 'Hal', hostKey, spectate: true })
    const ann = watching()
    table.receive(ann.id, { ...hello, name: 'Ann' })
    const welcome = ann.seen.find((s) => s.message.type === 'welcome')
    const token = welcome?.message.type === 'welcome' ? welcome.message.token : null
    expect(token).toMatch(/./)
    expect(welcome?.tokens).toContain(token)
    table.receive(hal.id, { type: 'kick', seat: 0 })
    const closed = ann.seen.find((s) => s.message.type === 'closed')
    expect(closed?.message).toMatchObject({ kicked: true })
    expect(closed?.tokens).not.toContain(token)
  })
})
