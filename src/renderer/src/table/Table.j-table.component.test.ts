// What the table says, shows and sends where no layout is involved, moved out of the e2e specs of issue 50's
// j-table cluster (docs/e2e-map/j-table.md): the signs a player is told about (the host's crown, the sound
// switch, the 8s' badge), the hand order from the display menu, each dimmed card's reason at the
// `dimmed-cards` point and the bots' faces and names, the scores window before and after a round, when Undo
// shows and what it and Ctrl+Z send, and a bigger overwrite offered beside an add. Layout, fit, overlap, the
// bubbles' place on screen and the real host's answers stay in e2e/ (phones, overlaps, table-feel, keyboard).
import { fireEvent, screen, within } from '@testing-library/svelte'
import { tick } from 'svelte'
import { afterEach, describe, expect, test } from 'vitest'
import {
  Rng,
  apply,
  cardRefusal,
  classifyMeld,
  movesFor,
  nextRound,
  viewFor,
  type CardRefusal,
  type Meld,
  type Move,
  type Rank
} from '../../../engine'
import { findScenario } from '../../../scenarios'
import { botName } from '../../../protocol/bot-names'
import type { BotLevel } from '../../../protocol/vocabulary'
import {
  connectedTable,
  dealtMatch,
  mountTable,
  playedUntil,
  scenarioMatch,
  sitAt,
  stateOf,
  type SeatedMatch
} from '../../../../test-support/renderer/table-harness'
import { render } from '@testing-library/svelte'
import Table from './Table.svelte'
import { en } from '../i18n/en'
import { prefs } from '../state/prefs.svelte'

const hand = () => screen.getByTestId('hand')
const handCards = () => within(hand()).getAllByRole('button')
const handKeys = () => handCards().map((c) => c.dataset.card)
const badge = (seat: number) => screen.getAllByTestId('seat').find((b) => b.dataset.seat === String(seat))!
const moves = (sent: { type: string }[]) =>
  sent.filter((m) => m.type === 'move') as { type: 'move'; move: Move }[]

afterEach(() => {
  prefs.setHandOrder('weather')
})

type StateMessage = Extract<ReturnType<typeof stateOf>, { type: 'state' }>

/** The table screen for seat 0 at `seated`, the table info changed by `over` (the host's seat, bot levels). */
function mountWith(seated: SeatedMatch, over: (info: StateMessage['table']) => StateMessage['table']) {
  const table = connectedTable()
  sitAt(table, seated, 0)
  const state = stateOf(seated, 0, 2) as StateMessage
  table.receive({ ...state, table: over(state.table) })
  render(Table, { store: table.store, onleave: () => undefined })
  return table
}

describe('the signs at the table (issue 23)', () => {
  test("the host's crown, the sound switch's words and the 8s' badge say what they mean", async () => {
    // Ada opened the host's link: hers is the host's seat.
    mountWith(scenarioMatch('eight-clears'), (info) => ({ ...info, hostSeat: 0 }))
    await tick()
    const mine = badge(0)
    const crown = within(mine).getByTestId('host-marker')
    expect(crown.getAttribute('title')).toMatch(/Host/)
    expect(mine.getAttribute('aria-label')).toMatch(/Host/)
    expect(screen.getAllByTestId('host-marker')).toHaveLength(1)
    const sound = screen.getByTestId('sound')
    expect(sound.getAttribute('title')).toMatch(/your turn only/i)
    expect(sound.getAttribute('aria-label')).toMatch(/your turn only/i)
    expect(sound.textContent).toContain('Turn only')
    const eight = handCards().find((c) => c.dataset.rank === '8')!
    expect(eight.getAttribute('aria-label')).toMatch(/Rule of 8s/)
    expect(eight.querySelector('.eight')?.getAttribute('title')).toMatch(/Rule of 8s/)
  })
})

describe("each seat's last play of the trick", () => {
  test('a seat that passed says so in front of it; a seat that played shows its meld, not the word', async () => {
    // eight-clears: a bot passed in this trick before Ada's turn (src/scenarios/definitions.ts)
    mountWith(scenarioMatch('eight-clears'), (info) => info)
    await tick()
    const plays = screen.getAllByTestId('seat-play')
    const passed = plays.filter((p) => p.dataset.kind === 'pass')
    const played = plays.filter((p) => p.dataset.kind !== 'pass' && p.dataset.kind !== 'none')
    expect(passed.length).toBeGreaterThan(0)
    expect(played.length).toBeGreaterThan(0)
    for (const p of passed) expect(p.textContent?.trim()).toBe(en.table.passed)
    for (const p of played) {
      expect(p.textContent).not.toContain(en.table.passed)
      expect(within(p).getByRole('group', { name: en.table.lastPlay })).toBeTruthy()
    }
  })
})

describe('the hand order (display menu)', () => {
  /** Chooses `value` in the hand order's list, as a player's pick does (one option selected, a change). */
  async function choose(value: string): Promise<void> {
    const select = screen.getByTestId('hand-order') as HTMLSelectElement
    select.value = value
    // (happy-dom: a second pick made by `value` alone did not reach Svelte's `bind:value`; the options'
    // `selected` attributes do)
    for (const option of select.options) option.toggleAttribute('selected', option.value === value)
    await fireEvent.change(select)
    await tick()
  }

  test('by meld changes the order of the same cards, by rank is one group, and a new screen keeps it', async () => {
    const seated = scenarioMatch('eight-clears')
    mountTable(seated)
    const byWeather = handKeys()
    await fireEvent.click(screen.getByTestId('display-menu'))
    await choose('meld')
    expect(document.querySelector('.table-screen')?.getAttribute('data-hand-order')).toBe('meld')
    expect(handKeys()).not.toEqual(byWeather)
    expect([...handKeys()].sort()).toEqual([...byWeather].sort())
    await choose('rank')
    expect(within(hand()).getAllByRole('group')).toHaveLength(1)
    expect(Object.entries(localStorage).find(([key]) => key.endsWith('pref.handOrder'))?.[1]).toContain(
      'rank'
    )
    // A reload: the screen mounted again reads the order kept in this browser.
    document.body.replaceChildren()
    mountTable(seated)
    expect(document.querySelector('.table-screen')?.getAttribute('data-hand-order')).toBe('rank')
    expect(within(hand()).getAllByRole('group')).toHaveLength(1)
  })
})

/** The English words for a refusal, any meld or type filled in: a pattern the bubble must match. */
function wordsFor(code: CardRefusal): RegExp {
  const key = {
    'round-over': 'roundOver',
    'not-in-hand': 'notInHand',
    'not-your-turn': 'notYourTurn',
    'not-with-selection': 'notWithSelection',
    'cannot-overwrite-long': 'cannotOverwriteLong',
    'too-weak': 'tooWeak',
    'no-matching-meld': 'noMatchingMeld'
  } as const satisfies Record<CardRefusal, keyof typeof en.cardReason>
  const pattern = en.cardReason[key[code]]
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+')
  return new RegExp(`^${pattern}$`)
}

describe('dimmed cards and bots at the dimmed-cards point (issue 51)', () => {
  /** The scenario's bots at their own levels (the harness gives every bot one level). */
  function mountDimmedCards() {
    const definition = findScenario('dimmed-cards')!
    const seated = scenarioMatch('dimmed-cards')
    const levels = definition.seats.map((s) => (s.kind === 'bot' ? (s.level ?? null) : null))
    const table = mountWith(seated, (info) => ({
      ...info,
      seats: info.seats.map((s, i) => ({ ...s, level: levels[i] ?? s.level }))
    }))
    return { seated, levels: levels as (BotLevel | null)[], table }
  }

  test("every card is dimmed exactly when the engine refuses it, and says the engine's reason", async () => {
    const { seated } = mountDimmedCards()
    await tick()
    const view = viewFor(seated.match, 0)
    const refusals = new Map([...new Set(view.hand)].map((rank) => [rank, cardRefusal(view, rank)]))
    for (const [rank, code] of refusals) {
      const card = handCards().find((c) => c.dataset.rank === String(rank))!
      const bubble = within(card.parentElement!).queryByTestId('card-reason')
      if (code === null) {
        expect(card.getAttribute('aria-disabled')).not.toBe('true')
        expect(bubble).toBeNull()
      } else {
        expect(card.getAttribute('aria-disabled')).toBe('true')
        const described = (card.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
        expect(described.some((text) => wordsFor(code).test(text))).toBe(true)
        expect(bubble?.textContent).toMatch(wordsFor(code))
        expect(bubble?.dataset.shown).toBe('false')
      }
    }
    expect(
      new Set([...refusals.values()].filter(Boolean)).size,
      'two kinds of reason at this point'
    ).toBeGreaterThanOrEqual(2)
  })

  test("a card that plays is picked and shows no reason; the bots wear their level's face and name", async () => {
    const { levels, table } = mountDimmedCards()
    await tick()
    const playable = handCards().find((c) => c.getAttribute('aria-disabled') !== 'true')!
    await fireEvent.click(playable)
    expect(playable.getAttribute('aria-pressed')).toBe('true')
    expect(within(playable.parentElement!).queryByTestId('card-reason')).toBeNull()
    expect(moves(table.sent)).toEqual([])
    for (const [seat, level] of levels.entries()) {
      if (level === null) continue
      expect(badge(seat).querySelector(`[data-bot-face="${level}"]`)).not.toBeNull()
      expect(badge(seat).getAttribute('aria-label')).toMatch(new RegExp(`^${botName('en', level, seat)},`))
    }
    expect(badge(0).querySelector('[data-bot-face]')).toBeNull()
  })
})

describe('the scores window (issue 23)', () => {
  // (Esc and the focus going back to Scores are the browser's dialog: e2e/phones.spec.ts)
  test('before any round ends it says when the totals start', async () => {
    mountTable(scenarioMatch('last-trick'))
    await fireEvent.click(screen.getByTestId('open-scores'))
    const dialog = await screen.findByTestId('scoreboard')
    expect(within(dialog).getByTestId('scoreboard-empty').textContent).toBe(en.tableExtra.scoresEmpty)
    expect(within(dialog).queryByTestId('scoreboard-table')).toBeNull()
  })

  test("after round 1: one row of totals, each the seat badge's, not all zero, and the chart", async () => {
    const ended = playedUntil(scenarioMatch('last-trick'), (m) => m.phase !== 'playing')
    const dealt = nextRound(ended.match, new Rng(1))
    if (!dealt.ok) throw new Error(dealt.error.message)
    const seated: SeatedMatch = { ...ended, match: dealt.value }
    mountTable(seated)
    await fireEvent.click(screen.getByTestId('open-scores'))
    const dialog = await screen.findByTestId('scoreboard')
    const table = within(dialog).getByTestId('scoreboard-table')
    expect(table.querySelectorAll('tbody tr')).toHaveLength(1)
    const totals: number[] = []
    for (let seat = 0; seat < 4; seat++) {
      const cell = table.querySelector(`td[data-seat="${seat}"] strong`)!
      const shown = /\d+/.exec(badge(seat).querySelector('.total')?.textContent ?? '')?.[0]
      expect(cell.textContent).toBe(shown)
      totals.push(Number(cell.textContent))
    }
    expect(totals.some((t) => t > 0)).toBe(true)
    expect(within(dialog).getByRole('img', { name: 'Totals after each round' })).toBeTruthy()
  })
})

describe('Undo (issue 23: offered only when there is a move to take back)', () => {
  const ctrlZ = () => fireEvent.keyDown(window, { key: 'z', code: 'KeyZ', ctrlKey: true })

  test('with nothing to take back (or at a table with another person) there is no Undo, and Ctrl+Z sends nothing', async () => {
    const table = mountTable(scenarioMatch('two-hands-last-trick'))
    expect(screen.queryByTestId('undo')).toBeNull()
    await ctrlZ()
    expect(table.sent.filter((m) => m.type === 'undo')).toEqual([])
  })

  test('when the host offers it, Undo and Ctrl+Z each ask for it at this version', async () => {
    const seated = scenarioMatch('dimmed-cards')
    const table = mountTable(seated)
    table.receive({
      ...(stateOf(seated, 0, 5) as Extract<ReturnType<typeof stateOf>, { type: 'state' }>),
      canUndo: true
    })
    await tick()
    expect(screen.getByTestId('undo').getAttribute('aria-label')).toBe(en.table.undoLabel)
    await fireEvent.click(screen.getByTestId('undo'))
    expect(table.sent.at(-1)).toEqual({ type: 'undo', version: 5 })
    await ctrlZ()
    expect(table.sent.filter((m) => m.type === 'undo')).toHaveLength(2)
    table.receive(stateOf(seated, 0, 6))
    await tick()
    expect(screen.queryByTestId('undo')).toBeNull()
  })
})

describe('bigger overwrites (RULES.md R2.variants)', () => {
  type Play = Exclude<Move, { kind: 'pass' }>
  const sorted = (cards: readonly Rank[]) => [...cards].sort((a, b) => a - b)
  const labelOf = (meld: Meld) => `${meld.type} ${sorted(meld.cards).join('-')}`
  const meldOf = (cards: readonly Rank[]) => classifyMeld([...cards]) as Meld

  /** Ada on turn over a meld that some of her cards can both extend (an add) and outnumber (an overwrite). */
  function aBiggerChoice(): { seated: SeatedMatch; answer: Rank[] } {
    for (let seed = 1; seed < 200; seed++) {
      let found: Rank[] | null = null
      const seated = (() => {
        try {
          return playedUntil(dealtMatch(2, seed, { overwrite: 'bigger' }), (m) => {
            if (m.turn !== 0 || m.meld === null || m.phase !== 'playing') return false
            const plays = movesFor(m.hands[0]!, m.meld, 4, 'bigger').filter(
              (p): p is Play => p.kind !== 'pass'
            )
            const both = plays.find(
              (p) =>
                p.kind === 'overwrite' &&
                p.cards.length > m.meld!.cards.length &&
                !p.cards.includes(8) &&
                plays.some((a) => a.kind === 'add' && sorted(a.cards).join() === sorted(p.cards).join())
            )
            found = both ? [...both.cards] : null
            return found !== null
          })
        } catch {
          return null
        }
      })()
      if (seated !== null && found !== null) return { seated, answer: found }
    }
    throw new Error('no seed gave a bigger overwrite beside an add')
  }

  test('the same cards can add or overwrite: both offered and named, Enter asks which, and Overwrite leaves them alone in the middle', async () => {
    const { seated, answer } = aBiggerChoice()
    const table = mountTable(seated)
    const central = seated.match.meld!
    const picked = new Map<Rank, number>()
    for (const rank of answer) {
      const copy = picked.get(rank) ?? 0
      picked.set(rank, copy + 1)
      await fireEvent.click(handCards().filter((c) => c.dataset.rank === String(rank))[copy]!)
    }
    const actions = screen.getByTestId('actions')
    expect(within(actions).getByTestId('move-overwrite').textContent).toContain(labelOf(meldOf(answer)))
    const joined = labelOf(meldOf([...central.cards, ...answer]))
    expect(within(actions).getByTestId('move-add').textContent).toContain(joined)
    expect(within(actions).queryByTestId('reason')).toBeNull()

    await fireEvent.keyDown(window, { key: 'Enter' })
    const choice = await screen.findByTestId('play-choice')
    expect(within(choice).getByTestId('choose-overwrite')).toBeTruthy()
    expect(within(choice).getByTestId('choose-add').textContent).toContain(joined)
    await fireEvent.click(within(choice).getByTestId('choose-overwrite'))
    const sent = moves(table.sent).at(-1)!.move as Play
    expect([sent.kind, sorted(sent.cards)]).toEqual(['overwrite', sorted(answer)])

    const applied = apply(seated.match, 0, sent)
    if (!applied.ok) throw new Error(applied.error.message)
    table.receive(stateOf({ ...seated, match: applied.value.state }, 0, 2))
    await tick()
    const meld = within(screen.getByTestId('central')).getByTestId('meld')
    expect(meld.getAttribute('aria-label')).toBe(labelOf(meldOf(answer)))
    expect(meld.querySelectorAll('[data-rank]')).toHaveLength(answer.length)
  })
})
