// An error nobody caught in the main process (where the table server runs) must not take the window
// with it: the running table is closed with its final save, the players are told why, a 'table-error'
// notice is raised, and the match continues from the save at the same version and seat. Real table
// server on 127.0.0.1, a real WebSocket player; the error arrives the way `process` delivers it.
import { EventEmitter } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { WS_PATH } from '../../protocol/vocabulary'
import { createRealTableServers } from '../../server/hosting/real-table-servers'
import type { AdvertiseTable } from '../../server/hosting/table-server'
import { autoPlay } from '../../../test-support/wire/auto-play'
import { TestClient } from '../../../test-support/wire/test-client'
import { createNoticeBoard } from '../notices'
import { createTableHosting } from './table-hosting'
import type { TableHosting } from './table-hosting'
import { TABLE_ERROR_REASON, catchUnexpectedErrors } from './unexpected-errors'

let userData = ''
const clean: (() => Promise<unknown> | void)[] = []

beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'ftf-unexpected-'))
})

afterEach(async () => {
  for (const step of clean.splice(0).reverse()) await step()
  await rm(userData, { recursive: true, force: true })
})

function setup() {
  const notices = createNoticeBoard()
  const real = createRealTableServers({
    rendererDir: join(userData, 'no-renderer'),
    hostOptions: { botDelayMs: 0, seed: 2222 }
  })
  clean.push(real.dispose)
  const advertise: AdvertiseTable = async () => ({
    status: 'advertising',
    advertiser: { interfaces: [], update: () => undefined, stop: async () => undefined }
  })
  const hosting: TableHosting = createTableHosting({
    startServer: (options) => real.start({ ...options, host: '127.0.0.1', port: 0 }),
    advertise,
    dataDirs: { hosted: userData, solo: join(userData, 'solo') },
    report: notices.add,
    onMatchEnded: () => undefined
  })
  clean.push(() => hosting.stop())
  const process = new EventEmitter()
  const logged: unknown[] = []
  let handled = 0
  const stop = catchUnexpectedErrors(
    process,
    { hosting, report: notices.add, log: (_message, error) => void logged.push(error) },
    () => void handled++
  )
  clean.push(stop)
  return { hosting, notices, process, logged, handled: () => handled }
}

async function joinAt(url: string, hello: { name: string; token?: string }): Promise<TestClient> {
  const client = await TestClient.join(new URL(WS_PATH, url.replace(/^http/, 'ws')).href, hello.name, hello)
  clean.push(() => client.terminate())
  return client
}

it('closes the running table with its save, tells the players, raises a notice; the match goes on from the save', async () => {
  const { hosting, notices, process, logged, handled } = setup()
  const solo = await hosting.solo({ bots: ['easy'], options: { target: 200 } })
  const ada = await joinAt(solo.url, { name: 'Ada' })
  const stopPlaying = autoPlay(ada)
  const played = await ada.nextState((m) => m.version >= 4 && m.view?.phase === 'playing')
  stopPlaying()
  await new Promise((resolve) => setTimeout(resolve, 50))
  const seen = ada.latest?.version ?? played.version

  const boom = new Error('boom in a socket callback')
  expect(process.emit('uncaughtException', boom)).toBe(true)
  await expect.poll(handled).toBe(1)

  expect(logged).toEqual([boom])
  await expect(ada.next((m) => m.type === 'closed')).resolves.toEqual({
    type: 'closed',
    reason: TABLE_ERROR_REASON,
    code: 'table-closed'
  })
  expect(hosting.running()).toBeUndefined()
  expect(notices.list()).toEqual([
    expect.objectContaining({
      kind: 'table-error',
      message: expect.stringMatching(/"Solo" stopped after an unexpected error \(boom in a socket callback\)/)
    })
  ])

  // The save has every version the player saw: the match continues there, at the same seat.
  const offered = await hosting.resumable()
  expect(offered).toMatchObject({ tableName: 'Solo' })
  const resumed = await hosting.resume()
  expect(resumed.seat).toBe(0)
  const again = await joinAt(resumed.url, { name: 'Ada', token: resumed.seatToken })
  expect(again.latest?.version).toBeGreaterThanOrEqual(seen)
  expect(again.latest?.view?.seat).toBe(0)
})

it('with no table running, an unexpected error (or rejection) is logged and raised as a notice', async () => {
  const { notices, process, logged, handled } = setup()
  process.emit('unhandledRejection', new Error('lost promise'))
  await expect.poll(handled).toBe(1)
  expect(logged).toHaveLength(1)
  expect(notices.list()).toEqual([
    expect.objectContaining({ kind: 'table-error', message: expect.stringContaining('lost promise') })
  ])
})
