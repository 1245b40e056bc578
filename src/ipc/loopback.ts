// The browser mode's transport (`npm run play`, src/browser-mode): the contract of ./contract.ts carried
// over one WebSocket between the page and the app on 127.0.0.1, instead of Electron's IPC. Zod-free and
// import-free: the renderer bundles it; the app checks every message with the contract's schemas.
//
// The address the app prints and opens carries no key but a one-time code (#desktop=CODE), short-lived
// and good once: a browser's command line (seen by other local users) and its history hold only a used
// or expired code. The page trades it at once for this run's key (POST SESSION_PATH, the code in
// CODE_HEADER), takes it out of its address bar, keeps the key in its session storage (a reload) and
// presents the key when it opens the socket (?key=KEY). The app refuses a socket without the key, from
// another Origin or under another Host, before it is opened (see LOOPBACK_REFUSALS). A second
// `npm run play` asks the running app for a fresh code (POST CODE_PATH, the key as a Bearer token).

export const CONTROL_PATH = '/desktop-api'
/** page → app: a one-time code for this run's key (the key is the answer's body) */
export const SESSION_PATH = '/desktop-api/session'
/** the app's own process → app: a fresh one-time code (the code is the answer's body) */
export const CODE_PATH = '/desktop-api/code'
export const CODE_HEADER = 'x-desktop-code'
/** The fragment of the address the app opens: `#desktop=<one-time code>`. */
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
  /** no one-time code, or one this run never gave, already used or expired */
  'bad-code': 403,
  /** a session or code request that is not a POST */
  'post-only': 405,
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
