import { describe, expect, it } from 'vitest'
import { MENU_COMMANDS } from '../../../ipc/contract'
import { menuAction, type ScreenName } from './menu-routing'

const SCREENS: ScreenName[] = ['boot', 'home', 'join', 'history', 'tutorial', 'table']

describe('menu commands', () => {
  it('opens the rules and the settings over every screen, in a match too', () => {
    for (const screen of SCREENS) {
      for (const inMatch of [false, true]) {
        expect(menuAction('rules', { screen, inMatch })).toEqual({ kind: 'dialog', dialog: 'rules' })
        expect(menuAction('settings', { screen, inMatch })).toEqual({ kind: 'dialog', dialog: 'settings' })
      }
    }
  })

  it('goes home or to the history at once when no match is being played', () => {
    expect(menuAction('home', { screen: 'history', inMatch: false })).toEqual({ kind: 'go', to: 'home' })
    expect(menuAction('home', { screen: 'join', inMatch: false })).toEqual({ kind: 'go', to: 'home' })
    expect(menuAction('home', { screen: 'table', inMatch: false })).toEqual({ kind: 'go', to: 'home' })
    expect(menuAction('history', { screen: 'home', inMatch: false })).toEqual({ kind: 'go', to: 'history' })
    expect(menuAction('history', { screen: 'table', inMatch: false })).toEqual({ kind: 'go', to: 'history' })
  })

  it('asks before leaving a match that is being played', () => {
    expect(menuAction('home', { screen: 'table', inMatch: true })).toEqual({ kind: 'ask-leave', to: 'home' })
    expect(menuAction('history', { screen: 'table', inMatch: true })).toEqual({ kind: 'ask-leave', to: 'history' })
  })

  it('does nothing while booting or when already there', () => {
    expect(menuAction('home', { screen: 'home', inMatch: false })).toEqual({ kind: 'none' })
    expect(menuAction('history', { screen: 'history', inMatch: false })).toEqual({ kind: 'none' })
    expect(menuAction('home', { screen: 'boot', inMatch: false })).toEqual({ kind: 'none' })
  })

  it('has an action for every command the menu sends', () => {
    for (const command of MENU_COMMANDS) {
      expect(menuAction(command, { screen: 'join', inMatch: false }).kind).not.toBe('none')
    }
  })
})
