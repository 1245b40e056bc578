// The desktop API in the browser mode (`npm run play`, src/browser-mode): the same object the preload
// builds (src/preload/api.ts), speaking to the app on 127.0.0.1 over one WebSocket instead of Electron's
// IPC (src/ipc/loopback.ts). Only a page opened at the address the app printed has its key, in the URL
// fragment; every other page (a phone at a table's address, a plain browser) gets no bridge.
import { buildDesktopApi } from '../../../preload/api'
import type { DesktopApi, IpcResult } from '../../../ipc/contract'
import { CONTROL_PATH, KEY_FRAGMENT_PARAM, KEY_QUERY_PARAM } from '../../../ipc/loopback'
import type { InvokeMessage, LoopbackMessage } from '../../../ipc/loopback'
import { TOKEN_PATTERN } from '../../../protocol/vocabulary'

type Where = Pick<Location, 'protocol' | 'host' | 'hostname' | 'hash'>

/** The control socket's address when this page is the browser mode's, else null. */
export function controlUrlFor(where: Where): string | null {
  if (where.protocol !== 'http:' || where.hostname !== '127.0.0.1') return null
  const key = new URLSearchParams(where.hash.replace(/^#/, '')).get(KEY_FRAGMENT_PARAM)
  if (!key || !TOKEN_PATTERN.test(key)) return null
  return `ws://${where.host}${CONTROL_PATH}?${KEY_QUERY_PARAM}=${encodeURIComponent(key)}`
}

/** What the bridge hears from its socket. */
export interface SocketEvents {
  opened(): void
  received(data: unknown): void
  /** also when it never opened (refused, or the app is gone) */
  closed(): void
}

/** Opens a socket to `url` (tests pass a fake). */
export type OpenSocket = (url: string, events: SocketEvents) => { send(data: string): void }

export const openWebSocket: OpenSocket = (url, events) => {
  const socket = new WebSocket(url)
  socket.onopen = () => events.opened()
  socket.onmessage = (event) => events.received(event.data)
  socket.onclose = () => events.closed()
  return { send: (data) => socket.send(data) }
}

const LOST: IpcResult<never> = {
  ok: false,
  error: {
    code: 'not-available',
    message: 'The app is not reachable: start it again with npm run play and open the address it prints.'
  }
}

/** Opens the socket on first use and again after it closed; calls made while it is down fail as LOST. */
export function createLoopbackBridge(controlUrl: string, open: OpenSocket = openWebSocket): DesktopApi {
  type Socket = ReturnType<OpenSocket>
  let connecting: Promise<Socket | null> | null = null
  let nextId = 1
  const pending = new Map<number, (result: unknown) => void>()
  const listeners = new Map<string, Set<(payload: unknown) => void>>()

  function receive(data: unknown): void {
    let message: LoopbackMessage
    try {
      message = JSON.parse(String(data)) as LoopbackMessage
    } catch {
      return
    }
    if (message.kind === 'result') {
      pending.get(message.id)?.(message.result)
      pending.delete(message.id)
    } else if (message.kind === 'push') {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload)
    }
  }

  function connect(): Promise<Socket | null> {
    connecting ??= new Promise((resolve) => {
      const socket = open(controlUrl, {
        // through a function: a socket may say it opened before open() returned it
        opened: () => resolve({ send: (data) => socket.send(data) }),
        received: receive,
        closed: () => {
          connecting = null
          resolve(null)
          for (const answer of pending.values()) answer(LOST)
          pending.clear()
        }
      })
    })
    return connecting
  }

  return buildDesktopApi(
    async (channel, ...args) => {
      const socket = await connect()
      if (!socket) return LOST
      const id = nextId++
      const call: InvokeMessage = { kind: 'invoke', id, channel, args }
      return new Promise((resolve) => {
        pending.set(id, resolve)
        socket.send(JSON.stringify(call))
      })
    },
    (channel, listener) => {
      let set = listeners.get(channel)
      if (!set) listeners.set(channel, (set = new Set()))
      set.add(listener)
      // pushes flow only while the socket is open
      void connect()
      return () => {
        set.delete(listener)
      }
    }
  )
}
