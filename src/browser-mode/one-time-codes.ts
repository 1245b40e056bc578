// The one-time codes that open the browser mode's page (src/ipc/loopback.ts): what the app prints and
// puts on the browser's command line instead of its key. A code is good once and for a short time, so
// the address a browser's history or a process list shows is useless by the time anyone else reads it.
import { randomBytes } from 'node:crypto'
import { safeEqual } from '../server/table/safe-equal'

/** Long enough to copy the printed address into a browser; `npm run play` again gives a fresh one. */
export const CODE_LIFETIME_MS = 2 * 60_000
/** Codes not yet used: asking for more forgets the oldest (each ask needs the key anyway). */
export const MAX_LIVE_CODES = 8

export interface OneTimeCodes {
  /** A fresh code: 128 bits from the OS, URL-safe. */
  issue(): string
  /** true once for a code issued less than CODE_LIFETIME_MS ago, then never again. */
  redeem(code: string): boolean
}

export function createOneTimeCodes(now: () => number = Date.now): OneTimeCodes {
  /** code → when it expires, oldest first */
  const live = new Map<string, number>()
  const forgetExpired = () => {
    for (const [code, expires] of live) if (expires <= now()) live.delete(code)
  }
  return {
    issue() {
      forgetExpired()
      const code = randomBytes(16).toString('base64url')
      live.set(code, now() + CODE_LIFETIME_MS)
      for (const oldest of live.keys()) if (live.size > MAX_LIVE_CODES) live.delete(oldest)
      return code
    },
    redeem(code) {
      forgetExpired()
      // compared in constant time, like the key: a code must not be guessed character by character
      for (const known of live.keys())
        if (safeEqual(known, code)) {
          live.delete(known)
          return true
        }
      return false
    }
  }
}
