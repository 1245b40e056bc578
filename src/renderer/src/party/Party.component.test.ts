// The party screen's parts (the TV), mounted with a spectator's store on a fake socket: during play it
// shows every seat and the middle but no hand (R9: it watches as a spectator); a round's end shows every
// hand left (D6); the match's end names the winners.
import { render, screen, within } from '@testing-library/svelte'
import { describe, expect, test } from 'vitest'
import { cardCount } from '../../../engine'
import {
  connectedTable,
  dealtMatch,
  scenarioMatch,
  watch,
  type SeatedMatch,
  playedUntil,
  shownNameOf
} from '../../../../test-support/renderer/table-harness'
import PartyPlay from './PartyPlay.svelte'
import PartyRoundEnd from './PartyRoundEnd.svelte'
import PartyMatchEnd from './PartyMatchEnd.svelte'

function watching(seated: SeatedMatch) {
  const table = connectedTable('TV')
  watch(table, seated)
  return table
}

describe('the party screen', () => {
  test('during play: every seat with its card count and score, the central meld, and no hand', () => {
    const seated = playedUntil(dealtMatch(5, 3), (m) => m.meld !== null && m.log.length >= 4)
    render(PartyPlay, { store: watching(seated).store })
    const seats = screen.getAllByTestId('seat')
    expect(seats.map((s) => Number(s.dataset.seat)).sort()).toEqual([0, 1, 2, 3, 4])
    for (const s of seats) {
      const seat = Number(s.dataset.seat)
      expect(within(s).getByTestId('party-cards').dataset.count).toBe(
        String(cardCount(seated.match.hands[seat]!))
      )
      expect(s.textContent).toContain(shownNameOf(seated, seat))
      // A bot wears its level's face (issue 51); a person their initials.
      expect(s.querySelector('[data-bot-face="medium"]') !== null).toBe(seated.seats[seat]!.bot)
    }
    // Every face on the screen is of a card played in this round (public: the middle and each seat's last
    // play); a spectator's view has no hand to show (R9).
    const faces = [...document.querySelectorAll('[data-rank]')].map((c) =>
      Number((c as HTMLElement).dataset.rank)
    )
    const played = seated.match.log.flatMap((e) => ('cards' in e.move ? e.move.cards : []))
    for (const rank of faces) expect(played).toContain(rank)
    for (const rank of seated.match.meld!.cards) expect(faces).toContain(rank)
  })

  test("a round's end: every hand left is shown, with each player's penalty", async () => {
    const start = scenarioMatch('last-trick')
    const ended = playedUntil(start, (m) => m.phase === 'roundOver')
    render(PartyRoundEnd, { store: watching(ended).store })
    const result = ended.match.results.at(-1)!
    const rows = await screen.findAllByTestId('party-hand')
    expect(rows).toHaveLength(ended.seats.length)
    for (const row of rows) {
      const seat = Number(row.dataset.seat)
      if (seat === result.wentOut) continue
      expect(within(row).getByTestId('party-revealed').querySelectorAll('[data-rank]')).toHaveLength(
        result.hands[seat]!.length
      )
      expect(row.textContent).toContain(String(result.penalties[seat]))
    }
  })

  test("the match's end names the winners, and only them", () => {
    const ended = playedUntil(scenarioMatch('last-round'), (m) => m.phase === 'matchOver')
    render(PartyMatchEnd, { store: watching(ended).store })
    const names = screen.getByTestId('party-winners').textContent ?? ''
    for (const seat of ended.seats.keys())
      expect(names.includes(shownNameOf(ended, seat))).toBe(ended.match.winners.includes(seat))
  })
})
