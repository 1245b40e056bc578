// The table screen mounted with a real store on a fake socket (test-support/renderer/table-harness.ts):
// what a player sees at a table the engine dealt, and what their clicks send to the host. Layout, overlap
// and fit stay in Playwright (e2e/); this is what the screen says and does.
import { fireEvent, screen, within } from '@testing-library/svelte'
import { tick } from 'svelte'
import { describe, expect, test } from 'vitest'
import { legalMoves, moveKey, viewFor, type Move, type Rank } from '../../../engine'
import { dealtMatch, stateOf, playedUntil, mountTable } from '../../../../test-support/renderer/table-harness'
import { cardReasonText } from '../lib/card-reason'

const handCards = () => within(screen.getByTestId('hand')).getAllByRole('button')
const rankOf = (card: HTMLElement) => Number(card.dataset.rank) as Rank
const moveMessages = (sent: { type: string }[]) =>
  sent.filter((m) => m.type === 'move') as { type: 'move'; version: number; move: Move }[]

describe('a dealt table, four players', () => {
  test('shows the hand named like the cards, four seats and the player marked as "you"', () => {
    const seated = dealtMatch(4, 11)
    mountTable(seated)
    expect(handCards()).toHaveLength(viewFor(seated.match, 0).hand!.length)
    for (const card of handCards())
      expect(card.getAttribute('aria-label')).toMatch(/^(rain|cloud|sun) \d+, \d points?$/)
    expect(screen.getAllByTestId('seat')).toHaveLength(4)
    expect(screen.getByRole('group', { name: /^Ada \(you\)/ })).toBeTruthy()
  })

  test('on your turn a card is dimmed exactly when no legal play uses it', () => {
    const seated = playedUntil(dealtMatch(4, 11), (m) => m.turn === 0 && m.meld !== null)
    mountTable(seated)
    const usable = new Set(legalMoves(seated.match).flatMap((m) => ('cards' in m ? m.cards : [])))
    expect(usable.size).toBeGreaterThan(0)
    for (const card of handCards()) {
      expect(card.getAttribute('aria-disabled') === 'true').toBe(!usable.has(rankOf(card)))
    }
  })

  test("a dimmed card says why, from the engine's refusal, as its description and, when tapped, in a bubble", async () => {
    const seated = playedUntil(dealtMatch(4, 11), (m) => m.turn === 0 && m.meld !== null)
    const table = mountTable(seated)
    const view = viewFor(seated.match, 0)
    const dimmed = handCards().filter((c) => c.getAttribute('aria-disabled') === 'true')
    expect(dimmed.length).toBeGreaterThan(0)
    for (const card of dimmed) {
      const reason = cardReasonText(view, rankOf(card), [])
      expect(reason).not.toBeNull()
      const described = (card.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id))
      expect(described.map((el) => el?.textContent)).toContain(reason)
    }
    for (const card of handCards().filter((c) => !dimmed.includes(c)))
      expect(within(card.parentElement!).queryByTestId('card-reason')).toBeNull()
    const sentBefore = table.sent.length
    await fireEvent.click(dimmed[0]!)
    const bubble = within(dimmed[0]!.parentElement!).getByTestId('card-reason')
    expect(bubble.dataset.shown).toBe('true')
    expect(bubble.getAttribute('role')).toBe('tooltip')
    expect(dimmed[0]!.getAttribute('aria-pressed')).toBe('false')
    expect(table.sent.length).toBe(sentBefore)
  })

  test('picking a card offers its plays, and a play is sent with the table version; Pass sends a pass', async () => {
    const seated = playedUntil(dealtMatch(4, 11), (m) => m.turn === 0 && m.meld !== null)
    const table = mountTable(seated)
    const legal = new Set(legalMoves(seated.match).map(moveKey))
    const card = handCards().find((c) => c.getAttribute('aria-disabled') !== 'true')!
    await fireEvent.click(card)
    expect(card.getAttribute('aria-pressed')).toBe('true')
    const offered = within(screen.getByTestId('actions'))
      .getAllByRole('button')
      .filter((b) => /^move-(lead|add|overwrite)$/.test(b.dataset.testid ?? ''))
    expect(offered.length).toBeGreaterThan(0)
    await fireEvent.click(offered[0]!)
    const [played] = moveMessages(table.sent)
    expect(played?.version).toBe(1)
    expect(legal.has(moveKey(played!.move))).toBe(true)
    expect((played!.move as { cards: Rank[] }).cards).toContain(rankOf(card))

    table.receive(stateOf(seated, 0, 2)) // the host refused or the same state came back: still our turn
    await tick()
    await fireEvent.click(screen.getByTestId('move-pass'))
    expect(moveMessages(table.sent).at(-1)).toEqual({ type: 'move', version: 2, move: { kind: 'pass' } })
  })

  test('while another seat is on turn nothing is dimmed and there is no play or pass to press', () => {
    const seated = playedUntil(dealtMatch(4, 11), (m) => m.turn !== 0)
    mountTable(seated)
    expect(handCards().some((c) => c.getAttribute('aria-disabled') === 'true')).toBe(false)
    expect(screen.queryByTestId('move-pass')).toBeNull()
    expect(screen.queryByTestId('move-lead')).toBeNull()
  })

  test('Hint asks the host for a suggestion at this version', async () => {
    const seated = playedUntil(dealtMatch(4, 11), (m) => m.turn === 0)
    const table = mountTable(seated)
    await fireEvent.click(screen.getByTestId('hint'))
    expect(table.sent.at(-1)).toMatchObject({ type: 'hint', version: 1 })
  })
})
