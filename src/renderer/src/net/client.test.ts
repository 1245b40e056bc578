import { describe, expect, it } from 'vitest'
import { applyOrThrow, legalMoves, newMatch, viewFor } from '../../../engine'
import type { ClientMessage, ServerMessage } from '../../../protocol/messages'
import { diffView } from '../../../protocol/view-delta'
import { PROTOCOL_VERSION } from '../../../protocol/vocabulary'
import {
  BACKOFF_MAX_MS,
  TableClient,
  backoffDelay,
  normalizeAddress,
  parseServerMessage,
  wsUrlFor,
  type ClientDeps,
  type ConnectionStatus,
  type SocketLike
} from './client'

class FakeSocket implements SocketLike {
  readyState = 0
  sent: string[] = []
  closed = false
  onopen: ((ev: unknown) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  onclose: ((ev: unknown) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null
  constructor(public url: string) {}
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    this.closed = true
    this.readyState = 3
  }
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  drop() {
    this.readyState = 3
    this.onclose?.({})
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) })
  }
}

function harness() {
  const sockets: FakeSocket[] = []
  const timers: { fn: () => void; ms: number; id: number }[] = []
  let nextId = 1
  const deps: ClientDeps = {
    socket: (url) => {
      const s = new FakeSocket(url)
      sockets.push(s)
      return s
    },
    setTimeout: (fn, ms) => {
      const id = nextId++
      timers.push({ fn, ms, id })
      return id
    },
    clearTimeout: (id) => {
      const i = timers.findIndex((t) => t.id === id)
      if (i >= 0) timers.splice(i, 1)
    },
    random: () => 0.5,
    now: () => 0
  }
  const statuses: ConnectionStatus[] = []
  const received: { type: string; reconnected: boolean }[] = []
  let token: string | undefined
  const client = new TableClient(
    {
      url: 'ws://127.0.0.1:9/ws',
      hello: (): ClientMessage => ({ type: 'hello', protocol: 1, name: 'Ada', ...(token ? { token } : {}) }),
      onMessage: (m, reconnected) => received.push({ type: m.type, reconnected }),
      onStatus: (s) => statuses.push(s)
    },
    deps
  )
  const fire = () => {
    const t = timers.shift()
    t?.fn()
    return t
  }
  return { client, sockets, timers, statuses, received, fire, setToken: (t: string) => (token = t) }
}

describe('backoff', () => {
  it('doubles from the base, capped, with ±25 % jitter', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(400)
    expect(backoffDelay(1, () => 0.5)).toBe(800)
    expect(backoffDelay(3, () => 0.5)).toBe(3200)
    expect(backoffDelay(30, () => 0.5)).toBe(BACKOFF_MAX_MS)
    expect(backoffDelay(0, () => 0)).toBe(300)
    expect(backoffDelay(0, () => 1)).toBe(500)
  })
})

describe('TableClient', () => {
  it('says hello on open and hands messages over', () => {
    const h = harness()
    h.client.start()
    expect(h.statuses).toEqual(['connecting'])
    h.sockets[0]?.open()
    expect(JSON.parse(h.sockets[0]?.sent[0] ?? '{}')).toMatchObject({ type: 'hello', name: 'Ada' })
    h.sockets[0]?.receive({ type: 'welcome', protocol: 1, tableId: 't', seat: 0, token: 'x', isHost: false })
    h.sockets[0]?.receive({ type: 'nonsense' })
    expect(h.received).toEqual([{ type: 'welcome', reconnected: false }])
    expect(h.client.send({ type: 'sync' })).toBe(true)
  })

  it('does not send while down (moves are never queued)', () => {
    const h = harness()
    h.client.start()
    expect(h.client.send({ type: 'sync' })).toBe(false)
  })

  it('reconnects with growing delays and the latest token, and marks the messages as reconnected', () => {
    const h = harness()
    h.client.start()
    h.sockets[0]?.open()
    h.setToken('tok_0123456789abcdef')
    h.sockets[0]?.drop()
    expect(h.client.status).toBe('reconnecting')
    expect(h.timers.map((t) => t.ms)).toEqual([400])
    h.fire()
    h.sockets[1]?.drop() // refused again
    expect(h.timers.map((t) => t.ms)).toEqual([800])
    h.fire()
    h.sockets[2]?.open()
    expect(h.client.status).toBe('open')
    expect(JSON.parse(h.sockets[2]?.sent[0] ?? '{}')).toMatchObject({ token: 'tok_0123456789abcdef' })
    h.sockets[2]?.receive({ type: 'welcome', protocol: 1, tableId: 't', seat: 0, token: 'x', isHost: false })
    expect(h.received.at(-1)).toEqual({ type: 'welcome', reconnected: true })
    // after a successful open the backoff starts over
    h.sockets[2]?.drop()
    expect(h.timers.map((t) => t.ms)).toEqual([400])
  })

  it('retryNow skips the wait', () => {
    const h = harness()
    h.client.start()
    h.sockets[0]?.drop()
    expect(h.timers).toHaveLength(1)
    h.client.retryNow()
    expect(h.timers).toHaveLength(0)
    expect(h.sockets).toHaveLength(2)
  })

  it('close stops for good', () => {
    const h = harness()
    h.client.start()
    h.sockets[0]?.open()
    h.client.close()
    expect(h.sockets[0]?.closed).toBe(true)
    expect(h.client.status).toBe('closed')
    expect(h.timers).toHaveLength(0)
  })
})

describe('addresses and frames', () => {
  it('builds ws URLs on the /ws path', () => {
    expect(wsUrlFor('192.168.1.20:5353')).toBe('ws://192.168.1.20:5353/ws')
    expect(wsUrlFor('example.lan:80', true)).toBe('wss://example.lan:80/ws')
    expect(wsUrlFor('http://10.0.0.2:4000/')).toBe('ws://10.0.0.2:4000/ws')
  })

  it('normalizes typed addresses', () => {
    expect(normalizeAddress(' 192.168.1.20:5353 ')).toBe('192.168.1.20:5353')
    expect(normalizeAddress('http://host.local:8080/join')).toBe('host.local:8080')
    expect(normalizeAddress('[::1]:7000')).toBe('[::1]:7000')
    expect(normalizeAddress('10.0.0.5')).toBe('10.0.0.5:5350')
    expect(normalizeAddress('Card-Table.local:5350')).toBe('card-table.local:5350')
    expect(normalizeAddress('')).toBeNull()
    expect(normalizeAddress('10.0.0.300')).toBeNull()
    expect(normalizeAddress('host:99999')).toBeNull()
  })

  it('parses only known server messages', () => {
    expect(parseServerMessage('{"type":"closed","reason":"bye"}')).toEqual({ type: 'closed', reason: 'bye' })
    expect(parseServerMessage('{"type":"move"}')).toBeNull()
    expect(parseServerMessage('not json')).toBeNull()
    expect(parseServerMessage(42)).toBeNull()
  })
})

describe('TableClient and deltas (issue 24)', () => {
  /** Two views of seat 0, one move apart, from a real match. */
  function twoViews() {
    const made = newMatch(2, {}, 5)
    if (!made.ok) throw new Error(made.error.message)
    const before = made.value
    const after = applyOrThrow(before, before.turn!, legalMoves(before)[0]!).state
    return { before: viewFor(before, 0), after: viewFor(after, 0) }
  }

  function connectedClient() {
    const socket = new FakeSocket('ws://127.0.0.1:9/ws')
    const received: ServerMessage[] = []
    const deps: ClientDeps = {
      socket: () => socket,
      setTimeout: () => 0,
      clearTimeout: () => undefined,
      random: () => 0.5,
      now: () => 0
    }
    const hello = (): ClientMessage => ({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ada' })
    const options = {
      url: 'ws://x/ws',
      hello,
      onMessage: (m: ServerMessage) => received.push(m),
      onStatus: () => undefined
    }
    new TableClient(options, deps).start()
    socket.open()
    return { socket, received }
  }

  const state = (version: number, view: unknown) => ({
    type: 'state',
    version,
    table: { seats: [] },
    view,
    events: [],
    turnDeadline: null
  })

  it('hands on the full state each delta makes, never the delta itself', () => {
    const { before, after } = twoViews()
    const { socket, received } = connectedClient()
    socket.receive(state(1, before))
    socket.receive({ type: 'delta', version: 2, view: diffView(before, after), events: [] })
    expect(received.map((m) => m.type)).toEqual(['state', 'state'])
    expect(received[1]).toMatchObject({ version: 2, table: { seats: [] }, turnDeadline: null })
    expect(received[1]?.type === 'state' && received[1].view).toEqual(after)
  })

  it('a delta that does not fit asks for a sync; deltas are ignored until the full state comes', () => {
    const { before, after } = twoViews()
    const { socket, received } = connectedClient()
    socket.receive(state(1, before))
    socket.receive({ type: 'delta', version: 3, base: 2, events: [] })
    socket.receive({ type: 'delta', version: 4, events: [] })
    expect(socket.sent.slice(1).map((s) => JSON.parse(s) as unknown)).toEqual([{ type: 'sync' }])
    expect(received).toHaveLength(1)
    socket.receive(state(4, after))
    socket.receive({ type: 'delta', version: 5, events: [] })
    expect(received.map((m) => m.type === 'state' && m.version)).toEqual([1, 4, 5])
    expect(socket.sent).toHaveLength(2)
  })
})
