// The host's controls during a match (issue 51): pause and resume, the turn timer, the early end, and
// the turn timer's moves marked in the log. Every refusal leaves the table as it was.
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, legalMoves } from '../../engine'
import type { Move } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { ClientMessage } from '../../protocol/messages'
import { validateRecord } from '../../protocol/match-record'
import { simplestLegalPlayer } from '../bot-player'
import { withSeededDeals } from '../random-source'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { MemoryStorage } from '../../../test-support/server/memory-storage'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { TEST_HOST_KEY, tableSettings } from '../../../test-support/server/table-settings'
import { matchOf, versionOf } from '../../../test-support/server/table-probe'
import { Table } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import type { HostSettings } from './table-config'
import type { TableEvent } from './table-events'

const HOST: HostSettings = { ...DEFAULT_HOST_SETTINGS, botDelayMs: 1000, graceMs: 60_000, saveGapMs: 0, autoStart: true }

/** Ann holds the host link at seat 0, Bob plays seat 1, a bot seat 2, Sue watches. */
function setup(turnSeconds = 30, target = DEFAULT_OPTIONS.target) {
  const clock = new FakeClock()
  const storage = new MemoryStorage()
  const deps = { clock, random: withSeededDeals(seededRandom(1), 7), botPlayer: simplestLegalPlayer, storage }
  const settings = tableSettings({ seats: 3, options: { ...DEFAULT_OPTIONS, firstLeader: 0, target }, pin: null, turnSeconds })
  const table = Table.create(settings, HOST, deps, [{ seat: 2, level: 'easy' }])
  const events: TableEvent[] = []
  table.onEvent((event) => events.push(event))
  const join = (name: string, hello: Partial<Extract<ClientMessage, { type: 'hello' }>> = {}) => {
    const link = new FakeLink()
    const id = table.connect(link)
    table.receive(id, { type: 'hello', protocol: PROTOCOL_VERSION, name, ...hello })
    return { link, say: (m: ClientMessage) => table.receive(id, m) }
  }
  const ann = join('Ann', { hostKey: TEST_HOST_KEY })
  const bob = join('Bob')
  const sue = join('Sue', { spectate: true })
  /** Lets timers run and bot promises settle (each bot move may set the next timer). */
  const run = async (ms = 0, rounds = 20) => {
    for (let i = 0; i < rounds; i++) {
      clock.advance(i === 0 ? ms : 0)
      await new Promise((r) => setImmediate(r))
    }
  }
  const play = (who: typeof ann, move?: Move) => {
    const match = matchOf(table)!
    return who.say({ type: 'move', version: versionOf(table), move: move ?? legalMoves(match)[0]! })
  }
  return { table, clock, storage, events, ann, bob, sue, run, play }
}

const unchanged = (table: Table) => JSON.stringify(table.snapshot())

describe('pause and resume', () => {
  it('stops the turn timer and the moves; every member sees it; the resume keeps the time left', async () => {
    const { table, clock, ann, bob, sue, run, play } = setup(30)
    expect(play(ann)).toBeNull() // Ann leads; Bob's 30 s start
    await run(10_000, 2) // 20 s left
    expect(ann.say({ type: 'pause' })).toBeNull()
    for (const who of [ann, bob, sue]) expect(who.link.last('state')).toMatchObject({ table: { paused: true }, turnDeadline: null })
    const before = matchOf(table)
    expect(play(bob)?.code).toBe('paused')
    await run(120_000, 5) // no timer plays for Bob while paused
    expect(matchOf(table)).toEqual(before)
    expect(ann.say({ type: 'resume' })).toBeNull()
    expect(bob.link.last('state')?.table.paused).toBeUndefined()
    expect(bob.link.last('state')?.turnDeadline).toBe(clock.now() + 20_000)
    await run(19_000, 2)
    expect(matchOf(table)?.log.length).toBe(1)
    await run(1_000, 5)
    expect(matchOf(table)?.log[1]?.seat).toBe(1) // the timer played for Bob after his 20 s
  })

  it('stops the bots too', async () => {
    const { table, ann, bob, run, play } = setup(0)
    play(ann)
    play(bob, { kind: 'pass' })
    expect(matchOf(table)?.turn).toBe(2) // the bot's turn
    ann.say({ type: 'pause' })
    await run(60_000, 10)
    expect(matchOf(table)?.turn).toBe(2)
    ann.say({ type: 'resume' })
    await run(2_000, 10)
    expect(matchOf(table)?.log.length).toBe(3)
  })

  it('is refused to a player without the host link, twice, outside a round, and changes nothing', async () => {
    const { table, ann, bob, sue } = setup()
    const before = unchanged(table)
    expect(bob.say({ type: 'pause' })?.code).toBe('not-host')
    expect(sue.say({ type: 'pause' })?.code).toBe('not-host')
    expect(ann.say({ type: 'resume' })?.code).toBe('wrong-phase')
    expect(unchanged(table)).toBe(before)
    ann.say({ type: 'pause' })
    const paused = unchanged(table)
    expect(ann.say({ type: 'pause' })?.code).toBe('wrong-phase')
    expect(bob.say({ type: 'resume' })?.code).toBe('not-host')
    expect(unchanged(table)).toBe(paused)
    ann.say({ type: 'endMatch' })
    expect(ann.say({ type: 'pause' })?.code).toBe('wrong-phase')
  })

  it('stays paused across a host restart, with the time left', async () => {
    const { table, ann, run, play } = setup(30)
    play(ann)
    await run(5_000, 2)
    ann.say({ type: 'pause' })
    const save = JSON.parse(JSON.stringify(table.snapshot()))
    await table.close()
    const clock = new FakeClock()
    const deps = { clock, random: seededRandom(3), botPlayer: simplestLegalPlayer, storage: null }
    const restored = Table.restore(save, HOST, deps)
    expect(restored.info().paused).toBe(true)
    clock.advance(50_000) // long past the turn's time, within Bob's grace period (then a bot would play)
    await new Promise((r) => setImmediate(r))
    expect(matchOf(restored)?.log.length).toBe(1)
    expect(restored.command({ type: 'resume' })).toBeNull()
    const link = new FakeLink()
    restored.receive(restored.connect(link), { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Sue', spectate: true })
    expect(link.last('state')?.turnDeadline).toBe(clock.now() + 25_000)
  })
})

describe('the turn timer during a match', () => {
  it('applies from the next turn: the turn being played keeps its timer; everyone sees the new length', async () => {
    const { table, clock, ann, bob, sue, run, play } = setup(30)
    const deadline = ann.link.last('state')?.turnDeadline
    expect(ann.say({ type: 'setTurnTimer', seconds: 10 })).toBeNull()
    await run(250, 2) // room changes are paced (state-sender.ts)
    for (const who of [ann, bob, sue]) expect(who.link.last('state')?.table.turnSeconds).toBe(10)
    expect(ann.link.last('state')?.turnDeadline).toBe(deadline)
    play(ann)
    expect(bob.link.last('state')?.turnDeadline).toBe(clock.now() + 10_000)
    await run(10_000, 5)
    expect(matchOf(table)?.log[1]?.seat).toBe(1)
  })

  it('off: the turn being played still runs out, the next has no timer', async () => {
    const { table, ann, bob, run } = setup(30)
    ann.say({ type: 'setTurnTimer', seconds: 0 })
    expect(ann.link.last('state')?.turnDeadline).not.toBeNull()
    await run(30_000, 3)
    expect(matchOf(table)?.log.length).toBe(1)
    expect(bob.link.last('state')?.turnDeadline).toBeNull()
  })

  it('turned on from off, it times the turn being played at once, with the whole new length', async () => {
    const { table, clock, ann, bob, run, play } = setup(0)
    play(ann)
    expect(bob.link.last('state')?.turnDeadline).toBeNull()
    await run(60_000, 3) // Bob walked away: nothing happens
    expect(matchOf(table)?.log.length).toBe(1)
    expect(ann.say({ type: 'setTurnTimer', seconds: 20 })).toBeNull()
    await run(250, 2)
    expect(bob.link.last('state')?.turnDeadline).toBe(clock.now() - 250 + 20_000)
    await run(20_000, 5)
    expect(matchOf(table)?.log[1]?.seat).toBe(1)
  })

  it('is refused to players, out of range, unchanged or with no match, and changes nothing', () => {
    const { table, ann, bob } = setup(30)
    const before = unchanged(table)
    expect(bob.say({ type: 'setTurnTimer', seconds: 10 })?.code).toBe('not-host')
    expect(ann.say({ type: 'setTurnTimer', seconds: 30 })?.code).toBe('bad-settings')
    expect(unchanged(table)).toBe(before)
    ann.say({ type: 'endMatch' })
    const over = unchanged(table)
    expect(ann.say({ type: 'setTurnTimer', seconds: 10 })?.code).toBe('not-playing')
    expect(unchanged(table)).toBe(over)
  })
})

describe('ending the match now', () => {
  it('scores the finished rounds: the lowest total wins, everyone sees the match end, the record is kept', async () => {
    const { table, ann, bob, sue, events, run } = setup(1, 200)
    // Round 1 is played to its end by the turn timer: nobody moves in time.
    while (matchOf(table)?.phase === 'playing') await run(1_000, 3)
    const afterRound1 = matchOf(table)!
    expect(afterRound1.phase).toBe('roundOver')
    ann.say({ type: 'ready', version: versionOf(table) })
    bob.say({ type: 'ready', version: versionOf(table) })
    await run(1_000, 3)
    expect(matchOf(table)?.round).toBe(2)
    expect(ann.say({ type: 'endMatch' })).toBeNull()
    const ended = matchOf(table)!
    const low = Math.min(...afterRound1.totals)
    expect(ended.phase).toBe('matchOver')
    expect(ended.totals).toEqual(afterRound1.totals)
    expect(ended.winners).toEqual(afterRound1.totals.flatMap((t, seat) => (t === low ? [seat] : [])))
    for (const who of [ann, bob, sue]) {
      expect(who.link.last('state')).toMatchObject({ table: { status: 'finished' }, view: { phase: 'matchOver' } })
      const record = who.link.last('matchRecord')?.record
      expect(record).toMatchObject({ endedEarly: true, rounds: [{ round: 1 }] })
      expect(validateRecord(record).ok).toBe(true)
    }
    expect(events.find((e) => e.type === 'matchEnded')).toMatchObject({ endedEarly: true, winners: ended.winners })
    // The rematch is the host's, as after any match.
    expect(ann.say({ type: 'rematch', now: true })).toBeNull()
    expect(matchOf(table)?.phase).toBe('playing')
  })

  it('in round 1 everyone shares the win on 0, and there is no record (no round was finished)', () => {
    const { table, ann, bob, events, play } = setup(0)
    play(ann)
    ann.say({ type: 'pause' })
    expect(ann.say({ type: 'endMatch' })).toBeNull()
    expect(matchOf(table)?.winners).toEqual([0, 1, 2])
    expect(table.info().paused).toBeUndefined()
    expect(bob.link.last('matchRecord')).toBeUndefined()
    expect(events.find((e) => e.type === 'matchEnded')).toMatchObject({ winners: [0, 1, 2], record: undefined })
  })

  it('is refused to players and after the match, and changes nothing', () => {
    const { table, ann, bob, sue } = setup()
    const before = unchanged(table)
    expect(bob.say({ type: 'endMatch' })?.code).toBe('not-host')
    expect(sue.say({ type: 'endMatch' })?.code).toBe('not-host')
    expect(unchanged(table)).toBe(before)
    ann.say({ type: 'endMatch' })
    const over = unchanged(table)
    expect(ann.say({ type: 'endMatch' })?.code).toBe('not-playing')
    expect(unchanged(table)).toBe(over)
  })

  it('is saved: a restart continues the ended match as over', async () => {
    const { table, ann, play, storage } = setup()
    play(ann)
    ann.say({ type: 'endMatch' })
    await table.close()
    const saved = storage.last(table.id)
    expect(saved?.match?.phase).toBe('matchOver')
    const restored = Table.restore(saved!, HOST, { clock: new FakeClock(), random: seededRandom(3), botPlayer: simplestLegalPlayer, storage: null })
    expect(restored.status).toBe('finished')
  })
})

describe('the turn timer in the log', () => {
  it("marks the moves the turn timer made, only those, and only in this round's log", async () => {
    const { table, ann, bob, run, play } = setup(5)
    play(ann) // Ann's own lead
    await run(5_000, 3) // Bob's time runs out: the table passes for him
    expect(matchOf(table)?.log[1]).toEqual({ seat: 1, move: { kind: 'pass' } })
    for (const who of [ann, bob]) expect(who.link.last('state')?.table.timedOut).toEqual([1])
  })
})
