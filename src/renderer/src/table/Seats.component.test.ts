// The seats and the middle of the table as a player sees them, mounted with a real store on a fake
// socket: card counts, the seat on turn, who passed, an away player, the central meld and who played it.
import { screen, within } from '@testing-library/svelte'
import { describe, expect, test } from 'vitest'
import { viewFor } from '../../../engine'
import {
  dealtMatch,
  scenarioMatch,
  playedUntil,
  mountTable,
  shownNameOf
} from '../../../../test-support/renderer/table-harness'

const badge = (seat: number) => screen.getAllByTestId('seat').find((b) => b.dataset.seat === String(seat))!

describe('the seats', () => {
  test("each seat shows its player's card count and total, and only the seat on turn is marked", () => {
    const seated = playedUntil(dealtMatch(4, 5), (m) => m.log.length >= 3 && m.turn !== 0)
    mountTable(seated)
    const view = viewFor(seated.match, 0)
    for (let seat = 0; seat < 4; seat++) {
      const b = badge(seat)
      expect(within(b).getByTestId('card-count').textContent).toBe(String(view.handCounts[seat]))
      expect(b.getAttribute('aria-label')).toMatch(new RegExp(`, ${view.totals[seat]} pts?\\b`))
      expect(b.classList.contains('turn')).toBe(seat === view.turn)
    }
    const turnName = shownNameOf(seated, view.turn!)
    expect(badge(view.turn!).getAttribute('aria-label')).toMatch(new RegExp(`${turnName}.s turn`))
  })

  test('a seat that passed in this trick says so', () => {
    const seated = playedUntil(dealtMatch(4, 5), (m) => m.passed.some(Boolean))
    mountTable(seated)
    for (let seat = 0; seat < 4; seat++) {
      expect(badge(seat).getAttribute('aria-label')?.includes('passed')).toBe(seated.match.passed[seat])
    }
  })

  test('an away player is marked away on their seat, for everyone (player-away scenario)', () => {
    const seated = scenarioMatch('player-away')
    mountTable(seated)
    const away = seated.seats.findIndex((s) => s.away)
    expect(badge(away).getAttribute('aria-label')).toMatch(/away/i)
    expect(badge(away).classList.contains('away')).toBe(true)
    for (const seat of [0, 2, 3]) expect(badge(seat).classList.contains('away')).toBe(false)
  })
})

describe('the middle of the table', () => {
  test('shows the central meld card by card, with the name of who played it', () => {
    const seated = playedUntil(dealtMatch(4, 5), (m) => m.meld !== null && m.lastPlayer !== 0)
    mountTable(seated)
    const central = screen.getByTestId('central')
    const shown = [...central.querySelectorAll('[data-rank]')].map((c) =>
      Number((c as HTMLElement).dataset.rank)
    )
    expect(shown.sort((a, b) => a - b)).toEqual([...seated.match.meld!.cards].sort((a, b) => a - b))
    expect(central.textContent).toContain(shownNameOf(seated, seated.match.lastPlayer!))
  })

  test('with nothing in the middle it invites a lead', () => {
    const seated = dealtMatch(4, 5)
    mountTable(seated)
    expect(screen.queryByTestId('central')).toBeNull()
    expect(screen.getByText(/next play leads/)).toBeTruthy()
  })
})
