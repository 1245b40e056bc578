import { beforeAll, describe, expect, it } from 'vitest'
import { botName } from '../../../protocol/bot-names'
import type { ServerMessage } from '../../../protocol/messages'
import { PROTOCOL_VERSION } from '../../../protocol/vocabulary'
import { makeTable, makeView } from '../../../../test-support/renderer/fixtures'
import { storeOnFakeSocket } from '../../../../test-support/renderer/fake-socket'
import { locale } from '../i18n'

beforeAll(() => locale.ready())

const connected = () => storeOnFakeSocket({ address: '127.0.0.1:1', name: 'Ada' })

const stateMsg = (version: number, view = makeView(), table = makeTable()): ServerMessage => ({
  type: 'state',
  version,
  table,
  view,
  events: [],
  turnDeadline: null
})

describe('TableStore', () => {
  it('says hello, then follows the server: connecting → lobby → playing', () => {
    const { store, socket, receive } = connected()
    expect(socket.sent[0]).toMatchObject({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ada' })
    expect(store.screen).toBe('connecting')
    receive({ type: 'welcome', protocol: 1, tableId: 't', seat: 0, token: 'tok_0123456789abcdef', isHost: true })
    receive(stateMsg(1, makeView(), makeTable({ status: 'lobby' })))
    expect(store.screen).toBe('lobby')
    expect(store.isHost).toBe(true)
    receive(stateMsg(2))
    expect(store.screen).toBe('playing')
    expect(store.isMyTurn).toBe(true)
    expect(store.groups.map((g) => g.weather)).toEqual(['rain', 'cloud', 'sun'])
  })

  it('derives the move options from the selection, and sends moves with the state version', () => {
    const { store, socket, receive } = connected()
    receive(stateMsg(5, makeView({ hand: [4, 5, 9], meld: { type: 'single', cards: [4] }, lastPlayer: 1, playsInTrick: 1 })))
    store.toggle(5, 0)
    expect(store.options.choice).toBe(true)
    const add = store.options.plays.find((m) => m.kind === 'add')!
    store.play(add)
    expect(socket.sent.at(-1)).toEqual({ type: 'move', version: 5, move: { kind: 'add', cards: [5] } })
    expect(store.selectedCount).toBe(0)
  })

  it('keeps the selection over state updates and clamps it to the hand', () => {
    const { store, receive } = connected()
    receive(stateMsg(1, makeView({ hand: [3, 3, 7], turn: 1 })))
    store.toggle(3, 1)
    store.toggle(7, 0)
    receive(stateMsg(2, makeView({ hand: [3, 3, 7], turn: 2 })))
    expect(store.selectedCount).toBe(2)
    receive(stateMsg(3, makeView({ hand: [3, 7], turn: 0 })))
    expect(store.selectedCount).toBe(1)
  })

  it('a stale error sends nothing back (the host follows it with the state); a hint highlights the cards', () => {
    const { store, socket, receive } = connected()
    receive(stateMsg(1))
    const sent = socket.sent.length
    receive({ type: 'error', code: 'stale', message: 'old' })
    expect(socket.sent).toHaveLength(sent)
    receive({ type: 'hint', version: 1, move: { kind: 'lead', cards: [12, 12] }, level: 'medium' })
    expect(store.hinted).toEqual(['12-0', '12-1'])
  })

  it('announces events and celebrates a cleared trick', () => {
    const { store, receive } = connected()
    receive(stateMsg(1))
    receive({
      ...(stateMsg(2) as Extract<ServerMessage, { type: 'state' }>),
      events: [{ type: 'trickCleared', seat: 1, reason: 'eight', meld: null }]
    })
    expect(store.feedback).toMatchObject({ seat: 1, reason: 'eight' })
    expect(store.announcement).toBe(`${botName('en', 'medium', 1)} wins the trick by the Rule of 8s`)
    store.dispose()
  })

  it('announces what the others did, then that it is the player\'s turn, in the current language', async () => {
    const { store, receive } = connected()
    receive({ type: 'welcome', protocol: 1, tableId: 't', seat: 0, token: 'tok_0123456789abcdef', isHost: false })
    receive(stateMsg(1, makeView({ turn: 3 })))
    receive({
      ...(stateMsg(2, makeView({ turn: 0 })) as Extract<ServerMessage, { type: 'state' }>),
      events: [{ type: 'passed', seat: 3 }]
    })
    expect(store.announcement).toBe(`${botName('en', 'medium', 3)} passes. Your turn`)
    await locale.set('de')
    receive({
      ...(stateMsg(3, makeView({ turn: 1 })) as Extract<ServerMessage, { type: 'state' }>),
      events: [{ type: 'trickCleared', seat: 1, reason: 'eight', meld: null }]
    })
    // the bot's name is said in German too
    expect(store.announcement).toBe(`${botName('de', 'medium', 1)} gewinnt den Stich mit der Regel der 8`)
    await locale.set('en')
    store.dispose()
  })

  it('reconnects after a drop and resyncs after the welcome', () => {
    const { store, sockets } = connected()
    sockets[0]!.readyState = 3
    sockets[0]!.onclose?.({})
    expect(store.status).toBe('reconnecting')
    store.retryNow()
    const again = sockets[1]!
    again.readyState = 1
    again.onopen?.({})
    expect(again.sent[0]).toMatchObject({ type: 'hello', name: 'Ada' })
    again.onmessage?.({
      data: JSON.stringify({ type: 'welcome', protocol: 1, tableId: 't', seat: 0, token: 'tok_0123456789abcdef', isHost: false })
    })
    expect(again.sent.at(-1)).toEqual({ type: 'sync' })
    expect(store.status).toBe('open')
  })
})

describe('pass until this trick ends, and hints', () => {
  const lead = { seat: 1, move: { kind: 'lead' as const, cards: [4 as const] } }
  const following = (over: Parameters<typeof makeView>[0]) =>
    makeView({ meld: { type: 'single', cards: [4] }, lastPlayer: 1, playsInTrick: 1, turn: 2, log: [lead], ...over })

  it('passes on our turn in the same trick, stays on until the trick ends, then switches off', () => {
    const { store, socket, receive } = connected()
    receive({ type: 'welcome', protocol: 1, tableId: 't', seat: 0, token: 'tok_0123456789abcdef', isHost: false })
    receive(stateMsg(1, following({})))
    expect(store.canAutoPass).toBe(true)
    store.setAutoPass(true)
    expect(store.autoPass).not.toBeNull()
    const sent = socket.sent.length
    receive(stateMsg(2, following({ turn: 0, passed: [false, false, true, false], log: [lead, { seat: 2, move: { kind: 'pass' } }] })))
    expect(socket.sent.slice(sent)).toEqual([{ type: 'move', version: 2, move: { kind: 'pass' } }])
    expect(store.autoPass).not.toBeNull()
    // Seat 3 clears the trick with an 8 (R6.eight): the switch goes off.
    const eight = { seat: 3, move: { kind: 'overwrite' as const, cards: [8 as const] } }
    receive(stateMsg(3, makeView({ turn: 3, log: [lead, { seat: 2, move: { kind: 'pass' } }, { seat: 0, move: { kind: 'pass' } }, eight] })))
    expect(store.autoPass).toBeNull()
    store.dispose()
  })

  it('cannot be switched on while we lead, and a hint selects its cards', () => {
    const { store, receive } = connected()
    receive({ type: 'welcome', protocol: 1, tableId: 't', seat: 0, token: 'tok_0123456789abcdef', isHost: false })
    receive(stateMsg(1, makeView({ hand: [4, 5, 12, 12] })))
    store.setAutoPass(true)
    expect(store.autoPass).toBeNull()
    receive({ type: 'hint', version: 1, move: { kind: 'lead', cards: [12, 12] }, level: 'medium', reason: 'lead-low' })
    expect(store.selection).toEqual(['12-0', '12-1'])
    expect(store.session.hint?.reason).toBe('lead-low')
    store.dispose()
  })
})
