import { describe, expect, it } from 'vitest'
import { makeTable } from '../../../../test-support/renderer/fixtures'
import { en } from '../i18n/en'
import { friendsPlayOn, hostLeavingText } from './host-leaving'
import type { JoinRequest } from './table-connection.svelte'

const OWN_LAN: JoinRequest = { address: '127.0.0.1:5350', name: 'Ada', hostKey: 'k'.repeat(22), own: 'hosted' }

/** Ada (seat 0) at a table of Ada, a friend or a bot at seat 1, and bots. */
function leaving(over: { request?: JoinRequest; isHost?: boolean; friend?: boolean; screen?: 'lobby' | 'playing' }) {
  const table = makeTable({}, 3)
  if (over.friend ?? true) table.seats[1] = { ...table.seats[1]!, kind: 'human', name: 'Cy', level: null }
  return {
    request: over.request ?? OWN_LAN,
    isHost: over.isHost ?? true,
    seat: 0,
    table,
    screen: over.screen ?? 'playing'
  } as const
}

describe('leaving a LAN table this app hosts', () => {
  it('is told the table runs on only by the host with friends at it', () => {
    expect(friendsPlayOn(leaving({}))).toBe(true)
    expect(friendsPlayOn(leaving({ friend: false }))).toBe(false)
    expect(friendsPlayOn(leaving({ isHost: false }))).toBe(false)
    expect(friendsPlayOn(leaving({ request: { ...OWN_LAN, own: 'solo' } }))).toBe(false)
    // a table this app does not run (a browser with the host link): leaving is the usual leaving
    const { own: _own, ...elsewhere } = OWN_LAN
    expect(friendsPlayOn(leaving({ request: elsewhere }))).toBe(false)
  })

  it('says the friends play on with a bot in the seat, or that the lobby holds the seat', () => {
    expect(hostLeavingText(leaving({}))).toBe(en.stillRunning.leaveHostMatch)
    expect(hostLeavingText(leaving({ screen: 'lobby' }))).toBe(en.stillRunning.leaveHostLobby.replace('{{s}}', '60'))
  })
})
