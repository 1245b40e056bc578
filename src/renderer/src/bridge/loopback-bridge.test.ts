import { describe, expect, it } from 'vitest'
import { INVOKE_CHANNELS, invokeChannels } from '../../../ipc/channels'
import type { InvokeMessage } from '../../../ipc/loopback'
import {
  SESSION_KEY_ITEM,
  bridgeForPage,
  controlUrlFor,
  createLoopbackBridge,
  pageAccess
} from './loopback-bridge'
import type { OpenSocket, Page, SocketEvents } from './loopback-bridge'

const KEY = 'k3y_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-ab'
const CODE = 'c0de_ABCDEFGHIJKLMNOPQ'

describe('which page gets the browser-mode bridge', () => {
  const at = (href: string) => {
    const url = new URL(href)
    const { protocol, host, hostname, hash, pathname, search } = url
    return { protocol, host, hostname, hash, pathname, search }
  }

  it('the page the app opened: the one-time code of its fragment; after a reload, the key it traded it for', () => {
    expect(pageAccess(at(`http://127.0.0.1:5359/#desktop=${CODE}`), null)).toEqual({ code: CODE })
    expect(pageAccess(at(`http://127.0.0.1:5359/#desktop=${CODE}`), KEY)).toEqual({ code: CODE })
    expect(pageAccess(at('http://127.0.0.1:5359/'), KEY)).toEqual({ key: KEY })
    expect(controlUrlFor('127.0.0.1:5359', KEY)).toBe(`ws://127.0.0.1:5359/desktop-api?key=${KEY}`)
  })

  it.each([
    ['a page without a code', 'http://127.0.0.1:5359/'],
    ["a table's host-control link", `http://127.0.0.1:5350/#host=${CODE}`],
    ['a phone at a LAN address', `http://192.168.1.20:5359/#desktop=${CODE}`],
    ['another name for this machine', `http://localhost:5359/#desktop=${CODE}`],
    ['a code that is no code', 'http://127.0.0.1:5359/#desktop=%3Cscript%3E']
  ])('not %s', (_name, href) => {
    expect(pageAccess(at(href), null)).toBeNull()
  })

  it('not a page elsewhere, even in a tab that holds a key', () => {
    expect(pageAccess(at('http://192.168.1.20:5359/'), KEY)).toBeNull()
  })

  /** A page at `href` whose app answers codes with `answer`. */
  function fakePage(href: string, answer: string | null, stored: string | null = null) {
    const socket = fakeSocket()
    const items = new Map<string, string>(stored === null ? [] : [[SESSION_KEY_ITEM, stored]])
    const urls: string[] = []
    const redeemed: string[] = []
    const page: Page = {
      location: at(href),
      replaceUrl: (url) => urls.push(url),
      storage: {
        getItem: (name) => items.get(name) ?? null,
        setItem: (name, value) => items.set(name, value)
      },
      redeem: (code) => {
        redeemed.push(code)
        return Promise.resolve(answer)
      },
      open: socket.open
    }
    return { page, socket, items, urls, redeemed }
  }

  it('takes the code out of the address bar at once, trades it for the key, keeps the key for a reload', async () => {
    const { page, socket, items, urls, redeemed } = fakePage(
      `http://127.0.0.1:5359/play?x=1#desktop=${CODE}`,
      KEY
    )
    const api = bridgeForPage(page)
    expect(urls).toEqual(['/play?x=1'])
    expect(redeemed).toEqual([CODE])
    const settings = api?.getSettings()
    await socket.tick()
    expect(socket.opened.map((o) => o.url)).toEqual([`ws://127.0.0.1:5359/desktop-api?key=${KEY}`])
    expect(items.get(SESSION_KEY_ITEM)).toBe(KEY)
    socket.current().opened()
    await socket.tick()
    socket.current().received(JSON.stringify({ kind: 'result', id: 1, result: { ok: true, value: 'ok' } }))
    expect(await settings).toEqual({ ok: true, value: 'ok' })
  })

  it('a reload uses the kept key, trading nothing', async () => {
    const { page, socket, redeemed, urls } = fakePage('http://127.0.0.1:5359/', null, KEY)
    void bridgeForPage(page)?.getSettings()
    await socket.tick()
    expect(socket.opened.map((o) => o.url)).toEqual([`ws://127.0.0.1:5359/desktop-api?key=${KEY}`])
    expect(redeemed).toEqual([])
    expect(urls).toEqual([])
  })

  it('a used or expired code: every call says so and how to get a fresh address; no socket is opened', async () => {
    const { page, socket, items, urls } = fakePage(`http://127.0.0.1:5359/#desktop=${CODE}`, null)
    const api = bridgeForPage(page)
    expect(urls).toEqual(['/'])
    for (let i = 0; i < 2; i++)
      expect(await api?.getSettings()).toMatchObject({
        ok: false,
        error: {
          code: 'not-available',
          message: expect.stringMatching(/used already or has expired.*npm run play/)
        }
      })
    expect(socket.opened).toEqual([])
    expect(items.size).toBe(0)
  })
})

/** A socket the test drives: what the bridge sent, and its events. */
function fakeSocket() {
  const sent: InvokeMessage[] = []
  const opened: { url: string; events: SocketEvents }[] = []
  const open: OpenSocket = (url, events) => {
    opened.push({ url, events })
    return { send: (data) => sent.push(JSON.parse(data) as InvokeMessage) }
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { sent, opened, open, tick, current: () => opened[opened.length - 1]!.events }
}

describe('the browser-mode bridge', () => {
  it('has one function per contract channel, as the preload builds it', () => {
    const api = createLoopbackBridge('ws://x', fakeSocket().open) as unknown as Record<string, unknown>
    for (const channel of INVOKE_CHANNELS) expect(typeof api[invokeChannels[channel]]).toBe('function')
  })

  it('sends a call once the socket is open and answers with the result of the same id', async () => {
    const socket = fakeSocket()
    const api = createLoopbackBridge('ws://control', socket.open)
    const first = api.setSettings({ playerName: 'Ada' })
    const second = api.getSettings()
    expect(socket.opened.map((o) => o.url)).toEqual(['ws://control'])
    socket.current().opened()
    await socket.tick()
    expect(socket.sent).toEqual([
      { kind: 'invoke', id: 1, channel: 'settings:set', args: [{ playerName: 'Ada' }] },
      { kind: 'invoke', id: 2, channel: 'settings:get', args: [] }
    ])
    // answers may come in any order
    socket.current().received(JSON.stringify({ kind: 'result', id: 2, result: { ok: true, value: 'two' } }))
    socket.current().received(JSON.stringify({ kind: 'result', id: 1, result: { ok: true, value: 'one' } }))
    expect(await second).toEqual({ ok: true, value: 'two' })
    expect(await first).toEqual({ ok: true, value: 'one' })
  })

  it('hands pushes to the listeners of their channel until they unsubscribe', async () => {
    const socket = fakeSocket()
    const api = createLoopbackBridge('ws://control', socket.open)
    const heard: unknown[] = []
    const stop = api.onNoticesChanged((notices) => heard.push(notices))
    api.onDiscoveryChanged(() => heard.push('wrong channel'))
    socket.current().opened()
    socket.current().received(JSON.stringify({ kind: 'push', channel: 'notices:changed', payload: [] }))
    stop()
    socket.current().received(JSON.stringify({ kind: 'push', channel: 'notices:changed', payload: ['late'] }))
    expect(heard).toEqual([[]])
  })

  it('answers not-available when the app is gone, and opens a new socket for the next call', async () => {
    const socket = fakeSocket()
    const api = createLoopbackBridge('ws://control', socket.open)
    const pending = api.getSettings()
    socket.current().opened()
    await socket.tick()
    socket.current().closed()
    expect(await pending).toMatchObject({ ok: false, error: { code: 'not-available' } })
    // refused outright (a stale key): the call fails the same way
    const refused = api.getSettings()
    socket.current().closed()
    expect(await refused).toMatchObject({ ok: false, error: { code: 'not-available' } })
    expect(socket.opened).toHaveLength(2)
  })
})
