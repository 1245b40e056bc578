// The desktop API in the browser mode (`npm run play`, src/browser-mode): the same object the preload
// builds (src/preload/api.ts), speaking to the app on 127.0.0.1 over one WebSocket instead of Electron's
// IPC (src/ipc/loopback.ts). Only a page opened at an address the app printed or opened has a way in: a
// one-time code in the URL fragment, which the page takes out of its address bar at once and trades for
// the run's key (kept in this tab's session storage, for a reload); every other page (a phone at a
// table's address, a plain browser) gets no bridge.
import { buildDesktopApi } from '../../../preload/api'
import type { DesktopApi, IpcResult } from '../../../ipc/contract'
import {
  CODE_HEADER,
  CONTROL_PATH,
  KEY_FRAGMENT_PARAM,
  KEY_QUERY_PARAM,
  SESSION_PATH
} from '../../../ipc/loopback'
import type { InvokeMessage, LoopbackMessage } from '../../../ipc/loopback'
import { TOKEN_PATTERN } from '../../../protocol/vocabulary'

type Where = Pick<Location, 'protocol' | 'host' | 'hostname' | 'hash' | 'pathname' | 'search'>

/** Where this tab keeps the key it traded its code for. */
export const SESSION_KEY_ITEM = 'desktopKey'

/** How this page gets in: the code its address holds, the key this tab traded one for before, or not at all. */
export type PageAccess = { readonly code: string } | { readonly key: string } | null

export function pageAccess(where: Where, storedKey: string | null): PageAccess {
  if (where.protocol !== 'http:' || where.hostname !== '127.0.0.1') return null
  const code = new URLSearchParams(where.hash.replace(/^#/, '')).get(KEY_FRAGMENT_PARAM)
  if (code && TOKEN_PATTERN.test(code)) return { code }
  return storedKey && TOKEN_PATTERN.test(storedKey) ? { key: storedKey } : null
}

/** The control socket's address for this run's key. */
export function controlUrlFor(host: string, key: string): string {
  return `ws://${host}${CONTROL_PATH}?${KEY_QUERY_PARAM}=${encodeURIComponent(key)}`
}

/** What the bridge needs of the page (tests pass fakes). */
export interface Page {
  readonly location: Where
  replaceUrl(url: string): void
  readonly storage: { getItem(name: string): string | null; setItem(name: string, value: string): void }
  /** The key for a one-time code, or null when the app refuses it (used, expired, never given). */
  redeem(code: string): Promise<string | null>
  readonly open?: OpenSocket
}

/** The bridge of the browser mode's page, or null when this page is not it. */
export function bridgeForPage(page: Page): DesktopApi | null {
  const { location: where, storage } = page
  const stored = storage.getItem(SESSION_KEY_ITEM)
  const access = pageAccess(where, stored)
  if (access === null) return null
  if ('key' in access) return createLoopbackBridge(controlUrlFor(where.host, access.key), page.open)
  // Out of the address bar (and this history entry) before anything else: the code is good only once.
  const rest = new URLSearchParams(where.hash.replace(/^#/, ''))
  rest.delete(KEY_FRAGMENT_PARAM)
  const hash = rest.toString()
  page.replaceUrl(`${where.pathname}${where.search}${hash === '' ? '' : `#${hash}`}`)
  const key = page.redeem(access.code).then((traded) => {
    if (traded !== null) storage.setItem(SESSION_KEY_ITEM, traded)
    // a used code in a tab that holds a key already (an old address pasted again) still has that key
    return traded ?? (stored && TOKEN_PATTERN.test(stored) ? stored : null)
  })
  return createLoopbackBridge(async () => {
    const traded = await key
    return traded === null ? null : controlUrlFor(where.host, traded)
  }, page.open)
}

/** POST SESSION_PATH: this run's key for a one-time code, from the app that served this page. */
export async function redeemCode(code: string): Promise<string | null> {
  try {
    const res = await fetch(SESSION_PATH, { method: 'POST', headers: { [CODE_HEADER]: code } })
    const key = res.ok ? await res.text() : ''
    return TOKEN_PATTERN.test(key) ? key : null
  } catch {
    return null
  }
}

/** The real page: its address bar, this tab's session storage (nothing kept when it is blocked). */
export function browserPage(win: Window): Page {
  const storage = {
    getItem: (name: string) => {
      try {
        return win.sessionStorage.getItem(name)
      } catch {
        return null
      }
    },
    setItem: (name: string, value: string) => {
      try {
        win.sessionStorage.setItem(name, value)
      } catch {
        // blocked: a reload will need a fresh address from npm run play
      }
    }
  }
  return {
    location: win.location,
    replaceUrl: (url) => win.history.replaceState(win.history.state, '', url),
    storage,
    redeem: redeemCode
  }
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

const REFUSED: IpcResult<never> = {
  ok: false,
  error: {
    code: 'not-available',
    message:
      'This address was used already or has expired: run npm run play again and open the fresh address it prints.'
  }
}

/**
 * Opens the socket on first use and again after it closed; calls made while it is down fail as LOST.
 * `controlUrl` may come later (once the page traded its code): null then means the code was refused.
 */
export function createLoopbackBridge(
  controlUrl: string | (() => Promise<string | null>),
  open: OpenSocket = openWebSocket
): DesktopApi {
  type Socket = ReturnType<OpenSocket>
  let refused = false
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
    connecting ??=
      typeof controlUrl === 'string'
        ? socketTo(controlUrl)
        : controlUrl().then((url) => {
            refused = url === null
            return url === null ? null : socketTo(url)
          })
    return connecting
  }

  function socketTo(url: string): Promise<Socket | null> {
    return new Promise((resolve) => {
      const socket = open(url, {
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
  }

  return buildDesktopApi(
    async (channel, ...args) => {
      const socket = await connect()
      if (!socket) return refused ? REFUSED : LOST
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
