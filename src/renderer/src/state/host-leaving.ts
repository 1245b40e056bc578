// Leaving as the desktop app's host of its own LAN table while friends sit there: the table runs on
// without this window (a bot plays the host's seat in a match). The leave questions say so, and where
// the way back is (Home's "Your table is still running").
import { t } from '../i18n'
import type { TableStore } from './table.svelte'

type Leaving = Pick<TableStore, 'request' | 'isHost' | 'seat' | 'table' | 'screen'>

/** The window is the host of a LAN table this app runs, and other people sit at it. */
export function friendsPlayOn(store: Leaving): boolean {
  if (store.request.own !== 'hosted' || !store.isHost) return false
  return (store.table?.seats ?? []).some((s) => s.seat !== store.seat && s.kind === 'human')
}

/** What leaving means for that host: the table keeps running, and Home leads back to it. */
export function hostLeavingText(store: Leaving): string {
  if (store.screen !== 'lobby') return t('stillRunning.leaveHostMatch')
  return t('stillRunning.leaveHostLobby', { s: store.table?.graceSeconds ?? 0 })
}
