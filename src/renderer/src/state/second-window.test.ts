// Issue 51: a second window of the same player. A seat this tab never held (another window of this browser
// holds it, or the app named its owner's seat) is asked for with `ifFree`, so the window that plays it keeps
// it until this one says "Play here" (`moveSeatHere` with the same token); a tab's own seat (a reload, a
// dropped connection) is taken back at once, as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerMessage } from '../../../protocol/messages'
import { storeOnFakeSocket } from '../../../../test-support/renderer/fake-socket'
import type { JoinRequest } from './table-connection.svelte'

const ADDRESS = '127.0.0.1:41234'
const TOKEN = 'tok_0123456789abcdef'

/** A Storage in memory, as sessionStorage or localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value)
  }
}

const open = (request: JoinRequest) => storeOnFakeSocket(request)

let session: Storage
let local: Storage

beforeEach(() => {
  session = memoryStorage()
  local = memoryStorage()
  vi.stubGlobal('sessionStorage', session)
  vi.stubGlobal('localStorage', local)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const stored = JSON.stringify({ tableId: 't', token: TOKEN, name: 'Ada' })
const welcome = (seat: number | null, extra: Partial<Extract<ServerMessage, { type: 'welcome' }>> = {}): ServerMessage => ({
  type: 'welcome',
  protocol: 2,
  tableId: 't',
  seat,
  token: seat === null ? null : TOKEN,
  isHost: true,
  ...extra
})

describe('a second window of the same player', () => {
  it('asks for a seat another window of this browser holds only if free, and moves it here on Play here', () => {
    local.setItem(`535.seat.${ADDRESS}`, stored)
    const { store, socket, receive } = open({ address: ADDRESS, name: 'Ada', own: 'solo' })
    expect(socket.sent[0]).toMatchObject({ type: 'hello', token: TOKEN, ifFree: true })
    receive(welcome(null, { seatElsewhere: 0 }))
    expect(store.session.seatElsewhere).toBe(0)
    store.moveSeatHere()
    expect(socket.sent.at(-1)).toEqual({ type: 'moveSeatHere', seat: 0, token: TOKEN })
    receive(welcome(0))
    expect(store.session).toMatchObject({ seat: 0, seatElsewhere: null })
    // now this tab holds the seat: its next hello (a reload, a dropped connection) takes it back at once
    expect(JSON.parse(session.getItem(`535.seat.${ADDRESS}`) ?? 'null')).toMatchObject({ token: TOKEN })
    const again = open({ address: ADDRESS, name: 'Ada', own: 'solo' })
    expect(again.socket.sent[0]).toMatchObject({ type: 'hello', token: TOKEN })
    expect(again.socket.sent[0]).not.toHaveProperty('ifFree')
  })

  it('uses the owner’s seat token the app gave when this browser holds none', () => {
    const { socket } = open({ address: ADDRESS, name: 'Ada', own: 'solo', ownerToken: TOKEN })
    expect(socket.sent[0]).toMatchObject({ type: 'hello', token: TOKEN, ifFree: true })
  })

  it('sends nothing on Play here before the host named a seat, and never with spectate', () => {
    local.setItem(`535.seat.${ADDRESS}`, stored)
    const { store, socket, receive } = open({ address: ADDRESS, name: 'Ada', own: 'solo' })
    receive(welcome(null))
    const sent = socket.sent.length
    store.moveSeatHere()
    expect(socket.sent).toHaveLength(sent)
    const watching = open({ address: ADDRESS, name: 'Ada', own: 'solo', spectate: true })
    expect(watching.socket.sent[0]).not.toHaveProperty('token')
    expect(watching.socket.sent[0]).not.toHaveProperty('ifFree')
  })

  it('keeps the old takeover for a table that may run another version (another app’s LAN table)', () => {
    local.setItem(`535.seat.${ADDRESS}`, stored)
    const { socket } = open({ address: ADDRESS, name: 'Ada' })
    expect(socket.sent[0]).toMatchObject({ type: 'hello', token: TOKEN })
    expect(socket.sent[0]).not.toHaveProperty('ifFree')
  })
})
