// Links: the host-control key in a URL fragment, and URLs safe to show or encode as a QR code.
import { TOKEN_PATTERN } from '../../../protocol/vocabulary'

/** `#host=<key>` from a host-control link (printed by the headless host). */
export function hostKeyFrom(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const key = params.get('host')
  return key && TOKEN_PATTERN.test(key) ? key : undefined
}

/** A join URL without any secret fragment (what a QR code or the lobby may show). */
export function publicUrl(url: string): string {
  return url.replace(/#.*$/, '')
}
