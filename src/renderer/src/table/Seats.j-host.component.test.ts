// (issue 50, j-host) The seats' words that e2e/party-screen.spec.ts and e2e/party-flow.spec.ts read on a
// phone and at desktop size before: an away host's seat (the crown, the away words in its status and its
// name), and a dropped player's countdown to the bot taking over. Where the words sit on the tile, upright
// and sideways, stays in Playwright (party-screen.spec.ts, the rough edges journey).
import { render, screen, within } from '@testing-library/svelte'
import { describe, expect, test } from 'vitest'
import type { TableInfo } from '../../../protocol/messages'
import {
  connectedTable,
  dealtMatch,
  scenarioMatch,
  sitAt,
  stateOf,
  tableOf,
  type SeatedMatch
} from '../../../../test-support/renderer/table-harness'
import { en } from '../i18n/en'
import Table from './Table.svelte'

const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]))

const badge = (seat: number) => screen.getAllByTestId('seat').find((b) => b.dataset.seat === String(seat))!

/** The table as `seat` sees `seated`, with the table's facts changed by `over`. */
function mountAs(seated: SeatedMatch, seat: number, over: (table: TableInfo) => TableInfo) {
  const table = connectedTable()
  sitAt(table, seated, seat, 1, false)
  const state = stateOf(seated, seat, 2)
  if (state.type !== 'state') throw new Error('a state')
  table.receive({ ...state, table: over(tableOf(seated)) })
  render(Table, { store: table.store, onleave: () => undefined })
  return table
}

describe('the seats (moved from e2e/party-screen.spec.ts and party-flow.spec.ts)', () => {
  test("an away host's seat wears the crown and says away in its status and in its name, as any away player's", () => {
    // player-away: Bea (seat 1) is away; here Ada, the host, is away too, and Bea is back and looks.
    const seated = scenarioMatch('player-away')
    mountAs(seated, 1, (table) => ({
      ...table,
      hostSeat: 0,
      seats: table.seats.map((s) =>
        s.seat === 0
          ? { ...s, away: true, connected: false, level: 'medium' }
          : s.seat === 1
            ? { ...s, away: false, connected: true }
            : s
      )
    }))
    const host = badge(0)
    expect(within(host).getByTestId('host-marker')).toBeTruthy()
    const status = within(host).getByTestId('seat-status')
    expect(status.textContent?.trim()).toBe(en.lobby.away)
    expect(status.dataset.away).toBe('true')
    expect(host.getAttribute('aria-label')).toContain(en.lobby.away)
    expect(within(badge(1)).getByTestId('seat-status').dataset.away).toBe('false')
  })

  test("a dropped player's seat says when a bot takes over", () => {
    const seated: SeatedMatch = {
      ...dealtMatch(3, 5),
      seats: [
        { name: 'Ada', bot: false },
        { name: 'Bea', bot: false },
        { name: 'Bot 3', bot: true }
      ]
    }
    const endsAt = Date.now() + 90_000
    mountAs(seated, 0, (table) => ({
      ...table,
      seats: table.seats.map((s) => (s.seat === 1 ? { ...s, connected: false, graceEndsAt: endsAt } : s))
    }))
    const countdown = within(badge(1)).getByTestId('grace-countdown')
    const seconds = Number(countdown.dataset.seconds)
    expect(seconds).toBeGreaterThan(85)
    expect(seconds).toBeLessThanOrEqual(90)
    expect(countdown.textContent?.trim()).toBe(fill(en.party.heldMatch, { s: seconds }))
    expect(within(badge(0)).queryByTestId('grace-countdown')).toBeNull()
  })
})
