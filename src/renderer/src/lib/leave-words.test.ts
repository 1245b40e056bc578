import { describe, expect, it } from 'vitest'
import { en } from '../i18n/en'
import { leaveText, type LeaveSituation } from './leave-words'

const seated: LeaveSituation = { watching: false, inLobby: false, desktop: true, own: undefined, graceSeconds: 60 }

describe('what Leave says happens to the seat', () => {
  it('keeps a solo match for Home, never handing the seat to a bot', () => {
    expect(leaveText({ ...seated, own: 'solo' })).toBe(en.desktopWords.leaveSolo)
    expect(leaveText({ ...seated, own: 'solo', inLobby: true })).toBe(en.desktopWords.leaveSoloLobby)
  })

  it('never offers to resume a finished solo match (issue 51)', () => {
    const over = leaveText({ ...seated, own: 'solo', matchOver: true })
    expect(over).toBe(en.evening.leaveSoloOver)
    expect(over).not.toMatch(/resume it/i)
    expect(leaveText({ ...seated, own: 'solo', matchOver: false })).toBe(en.desktopWords.leaveSolo)
  })

  it('sends a desktop player back through Home, and a browser player back to the same browser', () => {
    expect(leaveText(seated)).toBe(en.leaveQuestion.body)
    expect(leaveText({ ...seated, inLobby: true })).toBe(en.desktopWords.leaveLobbyApp.replace('{{s}}', '60'))
    expect(leaveText({ ...seated, desktop: false })).toBe(en.party.leaveMatch)
    expect(leaveText({ ...seated, desktop: false, inLobby: true })).toBe(en.party.leaveLobby.replace('{{s}}', '60'))
  })

  it('tells a spectator there is no seat to keep', () => {
    expect(leaveText({ ...seated, watching: true, own: 'solo' })).toBe(en.party.leaveWatching)
  })
})
