// The desktop's tournament hosting with the real tournament (src/server's openTournament: its channel, its
// tables, its journal) on 127.0.0.1, and real WebSocket clients playing the window's and the players' parts.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import type { Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { simplestLegalPlayer } from '../../server/bot-player'
import { JOURNAL_FILE } from '../../server/tournament/tournament-journal'
import { TOURNAMENT_WS_PATH } from '../../protocol/tournament-messages'
import { WS_PATH } from '../../protocol/vocabulary'
import { loopbackBackends } from '../../../test-support/desktop/loopback-backends'
import { TournamentClient } from '../../../test-support/tournament/tournament-client'
import type { YourSeat } from '../../../test-support/tournament/tournament-client'
import { TOURNAMENTS_DIR, createTournamentHosting } from './tournament-hosting'
import type { TournamentHosting } from './tournament-hosting'

/** The browser mode's page, which the app lets into what it hosts (allowedOrigins). */
const PAGE_ORIGIN = 'http://127.0.0.1:5359'

let userData: string
let hosting: TournamentHosting | undefined
let dispose: (() => Promise<void>) | undefined
const clients: TournamentClient[] = []
const sockets: WebSocket[] = []
let blocker: Server | undefined

beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'ftf-tournament-hosting-'))
})

afterEach(async () => {
  for (const client of clients.splice(0)) client.close()
  for (const socket of sockets.splice(0)) socket.terminate()
  await hosting?.stop()
  await dispose?.()
  await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(null)))
  blocker = undefined
  await rm(userData, { recursive: true, force: true })
})

function setup(port = 0): TournamentHosting {
  // The app's real opener, bound to loopback (as every desktop test binds its tables), bots without workers.
  const loopback = loopbackBackends(join(userData, 'no-renderer'), () => undefined, {
    botDelayMs: 0,
    botPlayer: simplestLegalPlayer
  })
  dispose = loopback.dispose
  hosting = createTournamentHosting({
    open: loopback.backends.openTournament,
    dataDir: userData,
    allowedOrigins: [PAGE_ORIGIN],
    port
  })
  return hosting
}

const FRIDAY = { name: 'Friday night', format: 'duplicate', stages: 2, dealsPerStage: 3 } as const

async function channel(address: string, label: string): Promise<TournamentClient> {
  const client = await TournamentClient.connect(`ws://${address}${TOURNAMENT_WS_PATH}`, label)
  clients.push(client)
  return client
}

/** A socket with this Origin, as a page opens one, and the HTTP status it was refused with (or 101). */
async function openWithOrigin(url: string, origin: string): Promise<{ status: number; socket: WebSocket }> {
  const socket = new WebSocket(url, { headers: { origin } })
  socket.on('error', () => undefined)
  sockets.push(socket)
  const status = await new Promise<number>((resolve) => {
    socket.once('open', () => resolve(101))
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
  })
  return { status, socket }
}

describe('the app hosting a tournament with the real tournament host', () => {
  it('opens it in the data folder, the director gets the controls, and stop closes it', async () => {
    const tournaments = setup()
    const hosted = await tournaments.host({ ...FRIDAY, options: { overwrite: 'bigger' } })
    expect(hosted.address).toMatch(/^127\.0\.0\.1:\d+$/)
    // Bound to loopback here, so no LAN address to hand out; the LAN pages are the players' page.
    expect(hosted.joinUrls).toEqual([])
    const [id] = await readdir(join(userData, TOURNAMENTS_DIR))
    const folder = join(userData, TOURNAMENTS_DIR, id as string)
    expect(existsSync(join(folder, JOURNAL_FILE))).toBe(true)

    const director = await channel(hosted.address, 'director')
    const welcome = await director.hello({ directorKey: hosted.directorKey })
    expect(welcome).toMatchObject({
      type: 'tournamentWelcome',
      director: true,
      tournament: {
        settings: {
          name: 'Friday night',
          format: 'duplicate',
          stages: 2,
          dealsPerStage: 3,
          // what the form left out: its defaults
          preferredTableSize: 4,
          maxEntrants: 40,
          turnSeconds: 0,
          options: { overwrite: 'bigger', twoPlayerGame: 'two-hands', threePlayerHand: 13 }
        }
      }
    })
    expect(tournaments.running()).toEqual({ ...hosted, name: 'Friday night' })
    expect(tournaments.stagePlaying()).toBe(false)

    await expect(tournaments.stop()).resolves.toBe(true)
    await new Promise((resolve) => director.ws.once('close', resolve))
    expect(tournaments.running()).toBeNull()
    await expect(tournaments.stop()).resolves.toBe(false)
    // Nothing listens there any more; the journal stays.
    await expect(
      TournamentClient.connect(`ws://${hosted.address}${TOURNAMENT_WS_PATH}`, 'late')
    ).rejects.toThrow()
    expect(existsSync(join(folder, JOURNAL_FILE))).toBe(true)
  })

  it("keeps the form's PIN for the host: registering needs it, and no device is sent it", async () => {
    const tournaments = setup()
    const pin = '90817263'
    const hosted = await tournaments.host({ ...FRIDAY, pin })
    const [id] = await readdir(join(userData, TOURNAMENTS_DIR))
    const journal = JSON.parse(
      await readFile(join(userData, TOURNAMENTS_DIR, id as string, JOURNAL_FILE), 'utf8')
    ) as { pin: unknown; tournament: { settings: object } }
    expect(journal.pin).toBe(pin)
    expect(journal.tournament.settings).not.toHaveProperty('pin')

    const director = await channel(hosted.address, 'director')
    const welcome = await director.hello({ directorKey: hosted.directorKey })
    expect(welcome).toMatchObject({ type: 'tournamentWelcome', pinRequired: true })
    const ann = await channel(hosted.address, 'Ann')
    expect(await ann.hello({ name: 'Ann' })).toMatchObject({ code: 'wrong-pin' })
    const again = await channel(hosted.address, 'Ann')
    expect(await again.hello({ name: 'Ann', pin })).toMatchObject({ type: 'tournamentWelcome', entrant: 1 })
    for (const client of [director, ann, again])
      for (const frame of client.frames) expect(JSON.stringify(frame)).not.toContain(pin)
  })

  it('refuses a second tournament while one runs, naming where the running one is', async () => {
    const tournaments = setup()
    // Two clicks at once: one opens, the other is refused after it.
    const [first, second] = await Promise.allSettled([
      tournaments.host(FRIDAY),
      tournaments.host({ ...FRIDAY, name: 'Saturday' })
    ])
    expect(first.status).toBe('fulfilled')
    const address = first.status === 'fulfilled' ? first.value.address : ''
    expect(second).toMatchObject({
      status: 'rejected',
      reason: { code: 'tournament-running', message: expect.stringContaining(address) }
    })
    expect(tournaments.running()).toMatchObject({ name: 'Friday night', address })
    expect(await readdir(join(userData, TOURNAMENTS_DIR))).toHaveLength(1)
  })

  it('takes another port when the one it tries first is taken', async () => {
    blocker = createServer()
    const taken = await new Promise<number>((resolve) =>
      blocker?.listen(0, '127.0.0.1', () => resolve((blocker?.address() as { port: number }).port))
    )
    const hosted = await setup(taken).host(FRIDAY)
    expect(hosted.address).toMatch(/^127\.0\.0\.1:\d+$/)
    expect(hosted.address).not.toBe(`127.0.0.1:${taken}`)
    const director = await channel(hosted.address, 'director')
    await expect(director.hello({ directorKey: hosted.directorKey })).resolves.toMatchObject({
      director: true
    })
  })

  it("lets the app's page into the channel and the stage's tables, and a foreign page into neither", async () => {
    const tournaments = setup()
    const hosted = await tournaments.host({ ...FRIDAY, preferredTableSize: 3 })
    const channelUrl = `ws://${hosted.address}${TOURNAMENT_WS_PATH}`
    expect((await openWithOrigin(channelUrl, PAGE_ORIGIN)).status).toBe(101)
    expect((await openWithOrigin(channelUrl, 'http://evil.example')).status).toBe(403)

    // Ann registers; the director adds two bots and starts stage 1: Ann's device is sent to her table.
    const ann = await channel(hosted.address, 'Ann')
    await ann.hello({ name: 'Ann' })
    const director = await channel(hosted.address, 'director')
    await director.hello({ directorKey: hosted.directorKey })
    director.send({ type: 'addBot', level: 'easy' })
    director.send({ type: 'addBot', level: 'easy' })
    director.send({ type: 'startStage' })
    const seat = (await ann.next((m) => m.type === 'yourSeat')) as YourSeat
    expect(tournaments.stagePlaying()).toBe(true)
    const tableUrl = `ws://127.0.0.1:${seat.port}${WS_PATH}`
    const atTable = await openWithOrigin(tableUrl, PAGE_ORIGIN)
    expect(atTable.status).toBe(101)
    expect((await openWithOrigin(tableUrl, 'http://evil.example')).status).toBe(403)

    // Stopping closes the table too.
    const tableClosed = new Promise((resolve) => atTable.socket.once('close', resolve))
    await tournaments.stop()
    await tableClosed
  })
})
