// The table's rules without sockets or timers: each test feeds commands to `reduce` and reads the state
// and effects it returns. Every input state is frozen, so a step that changed its input would throw.
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, legalMoves, ranksFromCounts } from '../../engine'
import type { Move } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { ClientMessage } from '../../protocol/messages'
import { TEST_HOST_KEY } from '../../../test-support/server/table-settings'
import { HOST, TABLE, member, rulesBench } from '../../../test-support/server/rules-bench'
import type { BenchSetup } from '../../../test-support/server/rules-bench'
import type { Command, Effect } from './reducer'
import { followUp } from './round-commands'
import { DEFAULT_HOST_SETTINGS, TRICK_HOLD_PAUSES } from './table-config'
import type { TableState } from './table-state'
import { expiredTurnPass, wantedTurn } from './turn-policy'

const HOST_KEY = TEST_HOST_KEY
/** The rules bench (test-support/server/rules-bench.ts) at the match length a real table defaults to. */
const bench = (s: BenchSetup = {}) => rulesBench({ ...s, target: s.target ?? DEFAULT_OPTIONS.target })

const types = (effects: Effect[]) => effects.map((e) => (e.type === 'log' ? `log:${e.event.type}` : e.type))

/** Ann (member 1, seat 0) and Bob (member 2, seat 1) playing; Sue (member 3) watching; Ann leads. */
function twoPlaying(s: BenchSetup = {}) {
  const b = bench({ seats: 2, ...s })
  b.hello(1, 'Ann')
  b.hello(2, 'Bob')
  b.hello(3, 'Sue', { spectate: true })
  b.ok(HOST, { type: 'start' })
  return b
}

describe('joining and leaving', () => {
  it('seats new players in order with their own token, then watchers; welcome → log → change', () => {
    const b = bench({ seats: 2 })
    expect(types(b.hello(1, 'Ann'))).toEqual(['welcome', 'log:joined', 'changed'])
    b.hello(2, 'Bob')
    b.hello(3, 'Cid')
    expect(b.state.members.map((m) => [m.name, m.seat])).toEqual([
      ['Ann', 0],
      ['Bob', 1],
      ['Cid', null]
    ])
    const [ann, bob] = b.state.seats
    expect(ann).toMatchObject({ kind: 'human', name: 'Ann', connection: 1 })
    expect(ann?.token).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect(bob?.token).not.toBe(ann?.token)
    expect(b.state.version).toBe(3)
  })

  it('a returning token takes its seat back and dismisses the older connection', () => {
    const b = bench({ seats: 2 })
    b.hello(1, 'Ann')
    const token = b.state.seats[0]!.token!
    const effects = b.hello(7, 'Ann again', { token })
    expect(effects[0]).toMatchObject({ type: 'dismiss', member: 1, reason: 'replaced' })
    expect(b.state.seats[0]).toMatchObject({ name: 'Ann again', connection: 7, token })
    expect(b.state.members.map((m) => m.id)).toEqual([7])
  })

  it('refuses messages before hello, a second hello, and watchers past the cap', () => {
    const b = bench({ seats: 2, host: { maxSpectators: 1 } })
    expect(b.refused(member(1), { type: 'sync' }).code).toBe('hello-first')
    b.hello(1, 'Ann')
    expect(b.refused(member(1), { type: 'hello', protocol: PROTOCOL_VERSION, name: 'A' }).code).toBe(
      'already-joined'
    )
    b.hello(2, 'Sue', { spectate: true })
    const third = { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Tim', spectate: true } as const
    expect(b.refused(member(3), third).code).toBe('table-full')
  })

  it('leave holds a lobby seat for the grace period: the same token takes it back, else it is freed', () => {
    const lobby = bench({ seats: 2 })
    lobby.hello(1, 'Ann')
    const token = lobby.state.seats[0]!.token!
    const effects = lobby.ok(member(1), { type: 'leave' })
    expect(effects[0]).toMatchObject({ type: 'dismiss', member: 1, reason: 'left' })
    expect(effects).toContainEqual({ type: 'graceStart', token })
    expect(lobby.state.seats[0]).toMatchObject({ kind: 'human', token, connection: null, away: false })
    // A newcomer does not get the held seat…
    lobby.hello(2, 'Bob')
    expect(lobby.state.members.find((m) => m.id === 2)?.seat).toBe(1)
    // …and the leaver's browser, back in time, takes it back.
    expect(lobby.hello(3, 'Ann', { token })).toContainEqual({ type: 'graceStop', token })
    expect(lobby.state.members.find((m) => m.id === 3)?.seat).toBe(0)

    const late = bench({ seats: 2 })
    late.hello(1, 'Ann')
    const lateToken = late.state.seats[0]!.token!
    late.ok(member(1), { type: 'leave' })
    late.ok(TABLE, { type: 'graceOver', token: lateToken })
    expect(late.state.seats[0]?.kind).toBe('empty')
    expect(
      late.refused(member(2), { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann', token: lateToken })
    ).toMatchObject({ code: 'bad-token' })
  })

  it('leave in a match hands the seat to a bot at once; the token still brings the player back', () => {
    const match = twoPlaying()
    const token = match.state.seats[0]!.token!
    match.ok(member(1), { type: 'leave' })
    expect(match.state.seats[0]).toMatchObject({ kind: 'human', away: true, connection: null })
    expect(wantedTurn(match.state, match.context.host)).toMatchObject({ reason: 'bot', seat: 0 })
    match.hello(4, 'Ann', { token })
    expect(match.state.seats[0]).toMatchObject({ away: false, connection: 4 })
    expect(match.state.members.find((m) => m.id === 4)?.seat).toBe(0)
  })

  it('a dropped player keeps the seat through the grace period; a return stops it', () => {
    const b = bench({ seats: 2 })
    b.hello(1, 'Ann')
    const token = b.state.seats[0]!.token!
    const dropped = b.ok(member(1), { type: 'disconnected' })
    expect(dropped).toContainEqual({ type: 'graceStart', token })
    expect(b.state.seats[0]).toMatchObject({ kind: 'human', connection: null })
    expect(b.hello(2, 'Ann', { token })).toContainEqual({ type: 'graceStop', token })
    // Back in time: the grace timer that fires anyway changes nothing.
    expect(b.ok(TABLE, { type: 'graceOver', token })).toEqual([])
  })

  it('grace over frees the seat in the lobby (even after a move) but makes it away in a match', () => {
    const lobby = bench({ seats: 3 })
    lobby.hello(1, 'Ann')
    const token = lobby.state.seats[0]!.token!
    lobby.ok(member(1), { type: 'disconnected' })
    lobby.ok(HOST, { type: 'moveSeat', from: 0, to: 2 })
    expect(types(lobby.ok(TABLE, { type: 'graceOver', token }))).toEqual(['log:left', 'changed'])
    expect(lobby.state.seats.map((s) => s.kind)).toEqual(['empty', 'empty', 'empty'])

    const match = twoPlaying()
    const annToken = match.state.seats[0]!.token!
    match.ok(member(1), { type: 'disconnected' })
    expect(types(match.ok(TABLE, { type: 'graceOver', token: annToken }))).toEqual(['log:away', 'changed'])
    expect(match.state.seats[0]).toMatchObject({ kind: 'human', away: true })
  })
})

describe('lobby control', () => {
  it('only the host changes the table: over the wire with the host key, or as the host process', () => {
    const b = bench({ seats: 3 })
    b.hello(1, 'Ann')
    expect(b.refused(member(1), { type: 'addBot', seat: 2, level: 'hard' }).code).toBe('not-host')
    b.hello(2, 'Host', { hostKey: HOST_KEY, spectate: true })
    b.ok(member(2), { type: 'addBot', seat: 2, level: 'hard' })
    b.ok(HOST, { type: 'setBotLevel', seat: 2, level: 'easy' })
    expect(b.state.seats[2]).toMatchObject({ kind: 'bot', level: 'easy' })
  })

  it.each<[string, Command, string]>([
    ['start with an empty seat', { type: 'start' }, 'seats-not-filled'],
    ['a bot on a taken seat', { type: 'addBot', seat: 0, level: 'easy' }, 'bad-seat-change'],
    ['a seat the table lacks', { type: 'addBot', seat: 5, level: 'easy' }, 'bad-seat'],
    ['shrinking below a taken seat', { type: 'configure', settings: { seats: 2 } }, 'bad-settings'],
    ['a first leader past the seats', { type: 'configure', settings: { firstLeader: 4 } }, 'bad-settings'],
    ['a rematch in the lobby', { type: 'rematch' }, 'wrong-phase']
  ])('refuses %s', (_what, command, code) => {
    const b = bench({ seats: 3, bots: [2] })
    b.hello(1, 'Ann')
    expect(b.refused(HOST, command).code).toBe(code)
  })

  it('re-welcomes moved players; a cleared player stays as a spectator', () => {
    const b = bench({ seats: 3 })
    b.hello(1, 'Ann')
    b.hello(2, 'Bob')
    const moved = b.ok(HOST, { type: 'moveSeat', from: 0, to: 1 })
    expect(moved.filter((e) => e.type === 'welcome')).toEqual([
      { type: 'welcome', member: 1 },
      { type: 'welcome', member: 2 }
    ])
    expect(b.state.members.map((m) => [m.name, m.seat])).toEqual([
      ['Ann', 1],
      ['Bob', 0]
    ])
    expect(b.state.seats[1]).toMatchObject({ name: 'Ann', connection: 1 })
    const cleared = b.ok(HOST, { type: 'clearSeat', seat: 1 })
    expect(types(cleared)).toEqual(['welcome', 'log:left', 'changed'])
    expect(b.state.members.find((m) => m.id === 1)?.seat).toBeNull()
    expect(b.state.seats[1]?.kind).toBe('empty')
  })

  it('configure changes name, target, timer and PIN in the lobby only', () => {
    const b = bench({ seats: 2 })
    b.ok(HOST, { type: 'configure', settings: { name: 'Den', target: 30, turnSeconds: 20, pin: '4321' } })
    expect(b.state.settings).toMatchObject({ name: 'Den', turnSeconds: 20, pin: '4321' })
    expect(b.state.settings.options.target).toBe(30)
    const match = twoPlaying()
    for (const command of [
      { type: 'configure', settings: { name: 'X' } },
      { type: 'addBot', seat: 0, level: 'easy' },
      { type: 'moveSeat', from: 0, to: 1 },
      { type: 'start' }
    ] as const) {
      expect(match.refused(HOST, command).code).toBe('not-in-lobby')
    }
  })

  it('during a match, clearing a player hands the seat to a bot; bots stay', () => {
    const b = bench({ seats: 3, bots: [2] })
    b.hello(1, 'Ann')
    b.hello(2, 'Bob')
    b.ok(HOST, { type: 'start' })
    expect(b.refused(HOST, { type: 'clearSeat', seat: 2 }).code).toBe('not-in-lobby')
    b.ok(HOST, { type: 'clearSeat', seat: 1 })
    expect(b.state.seats[1]).toMatchObject({ kind: 'bot', token: null })
    expect(b.state.members.find((m) => m.id === 2)?.seat).toBeNull()
  })

  it('auto start: due once every seat is filled, and only when asked for', () => {
    const b = bench({ seats: 2, bots: [1], host: { autoStart: true } })
    expect(followUp(b.state, b.context.host)).toBeNull()
    expect(b.ok(TABLE, { type: 'autoStart' })).toEqual([])
    b.hello(1, 'Ann')
    expect(followUp(b.state, b.context.host)).toEqual({ type: 'autoStart' })
    expect(types(b.ok(TABLE, { type: 'autoStart' }))).toEqual([
      'log:matchStarted',
      'log:roundStarted',
      'changed'
    ])
    expect(b.state.match?.round).toBe(1)
    const manual = bench({ seats: 2, bots: [0, 1] })
    expect(followUp(manual.state, manual.context.host)).toBeNull()
  })
})

describe('the host link: a control seat', () => {
  /** Ann and Bob play against a bot, target 1 (one round ends the match); Hal holds the host key and watches. */
  function hosted(autoStart = true) {
    const b = bench({ seats: 3, bots: [2], target: 1, host: { autoStart } })
    b.hello(1, 'Ann')
    b.hello(2, 'Bob')
    b.hello(9, 'Hal', { hostKey: HOST_KEY, spectate: true })
    if (followUp(b.state, b.context.host)?.type === 'autoStart') b.ok(TABLE, { type: 'autoStart' })
    else b.ok(HOST, { type: 'start' })
    return b
  }

  it('a watching host key holder starts the rematch now; a player’s Rematch is a vote (ready), not refused', () => {
    const b = hosted()
    b.finishRound()
    expect(b.refused(member(1), { type: 'rematch' }).code).toBe('not-host')
    b.ok(member(1), { type: 'ready', version: b.state.version })
    expect(b.state.match?.phase).toBe('matchOver')
    b.ok(member(9), { type: 'rematch', now: true })
    expect(b.state.match).toMatchObject({ phase: 'playing', round: 1, results: [] })
  })

  it('back to the lobby after the match keeps the seats and waits for the host to start', () => {
    const b = hosted()
    expect(b.refused(member(9), { type: 'backToLobby' }).code).toBe('wrong-phase')
    b.finishRound()
    expect(b.refused(member(1), { type: 'backToLobby' }).code).toBe('not-host')
    expect(types(b.ok(member(9), { type: 'backToLobby' }))).toEqual(['changed'])
    expect(b.state.match).toBeNull()
    expect(b.state.seats.map((s) => [s.kind, s.name])).toEqual([
      ['human', 'Ann'],
      ['human', 'Bob'],
      ['bot', 'Bot 3']
    ])
    // Every seat is taken, yet the table does not start itself: the host changes seats first.
    expect(followUp(b.state, b.context.host)).toBeNull()
    b.ok(member(9), { type: 'moveSeat', from: 0, to: 2 })
    b.ok(member(9), { type: 'configure', settings: { target: 30 } })
    b.ok(member(9), { type: 'start' })
    expect(b.state.match).toMatchObject({ phase: 'playing', round: 1 })
    expect(b.state.match?.options.target).toBe(30)
    expect(b.state.members.find((m) => m.id === 1)?.seat).toBe(2)
  })

  it('kick: a bot takes the seat in a match, the connection is closed as kicked, the token is void', () => {
    const b = hosted()
    const token = b.state.seats[1]!.token!
    expect(b.refused(member(1), { type: 'kick', seat: 1 }).code).toBe('not-host')
    const effects = b.ok(member(9), { type: 'kick', seat: 1 })
    expect(effects[0]).toMatchObject({ type: 'dismiss', member: 2, reason: 'kicked' })
    expect(types(effects)).toEqual(['dismiss', 'log:left', 'changed'])
    expect(b.state.seats[1]).toMatchObject({ kind: 'bot', token: null })
    expect(b.state.members.map((m) => m.id)).toEqual([1, 9])
    const back = b.refused(member(5), { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Bob', token })
    expect(back).toMatchObject({ code: 'bad-token' })
  })

  it('kick refuses bots, empty seats, missing seats and the kicker’s own seat, changing nothing', () => {
    const b = bench({ seats: 3, bots: [2] })
    b.hello(1, 'Ann', { hostKey: HOST_KEY })
    const before = b.state
    expect(b.refused(member(1), { type: 'kick', seat: 2 }).code).toBe('bad-seat-change')
    expect(b.refused(member(1), { type: 'kick', seat: 1 }).code).toBe('bad-seat-change')
    expect(b.refused(member(1), { type: 'kick', seat: 0 }).code).toBe('bad-seat-change')
    expect(b.refused(HOST, { type: 'kick', seat: 7 }).code).toBe('bad-seat-change')
    expect(b.state).toBe(before)
  })

  it('kick in the lobby empties the seat and stops a running grace period', () => {
    const b = bench({ seats: 2 })
    b.hello(1, 'Ann')
    const token = b.state.seats[0]!.token!
    b.ok(member(1), { type: 'disconnected' })
    expect(b.ok(HOST, { type: 'kick', seat: 0 })).toContainEqual({ type: 'graceStop', token })
    expect(b.state.seats[0]?.kind).toBe('empty')
  })
})

describe('moves', () => {
  it('checks who → seat → turn → version → legality, in that order', () => {
    const b = twoPlaying()
    const v = b.state.version
    const lead: Move = { kind: 'lead', cards: [ranksFromCounts(b.state.match!.hands[0]!)[0]!] }
    const cases: [number, ClientMessage, string][] = [
      [9, { type: 'move', version: v, move: lead }, 'hello-first'],
      [3, { type: 'move', version: v, move: lead }, 'not-seated'],
      [2, { type: 'move', version: v - 1, move: lead }, 'not-your-turn'],
      [1, { type: 'move', version: v - 1, move: lead }, 'stale'],
      [1, { type: 'move', version: v, move: { kind: 'pass' } }, 'leader-cannot-pass']
    ]
    for (const [id, message, code] of cases) expect(b.refused(member(id), message).code).toBe(code)
    const played = b.ok(member(1), { type: 'move', version: v, move: lead })
    expect(played).toEqual([
      { type: 'changed', events: [expect.objectContaining({ type: 'played', seat: 0 })] }
    ])
    expect(b.state.version).toBe(v + 1)
    expect(b.state.match?.turn).toBe(1)
  })

  it('before the match: not-playing; after the round: round-over', () => {
    const lobby = bench({ seats: 2 })
    lobby.hello(1, 'Ann')
    expect(lobby.refused(member(1), { type: 'move', version: 1, move: { kind: 'pass' } }).code).toBe(
      'not-playing'
    )
    const b = twoPlaying({ target: 200 })
    b.finishRound()
    const move = { type: 'move', version: b.state.version, move: { kind: 'pass' } } as const
    expect(b.refused(member(1), move).code).toBe('round-over')
  })

  it('a hint is validated like a move and asks for the asking seat’s own view', () => {
    const b = twoPlaying()
    const v = b.state.version
    expect(b.refused(member(3), { type: 'hint', version: v }).code).toBe('not-seated')
    expect(b.refused(member(2), { type: 'hint', version: v }).code).toBe('not-your-turn')
    expect(b.refused(member(1), { type: 'hint', version: v - 1 }).code).toBe('stale')
    const [hint] = b.ok(member(1), { type: 'hint', version: v, level: 'hard' })
    expect(hint).toMatchObject({ type: 'hint', member: 1, level: 'hard', version: v, view: { seat: 0 } })
    expect(b.state.version).toBe(v) // a hint changes nothing
  })
})

describe('turns the table plays', () => {
  it('wants a bot’s move for bot seats and a turn timer for humans when the table has one', () => {
    const bots = bench({ seats: 2, bots: [0, 1] })
    bots.ok(HOST, { type: 'start' })
    expect(wantedTurn(bots.state, bots.context.host)).toMatchObject({ reason: 'bot', seat: 0 })
    expect(wantedTurn(twoPlaying().state, DEFAULT_HOST_SETTINGS)).toBeNull()
    const timed = twoPlaying({ turnSeconds: 5 })
    expect(wantedTurn(timed.state, timed.context.host)).toMatchObject({ reason: 'timer', delayMs: 5000 })
  })

  it('a bot that leads after a cleared trick waits while the trick is shown', () => {
    const b = bench({ seats: 2, bots: [0, 1] })
    b.ok(HOST, { type: 'start' })
    const pause = b.context.host.botDelayMs
    expect(pause).toBeGreaterThan(0)
    expect(wantedTurn(b.state, b.context.host)).toMatchObject({ delayMs: pause }) // the round's first lead
    const lead = legalMoves(b.state.match!).find((m) => m.kind === 'lead' && !m.cards.includes(8))!
    b.ok(TABLE, { type: 'playFor', seat: 0, match: b.state.match!, move: lead })
    expect(wantedTurn(b.state, b.context.host)).toMatchObject({ seat: 1, delayMs: pause })
    b.ok(TABLE, { type: 'playFor', seat: 1, match: b.state.match!, move: { kind: 'pass' } }) // R6.pass clears
    expect(wantedTurn(b.state, b.context.host)).toMatchObject({
      seat: 0,
      delayMs: pause * (1 + TRICK_HOLD_PAUSES)
    })
  })

  it('an expired turn passes when it may; a leader cannot pass', () => {
    const b = twoPlaying()
    expect(expiredTurnPass(b.state.match!)).toBeNull()
    const match = b.state.match!
    b.ok(TABLE, { type: 'playFor', seat: 0, match, move: legalMoves(match)[0]! })
    expect(expiredTurnPass(b.state.match!)).toEqual({ kind: 'pass' })
  })

  it('a refused or missing move is replaced by a legal one; an outdated one is ignored', () => {
    const b = twoPlaying()
    const match = b.state.match!
    const effects = b.ok(TABLE, { type: 'playFor', seat: 0, match, move: { kind: 'pass' } })
    expect(types(effects)).toEqual(['log:botFailed', 'changed'])
    expect(b.state.match?.log).toEqual([{ seat: 0, move: legalMoves(match)[0] }])
    expect(b.ok(TABLE, { type: 'playFor', seat: 0, match, move: null })).toEqual([])
    const next = b.state.match!
    b.ok(TABLE, { type: 'playFor', seat: 1, match: next, move: null })
    expect(b.state.match?.log).toHaveLength(2)
  })
})

describe('between rounds', () => {
  it('waits for every connected human; a ready from before the round ended is stale', () => {
    const b = bench({ seats: 3, bots: [2], target: 200 })
    b.hello(1, 'Ann')
    b.hello(2, 'Bob')
    b.ok(HOST, { type: 'start' })
    const before = b.state.version
    b.finishRound()
    expect(b.state.match?.phase).toBe('roundOver')
    expect(b.state.phaseVersion).toBe(b.state.version)
    expect(b.refused(member(1), { type: 'ready', version: before }).code).toBe('stale')
    b.ok(member(1), { type: 'ready', version: b.state.version })
    expect(b.state.match?.round).toBe(1)
    expect(followUp(b.state, b.context.host)).toBeNull() // Bob is waited for
    expect(types(b.ok(member(2), { type: 'ready', version: b.state.version }))).toEqual([
      'log:roundStarted',
      'changed'
    ])
    expect(b.state.match?.round).toBe(2)
    expect(b.state.seats.every((s) => !s.ready || s.kind === 'bot')).toBe(true)
  })

  it('a dropped player is not waited for: the next round comes after the pause', () => {
    const b = twoPlaying({ target: 200 })
    b.finishRound()
    b.ok(member(1), { type: 'ready', version: b.state.version })
    b.ok(member(2), { type: 'disconnected' })
    const due = followUp(b.state, b.context.host)
    expect(due).toEqual({ type: 'advanceSoon', match: b.state.match })
    if (due?.type !== 'advanceSoon') return
    b.ok(TABLE, { type: 'advanceDue', match: due.match })
    expect(b.state.match?.round).toBe(2)
    // A pause that ran out for a round already left behind changes nothing.
    expect(b.ok(TABLE, { type: 'advanceDue', match: due.match })).toEqual([])
  })

  it('a finished bot match waits for someone to ask; the rematch starts a new match', () => {
    const b = bench({ seats: 2, bots: [0, 1], target: 1 })
    b.ok(HOST, { type: 'start' })
    b.finishRound()
    expect(b.state.match?.phase).toBe('matchOver')
    expect(followUp(b.state, b.context.host)).toBeNull()
    expect(types(b.ok(HOST, { type: 'rematch' }))).toEqual([
      'log:matchStarted',
      'log:roundStarted',
      'changed'
    ])
    expect(b.state.match).toMatchObject({ phase: 'playing', round: 1, results: [] })
    expect(b.refused(HOST, { type: 'rematch' }).code).toBe('wrong-phase')
  })

  it('a human who says ready after the match asks for the rematch', () => {
    const b = bench({ seats: 2, bots: [1], target: 1 })
    b.hello(1, 'Ann')
    b.ok(HOST, { type: 'start' })
    b.finishRound()
    expect(b.state.match?.phase).toBe('matchOver')
    b.ok(member(1), { type: 'ready', version: b.state.version })
    expect(b.state.match).toMatchObject({ phase: 'playing', round: 1 })
  })
})

describe('two players play two hands (R2.two)', () => {
  it('round 2 deals the kept second hands, and the match ends after it whatever the target', () => {
    const b = bench({ seats: 2, bots: [0, 1], target: 1, twoPlayerGame: 'two-hands' })
    b.ok(HOST, { type: 'start' })
    const secondHands = b.state.match!.reserve
    expect(secondHands).toHaveLength(2)
    b.finishRound()
    expect(b.state.match?.phase).toBe('roundOver')
    const due = followUp(b.state, b.context.host)
    if (due?.type !== 'advanceSoon') throw new Error(`expected advanceSoon, got ${due?.type}`)
    b.ok(TABLE, { type: 'advanceDue', match: due.match })
    expect(b.state.match).toMatchObject({ round: 2, hands: secondHands, reserve: [] })
    b.finishRound()
    expect(b.state.match?.phase).toBe('matchOver')
    expect(b.state.match?.results).toHaveLength(2)
  })
})

describe('the step itself', () => {
  it('is repeatable: the same commands with the same seeded source give the same table', () => {
    const play = () => {
      const b = twoPlaying({ target: 200 })
      b.finishRound()
      return b.state
    }
    expect(play()).toEqual(play())
  })

  it('takes each command only from its own kind of actor', () => {
    const b = twoPlaying()
    const match = b.state.match!
    const playFor: Command = { type: 'playFor', seat: 0, match, move: null }
    expect(b.refused(member(1), playFor).code).toBe('bad-message')
    expect(b.refused(HOST, playFor).code).toBe('bad-message')
    expect(b.refused(HOST, { type: 'sync' }).code).toBe('bad-message')
    expect(b.refused(TABLE, { type: 'start' }).code).toBe('bad-message')
  })

  it('a sync resends the state to the asker and changes nothing', () => {
    const b = twoPlaying()
    const before: TableState = b.state
    expect(b.ok(member(3), { type: 'sync' })).toEqual([{ type: 'resync', member: 3 }])
    expect(b.state).toEqual(before)
  })
})
