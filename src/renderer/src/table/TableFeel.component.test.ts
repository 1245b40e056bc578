// What the table says and sends as a trick goes on (issues 16 and 23), moved out of e2e/table-feel.spec.ts
// and e2e/table-polish.spec.ts: a play stays in front of its seat until the trick ends, "pass until this
// trick ends" (on, a stray click, Stop, the pass it sends, off when the trick ends), and the rules'
// legend for the table's signs. Layout, travel and the host's own bots stay in e2e/table-feel.spec.ts.
import { fireEvent, screen, within } from '@testing-library/svelte'
import { tick } from 'svelte'
import { describe, expect, test } from 'vitest'
import { apply, type MatchState, type Move } from '../../../engine'
import { simpleMove } from '../../../scenarios'
import {
  dealtMatch,
  mountTable,
  playedUntil,
  scenarioMatch,
  stateOf,
  type SeatedMatch
} from '../../../../test-support/renderer/table-harness'
import { en } from '../i18n/en'

const seatPlay = (seat: number) =>
  screen.getAllByTestId('seat-play').find((p) => p.dataset.seat === String(seat))!

/** `seated` after `seat` makes `move`. */
function after(seated: SeatedMatch, seat: number, move: Move): SeatedMatch {
  const applied = apply(seated.match, seat, move)
  if (!applied.ok) throw new Error(applied.error.message)
  return { ...seated, match: applied.value.state }
}

/** The next move of the scenarios' simple player keeps the trick open. */
function nextKeepsTrick(match: MatchState): boolean {
  const applied = apply(match, match.turn!, simpleMove(match))
  return applied.ok && applied.value.state.phase === 'playing' && applied.value.state.meld !== null
}

describe("a trick's plays", () => {
  test("a seat's play stays in front of it while the next seat plays on in the same trick", async () => {
    const seated = playedUntil(
      dealtMatch(4, 5),
      (m) => m.meld !== null && m.lastPlayer !== null && m.lastPlayer !== 0 && m.turn !== 0 && nextKeepsTrick(m)
    )
    const table = mountTable(seated)
    const played = seated.match.lastPlayer!
    expect(seatPlay(played).dataset.kind).not.toBe('none')
    const next = after(seated, seated.match.turn!, simpleMove(seated.match))
    table.receive(stateOf(next, 0, 2))
    await tick()
    expect(seatPlay(seated.match.turn!).dataset.kind).not.toBe('none')
    expect(seatPlay(played).dataset.kind).not.toBe('none')
  })
})

describe('pass until this trick ends (waiting-turn: two bots play before Ada)', () => {
  const switchOf = () => screen.getByTestId('auto-pass')

  test('on while others play, pressed with its notice; a stray click keeps it; Stop passing ends it', async () => {
    const seated = scenarioMatch('waiting-turn')
    const table = mountTable(seated)
    await fireEvent.click(switchOf())
    expect(switchOf().getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('auto-pass-on').textContent).toBe(en.table.autoPassOn)
    await fireEvent.click(screen.getByTestId('turn-status'))
    expect(screen.queryByTestId('auto-pass-on')).not.toBeNull()
    expect(switchOf().getAttribute('aria-pressed')).toBe('true')
    await fireEvent.click(screen.getByRole('button', { name: en.tableExtra.stopAutoPass }))
    expect(screen.queryByTestId('auto-pass-on')).toBeNull()
    expect(switchOf().getAttribute('aria-pressed')).toBe('false')
    expect(table.sent.filter((m) => m.type === 'move')).toEqual([])
  })

  test("passes for Ada when her turn comes, stays on after, and is off once the trick has ended", async () => {
    const seated = scenarioMatch('waiting-turn')
    const table = mountTable(seated)
    await fireEvent.click(switchOf())
    const bots = [2, 3].reduce((s, seat) => after(s, seat, simpleMove(s.match)), seated)
    expect(bots.match.turn).toBe(0)
    table.receive(stateOf(bots, 0, 3))
    await tick()
    expect(table.sent.filter((m) => m.type === 'move')).toEqual([{ type: 'move', version: 3, move: { kind: 'pass' } }])
    const passed = after(bots, 0, { kind: 'pass' })
    table.receive(stateOf(passed, 0, 4))
    await tick()
    expect(seatPlay(0).dataset.kind).toBe('pass')
    expect(screen.queryByTestId('auto-pass-on')).not.toBeNull()
    const ended = playedUntil(passed, (m) => m.meld === null || m.phase !== 'playing')
    table.receive(stateOf(ended, 0, 5))
    await tick()
    expect(screen.queryByTestId('auto-pass-on')).toBeNull()
    expect(table.sent.filter((m) => m.type === 'move')).toHaveLength(1)
  })
})

describe("the rules' legend", () => {
  test('explains the red 8, the sound switch and the crown, opened from the table', async () => {
    mountTable(dealtMatch(2, 9))
    await fireEvent.click(screen.getByTestId('open-rules'))
    const legend = await screen.findByTestId('rules-legend')
    const items = within(legend).getAllByRole('listitem').map((li) => li.textContent)
    expect(items).toEqual([en.tableExtra.legendEight, en.tableExtra.legendSound, en.tableExtra.legendHost])
    expect(legend.textContent).toContain('Rule of 8s')
    expect(legend.textContent).toContain('Turn only')
    expect(legend.textContent).toContain('host')
  })
})
