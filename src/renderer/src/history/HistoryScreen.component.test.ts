// Match history's words and numbers, on a fake desktop bridge (issue 50: the e2e desktopwords tests at two
// sizes and desktop-screens' history tests moved here; e2e/desktop/solo-player.spec.ts keeps a real match
// in the real app's history, with its chart's filled bars, its ticks and an axe check). Stats as main counts
// them, the record against each opponent (each bot level its own opponent, ties counted), the chart's
// accessible name and ticks, every match with its result, and a match round by round or, for an older
// entry, its totals only.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte'
import { afterEach, describe, expect, test } from 'vitest'
import type { DesktopApi, History, HistoryEntry } from '../../../ipc/contract'
import { botName } from '../../../protocol/bot-names'
import { t } from '../i18n'
import { niceTicks } from '../results/ticks'
import { app } from '../state/app.svelte'
import HistoryScreen from './HistoryScreen.svelte'

function installBridge(history: History): void {
  const api = {
    listHistory: async () => ({ ok: true, value: history }),
    listTournamentHistory: async () => ({ ok: true, value: [] }),
    getMatchRecord: async () => ({ ok: true, value: { text: null } })
  }
  Object.defineProperty(window, 'fiveThreeFive', { value: api as unknown as DesktopApi, configurable: true })
}

afterEach(() => {
  cleanup()
  Reflect.deleteProperty(window, 'fiveThreeFive')
  app.route = { name: 'boot' }
})

type Flags = { me?: boolean; bot?: boolean; winner?: boolean }

/** A LAN table's entry (Bea is a person; the history names solo matches by their bots instead). */
function hosted(id: string, day: number, players: [string, number, Flags?][]): HistoryEntry {
  return {
    id,
    kind: 'hosted',
    tableName: `Table ${id}`,
    finishedAt: `2026-03-${String(day).padStart(2, '0')}T19:00:00.000Z`,
    rounds: 4,
    players: players.map(([name, points, o = {}]) => ({
      name,
      points,
      me: o.me ?? false,
      bot: o.bot ?? false,
      winner: o.winner ?? false
    }))
  }
}

const HOSTED: History = {
  // newest first, as main lists them
  entries: [
    hosted('3', 12, [['Ada', 6, { me: true, winner: true }], ['Bea', 22], ['Bot 3', 31, { bot: true }]]),
    hosted('2', 11, [['Ada', 27, { me: true }], ['Bea', 9, { winner: true }]]),
    hosted('1', 10, [['Ada', 14, { me: true }], ['Bea', 21], ['Bot 3', 3, { bot: true, winner: true }]])
  ],
  stats: { matches: 3, wins: 1, rounds: 12, averagePenaltyPerRound: 3.92 }
}

const me = (points: number, winner: boolean) => ({ name: 'Ada', points, bot: false, winner, me: true })
const bot2 = (points: number, winner: boolean, level?: 'easy' | 'hard') => ({
  name: 'Bot 2',
  points,
  bot: true,
  winner,
  me: false,
  ...(level ? { level } : {})
})

/** Solo matches against the bot of seat 2: an easy one beaten, a hard one lost to, and an older entry,
 *  written before levels and rounds were recorded, a tie. */
const SOLO: History = {
  entries: [
    {
      id: 'easy',
      kind: 'solo',
      tableName: 'Solo',
      finishedAt: '2026-11-30T20:00:00.000Z',
      rounds: 2,
      players: [me(5, true), bot2(12, false, 'easy')],
      roundPenalties: [
        [0, 7],
        [5, 5]
      ]
    },
    {
      id: 'hard',
      kind: 'solo',
      tableName: 'Solo',
      finishedAt: '2026-11-29T20:00:00.000Z',
      rounds: 2,
      players: [me(17, false), bot2(3, true, 'hard')],
      roundPenalties: [
        [9, 0],
        [8, 3]
      ]
    },
    {
      id: 'old',
      kind: 'solo',
      tableName: 'Solo',
      finishedAt: '2026-11-28T20:00:00.000Z',
      rounds: 2,
      players: [me(8, true), bot2(8, true)]
    }
  ],
  stats: { matches: 3, wins: 2, rounds: 6, averagePenaltyPerRound: 5 }
}

const cells = (row: HTMLElement) => within(row).queryAllByRole('cell').map((c) => c.textContent?.trim())
const region = (name: string) => screen.findByRole('region', { name })

describe('match history', () => {
  test('says so when there is none yet, with no chart', async () => {
    installBridge({ entries: [], stats: { matches: 0, wins: 0, rounds: 0, averagePenaltyPerRound: null } })
    render(HistoryScreen)
    expect((await screen.findByTestId('history-empty')).textContent).toBe(t('history.empty'))
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: t('history.title') })).toBeTruthy()
  })

  test('stats, the record against each opponent, the chart oldest first, every match; Home goes home', async () => {
    installBridge(HOSTED)
    render(HistoryScreen)
    const stats = await region(t('history.stats'))
    expect(within(stats).getByTestId('stat-played').textContent).toBe('3')
    expect(within(stats).getByTestId('stat-wins').textContent).toBe('1')
    expect(within(stats).getByTestId('stat-average').textContent).toBe('3.92')

    // Bea: ahead of her twice (6<22, 14<21), behind once (27>9); Bot 3: ahead once, behind once
    const opponents = within(await region(t('history.opponents'))).getAllByRole('row')
    const row = (name: string) => opponents.find((r) => within(r).queryByRole('rowheader')?.textContent === name)
    expect(cells(row('Bea')!)).toEqual(['2', '1', '0'])
    expect(cells(row(t('history.botName', { name: 'Bot 3' }))!)).toEqual(['1', '1', '0'])

    // oldest first, the won match marked
    expect(screen.getByTestId('history-chart').getAttribute('aria-label')).toBe(
      'Your points at the end of recent matches, oldest first: 14, 27, and 6 (won)'
    )
    const matches = within(await region(t('history.matches'))).getAllByRole('row')
    expect(matches).toHaveLength(4)
    expect(matches[1]?.textContent).toContain('Table 3')
    expect(matches[1]?.textContent).toContain(t('history.won'))

    await fireEvent.click(screen.getByRole('button', { name: t('join.home') }))
    expect(app.route.name).toBe('home')
  })

  test('bots by level, a tie counted and said, round-number ticks, and a match round by round', async () => {
    installBridge(SOLO)
    render(HistoryScreen)
    // three opponents: the easy and the hard bot of seat 2, each by its level's name, and the unknown-level
    // Bot 2; the tie counted as such
    const opponents = await region(t('history.opponents'))
    expect(within(opponents).getByRole('columnheader', { name: t('history.ties') })).toBeTruthy()
    const rows = within(opponents).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    const named = (name: string) => rows.find((r) => r.textContent?.includes(name))!
    const easy = t('desktopWords.botNameLevel', { name: botName('en', 'easy', 1), level: t('lobby.level_easy') })
    const hard = t('desktopWords.botNameLevel', { name: botName('en', 'hard', 1), level: t('lobby.level_hard') })
    expect(cells(named(easy))).toEqual(['1', '0', '0'])
    expect(cells(named(hard))).toEqual(['0', '1', '0'])
    expect(cells(named(t('history.botName', { name: 'Bot 2' })))).toEqual(['0', '0', '1'])

    // a bar per match, on round-number ticks up to the largest total (17)
    const chart = screen.getByTestId('history-chart')
    expect(chart.querySelectorAll('rect.bar')).toHaveLength(3)
    expect([...chart.querySelectorAll('text.axis')].map((n) => n.textContent)).toEqual(
      niceTicks(17, 4).ticks.map(String)
    )

    // a solo match is named as one against its bots (issue 51), not after its table
    const soloName = t('evening.soloTable', { bots: t('home.bots', { count: 1 }) })
    const matches = await region(t('history.matches'))
    expect(within(matches).getAllByRole('rowheader').map((h) => h.textContent?.trim())).toEqual([
      soloName,
      soloName,
      soloName
    ])
    const shows = within(matches).getAllByRole('button', { name: t('desktopWords.showRounds', { table: soloName }) })
    await fireEvent.click(shows[0]!)
    const rounds = await screen.findByTestId('match-rounds')
    expect(within(rounds).getByRole('heading', { name: soloName })).toBeTruthy()
    const lines = within(rounds).getAllByRole('row').slice(1)
    expect(lines.map(cells)).toEqual([
      ['+0 (0)', '+7 (7)'],
      ['+5 (5)', '+5 (12)'],
      ['5 ★', '12']
    ])
    await fireEvent.click(within(rounds).getByRole('button', { name: t('desktopWords.close') }))
    await waitFor(() => expect(screen.queryByTestId('rounds-not-recorded')).toBeNull())

    // the older entry, a shared win, says so; it kept only its totals
    const last = within(matches).getAllByRole('row').at(-1)!
    expect(cells(last)[1]).toBe(t('history.ties'))
    await fireEvent.click(shows[2]!)
    expect((await screen.findByTestId('rounds-not-recorded')).textContent).toBe(t('desktopWords.roundsNotRecorded'))
  })
})
