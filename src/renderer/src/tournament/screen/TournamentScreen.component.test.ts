// The tournament's big screen (issue 52), fed frames as the channel sends them: through the store on a
// fake socket (a follower: no name, token or key) or straight into the view. Registration, the tables of
// a stage (whose turn, no card or score of a running deal, no seed), standings with shared places and
// movement for a hand-built two-stage duplicate evening, the countdown, the podium and the chart.
import { render, screen, within } from '@testing-library/svelte'
import { tick } from 'svelte'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { SeatHolder, Stage, TournamentState } from '../../../../protocol/tournament-data'
import type { TournamentServerMessage, TableAddress } from '../../../../protocol/tournament-messages'
import { tournamentPages } from '../../../../protocol/tournament-urls'
import { BOT_NAMES } from '../../../../protocol/bot-names'
import { tournamentOnFakeSocket } from '../../../../../test-support/renderer/fake-socket'
import {
  finishStage,
  players,
  registered,
  run,
  seededContext,
  settingsWith
} from '../../../../../test-support/tournament/tournaments'
import { en } from '../../i18n/en'
import { ar } from '../../i18n/ar'
import { locale } from '../../i18n/locale.svelte'
import TournamentScreen from './TournamentScreen.svelte'
import TournamentView from './TournamentView.svelte'

const words = en.tournamentScreen

/** A catalog sentence with its `{{name}}` slots filled, as the app's `t` fills them. */
const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]))

/** The big screen following a tournament over a fake socket: `send` is the host speaking. */
async function follow() {
  const fake = tournamentOnFakeSocket('tv.example:5400')
  render(TournamentScreen, { store: fake.store })
  await Promise.resolve() // the socket opens (a microtask) and the store says hello
  const send = async (message: TournamentServerMessage) => {
    fake.receive(message)
    await tick()
  }
  return { store: fake.store, socket: fake.latest(), send }
}

const frame = (
  tournament: TournamentState,
  tables: TableAddress[] = [],
  nextStageInMs: number | null = null
) => ({ type: 'tournament', tournament, tables, nextStageInMs }) as const

/** Which of the host's "Bot n" names an English screen shows for a bot of `level`. */
const botShown = (name: string, level: 'easy' | 'medium') =>
  BOT_NAMES.en[level][Number(/\d+/.exec(name)?.[0]) - 1]

// The duplicate evening of src/tournament/standings.test.ts, by hand (one deal a stage):
// stage 1: tables [1, 2, 3] penalties 2 5 8 and [4, 5, 6] 4 5 6 → 1 −2, 4 +2, 2 and 5 0, 3 +2, 6 −2.
// 5 withdraws after stage 1. Stage 2: [6, 1, 4] 3 3 3 and [2, 3, filler] 1 3 5 → 6 +2, 2 −2, 1 and 3 0, 4 −2.
// Totals: 1 −2, 2 −2, 3 +2, 4 0, 5 0, 6 0 → places 1, 1, 6, 3, 3, 3; after stage 1: 1, 3, 5, 5, 3, 1.
const seat = (id: number | 'bot'): SeatHolder =>
  id === 'bot' ? { kind: 'filler', level: 'easy' } : { kind: 'entrant', id }
const stage = (...tables: [(number | 'bot')[], number[][]][]): Stage => ({
  tables: tables.map(([ids, deals]) => ({ seats: ids.map(seat), deals, standIns: [] })),
  seeds: {}
})
function duplicateEvening(stages: number): TournamentState {
  return {
    format: 'five-three-five/tournament',
    version: 1,
    settings: settingsWith({ name: 'Duplicate Friday', format: 'duplicate', stages, dealsPerStage: 1 }),
    entrants: [1, 2, 3, 4, 5, 6].map((id) =>
      id === 5 ? { id, name: `P${id}`, withdrawnInStage: 1 } : { id, name: `P${id}` }
    ),
    lastEntrantId: 6,
    stages: [
      stage([[1, 2, 3], [[2, 5, 8]]], [[4, 5, 6], [[4, 5, 6]]]),
      stage([[6, 1, 4], [[3, 3, 3]]], [[2, 3, 'bot'], [[1, 3, 5]]])
    ]
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('registration', () => {
  test('the entrants as they register, bots marked, the count against the cap, and how to join', async () => {
    const tv = await follow()
    // The screen only follows: its hello has no name, token or director key.
    expect(tv.socket.sent).toEqual([expect.objectContaining({ type: 'tournamentHello' })])
    expect(Object.keys(tv.socket.sent[0]!).sort()).toEqual(['protocol', 'type'])

    const state = registered({ maxEntrants: 12 }, ['Ann Lee', 'Bot', 'Bo'])
    await tv.send({
      type: 'tournamentWelcome',
      entrant: null,
      token: null,
      director: false,
      tournament: state,
      tables: []
    })
    expect(screen.getByTestId('tournament-name').textContent).toBe('Friday night')
    expect(screen.getByTestId('tournament-stage').textContent).toBe(words.registrationOpen)
    expect(screen.getByTestId('tournament-format').textContent).toBe(words.formatSwiss)
    const rows = () => screen.getAllByTestId('tournament-entrant')
    const bot = state.entrants.find((e) => e.bot !== undefined)!
    expect(rows().map((r) => r.querySelector('.name')?.textContent)).toEqual([
      'Ann Lee',
      botShown(bot.name, 'medium'),
      'Bo'
    ])
    expect(rows().map((r) => r.dataset.bot)).toEqual(['false', 'true', 'false'])
    expect(rows()[1]!.querySelector('[data-bot-face="medium"]')).not.toBeNull()
    expect(rows()[1]!.textContent).toContain(words.bot)
    expect(screen.getByTestId('tournament-registered').textContent).toBe(
      fill(words.registered, { n: 3, max: 12 })
    )
    // The player page of the host that served this screen, as a QR code and as text.
    expect(screen.getByTestId('tournament-join-url').textContent).toBe(
      tournamentPages(`${location.protocol}//${location.host}/`).join
    )
    await vi.waitFor(() => expect(screen.getByTestId('qr').querySelector('svg')).not.toBeNull())

    // The host names its LAN addresses (a phone cannot reach the TV's own 127.0.0.1): the code holds the first.
    const more = run(state, seededContext(), { type: 'register', name: 'Cy' })
    const lan = ['http://192.168.1.20:5400/?tournament', 'http://10.0.0.7:5400/?tournament']
    await tv.send({ ...frame(more), joinUrls: lan })
    expect(screen.getAllByTestId('tournament-join-url').map((u) => u.textContent)).toEqual(lan)
    expect(rows().map((r) => r.querySelector('.name')?.textContent)).toEqual([
      'Ann Lee',
      botShown(bot.name, 'medium'),
      'Bo',
      'Cy'
    ])
    expect(screen.getByTestId('tournament-registered').textContent).toBe(
      fill(words.registered, { n: 4, max: 12 })
    )
  })
})

describe('a stage being played', () => {
  test('one card per table: its seats, its deal, whose turn; no card, no running score, no seed', async () => {
    const ctx = seededContext(7)
    // Six at tables of four: 3 + 3, each filled with an easy bot (docs/tournament.md › Balancing).
    const begun = run(
      registered({ format: 'duplicate', dealsPerStage: 3 }, ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'], ctx),
      ctx,
      {
        type: 'startStage',
        stage: 1,
        fillBots: 'easy'
      }
    )
    // Table 1 has finished deal 1 with penalties nobody outside it may see yet. The frame below even
    // carries the seeds: the screen must show neither.
    const penalties = [37, 41, 29, 53]
    const state = run(begun, ctx, { type: 'reportDeal', stage: 1, table: 1, deal: 1, penalties })
    const [one, two] = state.stages[0]!.tables
    const fillerAt = (seats: SeatHolder[]) => seats.findIndex((h) => h.kind === 'filler')
    const nameAt = (seats: SeatHolder[], i: number) => {
      const h = seats[i]!
      return h.kind === 'filler' ? BOT_NAMES.en.easy[i] : state.entrants.find((e) => e.id === h.id)!.name
    }
    const tv = await follow()
    await tv.send(
      frame(state, [
        // Table 1's filler is to play (the table calls it "Bot <seat + 1>"); table 2 has played every deal.
        {
          stage: 1,
          table: 1,
          port: 5401,
          urls: [],
          progress: { deal: 2, finished: 1, turn: `Bot ${fillerAt(one!.seats) + 1}` }
        },
        { stage: 1, table: 2, port: 5402, urls: [], progress: { deal: 3, finished: 3, turn: null } }
      ])
    )
    expect(screen.getByTestId('tournament-stage').textContent).toBe(fill(words.stageOf, { n: 1, total: 3 }))
    const cards = screen.getAllByTestId('tournament-table')
    expect(cards.map((c) => c.dataset.table)).toEqual(['1', '2'])
    expect(within(cards[0]!).getByRole('heading').textContent).toBe(fill(words.table, { n: 1 }))

    const seatsOf = (card: HTMLElement) => within(card).getAllByTestId('tournament-seat')
    expect(seatsOf(cards[0]!).map((s) => s.querySelector('.name')?.textContent)).toEqual(
      one!.seats.map((_, i) => nameAt(one!.seats, i))
    )
    expect(seatsOf(cards[1]!).map((s) => s.querySelector('.name')?.textContent)).toEqual(
      two!.seats.map((_, i) => nameAt(two!.seats, i))
    )
    // The filler is lit, and only it.
    const lit = seatsOf(cards[0]!).filter((s) => s.dataset.turn === 'true')
    expect(lit.map((s) => s.querySelector('.name')?.textContent)).toEqual([
      nameAt(one!.seats, fillerAt(one!.seats))
    ])
    expect(within(cards[0]!).getByTestId('tournament-table-deal').textContent).toBe(
      fill(words.deal, { n: 2, total: 3 })
    )
    expect(within(cards[0]!).getByTestId('tournament-table-turn').textContent?.trim()).toBe(
      fill(words.toPlay, { name: nameAt(one!.seats, fillerAt(one!.seats)) })
    )
    // Table 2 is done: its mark, no deal count, nobody lit.
    expect(cards[1]!.dataset.finished).toBe('true')
    expect(within(cards[1]!).getByTestId('tournament-table-done').textContent).toContain(words.tableFinished)
    expect(within(cards[1]!).queryByTestId('tournament-table-turn')).toBeNull()
    expect(seatsOf(cards[1]!).some((s) => s.dataset.turn === 'true')).toBe(false)

    // No stage has finished: no standings. No card face, no penalty, no seed anywhere on the screen.
    expect(screen.queryByTestId('tournament-standings')).toBeNull()
    expect(document.querySelector('[data-rank]')).toBeNull()
    const text = document.body.textContent ?? ''
    for (const p of penalties) expect(text).not.toContain(String(p))
    const seeds = Object.values(state.stages[0]!.seeds)
    expect(seeds.length).toBeGreaterThan(0)
    for (const s of seeds) expect(text).not.toContain(s!)
    expect(document.body.innerHTML).not.toMatch(/[0-9a-f]{64}/)
  })

  test('a table without progress in the frame counts the deals the tournament has for it', () => {
    const ctx = seededContext(3)
    const state = run(registered({ dealsPerStage: 2 }, ['A1', 'A2', 'A3'], ctx), ctx, {
      type: 'startStage',
      stage: 1
    })
    render(TournamentView, { frame: { tournament: state, tables: [] }, status: 'open' })
    const card = screen.getByTestId('tournament-table')
    expect(within(card).getByTestId('tournament-table-deal').textContent).toBe(
      fill(words.deal, { n: 1, total: 2 })
    )
    expect(within(card).getByTestId('tournament-table-turn').textContent?.trim()).toBe(words.betweenDeals)
  })
})

describe('standings', () => {
  test('a two-stage duplicate evening: order, shared places, movement, marks, lower is better', () => {
    render(TournamentView, { frame: { tournament: duplicateEvening(3), tables: [] }, status: 'open' })
    expect(screen.getByTestId('tournament-stage').textContent).toBe(fill(words.stageDone, { n: 2, total: 3 }))
    const rows = screen.getAllByTestId('tournament-standing')
    // Ties in registration order; the filling bot is not ranked.
    expect(rows.map((r) => r.dataset.entrant)).toEqual(['1', '2', '4', '5', '6', '3'])
    expect(rows.map((r) => r.dataset.rank)).toEqual(['1', '1', '3', '3', '3', '6'])
    const rank = (r: HTMLElement) => within(r).getByTestId('tournament-rank')
    expect(rank(rows[0]!).textContent).toContain('=1')
    expect(rank(rows[0]!).textContent).toContain(fill(words.sharedPlace, { n: 1 }))
    expect(rank(rows[5]!).textContent?.trim()).toBe('6')
    // Movement since stage 1 (places then: 1 → 1, 2 → 3, 4 → 5, 5 → 3, 6 → 1, 3 → 5).
    const moves = rows.map((r) => within(r).getByTestId('tournament-movement'))
    expect(moves.map((m) => m.querySelector('[aria-hidden]')?.textContent)).toEqual([
      '–',
      '▲2',
      '▲2',
      '–',
      '▼2',
      '▼1'
    ])
    expect(moves.map((m) => m.querySelector('.visually-hidden')?.textContent)).toEqual([
      words.same,
      fill(words.up_other, { count: 2 }),
      fill(words.up_other, { count: 2 }),
      words.same,
      fill(words.down_other, { count: 2 }),
      fill(words.down_one, { count: 1 })
    ])
    expect(rows.map((r) => within(r).getByTestId('tournament-total').textContent)).toEqual([
      '-2',
      '-2',
      '0',
      '0',
      '0',
      '+2'
    ])
    expect(rows[3]!.textContent).toContain(words.withdrawn)
    expect(rows.filter((r) => r.textContent?.includes(words.withdrawn))).toHaveLength(1)
    // Each finished stage's own score: P5 sat at no stage 2 table.
    expect([...rows[3]!.querySelectorAll('td.num')].map((c) => c.textContent)).toEqual(['0', '–', '0'])
    expect(screen.getByTestId('tournament-better').textContent).toBe(words.lowerBetter)
    // No countdown set: the screen says the director starts the next stage.
    expect(screen.queryByTestId('tournament-countdown')).toBeNull()
    expect(screen.getByTestId('tournament-waiting').textContent?.trim()).toBe(fill(words.waiting, { n: 3 }))
  })
})

describe('a big field', () => {
  test('reads in two columns, the top half first, and its chart names every line without a legend', () => {
    const ctx = seededContext(11)
    const begun = run(registered({ stages: 1, dealsPerStage: 1 }, players(24), ctx), ctx, {
      type: 'startStage',
      stage: 1
    })
    const state = finishStage(begun, ctx)
    render(TournamentView, { frame: { tournament: state, tables: [] }, status: 'open' })
    const tables = within(screen.getByTestId('tournament-standings')).getAllByRole('table')
    expect(tables).toHaveLength(2)
    const halves = tables.map((t) => within(t).getAllByTestId('tournament-standing'))
    expect(halves.map((h) => h.length)).toEqual([12, 12])
    const ranks = halves.flat().map((r) => Number(r.dataset.rank))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(new Set(halves.flat().map((r) => r.dataset.entrant)).size).toBe(24)

    const chart = screen.getByTestId('tournament-chart')
    expect(within(chart).getAllByTestId('tournament-chart-line')).toHaveLength(24)
    expect(chart.querySelector('figcaption')).toBeNull()
    const labels = [...chart.querySelectorAll('[data-testid="tournament-chart-line"] text')].map(
      (t) => t.textContent
    )
    expect(labels.sort()).toEqual(players(24).sort())
  })
})

describe('the countdown to the next stage', () => {
  test('mm:ss from the moment the frame arrived, spoken only when the minutes change', async () => {
    vi.useFakeTimers()
    const tv = await follow()
    await tv.send(frame(duplicateEvening(3), [], 125_000))
    const clock = () => screen.getByTestId('tournament-clock').textContent
    const spoken = () => screen.getByTestId('tournament-countdown-spoken').textContent
    expect(clock()).toBe('02:05')
    expect(spoken()).toBe(fill(words.nextStageIn_other, { count: 2 }))
    expect(screen.getByTestId('tournament-countdown-spoken').getAttribute('aria-live')).toBe('polite')
    expect(screen.getByTestId('tournament-clock').getAttribute('aria-live')).toBeNull()

    await vi.advanceTimersByTimeAsync(1000)
    expect(clock()).toBe('02:04')
    expect(spoken()).toBe(fill(words.nextStageIn_other, { count: 2 }))
    await vi.advanceTimersByTimeAsync(4000)
    expect(clock()).toBe('02:00')
    await vi.advanceTimersByTimeAsync(1000)
    expect(clock()).toBe('01:59')
    expect(spoken()).toBe(fill(words.nextStageIn_one, { count: 1 }))

    // A new frame starts the count again from what it says.
    await tv.send(frame(duplicateEvening(3), [], 30_000))
    expect(clock()).toBe('00:30')
    expect(spoken()).toBe(words.nextStageSoon)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(clock()).toBe('00:00')
    expect(spoken()).toBe(words.nextStageNow)

    await tv.send(frame(duplicateEvening(3), [], null))
    expect(screen.queryByTestId('tournament-countdown')).toBeNull()
  })
})

describe('the end of the evening', () => {
  test('the podium shares a step on a tie and skips the next place', () => {
    render(TournamentView, { frame: { tournament: duplicateEvening(2), tables: [] }, status: 'open' })
    expect(screen.getByTestId('tournament-stage').textContent).toBe(words.finished)
    const steps = screen.getAllByTestId('tournament-podium-step')
    expect(steps.map((s) => s.dataset.rank)).toEqual(['1', '3'])
    const names = (step: HTMLElement) =>
      within(step)
        .getAllByTestId('tournament-podium-name')
        .map((n) => n.textContent)
    expect(names(steps[0]!)).toEqual(['P1', 'P2'])
    expect(names(steps[1]!)).toEqual(['P4', 'P5', 'P6'])
    expect(steps[0]!.textContent).toContain(words.first)
    expect(steps[0]!.textContent).toContain(words.sharedStep)
    expect(steps[1]!.textContent).toContain(words.third)
    expect(screen.queryByTestId('tournament-countdown')).toBeNull()
  })

  test('the chart: one line per player, a point for the start and each stage, each line named', () => {
    const state = duplicateEvening(2)
    render(TournamentView, { frame: { tournament: state, tables: [] }, status: 'open' })
    const chart = screen.getByTestId('tournament-chart')
    expect(chart.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(words.chart)
    const lines = within(chart).getAllByTestId('tournament-chart-line')
    expect(lines.map((l) => Number(l.dataset.entrant)).sort()).toEqual(state.entrants.map((e) => e.id))
    for (const line of lines) {
      const points = line.querySelector('polyline')?.getAttribute('points')?.trim().split(/\s+/) ?? []
      expect(points).toHaveLength(state.stages.length + 1)
      expect(line.querySelectorAll('path')).toHaveLength(state.stages.length)
      expect(line.querySelector('text')?.textContent).toBe(`P${line.dataset.entrant}`)
    }
    // Each line's end sits at the player's total: P3 (+2) highest, P1 and P2 (−2) lowest, on one axis.
    const endY = (id: number) => {
      const points = lines
        .find((l) => l.dataset.entrant === String(id))!
        .querySelector('polyline')!
        .getAttribute('points')!
      return Number(points.trim().split(/\s+/).at(-1)!.split(',')[1])
    }
    expect(endY(3)).toBeLessThan(endY(4))
    expect(endY(4)).toBeLessThan(endY(1))
    expect(endY(1)).toBe(endY(2))
    // The numbers for a screen reader: a row per player.
    expect(chart.querySelectorAll('table tbody tr')).toHaveLength(state.entrants.length)
    expect(chart.querySelectorAll('figcaption .key')).toHaveLength(state.entrants.length)
  })
})

describe('the header', () => {
  afterEach(() => locale.set('en'))

  test('says when the link is down, and speaks Arabic with Western digits', async () => {
    render(TournamentView, { frame: { tournament: duplicateEvening(3), tables: [] }, status: 'reconnecting' })
    expect(screen.getByTestId('tournament-link').textContent).toBe(en.connection.reconnecting)
    expect(screen.getByTestId('tournament-format').textContent).toBe(words.formatDuplicate)
    await locale.set('ar')
    await tick()
    expect(screen.getByTestId('tournament-stage').textContent).toBe(
      fill(ar.tournamentScreen.stageDone, { n: 2, total: 3 })
    )
    expect(document.body.textContent).not.toMatch(/[٠-٩]/)
  })
})
