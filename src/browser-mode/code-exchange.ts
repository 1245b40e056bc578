// The two requests around the one-time codes (src/ipc/loopback.ts), after the gate's Host check:
// - POST SESSION_PATH from the app's own page (its Origin; a cross-site page could not send the custom
//   code header without a preflight nobody answers), the code in CODE_HEADER → this run's key.
// - POST CODE_PATH from the app's own process (a second `npm run play`, which read the key from the
//   user's own instance file; no browser, so no Origin), the key as a Bearer token → a fresh code.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { CODE_HEADER, CODE_PATH, SESSION_PATH } from '../ipc/loopback'
import type { LoopbackRefusal } from '../ipc/loopback'
import { ERROR_HEADERS } from '../server/security-headers'
import { safeEqual } from '../server/table/safe-equal'
import type { OneTimeCodes } from './one-time-codes'
import { writeRefusal } from './refusals'

export interface CodeExchangeDeps {
  /** the page's own origin, http://127.0.0.1:<port> */
  readonly origin: string
  readonly key: string
  readonly codes: OneTimeCodes
}

/** Answers `req` when it is one of the two code requests (true), else leaves it alone (false). */
export type CodeExchange = (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean

export function createCodeExchange({ origin, key, codes }: CodeExchangeDeps): CodeExchange {
  const verdict = (req: IncomingMessage, pathname: string): LoopbackRefusal | { secret: string } => {
    if (req.method !== 'POST') return 'post-only'
    const from = req.headers.origin?.toLowerCase()
    if (pathname === SESSION_PATH) {
      if (from !== origin) return 'bad-origin'
      const code = req.headers[CODE_HEADER]
      return typeof code === 'string' && codes.redeem(code) ? { secret: key } : 'bad-code'
    }
    if (from !== undefined) return 'bad-origin'
    const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (given === undefined) return 'no-key'
    return safeEqual(given, key) ? { secret: codes.issue() } : 'bad-key'
  }
  return (req, res, pathname) => {
    if (pathname !== SESSION_PATH && pathname !== CODE_PATH) return false
    req.resume() // no body is read: whatever was sent is drained
    const answer = verdict(req, pathname)
    if (typeof answer === 'string') writeRefusal(res, answer)
    // plain text that is never cached, like a refusal's
    else res.writeHead(200, ERROR_HEADERS).end(answer.secret)
    return true
  }
}
