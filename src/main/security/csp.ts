// Why: a strict Content-Security-Policy keeps anything that slips into the page (a crafted player or
// table name from the LAN, say) from running script, loading remote code or framing the app.
import type { ResponseHeaders, SessionFacade } from '../electron-facade'

/**
 * The policy, one directive per line. `style-src 'unsafe-inline'`: Svelte transitions inject styles.
 * `connect-src ws: http:`: the renderer talks to LAN tables (hosted here or elsewhere) over ws/http.
 * `worker-src 'self'`: the match review's analysis runs in a Web Worker from the app's own files.
 *
 * The renderer's index.html should carry the same policy as a meta tag, because responses loaded from
 * file:// never pass through onHeadersReceived (`frame-ancestors` is ignored in a meta tag, so omit it):
 *
 *   <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';
 *     style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws: http:;
 *     worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'" />
 */
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, ...string[]]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'", "'unsafe-inline'"],
  ['img-src', "'self'", 'data:'],
  ['connect-src', "'self'", 'ws:', 'http:'],
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-ancestors', "'none'"],
  ['form-action', "'none'"]
]

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map((directive) => directive.join(' ')).join('; ')

/**
 * The response headers with our policy added. A policy the server already sent is kept next to ours:
 * the browser enforces every policy, so the result is never looser than ours.
 */
export function withContentSecurityPolicy(headers: ResponseHeaders | undefined): ResponseHeaders {
  const result: ResponseHeaders = {}
  const policies: string[] = []
  for (const [name, values] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === 'content-security-policy') policies.push(...values)
    else result[name] = values
  }
  result['Content-Security-Policy'] = [...policies, CONTENT_SECURITY_POLICY]
  return result
}

export function applyContentSecurityPolicy(session: SessionFacade): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) })
  })
}
