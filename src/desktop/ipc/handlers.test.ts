import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DiscoveryUnavailable } from '../discovery/discovery-service'
import type { DiscoveryService } from '../discovery/discovery-service'
import { createNoticeBoard } from '../notices'
import { openHistoryStore } from '../storage/history-store'
import { openSettingsStore } from '../storage/settings-store'
import { openTournamentHistory } from '../storage/tournament-history-store'
import { INVOKE_CHANNELS, invokeContract } from '../../ipc/contract'
import type { InvokeChannel } from '../../ipc/contract'
import { HostingError } from '../hosting/hosting-error'
import { createTableHosting } from '../hosting/table-hosting'
import { createTournamentHosting } from '../hosting/tournament-hosting'
import { simplestLegalPlayer } from '../../server/bot-player'
import { loopbackBackends } from '../../../test-support/desktop/loopback-backends'
import { FakeElectron } from '../../../test-support/main/fake-electron'
import { FakeTableSaves, FakeTableServers } from '../../../test-support/main/fake-table-server'
import { createIpcHandlers } from './handlers'
import type { DesktopServices } from '../services'

type Call = (...args: unknown[]) => Promise<unknown> | unknown

describe('the handlers without services', () => {
  const electron = new FakeElectron()
  const handlers = createIpcHandlers(electron.app, electron.runtime)

  it('tell the app info', async () => {
    const result = await handlers['app:info']()
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Five Three Five',
        version: '0.1.0',
        electron: '45.5.0',
        chrome: '142.0.0.0',
        node: '22.20.0',
        platform: 'linux'
      }
    })
    expect(result.ok && invokeContract['app:info'].result.safeParse(result.value).success).toBe(true)
  })

  it.each(INVOKE_CHANNELS.filter((channel) => channel !== 'app:info'))(
    '%s answers not-available',
    async (channel) => {
      const handler = handlers[channel] as Call
      await expect(Promise.resolve(handler())).resolves.toMatchObject({
        ok: false,
        error: { code: 'not-available' }
      })
    }
  )
})

describe('the handlers with services', () => {
  let dir: string
  let services: DesktopServices
  let servers: FakeTableServers
  let disposeLoopback: () => Promise<void>
  let call: (channel: InvokeChannel, ...args: unknown[]) => Promise<unknown>
  const discovery: DiscoveryService = {
    list: () => Promise.reject(new DiscoveryUnavailable('no usable network interface')),
    stop: async () => undefined
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ftf-handlers-'))
    const electron = new FakeElectron()
    const notices = createNoticeBoard()
    servers = new FakeTableServers()
    // The tournament is the real one, on loopback (its tables would be too).
    const loopback = loopbackBackends(join(dir, 'no-renderer'), () => undefined, { botPlayer: simplestLegalPlayer })
    disposeLoopback = loopback.dispose
    services = {
      notices,
      settings: await openSettingsStore(dir, notices.add),
      history: await openHistoryStore(dir, notices.add),
      discovery,
      hosting: createTableHosting({
        startServer: servers.start,
        advertise: servers.advertise,
        dataDirs: { hosted: dir, solo: join(dir, 'solo') },
        saves: { solo: new FakeTableSaves() },
        report: notices.add,
        onMatchEnded: () => undefined
      }),
      tournament: createTournamentHosting({ open: loopback.backends.openTournament, dataDir: dir, port: 0 }),
      tournamentHistory: await openTournamentHistory(dir, notices.add)
    }
    const party = (port: number) => ({ where: 'window' as const, url: `http://127.0.0.1:${port}/?screen=party` })
    const handlers = createIpcHandlers(electron.app, electron.runtime, services, party)
    call = async (channel, ...args) => (handlers[channel] as Call)(...args)
  })

  afterAll(async () => {
    await services.hosting.stop()
    await services.tournament.stop()
    await disposeLoopback()
    await rm(dir, { recursive: true, force: true })
  })

  it('read and change the settings', async () => {
    await expect(call('settings:get')).resolves.toMatchObject({ ok: true, value: { playerName: '' } })
    await expect(call('settings:set', { playerName: 'Ada' })).resolves.toMatchObject({
      ok: true,
      value: { playerName: 'Ada' }
    })
    await expect(call('settings:get')).resolves.toMatchObject({ ok: true, value: { playerName: 'Ada' } })
  })

  it('run a table and stop it', async () => {
    await expect(call('table:current')).resolves.toEqual({ ok: true, value: null })
    const solo = await call('table:solo', { bots: ['easy'] })
    expect(solo).toMatchObject({ ok: true, value: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:/) } })
    await expect(call('table:current')).resolves.toMatchObject({ ok: true, value: { kind: 'solo' } })
    await expect(call('table:stop')).resolves.toEqual({ ok: true, value: { stopped: true } })
    await expect(call('table:stop')).resolves.toEqual({ ok: true, value: { stopped: false } })
  })

  it('show the running LAN table on a big screen, and refuse without one (issue 25)', async () => {
    await expect(call('party:open')).resolves.toMatchObject({ ok: false, error: { code: 'not-available' } })
    await call('table:solo', { bots: ['easy'] })
    await expect(call('party:open')).resolves.toMatchObject({ ok: false, error: { code: 'not-available' } })
    await call('table:stop')
    const hosted = (await call('table:host', { name: 'Den', seats: 3 })) as { ok: true; value: { port: number } }
    await expect(call('party:open')).resolves.toEqual({
      ok: true,
      value: { where: 'window', url: `http://127.0.0.1:${hosted.value.port}/?screen=party` }
    })
    await call('table:stop')
  })

  it('turn hosting refusals into their error codes', async () => {
    servers.busyPorts.add(7000)
    await expect(call('table:host', { name: 'Den', seats: 4, port: 7000 })).resolves.toMatchObject({
      ok: false,
      error: { code: 'port-in-use', message: expect.stringContaining('7000') }
    })
    await expect(call('table:resume')).resolves.toMatchObject({
      ok: false,
      error: { code: 'nothing-to-resume' }
    })
    await expect(call('table:resumable')).resolves.toEqual({ ok: true, value: null })
    await expect(call('table:discard')).resolves.toEqual({ ok: true, value: { discarded: false } })
    expect(new HostingError('save-unreadable', 'x').code).toBe('save-unreadable')
  })

  it('answer the LAN-table resume channels from the hosted saves in the user-data folder', async () => {
    await expect(call('hosted:resumable')).resolves.toEqual({ ok: true, value: null })
    await expect(call('hosted:resume')).resolves.toMatchObject({
      ok: false,
      error: { code: 'nothing-to-resume' }
    })
    await expect(call('hosted:discard')).resolves.toEqual({ ok: true, value: { discarded: false } })
    // hosting remembers where the table listens, beside the saves, for reopening it later
    const hosted = (await call('table:host', { name: 'Den', seats: 3 })) as { ok: true; value: { port: number } }
    await vi.waitFor(async () =>
      expect(JSON.parse(await readFile(join(dir, 'hosted-table.json'), 'utf8'))).toMatchObject({
        port: hosted.value.port,
        hostSeat: null
      })
    )
    await call('table:stop')
  })

  it('run one tournament at a time, refuse a second with the way back to the first, and stop it', async () => {
    await expect(call('tournament:running')).resolves.toEqual({ ok: true, value: null })
    const settings = { name: 'Friday night', format: 'swiss', stages: 3, dealsPerStage: 2 }
    const hosted = (await call('tournament:host', settings)) as {
      ok: true
      value: { address: string; directorKey: string; joinUrls: string[] }
    }
    expect(hosted).toMatchObject({ ok: true, value: { address: expect.stringMatching(/^127\.0\.0\.1:\d+$/) } })
    await expect(call('tournament:host', { ...settings, name: 'Another' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'tournament-running', message: expect.stringContaining(hosted.value.address) }
    })
    await expect(call('tournament:running')).resolves.toEqual({
      ok: true,
      value: { ...hosted.value, name: 'Friday night' }
    })
    await expect(call('tournament:stop')).resolves.toEqual({ ok: true, value: { stopped: true } })
    await expect(call('tournament:stop')).resolves.toEqual({ ok: true, value: { stopped: false } })
    await expect(call('tournament:running')).resolves.toEqual({ ok: true, value: null })
  })

  it('let unexpected failures through to the registry (an internal error there)', async () => {
    servers.failNext = new Error('EACCES /secret/path')
    await expect(call('table:host', { name: 'Den', seats: 4, port: 0 })).rejects.toThrow('EACCES')
  })

  it('answer not-available with the reason when the LAN list cannot be had', async () => {
    await expect(call('discovery:list')).resolves.toEqual({
      ok: false,
      error: { code: 'not-available', message: 'no usable network interface' }
    })
  })

  it('list the history and the notices, and dismiss a notice', async () => {
    await expect(call('history:list')).resolves.toEqual({
      ok: true,
      value: { entries: [], stats: { matches: 0, wins: 0, rounds: 0, averagePenaltyPerRound: null } }
    })
    await expect(call('tournament:history')).resolves.toEqual({ ok: true, value: [] })
    await expect(call('tournament:record', 'no-such-tournament', 0)).resolves.toEqual({
      ok: true,
      value: { text: null }
    })
    services.notices.add({ kind: 'advertise-failed', message: 'x' })
    const listed = (await call('notices:list')) as { value: { id: string }[] }
    expect(listed.value).toHaveLength(1)
    await expect(call('notices:dismiss', listed.value[0]?.id)).resolves.toEqual({ ok: true, value: [] })
  })
})
