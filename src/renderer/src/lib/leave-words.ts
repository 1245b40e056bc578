// What Leave says happens to the seat, per situation: a solo table stops and keeps its match for Home (a
// finished one has nothing to keep);
// a LAN seat is held (lobby) or played by a bot (match) until the player comes back, from the desktop
// app's Recent tables or by opening the table again in the same browser.
import type { TableKind } from '../../../protocol/vocabulary'
import { t } from '../i18n'

export interface LeaveSituation {
  /** a spectator: no seat to keep */
  readonly watching: boolean
  readonly inLobby: boolean
  /** the match is over: nothing is left to resume or to play for the seat */
  readonly matchOver?: boolean
  /** the desktop app (which finds the table again on Home) rather than a browser tab */
  readonly desktop: boolean
  /** a table this app runs for the player (solo stops when left); undefined for someone else's */
  readonly own: TableKind | undefined
  /** how long the lobby holds a seat */
  readonly graceSeconds: number
}

export function leaveText(s: LeaveSituation): string {
  if (s.watching) return t('party.leaveWatching')
  if (s.own === 'solo') {
    if (s.inLobby) return t('desktopWords.leaveSoloLobby')
    // a finished solo match cannot be resumed (issue 51): say so rather than "resume it from Home"
    return s.matchOver === true ? t('evening.leaveSoloOver') : t('desktopWords.leaveSolo')
  }
  if (s.desktop) {
    return s.inLobby ? t('desktopWords.leaveLobbyApp', { s: s.graceSeconds }) : t('leaveQuestion.body')
  }
  return s.inLobby ? t('party.leaveLobby', { s: s.graceSeconds }) : t('party.leaveMatch')
}
