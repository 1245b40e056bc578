// (issue 50, j-host) What the lobby says that e2e/host-evening.spec.ts and e2e/phone-guest.spec.ts looked at
// once per screen size before: a seat left by mistake is held with a countdown and freed of it when its
// player is back; a table that starts by itself says so to the guest waiting; the host link without a seat
// gets the lobby's controls. The layout at each size stays in Playwright.
import { cleanup, render, screen, within } from '@testing-library/svelte'
import { tick } from 'svelte'
import { describe, expect, test } from 'vitest'
import type { SeatInfo, TableInfo } from '../../../protocol/messages'
import { connectedTable, joinLobby } from '../../../../test-support/renderer/table-harness'
import { makeTable, openSeat } from '../../../../test-support/renderer/fixtures'
import { en } from '../i18n/en'
import Lobby from './Lobby.svelte'

const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]))

const person = (seat: number, name: string, over: Partial<SeatInfo> = {}): SeatInfo => ({
  ...openSeat(seat),
  kind: 'human',
  name,
  connected: true,
  ...over
})

function lobby(seats: SeatInfo[], over: Partial<TableInfo> = {}): TableInfo {
  return makeTable({ status: 'lobby', name: 'Friday table', seats, ...over }, seats.length)
}

function mount(table: TableInfo, seat: number | null, isHost: boolean) {
  const connected = connectedTable()
  joinLobby(connected, table, seat, isHost)
  render(Lobby, { store: connected.store, joinUrls: ['http://192.168.1.20:5350/'], onleave: () => undefined })
  return connected
}

describe('the lobby (moved from e2e/party-flow.spec.ts)', () => {
  test('a seat left in the lobby shows how long it is held, and the countdown goes when its player is back', async () => {
    const endsAt = Date.now() + 60_000
    const table = mount(
      lobby([person(0, 'Ann', { connected: false, graceEndsAt: endsAt }), person(1, 'Bob'), openSeat(2)]),
      1,
      false
    )
    const held = screen.getAllByTestId('lobby-seat')[0]!
    expect(held.textContent).toContain('Ann')
    const countdown = within(held).getByTestId('grace-countdown')
    const seconds = Number(countdown.dataset.seconds)
    expect(seconds).toBeGreaterThan(55)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(countdown.textContent?.trim()).toBe(fill(en.party.heldLobby, { s: seconds }))

    table.receive({
      type: 'state',
      version: 2,
      table: lobby([person(0, 'Ann'), person(1, 'Bob'), openSeat(2)]),
      view: null,
      events: [],
      turnDeadline: null
    })
    await tick()
    expect(screen.queryByTestId('grace-countdown')).toBeNull()
  })

  test('at a table that starts when full, the guest is told so; the host link without a seat has Start and sees the open seats', () => {
    const seats = [person(0, 'Ann'), openSeat(1), openSeat(2)]
    mount(lobby(seats, { startsWhenFull: true }), 0, false)
    expect(screen.getByTestId('lobby-wait').textContent?.trim()).toBe(en.party.startsWhenFull)
    expect(screen.queryByTestId('start')).toBeNull()
    cleanup()

    mount(lobby(seats, { startsWhenFull: true }), null, true)
    expect(screen.getByTestId('start')).toBeTruthy()
    expect(
      screen.getAllByTestId('lobby-seat').filter((s) => s.textContent?.includes(en.lobby.empty))
    ).toHaveLength(2)
  })
})
