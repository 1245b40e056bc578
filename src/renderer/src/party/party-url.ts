// How a page becomes the party screen (issue 25): `?screen=party` in its URL — the same page the phones
// load from the table host, or the desktop renderer with `&table=host:port` (it has no table host of its
// own to ask). Pure, so the routing and the join page's link are tested without a browser.

/** The query value that opens the party screen instead of the app. */
export const PARTY_SCREEN = 'party'

/** True when the page was opened as the party screen. */
export function isPartyScreen(search: string): boolean {
  return new URLSearchParams(search).get('screen') === PARTY_SCREEN
}

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

/** The join page's "Show this table on this screen": the same page as the party screen. Drops the hash
 *  (a host-control key must never move to a shared screen) and the join form's PIN hint. */
export function partyScreenUrl(pageUrl: string): string {
  const url = new URL(pageUrl)
  url.hash = ''
  url.search = ''
  url.searchParams.set('screen', PARTY_SCREEN)
  return url.toString()
}
