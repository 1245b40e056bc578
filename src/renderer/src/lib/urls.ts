// Links: the host-control key in a URL fragment, and URLs safe to show or encode as a QR code.
import { TOKEN_PATTERN } from '../../../protocol/vocabulary'

/** `#host=<key>` from a host-control link (printed by the headless host). */
export function hostKeyFrom(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const key = params.get('host')
  return key && TOKEN_PATTERN.test(key) ? key : undefined
}

/** A join URL that tells the join form to ask for the PIN up front (`?pin=1`; never the PIN itself). */
export function withPinHint(url: string, pinRequired: boolean): string {
  if (!pinRequired) return url
  const u = new URL(url)
  u.searchParams.set('pin', '1')
  return u.toString()
}

/** True when the page's query carries the PIN hint. */
export function pinHintIn(search: string): boolean {
  return new URLSearchParams(search).get('pin') === '1'
}

/** A join URL without any secret fragment (what a QR code or the lobby may show). */
export function publicUrl(url: string): string {
  return url.replace(/#.*$/, '')
}
