// Integration: real ws clients against a real host on 127.0.0.1 (port 0). Every frame goes through the
// secrets audit (RULES.md R9).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { fixedRounds, legalMovesForView, ranksFromCounts } from '../engine'
import type { Move } from '../engine'
import { MAX_FRAME_BYTES, PROTOCOL_VERSION } from '../protocol/vocabulary'
import type { ClientMessage } from '../protocol/messages'
import type { HostOptions } from './host-server'
import type { TableHost } from '../../test-support/server/table-host'
import { MemoryStorage } from '../../test-support/server/memory-storage'
import { SettledStorage } from '../../test-support/server/settled-storage'
import { DEFAULT_HOST_SETTINGS } from './table/table-config'
import { ROOM_LIMITS } from './table/room-limits'
import { startAuditedHost } from '../../test-support/wire/audited-host'
import type { AuditedHost } from '../../test-support/wire/audited-host'
import { autoPlay } from '../../test-support/wire/auto-play'
import { GAMES } from '../../test-support/engine/games'
import { TestClient } from '../../test-support/wire/test-client'
import type { StateMessage } from '../../test-support/wire/test-client'
import { matchOf, versionOf } from '../../test-support/server/table-probe'

const started: TableHost[] = []
const clients: TestClient[] = []

async function host(options: HostOptions = {}): Promise<AuditedHost> {
  const h = await startAuditedHost(options)
  started.push(h.host)
  const join = h.join
  const connect = h.connect
  return {
    ...h,
    join: async (label, hello) => track(await join(label, hello)),
    connect: async (label) => track(await connect(label))
  }
}

function track(client: TestClient): TestClient {
  clients.push(client)
  return client
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  await Promise.all(started.splice(0).map((h) => h.close()))
})

const engineSnapshot = (h: TableHost) => JSON.stringify([matchOf(h.table), versionOf(h.table)])
/** For refusals that end the connection: the disconnect itself is a change (new version), the match is not. */
const matchSnapshot = (h: TableHost) => JSON.stringify(matchOf(h.table))
const isTurnOf = (seat: number) => (m: StateMessage) => m.view?.phase === 'playing' && m.view.turn === seat

describe('a whole match over sockets', () => {
  it('two socket players and two bots play to the end, then rematch; no frame leaks a secret', async () => {
    // The socket players move at machine speed: lift the per-connection rate limit (20/s) for them.
    const t = await host({
      limits: { rate: { perSecond: 10_000, burst: 10_000 } },
      seats: 4,
      bots: [2, 3].map((seat) => ({ seat, level: 'easy' as const })),
      autoStart: true,
      options: { target: 10 }
    })
    const watcher = await t.join('Sue', { spectate: true })
    const ann = await t.join('Ann')
    const bob = await t.join('Bob')
    const stops = [autoPlay(ann), autoPlay(bob, { pick: (n) => n - 1 })]
    const ends = await Promise.all(
      [ann, bob, watcher].map((c) => c.nextState((m) => m.view?.phase === 'matchOver', 20_000))
    )
    expect(new Set(ends.map((e) => JSON.stringify([e.version, e.view?.totals, e.view?.winners]))).size).toBe(
      1
    )
    expect(Math.max(...(ends[0]?.view?.totals ?? []))).toBeGreaterThanOrEqual(10)
    expect(ends[2]?.view?.hand).toBeNull()
    expect(t.host.table.status).toBe('finished')
    // Rematch: every human says ready.
    stops.forEach((stop) => stop())
    for (const c of [ann, bob]) c.send({ type: 'ready', version: versionOf(t.host.table) })
    const rematch = await ann.nextState((m) => m.view?.phase === 'playing' && m.view.results.length === 0)
    expect(rematch.view?.totals).toEqual([0, 0, 0, 0])
    expect(rematch.table.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Bot 3', 'Bot 4'])
    t.audit.assertClean()
    // The audit read every frame the three clients received (a short match with crypto deals can be
    // under a hundred frames, so count them rather than guess).
    const received = [watcher, ann, bob].reduce((n, c) => n + c.framesIn, 0)
    expect(received).toBeGreaterThan(3)
    expect(t.audit.framesChecked).toBe(received)
  })

  it('a bots-only table plays a match at the default target to its end, watched by a spectator', async () => {
    const bots = [0, 1, 2, 3].map((seat) => ({ seat, level: 'medium' as const }))
    const t = await host({ seats: 4, bots, autoStart: true })
    const watcher = await t.join('Sue')
    const end = await watcher.nextState((m) => m.view?.phase === 'matchOver', 30_000)
    expect(Math.max(...(end.view?.totals ?? []))).toBeGreaterThanOrEqual(20)
    expect(end.view?.winners.length).toBeGreaterThan(0)
    t.audit.assertClean()
  })
})

describe('every game of R2.two and R2.variants over sockets, every frame audited', () => {
  for (const game of GAMES) {
    it(`${game.name}: two socket players, bots and a spectator play a match to its end; nothing leaks`, async () => {
      const t = await host({
        limits: { rate: { perSecond: 10_000, burst: 10_000 } },
        seats: game.seats,
        bots: Array.from({ length: game.seats - 2 }, (_, i) => ({ seat: 2 + i, level: 'medium' as const })),
        autoStart: true,
        options: game.options
      })
      const watcher = await t.join('Sue', { spectate: true })
      const ann = await t.join('Ann')
      const bob = await t.join('Bob')
      const dealt = matchOf(t.host.table)!
      const stops = [autoPlay(ann), autoPlay(bob, { pick: (n) => n - 1 })]
      const ends = await Promise.all(
        [ann, bob, watcher].map((c) => c.nextState((m) => m.view?.phase === 'matchOver', 30_000))
      )
      stops.forEach((stop) => stop())
      const end = ends[0]!.view!
      expect(
        new Set(ends.map((e) => JSON.stringify([e.version, e.view?.totals, e.view?.winners]))).size
      ).toBe(1)
      const fixed = fixedRounds(game.seats, dealt.options)
      if (fixed === null) expect(Math.max(...end.totals)).toBeGreaterThanOrEqual(dealt.options.target)
      else expect(end.results).toHaveLength(fixed)
      expect(end.winners).toEqual(end.totals.flatMap((n, s) => (n === Math.min(...end.totals) ? [s] : [])))
      // R2.two: each player's second hand reached them when round 2 began, and not one frame earlier.
      const states = (c: TestClient) =>
        c.frames.filter((m): m is StateMessage => m.type === 'state' && m.view !== null)
      for (const client of [ann, bob]) {
        const second = dealt.reserve[client.seat!]
        const roundTwo = states(client).find((m) => m.view!.round === 2)
        if (second === undefined) {
          expect(states(client).every((m) => m.view!.reserveCount === 0)).toBe(true)
          continue
        }
        expect(roundTwo?.view?.hand).toEqual(ranksFromCounts(second))
        const before = states(client).filter((m) => m.view!.round === 1)
        expect(before.every((m) => m.view!.reserveCount === 24)).toBe(true)
        expect(before.some((m) => JSON.stringify(m).includes(JSON.stringify(ranksFromCounts(second))))).toBe(
          false
        )
      }
      t.audit.assertClean()
      const received = [watcher, ann, bob].reduce((n, c) => n + c.framesIn, 0)
      expect(t.audit.framesChecked).toBe(received)
    })
  }
})

describe('connections', () => {
  async function twoHumans(options: HostOptions = {}) {
    const t = await host({ seats: 2, autoStart: true, options: { firstLeader: 0 }, seed: 5, ...options })
    const ann = await t.join('Ann')
    const bob = await t.join('Bob')
    await ann.nextState(isTurnOf(0))
    return { ...t, ann, bob }
  }

  async function play(client: TestClient, pick: (moves: Move[]) => Move | undefined = (m) => m[0]) {
    const state = client.latest!
    const move = pick(legalMovesForView(state.view!))!
    client.send({ type: 'move', version: state.version, move })
    return move
  }

  it('a player who drops mid-trick comes back with the token to the same seat, hand and trick', async () => {
    const { ann, bob, join, host: h, audit } = await twoHumans()
    await play(ann, (moves) => moves.find((m) => m.kind === 'lead' && !m.cards.includes(8)))
    const before = await bob.nextState(isTurnOf(1))
    expect(before.view?.meld).not.toBeNull()
    const token = bob.token!
    await bob.close()
    await ann.nextState((m) => m.table.seats[1]?.connected === false)
    const back = await join('Bob', { token })
    expect(back.seat).toBe(1)
    const after = back.latest!
    expect(after.view).toEqual(before.view)
    expect(after.table.seats[1]).toMatchObject({ connected: true, away: false })
    expect(after.version).toBe(before.version + 2) // the disconnect and the return
    await play(back)
    await ann.nextState((m) => m.view?.log.length === 2)
    expect(matchOf(h.table)?.log[1]?.seat).toBe(1)
    audit.assertClean()
  })

  it('after the grace period a bot plays the seat; when the player returns, control returns', async () => {
    const { ann, bob, join, host: h } = await twoHumans({ graceMs: 300 })
    const token = ann.token!
    await ann.close()
    const away = await bob.nextState((m) => m.table.seats[0]?.away === true, 3000)
    expect(away.table.seats[0]).toMatchObject({ away: true, connected: false, level: 'medium' })
    // The room change (away) may come paced, in the frame of the bot's move (state-sender.ts).
    const ledByBot = isTurnOf(1)(away) ? away : await bob.nextState(isTurnOf(1))
    expect(ledByBot.view?.log[0]?.seat).toBe(0)
    const back = await join('Ann', { token })
    expect(back.latest?.table.seats[0]).toMatchObject({ away: false, connected: true })
    await bob.nextState((m) => m.table.seats[0]?.connected === true)
    await play(bob)
    const annTurn = await back.nextState(isTurnOf(0))
    await new Promise((r) => setTimeout(r, 150))
    expect(matchOf(h.table)?.turn).toBe(0) // no bot played for Ann now
    expect(versionOf(h.table)).toBe(annTurn.version)
  })

  it('spectators get no hand; a full table turns new arrivals into spectators', async () => {
    const { join } = await twoHumans()
    const late = await join('Late')
    expect(late.seat).toBeNull()
    expect(late.token).toBeNull()
    expect(late.latest?.view).toMatchObject({ seat: null, hand: null })
    expect(late.latest?.table.spectators).toBe(1)
  })

  it('drops a socket that stops answering pings (heartbeat)', async () => {
    const t = await host({ seats: 2, limits: { heartbeatMs: 100 } })
    const ws = new WebSocket(t.host.urls.ws, { autoPong: false })
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
    await new Promise((resolve) => ws.on('open', resolve))
    expect(await closed).toBe(1006)
  })

  it('closes a connection that never says hello, after saying why', async () => {
    const t = await host({ seats: 2, limits: { helloMs: 150 } })
    const idle = await TestClient.connect(t.host.urls.ws, 'idle')
    const { code } = await idle.closed
    expect(code).toBe(1008)
    expect(idle.frames).toContainEqual(expect.objectContaining({ type: 'error', code: 'hello-first' }))
    // A connection that did say hello in time stays.
    const ann = await t.join('Ann')
    await new Promise((r) => setTimeout(r, 300))
    expect(ann.ws.readyState).toBe(WebSocket.OPEN)
  })

  it('terminates a slow reader whose unsent data passes the cap', async () => {
    // Lobby changes come unpaced here: the host's flood must reach the slow reader's buffer.
    const roomLimits = { ...ROOM_LIMITS, frameGapMs: 0 }
    const t = await host({ seats: 2, limits: { maxBufferedBytes: 64 * 1024 }, roomLimits })
    const slow = await t.join('Slow')
    const fast = await t.join('Host', { hostKey: t.host.table.hostKey, spectate: true })
    ;(slow.ws as unknown as { _socket: { pause(): void } })._socket.pause()
    for (let i = 0; i < 20_000 && t.host.table.info().seats[0]?.connected; i++) {
      t.host.table.command({
        type: 'configure',
        settings: { name: i % 2 ? 'Odd table name' : 'Even table name' }
      })
      if (i % 500 === 0) await new Promise((r) => setTimeout(r, 5))
    }
    expect(t.host.table.info().seats[0]?.connected).toBe(false)
    expect(fast.ws.readyState).toBe(WebSocket.OPEN)
  })
})

describe('bad input: the right error code, and the table exactly as before', () => {
  it('covers malformed frames, turn, version and legality; the connection stays open', async () => {
    const t = await host({ seats: 2, autoStart: true, options: { firstLeader: 0 }, seed: 9 })
    const ann = await t.join('Ann')
    const bob = await t.join('Bob')
    await ann.nextState(isTurnOf(0))
    const v = versionOf(t.host.table)
    const hand = ann.latest?.view?.hand ?? []
    const missing =
      ([1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15] as const).find((r) => !hand.includes(r)) ?? 1
    const cases: [TestClient, string | Record<string, unknown>, string][] = [
      [ann, 'not json {', 'bad-json'],
      [ann, { type: 'dance' }, 'bad-message'],
      [ann, { type: 'move', version: v, move: { kind: 'lead', cards: [6] } }, 'bad-message'],
      [ann, { type: 'move', version: 'x', move: { kind: 'pass' } }, 'bad-message'],
      [ann, { type: 'sync', extra: 1 }, 'bad-message'],
      [ann, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann' }, 'already-joined'],
      [ann, { type: 'start' }, 'not-host'],
      [bob, { type: 'move', version: v, move: { kind: 'pass' } }, 'not-your-turn'],
      [ann, { type: 'move', version: v - 1, move: { kind: 'pass' } }, 'stale'],
      [ann, { type: 'move', version: v, move: { kind: 'pass' } }, 'leader-cannot-pass'],
      [ann, { type: 'move', version: v, move: { kind: 'lead', cards: [missing] } }, 'not-in-hand'],
      [ann, { type: 'move', version: v, move: { kind: 'add', cards: [hand[0]!] } }, 'must-lead'],
      [ann, { type: 'ready', version: v }, 'wrong-phase']
    ]
    const before = engineSnapshot(t.host)
    for (const [client, message, code] of cases) {
      client.sendRaw(typeof message === 'string' ? message : JSON.stringify(message))
      const error = await client.nextError()
      expect(error, JSON.stringify(message)).toMatchObject({ code, version: v })
      expect(engineSnapshot(t.host)).toBe(before)
    }
    ann.sendRaw(Buffer.from([1, 2, 3]))
    expect((await ann.nextError()).code).toBe('bad-message')
    // A stale move brings a fresh state; the connection is still usable.
    ann.send({ type: 'sync' })
    expect((await ann.nextState()).version).toBe(v)
    expect(engineSnapshot(t.host)).toBe(before)
    t.audit.assertClean()
  })

  async function playing() {
    const t = await host({ seats: 2, autoStart: true, options: { firstLeader: 0 } })
    const ann = await t.join('Ann')
    const bob = await t.join('Bob')
    await ann.nextState(isTurnOf(0))
    return { ...t, ann, bob }
  }

  it('an oversize frame closes the socket with 1009 (ws maxPayload); the match is untouched', async () => {
    const { host: h, ann, bob } = await playing()
    const before = matchSnapshot(h)
    const move = { kind: 'lead', cards: [ann.latest?.view?.hand?.[0]] }
    ann.sendRaw(
      JSON.stringify({
        type: 'move',
        version: versionOf(h.table),
        move,
        pad: 'x'.repeat(MAX_FRAME_BYTES)
      })
    )
    expect((await ann.closed).code).toBe(1009)
    await bob.nextState((m) => m.table.seats[0]?.connected === false)
    expect(matchSnapshot(h)).toBe(before)
  })

  it('a flood gets rate-limited and then closed with 1008; the match is untouched', async () => {
    const { host: h, ann, bob } = await playing()
    const before = matchSnapshot(h)
    for (let i = 0; i < 60; i++) ann.send({ type: 'move', version: 0, move: { kind: 'pass' } })
    expect((await ann.next((m) => m.type === 'error' && m.code === 'rate-limited')).type).toBe('error')
    expect((await ann.closed).code).toBe(1008)
    await bob.nextState((m) => m.table.seats[0]?.connected === false)
    expect(matchSnapshot(h)).toBe(before)
  })

  it('hello: wrong PIN, a token from another table, an old protocol, a message before hello', async () => {
    const a = await host({ seats: 2, pin: '2468' })
    const b = await host({ seats: 2 })
    const other = await b.join('Ann')
    const attempts: [Partial<Extract<ClientMessage, { type: 'hello' }>> | null, string][] = [
      [{}, 'wrong-pin'],
      [{ pin: '1357' }, 'wrong-pin'],
      [{ pin: '2468', token: other.token! }, 'bad-token'],
      [{ pin: '2468', protocol: PROTOCOL_VERSION + 1 }, 'protocol-mismatch'],
      [null, 'hello-first']
    ]
    const before = JSON.stringify(a.host.table.snapshot().seats)
    for (const [hello, code] of attempts) {
      const c = await a.connect('Eve')
      c.send(
        hello === null
          ? { type: 'sync' }
          : { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Eve', ...hello }
      )
      expect((await c.nextError()).code).toBe(code)
      // A wrong PIN is a guess: the connection ends, so each guess costs a new one (door.test.ts).
      if (hello?.pin === '1357') expect((await c.closed).code).toBe(1008)
      else expect(c.ws.readyState).toBe(WebSocket.OPEN)
    }
    expect(JSON.stringify(a.host.table.snapshot().seats)).toBe(before)
    const ok = await a.join('Eve', { pin: '2468' })
    expect(ok.seat).toBe(0)
  })
})

describe('the host server', () => {
  it('serves the renderer on GET, the table on /ws only, and reports info changes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ftf-renderer-'))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>535</title>')
    const t = await host({ seats: 3, name: 'Kitchen', rendererDir: dir })
    const page = await fetch(t.host.urls.local)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('535')
    const wrongPath = new WebSocket(t.host.urls.ws.replace('/ws', '/nope'))
    await expect(new Promise((_, reject) => wrongPath.on('error', reject))).rejects.toThrow(/404/)
    expect(t.host.urls.hostControl).toBe(`${t.host.urls.local}#host=${t.host.table.hostKey}`)
    const infos: unknown[] = []
    t.host.onInfoChange((info) => infos.push(info))
    await t.join('Ann')
    expect(t.host.info()).toMatchObject({
      name: 'Kitchen',
      seatsTaken: 1,
      seatsTotal: 3,
      status: 'lobby',
      port: t.host.port
    })
    expect(infos).toEqual([t.host.info()])
    await rm(dir, { recursive: true })
  })

  it("tells every member the host's LAN join URLs in the welcome (to invite others with)", async () => {
    const t = await host({ seats: 3 })
    const none = await t.join('Ann')
    // Bound to 127.0.0.1 there is no LAN address: the welcome says nothing, the browser's address is used.
    expect(none.frames.find((m) => m.type === 'welcome')).not.toHaveProperty('joinUrls')
  })

  it('the host key controls the lobby over the wire', async () => {
    const t = await host({ seats: 3 })
    const ctl = await t.join('Host', { hostKey: t.host.table.hostKey, spectate: true })
    expect(ctl.frames.find((m) => m.type === 'welcome')).toMatchObject({ isHost: true, seat: null })
    ctl.send({ type: 'addBot', seat: 1, level: 'hard' })
    ctl.send({ type: 'addBot', seat: 2, level: 'easy' })
    ctl.send({ type: 'configure', settings: { target: 15 } })
    const ann = await t.join('Ann')
    ctl.send({ type: 'start' })
    const playing = await ann.nextState((m) => m.table.status === 'playing')
    expect(playing.table.target).toBe(15)
    expect(playing.view?.hand).toHaveLength(13)
  })

  it('a failing autosave keeps the last good save and tells the host (event + error to host clients)', async () => {
    const memory = new MemoryStorage()
    let failing = false
    const storage = new SettledStorage({
      write: (save) =>
        failing ? Promise.reject(new Error('ENOSPC: no space left on device')) : memory.write(save),
      describe: () => 'memory'
    })
    const t = await host({ seats: 2, storage })
    const events: string[] = []
    t.host.onEvent((e) => events.push(e.type))
    const ctl = await t.join('Host', { hostKey: t.host.table.hostKey, spectate: true })
    await storage.settled(DEFAULT_HOST_SETTINGS.saveGapMs)
    const good = memory.last(t.host.table.id)
    failing = true
    await t.join('Ann')
    expect((await ctl.next((m) => m.type === 'error' && m.code === 'save-failed')).type).toBe('error')
    expect(events).toContain('saveFailed')
    expect(memory.last(t.host.table.id)).toEqual(good)
  })

  it('close() sends {type:"closed"} to every client and stops listening', async () => {
    const t = await host({ seats: 2 })
    const ann = await t.join('Ann')
    await t.host.close('Bye')
    expect(await ann.next((m) => m.type === 'closed')).toEqual({
      type: 'closed',
      reason: 'Bye',
      code: 'table-closed'
    })
    expect((await ann.closed).code).toBe(1001)
    await expect(TestClient.connect(t.host.urls.ws)).rejects.toThrow()
  })
})
