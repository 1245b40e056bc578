// Where a tournament's pages are (issue 52), for the host that prints and advertises them and the page
// that reads its own address. One port serves three pages of the same renderer:
//   ?tournament                   a player's page: register, wait, follow your seat to each table;
//   ?tournament#director=KEY      the same page with the director's controls (the key never leaves the
//                                 fragment: a browser does not send it, and the page takes it out at once);
//   ?screen=tournament            the big screen: tables, standings, and at the end the podium.
// A bare address (`http://host:port/`, typed by hand) is sent on to the player's page by the host.
import { TOKEN_PATTERN } from './vocabulary'

/** The query that makes the renderer the tournament's player page. */
export const TOURNAMENT_PAGE_PARAM = 'tournament'
/** `?screen=` value of the tournament's big screen (the table's is 'party'). */
export const TOURNAMENT_SCREEN = 'tournament'
/** The fragment parameter that carries the director key in the director's link. */
export const DIRECTOR_FRAGMENT_PARAM = 'director'

export function isTournamentPage(search: string): boolean {
  return new URLSearchParams(search).has(TOURNAMENT_PAGE_PARAM)
}

export function isTournamentScreen(search: string): boolean {
  return new URLSearchParams(search).get('screen') === TOURNAMENT_SCREEN
}

/** The director key in a link's fragment, when it has the shape of one. */
export function directorKeyFrom(hash: string): string | undefined {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get(DIRECTOR_FRAGMENT_PARAM)
  return key && TOKEN_PATTERN.test(key) ? key : undefined
}

/** The three pages of a tournament served at `base` (`http://host:port/`). */
export function tournamentPages(
  base: string,
  directorKey?: string
): { join: string; screen: string; director?: string } {
  const root = base.endsWith('/') ? base : `${base}/`
  const join = `${root}?${TOURNAMENT_PAGE_PARAM}`
  return {
    join,
    screen: `${root}?screen=${TOURNAMENT_SCREEN}`,
    ...(directorKey === undefined ? {} : { director: `${join}#${DIRECTOR_FRAGMENT_PARAM}=${directorKey}` })
  }
}
