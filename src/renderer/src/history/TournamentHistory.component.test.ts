// Issue 52, "After": the history screen's Tournaments, on a fake desktop bridge: shown only when there is
// one; each with its date, format, stages × deals, players and podium, a shared place said as shared;
// opened, its standings and games, and a game opens in the review, whose Back returns to the history.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { DesktopApi, TournamentHistoryEntry } from '../../../ipc/contract'
import type { MatchRecord } from '../../../protocol/match-record'
import { playedMatch, recordOf } from '../../../../test-support/engine/recorded-match'
import { formatList, formatNumber, t } from '../i18n'
import { problemText } from '../review/review-words'
import { app } from '../state/app.svelte'
import HistoryScreen from './HistoryScreen.svelte'

// The record check runs in a worker in the app; here the same check runs in this process.
vi.mock('../records/record-check', async () => {
  const { recordFromText } = await import('../../../protocol/match-record')
  return {
    checkRecord: async ({ text }: { text: string }) => recordFromText(text),
    checkRecords: async (inputs: { text: string }[]) => inputs.map(({ text }) => recordFromText(text))
  }
})

const games: MatchRecord[] = [5, 6].map((seed, i) => ({
  ...recordOf(playedMatch(4, {}, seed)),
  tableName: `Friday night 1.${i + 1}`
}))

const ann = { name: 'Ann', bot: false }
const bea = { name: 'Bea', bot: false }
const cy = { name: 'Cy', bot: false }
const dee = { name: 'Dee', bot: false }

/** Ann and Bea share the top step: 1, 1, 3, and nobody is second. */
const FRIDAY: TournamentHistoryEntry = {
  id: 't1',
  name: 'Friday night',
  format: 'duplicate',
  finishedAt: '2026-12-04T23:10:00.000Z',
  stages: 2,
  dealsPerStage: 3,
  players: 4,
  podium: [
    { rank: 1, players: [ann, bea] },
    { rank: 3, players: [cy] }
  ],
  standings: [
    { ...ann, rank: 1, total: -1.5, withdrawn: false },
    { ...bea, rank: 1, total: -1.5, withdrawn: false },
    { ...cy, rank: 3, total: 1, withdrawn: false },
    { ...dee, rank: 4, total: 2, withdrawn: true }
  ],
  games: games.map((g) => ({
    tableName: g.tableName ?? '',
    players: g.seats.map((s, i) => ({ ...s, points: g.totals[i] ?? 0 }))
  }))
}

/** A bridge with no match in the history, these tournaments, and each game's record text as given. */
function installBridge(
  tournaments: TournamentHistoryEntry[],
  texts: (string | null)[] = games.map((g) => JSON.stringify(g))
) {
  const api = {
    listHistory: vi.fn(async () => ({
      ok: true,
      value: { entries: [], stats: { matches: 0, wins: 0, rounds: 0, averagePenaltyPerRound: null } }
    })),
    listTournamentHistory: vi.fn(async () => ({ ok: true, value: tournaments })),
    getTournamentRecord: vi.fn(async (_id: string, game: number) => ({
      ok: true,
      value: { text: texts[game] ?? null }
    }))
  }
  Object.defineProperty(window, 'fiveThreeFive', { value: api as unknown as DesktopApi, configurable: true })
  return api
}

afterEach(() => {
  Reflect.deleteProperty(window, 'fiveThreeFive')
  app.route = { name: 'boot' }
})

const section = () => screen.findByRole('region', { name: t('tournamentHistory.title') })

describe("the history's tournaments", () => {
  test('are not there when the app has run none', async () => {
    const api = installBridge([])
    render(HistoryScreen)
    await screen.findByTestId('history-empty')
    await waitFor(() => expect(api.listTournamentHistory).toHaveBeenCalled())
    expect(screen.queryByRole('region', { name: t('tournamentHistory.title') })).toBeNull()
  })

  test('show each with its format, stages × deals, players and podium, a shared place as shared', async () => {
    installBridge([FRIDAY])
    render(HistoryScreen)
    const tournament = within(await section()).getByRole('article', { name: 'Friday night' })
    const text = tournament.textContent ?? ''
    expect(text).toContain(t('tournament.duplicate'))
    expect(text).toContain(t('tournamentHistory.stagesDeals', { stages: 2, deals: 3 }))
    expect(text).toContain(t('tournament.entrants', { count: 4 }))
    const steps = within(within(tournament).getByRole('list', { name: t('tournamentHistory.podium') }))
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s+/g, ' ').trim())
    expect(steps).toEqual([
      `${t('tournamentHistory.shared', { place: t('tournamentHistory.first') })} ${formatList(['Ann', 'Bea'])}`,
      `${t('tournamentHistory.third')} Cy`
    ])
    expect(text).not.toContain(t('tournamentHistory.second'))
    // The standings and games only once opened.
    expect(screen.queryAllByTestId('final-standing')).toEqual([])
  })

  test('open to the standings and games, and a game opens in the review, whose Back returns here', async () => {
    const api = installBridge([FRIDAY])
    render(HistoryScreen)
    const tournament = within(await section()).getByRole('article', { name: 'Friday night' })
    const details = within(tournament).getByRole('button', { name: t('tournamentHistory.details') })
    expect(details.getAttribute('aria-expanded')).toBe('false')
    await fireEvent.click(details)
    expect(details.getAttribute('aria-expanded')).toBe('true')
    const rows = screen
      .getAllByTestId('final-standing')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.replace(/\s+/g, ' ').trim()))
    expect(rows).toEqual([
      ['1', 'Ann', formatNumber(-1.5)],
      ['1', 'Bea', formatNumber(-1.5)],
      ['3', 'Cy', '1'],
      ['4', `Dee ${t('tournament.withdrawn')}`, '2']
    ])

    const second = games[1] as MatchRecord
    await fireEvent.click(
      within(tournament).getByRole('button', {
        name: t('tournamentHistory.reviewGame', { table: second.tableName ?? '' })
      })
    )
    await waitFor(() => expect(app.route.name).toBe('review'))
    expect(api.getTournamentRecord).toHaveBeenCalledWith('t1', 1)
    expect(app.route).toMatchObject({
      name: 'review',
      me: null,
      back: 'history',
      checked: { record: second }
    })
    app.closeReview()
    expect(app.route).toEqual({ name: 'history' })
  })

  test('say why a game whose record is gone or damaged does not open', async () => {
    installBridge([FRIDAY], [null, '{"format": "something else"}'])
    render(HistoryScreen)
    const tournament = within(await section()).getByRole('article', { name: 'Friday night' })
    await fireEvent.click(within(tournament).getByRole('button', { name: t('tournamentHistory.details') }))
    const [first, second] = within(tournament).getAllByRole('button', { name: /Friday night 1\./ })
    await fireEvent.click(first as HTMLElement)
    expect((await within(tournament).findByRole('alert')).textContent).toBe(t('review.noRecord'))
    await fireEvent.click(second as HTMLElement)
    await waitFor(() =>
      expect(within(tournament).getByRole('alert').textContent).toBe(problemText('not-a-record'))
    )
    expect(app.route.name).toBe('boot')
  })
})
