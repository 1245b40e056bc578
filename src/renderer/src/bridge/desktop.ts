// The desktop bridge: the Electron preload's window.fiveThreeFive, or in the browser mode (npm run
// play) the same API over the app's loopback socket; absent in a plain browser. Calls come back as
// results, never throws, so the home screen can show "not available yet" instead of breaking.
import type { DesktopApi, IpcResult } from '../../../ipc/contract'
import '../../../ipc/window'
import { bridgeForPage, browserPage } from './loopback-bridge'

/** undefined until the first look: one bridge (one socket) for the whole page */
let loopback: DesktopApi | null | undefined

export function desktop(): DesktopApi | null {
  if (typeof window === 'undefined') return null
  if (window.fiveThreeFive) return window.fiveThreeFive
  if (loopback === undefined) loopback = bridgeForPage(browserPage(window))
  return loopback
}

/** A desktop call's result; a call that throws (the bridge went away) is `not-available` with its message. */
export async function call<T>(run: () => Promise<IpcResult<T>>): Promise<IpcResult<T>> {
  try {
    return await run()
  } catch (e) {
    // (ipcFail's shape, written here: the contract module builds zod schemas the first page must not load)
    return { ok: false, error: { code: 'not-available', message: e instanceof Error ? e.message : String(e) } }
  }
}

/** host:port and the `#host=` key from a URL the desktop host returned. */
export function addressOf(url: string, fallbackPort: number): { address: string; hostKey?: string } {
  try {
    const u = new URL(url)
    const key = new URLSearchParams(u.hash.replace(/^#/, '')).get('host') ?? undefined
    return { address: u.host || `127.0.0.1:${fallbackPort}`, ...(key ? { hostKey: key } : {}) }
  } catch {
    return { address: `127.0.0.1:${fallbackPort}` }
  }
}
