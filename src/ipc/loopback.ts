// The browser mode's transport (`npm run play`, src/browser-mode): the contract of ./contract.ts carried
// over one WebSocket between the page and the app on 127.0.0.1, instead of Electron's IPC. Zod-free and
// import-free: the renderer bundles it; the app checks every message with the contract's schemas.
//
// The page learns the key from its URL fragment (#desktop=KEY), which browsers never send in a request
// or a Referer, and presents it when it opens the socket (?key=KEY). The app refuses a socket without
// the key, from another Origin or under another Host, before it is opened (see LOOPBACK_REFUSALS).

export const CONTROL_PATH = '/desktop-api'
export const KEY_FRAGMENT_PARAM = 'desktop'
export const KEY_QUERY_PARAM = 'key'

/** Why a request to the app was refused, with the HTTP status it gets. */
export const LOOPBACK_REFUSALS = {
  /** the Host header is not 127.0.0.1:<the app's port> (DNS rebinding) */
  'bad-host': 403,
  /** the Origin is not the app's own page (another site, a file, or no browser at all) */
  'bad-origin': 403,
  /** no key */
  'no-key': 401,
  /** a key, but not this run's */
  'bad-key': 403,
  /** the control path without a WebSocket upgrade */
  'upgrade-required': 426,
  /** anything but the control path, for a WebSocket */
  'not-found': 404
} as const
export type LoopbackRefusal = keyof typeof LOOPBACK_REFUSALS

/** page → app: one contract call; answered by a `result` with the same id */
export interface InvokeMessage {
  readonly kind: 'invoke'
  readonly id: number
  readonly channel: string
  readonly args: readonly unknown[]
}

/** app → page: the IpcResult of a call, or a push on one of the contract's push channels */
export type LoopbackMessage =
  | { readonly kind: 'result'; readonly id: number; readonly result: unknown }
  | { readonly kind: 'push'; readonly channel: string; readonly payload: unknown }
