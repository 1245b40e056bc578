import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, legalMoves, legalMovesForView } from '../../engine'
import type { Move, TableOptions } from '../../engine'
import { MOVE_REASONS } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { ClientMessage } from '../../protocol/messages'
import { parseClientMessage } from '../../protocol/messages'
import { simplestLegalPlayer } from '../bot-player'
import type { BotPlayer } from '../bot-player'
import { MemoryStorage } from '../../../test-support/server/memory-storage'
import { SettledStorage } from '../../../test-support/server/settled-storage'
import type { TableStorage } from '../persistence/table-storage'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { SecretsAudit } from '../../../test-support/wire/secrets-audit'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { withSeededDeals } from '../random-source'
import { Table } from './table'
import { DEFAULT_HINT_LEVEL } from './hint-desk'
import type { HostCommand } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import { ROOM_LIMITS } from './room-limits'
import type { HostSettings } from './table-config'
import type { TableEvent } from './table-events'
import { matchOf, versionOf } from '../../../test-support/server/table-probe'
import { TEST_HOST_KEY, tableSettings } from '../../../test-support/server/table-settings'

const HOST_KEY = TEST_HOST_KEY
/** No pause between autosaves: the fake clock would have to be advanced for each paced write. */
const SAVE_GAP_MS = 0

interface Setup {
  seats?: number
  bots?: { seat: number; level: 'easy' | 'medium' | 'hard' }[]
  host?: Partial<HostSettings>
  options?: Partial<TableOptions>
  pin?: string | null
  turnSeconds?: number
  storage?: TableStorage | null
  botPlayer?: BotPlayer
}

function setup(s: Setup = {}) {
  const clock = new FakeClock()
  const storage = s.storage === undefined ? new MemoryStorage() : s.storage
  const random = withSeededDeals(seededRandom(1), 42)
  const deps = { clock, random, botPlayer: s.botPlayer ?? simplestLegalPlayer, storage }
  const host: HostSettings = {
    ...DEFAULT_HOST_SETTINGS,
    botDelayMs: 0,
    graceMs: 1000,
    saveGapMs: SAVE_GAP_MS,
    ...s.host
  }
  const settings = tableSettings({
    seats: s.seats ?? 2,
    options: { ...DEFAULT_OPTIONS, firstLeader: 0, ...s.options },
    pin: s.pin ?? null,
    turnSeconds: s.turnSeconds ?? 0
  })
  const table = Table.create(settings, host, deps, s.bots ?? [])
  const events: TableEvent[] = []
  table.onEvent((e) => events.push(e))
  const audit = new SecretsAudit({
    secrets: () => ({ tokens: table.snapshot().seats.map((seat) => seat.token), hostKey: HOST_KEY })
  })
  /** Connects a fake client; every frame it gets is audited. */
  const connect = (label: string) => {
    const link = new FakeLink()
    const send = link.send.bind(link)
    link.send = (message) => {
      send(message)
      audit.observe(label, message)
    }
    const id = table.connect(link)
    return { id, link, say: (m: ClientMessage) => table.receive(id, m) }
  }
  const join = (label: string, hello: Partial<Extract<ClientMessage, { type: 'hello' }>> = {}) => {
    const c = connect(label)
    c.say({ type: 'hello', protocol: PROTOCOL_VERSION, name: label, ...hello })
    return c
  }
  /** Lets timers run and bot promises settle, repeatedly (each bot move may set the next timer). */
  const run = async (ms = 0, rounds = 200) => {
    for (let i = 0; i < rounds; i++) {
      clock.advance(i === 0 ? ms : 0)
      await new Promise((r) => setImmediate(r))
    }
  }
  return { table, clock, storage, events, audit, connect, join, run }
}

function lastError(link: FakeLink) {
  return link.last('error')
}

const snapshotOf = (table: Table) => JSON.stringify({ match: matchOf(table), version: versionOf(table) })

describe('joining', () => {
  it("tells every member the host's LAN join URLs in the welcome (to invite others with)", () => {
    const lan = ['http://192.168.1.20:5350/']
    const { join } = setup({ seats: 2, host: { joinUrls: lan } })
    expect(join('Ann').link.last('welcome')).toMatchObject({ joinUrls: lan })
    expect(join('Wendy', { spectate: true }).link.last('welcome')).toMatchObject({ joinUrls: lan })
  })

  it('seats joiners in order with secret tokens; extra joiners and spectate:true watch', () => {
    const { table, join, audit } = setup({ seats: 2 })
    const a = join('Ann')
    const w = join('Wendy', { spectate: true })
    const b = join('Bob')
    const c = join('Cid')
    const welcome = (link: FakeLink) => link.last('welcome')
    expect(welcome(a.link)).toMatchObject({ seat: 0, isHost: false, tableId: 'table-one-id' })
    expect(welcome(a.link)?.token).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect(welcome(b.link)?.seat).toBe(1)
    expect(welcome(b.link)?.token).not.toBe(welcome(a.link)?.token)
    expect(welcome(w.link)).toMatchObject({ seat: null, token: null })
    expect(welcome(c.link)).toMatchObject({ seat: null, token: null })
    expect(table.info().spectators).toBe(2)
    expect(table.info().seats.map((s) => s.name)).toEqual(['Ann', 'Bob'])
    audit.assertClean()
  })

  it('refuses a wrong protocol, PIN, token or host key, and messages before hello', () => {
    const { join, connect } = setup({ seats: 2, pin: '1234' })
    expect(lastError(join('Old', { protocol: PROTOCOL_VERSION + 1 }).link)?.code).toBe('protocol-mismatch')
    expect(lastError(join('NoPin').link)?.code).toBe('wrong-pin')
    expect(lastError(join('BadPin', { pin: '9999' }).link)?.code).toBe('wrong-pin')
    expect(lastError(join('BadToken', { token: 'x'.repeat(22), pin: '1234' }).link)?.code).toBe('bad-token')
    expect(lastError(join('BadKey', { hostKey: 'y'.repeat(22) }).link)?.code).toBe('bad-token')
    const early = connect('Early')
    early.say({ type: 'sync' })
    expect(lastError(early.link)?.code).toBe('hello-first')
    const ok = join('Ok', { pin: '1234' })
    expect(ok.link.last('welcome')?.seat).toBe(0)
    ok.say({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Again' })
    expect(lastError(ok.link)?.code).toBe('already-joined')
    // The host key admits without the PIN.
    expect(join('Host', { hostKey: HOST_KEY }).link.last('welcome')).toMatchObject({ seat: 1, isHost: true })
  })

  it('gives a returning token its seat back and closes the older connection', () => {
    const { table, join } = setup({ seats: 2 })
    const a = join('Ann')
    const token = a.link.last('welcome')?.token ?? ''
    const again = join('Ann2', { token })
    expect(again.link.last('welcome')).toMatchObject({ seat: 0, token })
    expect(a.link.last('closed')).toBeDefined()
    expect(a.link.closedWith).toBe('replaced')
    expect(table.info().seats[0]).toMatchObject({ name: 'Ann2', connected: true })
  })
})

describe('lobby control', () => {
  it('seats a hard bot when an older app asks for an "expert" one (issue 53), and refuses an unknown level', () => {
    const { table, join } = setup({ seats: 3 })
    const host = join('Host', { hostKey: HOST_KEY, spectate: true })
    const parsed = (level: string) => parseClientMessage(JSON.stringify({ type: 'addBot', seat: 2, level }))
    expect(parsed('master').ok).toBe(false)
    const older = parsed('expert')
    if (!older.ok) throw new Error(older.error.message)
    host.say(older.value)
    expect(lastError(host.link)).toBeUndefined()
    expect(table.info().seats[2]).toMatchObject({ kind: 'bot', level: 'hard' })
  })

  it('only the host key holder changes seats and settings', () => {
    const { table, join } = setup({ seats: 3 })
    const ann = join('Ann')
    ann.say({ type: 'addBot', seat: 2, level: 'hard' })
    expect(lastError(ann.link)?.code).toBe('not-host')
    const host = join('Host', { hostKey: HOST_KEY, spectate: true })
    const refused = (cmd: HostCommand) => {
      host.say(cmd)
      return lastError(host.link)?.code
    }
    expect(refused({ type: 'start' })).toBe('seats-not-filled')
    expect(refused({ type: 'addBot', seat: 0, level: 'easy' })).toBe('bad-seat-change')
    expect(table.command({ type: 'addBot', seat: 5, level: 'easy' })?.code).toBe('bad-seat')
    expect(table.command({ type: 'addBot', seat: 2, level: 'hard' })).toBeNull()
    expect(table.command({ type: 'moveSeat', from: 0, to: 1 })).toBeNull()
    expect(ann.link.last('welcome')?.seat).toBe(1)
    expect(table.command({ type: 'setBotLevel', seat: 2, level: 'easy' })).toBeNull()
    expect(table.command({ type: 'configure', settings: { seats: 2 } })?.code).toBe('bad-settings')
    expect(table.command({ type: 'configure', settings: { firstLeader: 4 } })?.code).toBe('bad-settings')
    expect(
      table.command({
        type: 'configure',
        settings: { name: 'Den', target: 30, turnSeconds: 20, pin: '4321' }
      })
    ).toBeNull()
    expect(table.info()).toMatchObject({ name: 'Den', target: 30, turnSeconds: 20, pinRequired: true })
    expect(table.info().seats.map((s) => [s.kind, s.level])).toEqual([
      ['empty', null],
      ['human', null],
      ['bot', 'easy']
    ])
    expect(table.command({ type: 'clearSeat', seat: 1 })).toBeNull()
    expect(ann.link.last('welcome')).toMatchObject({ seat: null, token: null })
    expect(table.command({ type: 'addBot', seat: 0, level: 'easy' })).toBeNull()
    expect(table.command({ type: 'addBot', seat: 1, level: 'easy' })).toBeNull()
    expect(table.command({ type: 'start' })).toBeNull()
    expect(table.status).toBe('playing')
    expect(table.command({ type: 'addBot', seat: 0, level: 'easy' })?.code).toBe('not-in-lobby')
    expect(table.command({ type: 'rematch' })?.code).toBe('wrong-phase')
  })

  it('starts by itself when every seat is filled (autoStart)', () => {
    const { table, join } = setup({ seats: 3, bots: [{ seat: 2, level: 'easy' }], host: { autoStart: true } })
    join('Ann')
    expect(table.status).toBe('lobby')
    const bob = join('Bob')
    expect(table.status).toBe('playing')
    const state = bob.link.last('state')
    expect(state?.view?.seat).toBe(1)
    expect(state?.view?.hand?.length).toBe(13)
  })
})

describe('moves', () => {
  function twoPlayers() {
    const t = setup({ seats: 2, host: { autoStart: true } })
    const a = t.join('Ann')
    const b = t.join('Bob')
    return { ...t, a, b }
  }

  it('checks who, seat, turn, version and legality in that order, leaving the state untouched', () => {
    const { table, a, b, join } = twoPlayers()
    const dealt = versionOf(table)
    const spectator = join('Sue')
    const version = versionOf(table)
    const before = snapshotOf(table)
    const hand = a.link.last('state')?.view?.hand ?? []
    const lead: Move = { kind: 'lead', cards: [hand[0] ?? 1] }
    const cases: [ReturnType<typeof join>, ClientMessage, string][] = [
      [spectator, { type: 'move', version, move: lead }, 'not-seated'],
      [b, { type: 'move', version: version - 1, move: lead }, 'not-your-turn'],
      // Stale: made on the state before the deal (a spectator's arrival since is no game change).
      [a, { type: 'move', version: dealt - 1, move: lead }, 'stale'],
      [a, { type: 'move', version, move: { kind: 'pass' } }, 'leader-cannot-pass'],
      [a, { type: 'move', version, move: { kind: 'add', cards: [hand[0] ?? 1] } }, 'must-lead']
    ]
    for (const [client, message, code] of cases) {
      client.say(message)
      expect(lastError(client.link)).toMatchObject({ code, version })
      expect(snapshotOf(table)).toBe(before)
    }
    // Acting on an old picture (stale, or out of turn) brings the current state right after the error:
    // the host answers, so the client never has to ask.
    for (const [client, code] of [
      [a, 'stale'],
      [b, 'not-your-turn']
    ] as const) {
      const refused = client.link.sent.findIndex((m) => m.type === 'error' && m.code === code)
      expect(client.link.sent[refused + 1]).toMatchObject({ type: 'state', version, events: [] })
    }
    a.say({ type: 'move', version, move: lead })
    expect(versionOf(table)).toBe(version + 1)
    const next = b.link.last('state')
    expect(next?.events[0]).toMatchObject({ type: 'played', seat: 0 })
    expect(next?.view?.turn).toBe(1)
  })

  it('before the match: not-playing', () => {
    const { join } = setup({ seats: 2 })
    const a = join('Ann')
    a.say({ type: 'move', version: 1, move: { kind: 'pass' } })
    expect(lastError(a.link)?.code).toBe('not-playing')
  })

  it('answers a hint with a legal move for the asking seat', async () => {
    const { a, b, table } = twoPlayers()
    a.say({ type: 'hint', version: versionOf(table) })
    await new Promise((r) => setImmediate(r))
    const hint = a.link.last('hint')
    const view = a.link.last('state')?.view
    // A hint without a level is the review's own choice, the hard search (issue 51: hint-desk.ts).
    expect(hint?.level).toBe(DEFAULT_HINT_LEVEL)
    expect(legalMovesForView(view!).map((m) => JSON.stringify(m))).toContain(JSON.stringify(hint?.move))
    // …with the reason as a code for the client to translate.
    expect(MOVE_REASONS).toContain(hint?.reason)
    b.say({ type: 'hint', version: versionOf(table) })
    expect(lastError(b.link)?.code).toBe('not-your-turn')
  })
})

describe('disconnects and bots', () => {
  it('keeps a dropped seat through the grace period, then a bot plays it until the player returns', async () => {
    const { table, join, run, events } = setup({ seats: 2, host: { autoStart: true, graceMs: 1000 } })
    const a = join('Ann')
    const b = join('Bob')
    const token = a.link.last('welcome')?.token ?? ''
    table.disconnect(a.id)
    expect(table.info().seats[0]).toMatchObject({ connected: false, away: false })
    await run(999, 5)
    expect(matchOf(table)?.log).toHaveLength(0) // still Ann's turn, nobody played for her
    await run(1, 5)
    expect(table.info().seats[0]).toMatchObject({ away: true, level: 'medium' })
    expect(b.link.last('state')?.table.seats[0]?.away).toBe(true)
    expect(matchOf(table)?.log[0]?.seat).toBe(0) // the stand-in led
    expect(events.map((e) => e.type)).toContain('away')
    // Back with the token: control returns, no bot plays seat 0 any more.
    const back = join('Ann', { token })
    expect(back.link.last('welcome')?.seat).toBe(0)
    expect(table.info().seats[0]).toMatchObject({ away: false, connected: true, level: null })
    expect(back.link.last('state')?.view?.hand).toEqual(expect.any(Array))
  })

  it('frees a lobby seat whose player did not come back, even after the host moved it', async () => {
    const { table, join, run } = setup({ seats: 3 })
    const a = join('Ann')
    table.disconnect(a.id)
    expect(table.command({ type: 'moveSeat', from: 0, to: 2 })).toBeNull()
    await run(1000, 2)
    expect(table.info().seats.map((s) => s.kind)).toEqual(['empty', 'empty', 'empty'])
  })

  it('turn timer: on expiry the seat passes if it may, else the stand-in leads; deadline in the state', async () => {
    const { table, join, run, clock } = setup({ seats: 2, host: { autoStart: true }, turnSeconds: 5 })
    const a = join('Ann')
    join('Bob')
    expect(a.link.last('state')?.turnDeadline).toBe(clock.now() + 5000)
    await run(5000, 3)
    const log = matchOf(table)?.log ?? []
    expect(log[0]).toMatchObject({ seat: 0, move: { kind: 'lead' } })
    await run(5000, 3)
    expect(matchOf(table)?.log[1]).toEqual({ seat: 1, move: { kind: 'pass' } })
  })

  it('bots play whole rounds; next round after the pause; a bot-only match stops when it ends', async () => {
    const bots = [0, 1, 2].map((seat) => ({ seat, level: 'easy' as const }))
    const { table, run, join, audit } = setup({
      seats: 3,
      bots,
      host: { autoStart: true },
      options: { target: 8 }
    })
    const watcher = join('Sue')
    await run(0, 3000)
    expect(table.status).toBe('finished')
    expect(matchOf(table)?.winners.length).toBeGreaterThan(0)
    expect(watcher.link.last('state')?.view?.hand).toBeNull()
    await run(10_000, 5)
    expect(table.status).toBe('finished') // nobody asked for a rematch
    expect(table.command({ type: 'rematch' })).toBeNull()
    expect(matchOf(table)?.round).toBe(1)
    audit.assertClean()
  })
})

describe('between rounds', () => {
  it('waits for every connected human; dropped and away players are not waited for; stale readies are refused', async () => {
    const bots = [{ seat: 2, level: 'easy' as const }]
    const { table, join, run } = setup({
      seats: 3,
      bots,
      host: { autoStart: true },
      options: { target: 100 }
    })
    const a = join('Ann')
    const b = join('Bob')
    // Let a bot play everyone's turns until the round ends.
    for (let i = 0; i < 200 && matchOf(table)?.phase === 'playing'; i++) {
      const state = matchOf(table)!
      const mover = state.turn === 0 ? a : state.turn === 1 ? b : null
      if (mover !== null) mover.say({ type: 'move', version: versionOf(table), move: legalMoves(state)[0]! })
      else await run(0, 1)
    }
    expect(table.status).toBe('roundOver')
    const v = versionOf(table)
    a.say({ type: 'ready', version: v - 1 })
    expect(lastError(a.link)?.code).toBe('stale')
    a.say({ type: 'ready', version: v })
    expect(table.status).toBe('roundOver')
    expect(table.info().seats.map((s) => s.ready)).toEqual([true, false, true])
    table.disconnect(b.id)
    await run(0, 3) // Bob dropped: not waited for
    expect(matchOf(table)?.round).toBe(2)
    expect(table.info().seats.map((s) => s.ready)).toEqual([false, false, true])
  })
})

describe('autosave', () => {
  it('writes after changes; a failing write keeps the last good save and tells the host', async () => {
    const memory = new MemoryStorage()
    let failing = false
    // Asynchronous writes only (no writeNow), as a storage that cannot write synchronously has.
    const storage = new SettledStorage({
      write: (save) => (failing ? Promise.reject(new Error('disk full')) : memory.write(save)),
      describe: (id) => `test:${id}`
    })
    const { table, join, events } = setup({ seats: 2, storage })
    const saved = () => storage.settled(SAVE_GAP_MS)
    const host = join('Host', { hostKey: HOST_KEY })
    await saved()
    expect(memory.last(table.id)?.version).toBe(versionOf(table))
    const good = memory.last(table.id)
    failing = true
    join('Bob')
    await saved()
    expect(memory.last(table.id)).toEqual(good)
    expect(events).toContainEqual(expect.objectContaining({ type: 'saveFailed', where: 'test:table-one-id' }))
    expect(lastError(host.link)?.code).toBe('save-failed')
    failing = false
    table.command({ type: 'setBotLevel', seat: 1, level: 'hard' })
    await saved()
    expect(memory.last(table.id)?.version).toBe(versionOf(table))
    expect(events.at(-1)?.type).toBe('saveRecovered')
  })

  it('restores seats, tokens, state and version from a snapshot', async () => {
    const { table, join } = setup({ seats: 2, host: { autoStart: true } })
    const a = join('Ann')
    join('Bob')
    const token = a.link.last('welcome')?.token ?? ''
    a.say({ type: 'move', version: versionOf(table), move: legalMoves(matchOf(table)!)[0]! })
    const save = table.snapshot()
    await table.close()
    const clock = new FakeClock()
    const restored = Table.restore(
      JSON.parse(JSON.stringify(save)),
      { ...DEFAULT_HOST_SETTINGS, botDelayMs: 0, graceMs: 1000 },
      { clock, random: seededRandom(2), botPlayer: simplestLegalPlayer, storage: null }
    )
    expect(versionOf(restored)).toBe(save.version)
    expect(matchOf(restored)).toEqual(save.match)
    expect(restored.info().seats.map((s) => [s.name, s.connected])).toEqual([
      ['Ann', false],
      ['Bob', false]
    ])
    const link = new FakeLink()
    const id = restored.connect(link)
    restored.receive(id, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann', token })
    expect(link.last('welcome')?.seat).toBe(0)
    expect(link.last('state')?.version).toBe(save.version + 1)
  })
})

describe('the host link', () => {
  it('tells the lobby whether the match starts by itself; after back-to-lobby the host starts it', async () => {
    const { table, join, run } = setup({
      seats: 2,
      host: { autoStart: true },
      options: { target: 1 },
      bots: [{ seat: 1, level: 'easy' }]
    })
    const hal = join('Hal', { hostKey: HOST_KEY, spectate: true })
    expect(hal.link.last('state')?.table.startsWhenFull).toBe(true)
    const ann = join('Ann')
    expect(table.status).toBe('playing')
    ann.say({ type: 'leave' })
    await run(0, 2000)
    expect(table.status).toBe('finished')
    hal.say({ type: 'backToLobby' })
    expect(table.status).toBe('lobby')
    expect(hal.link.last('state')?.table.startsWhenFull).toBe(false)
    hal.say({ type: 'start' })
    expect(table.status).toBe('playing')
    expect(table.info().startsWhenFull).toBe(true)
  })

  it('a kicked player is told why and closed with the kicked reason', () => {
    const { table, join } = setup({ seats: 2, host: { autoStart: true } })
    const hal = join('Hal', { hostKey: HOST_KEY, spectate: true })
    const ann = join('Ann')
    join('Bob')
    hal.say({ type: 'kick', seat: 0 })
    expect(ann.link.last('closed')).toEqual({
      type: 'closed',
      reason: 'The host took you off the table.',
      code: 'kicked',
      kicked: true
    })
    expect(ann.link.closedWith).toBe('kicked')
    expect(table.info().seats[0]).toMatchObject({ kind: 'bot' })
  })
})

describe('leaving and closing', () => {
  it('leave holds a lobby seat with a visible deadline, then frees it; a match seat goes to a bot; close tells everyone', async () => {
    const { table, join, run, clock } = setup({ seats: 2 })
    const a = join('Ann')
    const watcher = join('Sue', { spectate: true })
    a.say({ type: 'leave' })
    const leftAt = clock.now()
    expect(a.link.last('closed')).toBeDefined()
    expect(a.link.closedWith).toBe('left')
    clock.advance(ROOM_LIMITS.frameGapMs) // a room change: paced (state-sender.ts)
    const held = watcher.link.last('state')
    expect(held?.table.seats[0]).toMatchObject({ kind: 'human', graceEndsAt: leftAt + 1000 })
    expect(held?.serverNow).toBe(clock.now())
    expect(held?.table.graceSeconds).toBe(1)
    await run(1000)
    expect(table.info().seats[0]).toMatchObject({ kind: 'empty', graceEndsAt: null })
    const b = join('Bob')
    const c = join('Cid')
    table.command({ type: 'start' })
    b.say({ type: 'leave' })
    expect(table.info().seats[0]).toMatchObject({ kind: 'human', away: true })
    await table.close('bye')
    expect(c.link.last('closed')).toEqual({ type: 'closed', reason: 'bye', code: 'table-closed' })
    expect(c.link.closedWith).toBe('table-closed')
    c.say({ type: 'sync' })
    expect(c.link.last('error')).toBeUndefined()
  })
})
