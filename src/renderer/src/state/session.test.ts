import { describe, expect, it } from 'vitest'
import type { ServerMessage } from '../../../protocol/messages'
import { makeTable, makeView } from '../../../../test-support/renderer/fixtures'
import { INITIAL_SESSION, disconnected, reduce, type Session } from './session'

const welcome: ServerMessage = { type: 'welcome', protocol: 1, tableId: 't1', seat: 2, token: 'tok_abcdefghijklmnop', isHost: true }
const state = (version: number, over: Partial<Extract<ServerMessage, { type: 'state' }>> = {}): ServerMessage => ({
  type: 'state',
  version,
  table: makeTable(),
  view: makeView(),
  events: [],
  turnDeadline: null,
  ...over
})

function run(messages: ServerMessage[], from: Session = INITIAL_SESSION, now = 1000) {
  let session = from
  const effects = []
  for (const m of messages) {
    const r = reduce(session, m, now)
    session = r.session
    effects.push(...r.effects)
  }
  return { session, effects }
}

describe('session reducer', () => {
  it('welcome: records seat, host flag and table, and asks to keep the token', () => {
    const { session, effects } = run([welcome])
    expect(session).toMatchObject({ tableId: 't1', seat: 2, isHost: true, joined: true })
    expect(effects).toEqual([{ type: 'saveToken', tableId: 't1', token: 'tok_abcdefghijklmnop' }])
  })

  it('welcome without a token (spectator) keeps nothing', () => {
    const { effects } = run([{ ...welcome, seat: null, token: null, isHost: false } as ServerMessage])
    expect(effects).toEqual([])
  })

  it('state: replaces the snapshot whole and keeps the events of that version', () => {
    const first = state(3, { events: [{ type: 'passed', seat: 1 }] })
    const { session } = run([welcome, first])
    expect(session.version).toBe(3)
    expect(session.view).toBe((first as { view: unknown }).view)
    expect(session.events).toEqual([{ type: 'passed', seat: 1 }])
    const next = reduce(session, state(4), 1000).session
    expect(next.events).toEqual([])
    expect(next.view).not.toBe(session.view)
  })

  it('state: ignores an older version', () => {
    const { session } = run([state(5)])
    const r = reduce(session, state(4), 1000)
    expect(r.session).toBe(session)
  })

  it('state: converts the turn deadline to local time using the host clock', () => {
    const { session } = run([state(1, { turnDeadline: 50_000, serverNow: 40_000 })], INITIAL_SESSION, 10_000)
    // 10 s left on the host's clock → 10 s left on ours
    expect(session.turnDeadline).toBe(20_000)
    expect(run([state(1, { turnDeadline: 50_000 })]).session.turnDeadline).toBe(50_000)
  })

  it('state: Undo is offered exactly while the latest state says this seat can take a move back', () => {
    expect(run([state(1)]).session.canUndo).toBe(false)
    const offered = run([state(1), state(2, { canUndo: true })]).session
    expect(offered.canUndo).toBe(true)
    // The move was taken back (or the round ended): the next state no longer says so.
    expect(run([state(3)], offered).session.canUndo).toBe(false)
  })

  it('hint: kept only for the current version, dropped when the state moves on', () => {
    const { session } = run([state(7), { type: 'hint', version: 7, move: { kind: 'pass' }, level: 'medium' }])
    expect(session.hint).toEqual({ version: 7, move: { kind: 'pass' } })
    expect(reduce(session, { type: 'hint', version: 6, move: { kind: 'pass' }, level: 'hard' }, 0).session.hint?.version).toBe(7)
    expect(reduce(session, state(8), 0).session.hint).toBeNull()
  })

  it('error stale: shown, no sync asked (the host sends the state); that state clears it', () => {
    const before = run([welcome, state(2)]).session
    const { session, effects } = reduce(before, { type: 'error', code: 'stale', message: 'old' }, 0)
    expect(session.error?.code).toBe('stale')
    expect(effects).toEqual([])
    expect(reduce(session, state(3), 0).session.error).toBeNull()
  })

  it('error after joining: shown, the connection stays', () => {
    const { session, effects } = run([welcome, { type: 'error', code: 'too-weak', message: 'no' }])
    expect(session.error?.code).toBe('too-weak')
    expect(session.joinError).toBeNull()
    expect(effects.filter((e) => e.type === 'stop')).toEqual([])
  })

  it('a refused join (wrong PIN, full table) stops reconnecting and goes back to the join form', () => {
    for (const code of ['wrong-pin', 'table-full', 'protocol-mismatch'] as const) {
      const { session, effects } = run([{ type: 'error', code, message: code }])
      expect(session.joinError?.code).toBe(code)
      expect(effects).toContainEqual({ type: 'stop' })
    }
  })

  it('a refused seat token is forgotten', () => {
    const { effects } = run([{ type: 'error', code: 'bad-token', message: 'gone' }])
    expect(effects).toEqual([{ type: 'forgetToken' }, { type: 'stop' }])
  })

  it('closed: remembers why and stops', () => {
    const { session, effects } = run([welcome, { type: 'closed', reason: 'host left' }])
    expect(session.closed).toBe('host left')
    expect(effects).toEqual([{ type: 'saveToken', tableId: 't1', token: 'tok_abcdefghijklmnop' }, { type: 'stop' }])
  })

  it('closed as kicked: the seat token is void, so it is forgotten (a plain close keeps it)', () => {
    const kicked = run([welcome, { type: 'closed', reason: 'off you go', kicked: true }])
    expect(kicked.session.kicked).toBe(true)
    expect(kicked.effects).toContainEqual({ type: 'forgetToken' })
    const plain = run([welcome, { type: 'closed', reason: 'host left' }])
    expect(plain.session.kicked).toBe(false)
    expect(plain.effects).not.toContainEqual({ type: 'forgetToken' })
  })

  it('a dropped connection keeps the snapshot but needs a new welcome', () => {
    const { session } = run([welcome, state(2)])
    const down = disconnected(session)
    expect(down.joined).toBe(false)
    expect(down.view).toBe(session.view)
    expect(down.seat).toBe(2)
  })
})
