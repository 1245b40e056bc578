// How a page becomes the party screen (issue 25): `?screen=party` in its URL — the same page the phones
// load from the table host, or the desktop renderer with `&table=host:port` (it has no table host of its
// own to ask). Pure, so the routing and the join page's link are tested without a browser. The query
// itself is in protocol/join-shell.ts: the table host reads it too (no join form for the party screen).
import { PARTY_SCREEN, isPartyScreen } from '../../../protocol/join-shell'

export { PARTY_SCREEN, isPartyScreen }

interface PageLocation {
  protocol: string
  host: string
  search: string
}

/** The table (host:port) the party screen watches: `table=` when given, else the host that served the
 *  page; null when there is none (a desktop renderer loaded from a file without `table=`). */
export function partyAddress(loc: PageLocation): string | null {
  const named = new URLSearchParams(loc.search).get('table')
  if (named) return named
  return loc.protocol === 'http:' || loc.protocol === 'https:' ? loc.host : null
}

/** The join page's "Show this table on this screen": the same page as the party screen. A reference with
 *  only a query keeps the page's host and path and drops its hash (a host-control key must never move to
 *  a shared screen) and its query (the join form's PIN hint). Relative, so the table host can render it
 *  into the join form without knowing the page's address (protocol/join-shell.ts). */
export const PARTY_SCREEN_LINK = `?screen=${PARTY_SCREEN}`

/** Issue 51: the party screen of a table this computer hosts at `address` (host:port), as the browser
 *  mode's "Show on a big screen" opens it in a new browser window — the same address the desktop app's
 *  window loads (desktop/party/party-placement.ts): the table's own page on 127.0.0.1. Null when the
 *  address names no port. */
export function ownPartyScreenUrl(address: string): string | null {
  try {
    const { port } = new URL(`http://${address}`)
    return port === '' ? null : `http://127.0.0.1:${port}/${PARTY_SCREEN_LINK}`
  } catch {
    return null
  }
}
