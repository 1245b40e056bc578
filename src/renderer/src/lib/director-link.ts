// Issue 52: the director's link of a tournament carries its key in the fragment (protocol/tournament-urls.ts).
import { directorKeyFrom } from '../../../protocol/tournament-urls'

/** The `#director=KEY` of a director's link, out of the address bar once read (as the host key); this tab
 *  keeps it for reloads. */
export function takeDirectorKey(loc: Location): string | undefined {
  const item = `535.director.${loc.host}`
  const fromLink = directorKeyFrom(loc.hash)
  try {
    if (fromLink === undefined) return directorKeyFrom(`director=${sessionStorage.getItem(item) ?? ''}`)
    sessionStorage.setItem(item, fromLink)
  } catch {
    // storage blocked: the key lives as long as the page
  }
  if (typeof history !== 'undefined') history.replaceState(history.state, '', `${loc.pathname}${loc.search}`)
  return fromLink
}
