// The party screen's parts (the TV), mounted with a spectator's store on a fake socket: during play it
// shows every seat and the middle but no hand (R9: it watches as a spectator); a round's end shows every
// hand left (D6); the match's end names the winners.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte'
import { tick } from 'svelte'
import { describe, expect, test, vi } from 'vitest'
import { cardCount, spectatorView } from '../../../engine'
import type { SeatInfo, TableInfo } from '../../../protocol/messages'
import {
  connectedTable,
  dealtMatch,
  scenarioMatch,
  tableOf,
  watch,
  type SeatedMatch,
  playedUntil,
  shownNameOf
} from '../../../../test-support/renderer/table-harness'
import { makeTable, openSeat } from '../../../../test-support/renderer/fixtures'
import { en } from '../i18n/en'
import PartyHeader from './PartyHeader.svelte'
import PartyLobby from './PartyLobby.svelte'
import PartyPlay from './PartyPlay.svelte'
import PartyRefused from './PartyRefused.svelte'
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

/** A catalog sentence with its `{{name}}` slots filled, as the app's `t` fills them. */
const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]))

/** A lobby of `seats` seats with Ada in seat 0, as the host sends it (`over`: the table's facts). */
function lobbyOf(seats: SeatInfo[], over: Partial<TableInfo> = {}): TableInfo {
  return makeTable({ status: 'lobby', name: 'Living room', seats, ...over }, seats.length)
}

const person = (seat: number, name: string): SeatInfo => ({ ...openSeat(seat), kind: 'human', name, connected: true })

/** The TV watching a lobby: its header and its lobby, mounted side by side as PartyScreen mounts them. */
function watchLobby(table: TableInfo) {
  const tv = connectedTable('TV')
  tv.receive({ type: 'welcome', protocol: 1, tableId: table.id, seat: null, token: null, isHost: false })
  tv.receive({ type: 'state', version: 1, table, view: null, events: [], turnDeadline: null })
  render(PartyHeader, { store: tv.store, soundOn: false })
  render(PartyLobby, { store: tv.store })
  return tv
}

describe("the party screen's lobby (moved from e2e/party-screen.spec.ts)", () => {
  test("the table's name, a QR code and the join URL; no PIN on an open table; the seats fill in live", async () => {
    const tv = watchLobby(lobbyOf([openSeat(0), openSeat(1)]))
    expect(screen.getByTestId('party-table-name').textContent).toBe('Living room')
    // (the QR code is drawn once its module has loaded)
    await vi.waitFor(() => expect(screen.getByTestId('qr').querySelector('svg')).not.toBeNull())
    // The address this screen used (the host sent no LAN addresses), and no PIN hint in it.
    expect(screen.getByTestId('party-join-url').textContent).toBe(`http://${tv.store.request.address}/`)
    expect(screen.queryByTestId('party-pin-required')).toBeNull()
    expect(screen.getAllByTestId('party-lobby-seat').map((s) => s.dataset.kind)).toEqual(['empty', 'empty'])

    tv.receive({
      type: 'state',
      version: 2,
      table: lobbyOf([person(0, 'Ann Lee'), openSeat(1)]),
      view: null,
      events: [],
      turnDeadline: null
    })
    await tick()
    const taken = screen.getAllByTestId('party-lobby-seat').filter((s) => s.dataset.kind === 'human')
    expect(taken.map((s) => s.textContent)).toEqual([expect.stringContaining('Ann Lee')])
  })

  test('at a table with a PIN it says a PIN is needed and its join URLs carry the hint, never the PIN', () => {
    const tv = connectedTable('TV')
    const table = lobbyOf([openSeat(0), openSeat(1)], { pinRequired: true })
    const urls = ['http://192.168.1.20:5350/', 'http://10.0.0.7:5350/']
    tv.receive({ type: 'welcome', protocol: 1, tableId: table.id, seat: null, token: null, isHost: false, joinUrls: urls })
    tv.receive({ type: 'state', version: 1, table, view: null, events: [], turnDeadline: null })
    render(PartyLobby, { store: tv.store })
    expect(screen.getByTestId('party-pin-required').textContent).toBe(en.partyScreen.pinRequired)
    const shown = screen.getAllByTestId('party-join-url').map((li) => li.textContent ?? '')
    expect(shown).toHaveLength(urls.length)
    for (const [i, url] of shown.entries()) {
      expect(url.startsWith(urls[i]!)).toBe(true)
      expect(url).toContain('pin=1')
    }
  })

  test("the room's sound switch is off until someone turns it on", async () => {
    watchLobby(lobbyOf([openSeat(0), openSeat(1)]))
    const sound = screen.getByTestId('party-sound')
    expect(sound.getAttribute('aria-checked')).toBe('false')
    await fireEvent.click(sound)
    expect(sound.getAttribute('aria-checked')).toBe('true')
  })
})

describe("the party screen's header and seats (moved from e2e/party-screen.spec.ts)", () => {
  test("a two-hand match says which hand is on and the table's turn timer; the seat on turn shows the timer", () => {
    for (const [name, hand] of [
      ['two-hands-last-trick', 1],
      ['hand-2', 2]
    ] as const) {
      const seated = scenarioMatch(name)
      const tv = connectedTable('TV')
      const table = tableOf(seated, { turnSeconds: 600 })
      tv.receive({ type: 'welcome', protocol: 1, tableId: table.id, seat: null, token: null, isHost: false })
      tv.receive({
        type: 'state',
        version: 1,
        table,
        view: spectatorView(seated.match),
        events: [],
        turnDeadline: 600_000
      })
      const header = render(PartyHeader, { store: tv.store, soundOn: false })
      const play = render(PartyPlay, { store: tv.store })
      const expected = `${fill(en.hands.of, { n: hand, total: 2 })} · ${fill(en.hostControls.perTurn, { n: 600 })}`
      expect(within(header.container).getByTestId('party-round').textContent).toBe(expected)
      const onTurn = within(play.container)
        .getAllByTestId('seat')
        .find((s) => s.dataset.seat === String(seated.match.turn))!
      expect(within(onTurn).getByTestId('turn-timer')).toBeTruthy()
      header.unmount()
      play.unmount()
    }
  })

  test("an away player's seat says so on the TV, the host's as anyone's (player-away scenario)", () => {
    const seated = scenarioMatch('player-away')
    const { store } = watching(seated)
    render(PartyPlay, { store })
    const seatOf = (seat: number) => screen.getAllByTestId('seat').find((s) => s.dataset.seat === String(seat))!
    const away = seated.seats.findIndex((s) => s.away)
    expect(within(seatOf(away)).getByTestId('party-away').textContent).toBe(en.lobby.away)
    expect(seatOf(away).classList.contains('away')).toBe(true)
    expect(within(seatOf(0)).queryByTestId('party-away')).toBeNull()
    cleanup()

    // The host (seat 0) steps away too: the same words on their seat.
    const hostAway: SeatedMatch = { ...seated, seats: seated.seats.map((s, i) => (i === 0 ? { ...s, away: true } : s)) }
    render(PartyPlay, { store: watching(hostAway).store })
    expect(within(seatOf(0)).getByTestId('party-away').textContent).toBe(en.lobby.away)
    expect(seatOf(0).classList.contains('away')).toBe(true)
  })
})

describe("the party screen's results (moved from e2e/party-screen.spec.ts)", () => {
  test("a round's end lists every player by name for Ready, and its chart names the target", async () => {
    const ended = playedUntil(scenarioMatch('last-trick'), (m) => m.phase === 'roundOver')
    render(PartyRoundEnd, { store: watching(ended).store })
    const ready = await screen.findAllByTestId('ready-seat')
    const people = ended.seats.filter((s) => !s.bot)
    expect(ready.length).toBeGreaterThanOrEqual(people.length)
    for (const p of people) expect(ready.some((r) => r.textContent?.includes(p.name))).toBe(true)
    expect(screen.getByTestId('chart-target').textContent).toBe(
      fill(en.results.target, { n: ended.match.options.target })
    )
  })

  test("a two-hand match's end names the winner as the room reads it, and who is ready for a rematch", async () => {
    const ended = playedUntil(scenarioMatch('two-hands-last-round'), (m) => m.phase === 'matchOver')
    const tv = connectedTable('TV')
    tv.receive({ type: 'welcome', protocol: 1, tableId: 'table-1', seat: null, token: null, isHost: false })
    const table = tableOf(ended)
    const bea = 1
    table.seats[bea] = { ...table.seats[bea]!, ready: true }
    tv.receive({ type: 'state', version: 1, table, view: spectatorView(ended.match), events: [], turnDeadline: null })
    render(PartyMatchEnd, { store: tv.store })
    expect(ended.match.winners).toHaveLength(1)
    expect(screen.getByTestId('party-winners').textContent?.trim()).toBe(
      fill(en.results.winner, { names: shownNameOf(ended, ended.match.winners[0]!) })
    )
    const rows = await screen.findAllByTestId('ready-seat')
    const readyRow = rows.find((r) => r.textContent?.includes(shownNameOf(ended, bea)))!
    expect(readyRow.dataset.readiness).toBe('ready')
    const other = rows.find((r) => r.textContent?.includes(shownNameOf(ended, 0)))!
    expect(other.dataset.readiness).not.toBe('ready')
  })
})

describe("the TV's PIN question (moved from e2e/party-screen.spec.ts)", () => {
  test('asks for the PIN in a labelled field, says why and the other way in, and watches with the PIN typed', async () => {
    const asked: string[] = []
    render(PartyRefused, { error: { code: 'pin-required', message: 'PIN required' }, onwatch: (pin: string) => asked.push(pin) })
    expect(screen.getByTestId('party-pin-title').textContent).toBe(en.tvScreen.pinTitle)
    const pin = screen.getByLabelText(en.tvScreen.pinLabel) as HTMLInputElement
    expect(pin.readOnly || pin.disabled).toBe(false)
    // Why the PIN is asked is read with the field.
    const why = document.getElementById(pin.getAttribute('aria-describedby') ?? '')
    expect(why?.textContent).toBe(en.tvScreen.pinWhy)
    expect(screen.getByTestId('party-refused').textContent).toContain(
      fill(en.tvScreen.pinOrAsk, { setting: en.bigScreen.watchWithoutPin })
    )
    const watch = screen.getByRole('button', { name: en.partyScreen.watch }) as HTMLButtonElement
    expect(watch.disabled).toBe(true)
    await fireEvent.input(pin, { target: { value: '2468' } })
    expect(watch.disabled).toBe(false)
    await fireEvent.click(watch)
    expect(asked).toEqual(['2468'])
  })
})
