// The desktop's table hosting with the real table server (src/server's startHost) on 127.0.0.1 and a real
// WebSocket client playing the window's part. The advertiser is a fake: no multicast in unit tests.
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { legalMovesForView } from '../../engine'
import { WS_PATH } from '../../protocol/vocabulary'
import { openHistoryStore } from '../storage/history-store'
import type { FinishedMatch } from '../storage/history-store'
import { playUntilMatchOver } from '../../../test-support/wire/auto-play'
import { TestClient } from '../../../test-support/wire/test-client'
import type { Hello, StateMessage } from '../../../test-support/wire/test-client'
import { createRealTableServers, unpackedWorkerUrl } from '../../server/hosting/real-table-servers'
import { createTableHosting } from './table-hosting'
import type { AdvertiseTable, HostingProblem, TableServer } from '../../server/hosting/table-server'

let userData: string
const players: TestClient[] = []
let stopHosting: (() => Promise<unknown>) | undefined
let dispose: (() => Promise<void>) | undefined

beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'ftf-hosting-'))
})

afterEach(async () => {
  for (const player of players.splice(0)) void player.close()
  await stopHosting?.()
  await dispose?.()
  await rm(userData, { recursive: true, force: true })
})

function setup() {
  const problems: HostingProblem[] = []
  const report = (problem: HostingProblem) => void problems.push(problem)
  const finished: FinishedMatch[] = []
  // the app's own bot player: easy/medium/hard policies in worker threads
  const real = createRealTableServers({
    rendererDir: join(userData, 'no-renderer'),
    hostOptions: { botDelayMs: 0, seed: 535 }
  })
  dispose = real.dispose
  const advertised: TableServer[] = []
  const advertise: AdvertiseTable = async (server) => {
    advertised.push(server)
    return {
      status: 'advertising',
      advertiser: { interfaces: [], update: () => undefined, stop: async () => undefined }
    }
  }
  const soloDir = join(userData, 'solo')
  const hosting = createTableHosting({
    // LAN tables too listen on loopback only here: tests never open a port on real interfaces.
    startServer: (options) => real.start({ ...options, host: '127.0.0.1', port: 0 }),
    advertise,
    dataDirs: { hosted: userData, solo: soloDir },
    report,
    onMatchEnded: (match) => void finished.push(match)
  })
  stopHosting = () => hosting.stop()
  return { hosting, finished, advertised, problems, soloDir }
}

/** Connects at the table's join URL and says hello the way the window does; resolves with the welcome. */
async function joinTable(url: string, hello: Partial<Hello>) {
  const player = await TestClient.connect(new URL(WS_PATH, url.replace(/^http/, 'ws')).href, hello.name)
  players.push(player)
  const welcome = await player.hello(hello)
  if (welcome.type !== 'welcome') throw new Error(`refused: ${welcome.code}`)
  return { player, welcome }
}

describe('unpackedWorkerUrl', () => {
  it('starts the bot worker from app.asar.unpacked in a packaged app, from where it is otherwise', () => {
    expect(
      unpackedWorkerUrl(
        new URL('file:///opt/Five%20Three%20Five/resources/app.asar/out/main/worker-entry.js')
      ).href
    ).toBe('file:///opt/Five%20Three%20Five/resources/app.asar.unpacked/out/main/worker-entry.js')
    const source = new URL('file:///work/main/src/server/bots/worker-entry.ts')
    expect(unpackedWorkerUrl(source).href).toBe(source.href)
  })
})

describe('the real table server behind the hosting lifecycle', () => {
  it('hosts a table the window joins over ws with the host key, then says goodbye', async () => {
    const { hosting, advertised } = setup()
    const hosted = await hosting.host({ name: 'Den', seats: 2 })
    expect(advertised).toHaveLength(1)
    expect(hosted.url).toBe(`http://127.0.0.1:${hosted.port}/`)
    const { player, welcome } = await joinTable(hosted.url, { name: 'Host', hostKey: hosted.hostKey })
    expect(welcome).toMatchObject({ seat: 0, isHost: true })
    await hosting.stop()
    await expect(player.next((m) => m.type === 'closed')).resolves.toEqual({
      type: 'closed',
      reason: 'The host closed the table.',
      code: 'table-closed'
    })
    await player.closed
  })

  it('opens a solo table with the settings and the bots asked for', async () => {
    const { hosting } = setup()
    const solo = await hosting.solo({
      bots: ['hard', 'easy'],
      name: 'Den',
      options: { target: 30, threePlayerHand: 16, overwrite: 'bigger', firstLeader: 0, turnSeconds: 15 }
    })
    const { player } = await joinTable(solo.url, { name: 'Ada' })
    const { table } = await player.nextState()
    expect(table).toMatchObject({
      name: 'Den',
      target: 30,
      threePlayerHand: 16,
      overwrite: 'bigger',
      firstLeader: 0,
      turnSeconds: 15
    })
    expect(table.seats.map((s) => [s.kind, s.level])).toEqual([
      ['human', null],
      ['bot', 'hard'],
      ['bot', 'easy']
    ])
  })

  it('plays a solo match against a bot to the end and records it', async () => {
    const { hosting, finished, soloDir } = setup()
    const solo = await hosting.solo({ bots: ['easy'], options: { target: 1 } })
    const { player, welcome } = await joinTable(solo.url, { name: 'Ada' })
    expect(welcome.seat).toBe(0)
    const last = await playUntilMatchOver(player)
    await expect.poll(() => finished.length).toBe(1)
    // Two players play two hands (R2.two): the target does not end the match, round 2 does.
    expect(finished[0]).toMatchObject({ kind: 'solo', tableName: 'Solo', rounds: 2 })
    expect(finished[0]?.players.map((p) => [p.name, p.bot, p.me, p.points])).toEqual([
      ['Ada', false, true, last.view?.totals[0]],
      [expect.any(String), true, false, last.view?.totals[1]]
    ])
    expect(finished[0]?.players.filter((p) => p.winner).length).toBeGreaterThan(0)
    expect(finished[0]?.practice).toBeUndefined() // nothing was taken back
    // a finished solo match leaves nothing to resume
    await hosting.stop()
    expect(await readdir(join(soloDir, 'tables'))).toEqual([])
    await expect(hosting.resumable()).resolves.toBeNull()
  })

  it('closes an unfinished solo match cleanly, keeps its save and resumes it at the same seat', async () => {
    const { hosting } = setup()
    const solo = await hosting.solo({ bots: ['medium', 'hard'], options: { target: 200 } })
    const first = await joinTable(solo.url, { name: 'Ada' })
    await first.player.nextState((m) => m.view !== null)
    expect(hosting.matchInProgress()).toBe(true)

    await hosting.stop()
    await expect(first.player.next((m) => m.type === 'closed')).resolves.toMatchObject({ type: 'closed' })
    const offered = await hosting.resumable()
    expect(offered).toMatchObject({ tableName: 'Solo', round: 1 })
    expect(offered?.players.map((p) => p.bot)).toEqual([false, true, true])
    expect(offered?.players[0]?.name).toBe('Ada')

    const resumed = await hosting.resume()
    expect(resumed.seat).toBe(0)
    expect(resumed.seatToken).toBe(first.welcome.token)
    const again = await joinTable(resumed.url, { name: 'Ada', token: resumed.seatToken })
    expect(again.welcome).toMatchObject({ seat: 0 })
    await again.player.nextState((m) => m.view?.seat === 0)
    await hosting.stop()
    expect(existsSync(join(userData, 'solo', 'tables'))).toBe(true)
    await expect(hosting.resumable()).resolves.not.toBeNull()
  })

  it('records a solo match resumed after a move was taken back as practice, left out of the stats', async () => {
    const { hosting, finished } = setup()
    const solo = await hosting.solo({ bots: ['easy'], options: { target: 1, firstLeader: 0 } })
    const first = await joinTable(solo.url, { name: 'Ada' })
    const myTurn = (m: StateMessage) => m.view?.phase === 'playing' && m.view.turn === m.view.seat
    const before = await first.player.nextState(myTurn)
    const move = legalMovesForView(before.view!).find((m) => m.kind !== 'pass')!
    first.player.send({ type: 'move', version: before.version, move })
    const replied = await first.player.nextState((m) => m.version > before.version && myTurn(m))
    first.player.send({ type: 'undo', version: replied.version })
    await first.player.nextState((m) => m.version > replied.version)
    await hosting.stop()

    const resumed = await hosting.resume()
    const again = await joinTable(resumed.url, { name: 'Ada', token: resumed.seatToken })
    await playUntilMatchOver(again.player)
    await expect.poll(() => finished.length).toBe(1)
    expect(finished[0]).toMatchObject({ kind: 'solo', practice: true })
    const history = await openHistoryStore(join(userData, 'history'), () => undefined)
    await history.add(finished[0]!)
    expect(history.list().entries[0]?.practice).toBe(true)
    expect(history.list().stats.matches).toBe(0)
  })
})

describe('a host who leaves a LAN match keeps the table', () => {
  /** A LAN table for three: the host's window (host key), Cy in a browser and an easy bot, mid-match. */
  async function matchUnderWay() {
    const { hosting } = setup()
    const hosted = await hosting.host({ name: 'Den', seats: 3 })
    const host = await joinTable(hosted.url, { name: 'Ada', hostKey: hosted.hostKey })
    const guest = await joinTable(hosted.url, { name: 'Cy' })
    host.player.send({ type: 'addBot', seat: 2, level: 'easy' })
    await host.player.nextState((m) => m.table.seats[2]?.kind === 'bot')
    host.player.send({ type: 'start' })
    await guest.player.nextState((m) => m.view !== null)
    return { hosting, hosted, host, guest }
  }

  it('offers the host the way back to the seat, and the host key brings the host controls back', async () => {
    const { hosting, hosted, host, guest } = await matchUnderWay()
    host.player.send({ type: 'leave' })
    await host.player.closed
    await guest.player.nextState((m) => m.table.seats[0]?.away === true)

    // the table plays on; Home is told what runs and how to get back to the host's seat
    expect(hosting.matchInProgress()).toBe(true)
    const way = hosting.runningHosted()
    expect(way).toMatchObject({
      name: 'Den',
      playing: true,
      port: hosted.port,
      hostKey: hosted.hostKey,
      seat: 0,
      seatToken: host.welcome.token
    })
    expect(way?.players.map((p) => [p.name, p.bot, p.you])).toEqual([
      ['Ada', false, true],
      ['Cy', false, false],
      [expect.any(String), true, false]
    ])

    const back = await joinTable(hosted.url, { name: 'Ada', token: way!.seatToken!, hostKey: way!.hostKey })
    expect(back.welcome).toMatchObject({ seat: 0, isHost: true })
    await back.player.nextState((m) => m.view?.seat === 0 && m.table.seats[0]?.away === false)
    // the host controls work again: the host may take a player off their seat
    back.player.send({ type: 'kick', seat: 1 })
    await expect(guest.player.next((m) => m.type === 'closed')).resolves.toMatchObject({ kicked: true })
  })

  it('gives a browser player and a stranger no host rights', async () => {
    const { hosted, guest } = await matchUnderWay()
    const token = guest.welcome.token!
    await guest.player.close()

    // the player's own token brings back the seat, not the host controls
    const again = await joinTable(hosted.url, { name: 'Cy', token })
    expect(again.welcome).toMatchObject({ seat: 1, isHost: false })
    again.player.send({ type: 'kick', seat: 0 })
    await expect(again.player.nextError()).resolves.toMatchObject({ code: 'not-host' })

    // a guessed host key is refused outright, with or without a seat token
    const strangerKey = 'x'.repeat(hosted.hostKey.length)
    for (const hello of [{ hostKey: strangerKey }, { hostKey: strangerKey, token }]) {
      const stranger = await TestClient.connect(new URL(WS_PATH, hosted.url.replace(/^http/, 'ws')).href, 'Eve')
      players.push(stranger)
      await expect(stranger.hello({ name: 'Eve', ...hello })).resolves.toMatchObject({
        type: 'error',
        code: 'bad-token'
      })
    }
  })

  it('says nothing runs once the table is closed', async () => {
    const { hosting } = await matchUnderWay()
    await hosting.stop()
    expect(hosting.runningHosted()).toBeNull()
  })
})
