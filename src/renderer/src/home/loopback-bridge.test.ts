import { describe, expect, it } from 'vitest'
import { INVOKE_CHANNELS, invokeChannels } from '../../../ipc/channels'
import type { InvokeMessage } from '../../../ipc/loopback'
import { controlUrlFor, createLoopbackBridge } from './loopback-bridge'
import type { OpenSocket, SocketEvents } from './loopback-bridge'

const KEY = 'k3y_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-ab'

describe('which page gets the browser-mode bridge', () => {
  const at = (href: string) => {
    const url = new URL(href)
    return { protocol: url.protocol, host: url.host, hostname: url.hostname, hash: url.hash }
  }

  it('the page the app printed: its control socket, with the key from the fragment', () => {
    expect(controlUrlFor(at(`http://127.0.0.1:5359/#desktop=${KEY}`))).toBe(
      `ws://127.0.0.1:5359/desktop-api?key=${KEY}`
    )
  })

  it.each([
    ['a page without a key', 'http://127.0.0.1:5359/'],
    ["a table's host-control link", `http://127.0.0.1:5350/#host=${KEY}`],
    ['a phone at a LAN address', `http://192.168.1.20:5359/#desktop=${KEY}`],
    ['another name for this machine', `http://localhost:5359/#desktop=${KEY}`],
    ['a key that is no key', 'http://127.0.0.1:5359/#desktop=%3Cscript%3E']
  ])('not %s', (_name, href) => {
    expect(controlUrlFor(at(href))).toBeNull()
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
