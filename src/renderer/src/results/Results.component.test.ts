// A round's end and the match's end as the table screen shows them, mounted with a real store on a fake
// socket: the engine ends the round (a scenario's last card), the screen reads its result.
import { fireEvent, screen, within } from '@testing-library/svelte'
import { describe, expect, test } from 'vitest'
import type { MatchState } from '../../../engine'
import {
  scenarioMatch,
  type SeatedMatch,
  playedUntil,
  mountTable,
  shownNameOf
} from '../../../../test-support/renderer/table-harness'

/** The scenario's match after its next move (the last card: the round or the match ends). */
function afterLastCard(name: Parameters<typeof scenarioMatch>[0]): SeatedMatch {
  return playedUntil(scenarioMatch(name), (m) => m.phase !== 'playing')
}

const rowOf = (sheet: HTMLElement, name: string) =>
  within(sheet).getByRole('rowheader', { name }).closest('tr')!

describe('the end of a round', () => {
  test("every player's penalty and total, Ada out, and Ready sent at this version", async () => {
    const seated = afterLastCard('last-trick')
    const match: MatchState = seated.match
    expect(match.phase).toBe('roundOver')
    const table = mountTable(seated, 0, 7)
    const sheet = await screen.findByTestId('round-end')
    const result = match.results.at(-1)!
    expect(within(sheet).getByText(/Ada went out/)).toBeTruthy()
    for (const seat of seated.seats.keys()) {
      const row = rowOf(sheet, shownNameOf(seated, seat))
      expect(row.querySelector('.total')?.textContent).toBe(String(match.totals[seat]))
      if (seat === result.wentOut) expect(row.querySelector('.penalty')?.textContent).toMatch(/0|—/)
      else expect(row.querySelector('.penalty')?.textContent).toContain(String(result.penalties[seat]))
      // D6: every hand left is shown.
      if (seat !== result.wentOut)
        expect(row.querySelectorAll('[data-rank]')).toHaveLength(result.hands[seat]!.length)
    }
    await fireEvent.click(within(sheet).getByTestId('ready'))
    expect(table.sent.at(-1)).toEqual({ type: 'ready', version: 7 })
  })
})

describe('the end of the match', () => {
  test('names the winners (the lowest total) and draws the totals chart', async () => {
    const seated = afterLastCard('last-round')
    const match = seated.match
    expect(match.phase).toBe('matchOver')
    mountTable(seated, 0, 7)
    const end = await screen.findByTestId('match-end')
    const lowest = Math.min(...match.totals)
    const names = seated.seats.map((_, seat) => shownNameOf(seated, seat))
    const winners = names.filter((_, seat) => match.totals[seat] === lowest)
    expect(match.winners.map((s) => names[s])).toEqual(winners)
    for (const name of winners) expect(within(end).getByTestId('winners').textContent).toContain(name)
    for (const loser of names.filter((name) => !winners.includes(name))) {
      expect(within(end).getByTestId('winners').textContent).not.toContain(loser)
    }
    expect(within(end).getByRole('img', { name: 'Totals after each round' })).toBeTruthy()
  })
})
