// What a command from the application menu (File › Home, File › Match history, File › Settings,
// Help › Rules) does on the screen the player is on. Pure, so every case is unit-tested: dialogs open
// over any screen; leaving a match that is being played asks first.
import type { MenuCommand } from '../../../ipc/contract'

export type ScreenName = 'boot' | 'home' | 'join' | 'history' | 'tutorial' | 'table' | 'review' | 'records' | 'tournament'
export type Destination = 'home' | 'history' | 'records'
export type Dialog = 'rules' | 'settings'

export type MenuAction =
  | { readonly kind: 'dialog'; readonly dialog: Dialog }
  | { readonly kind: 'go'; readonly to: Destination }
  | { readonly kind: 'ask-leave'; readonly to: Destination }
  /** Issue 26: the match under review goes to a file. */
  | { readonly kind: 'export' }
  | { readonly kind: 'none' }

export interface Where {
  readonly screen: ScreenName
  /** at a table whose match is being played (a round or between rounds) */
  readonly inMatch: boolean
}

export function menuAction(command: MenuCommand, where: Where): MenuAction {
  switch (command) {
    case 'rules':
      return { kind: 'dialog', dialog: 'rules' }
    case 'settings':
      return { kind: 'dialog', dialog: 'settings' }
    case 'home':
    case 'history':
      return navigate(command, where)
    // Issue 26: a record file opens on the review page; Export saves the match under review, and
    // elsewhere shows the history, where each recorded match opens for review (and export).
    case 'open-record':
      return navigate('records', where)
    case 'export-record':
      return where.screen === 'review' ? { kind: 'export' } : navigate('history', where)
  }
}

function navigate(to: Destination, where: Where): MenuAction {
  // Booting decides the first screen itself; already there is nothing to do.
  if (where.screen === 'boot' || where.screen === to) return { kind: 'none' }
  if (where.screen === 'table' && where.inMatch) return { kind: 'ask-leave', to }
  return { kind: 'go', to }
}
