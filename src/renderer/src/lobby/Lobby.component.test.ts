// The lobby mounted with a real store on a fake socket: who sits where, what the host can do, and what a
// guest is told, with the messages the clicks send.
import { fireEvent, render, screen, within } from '@testing-library/svelte'
import { describe, expect, test } from 'vitest'
import type { SeatInfo, TableInfo } from '../../../protocol/messages'
import { connectedTable, joinLobby } from '../../../../test-support/renderer/table-harness'
import { makeTable, openSeat } from '../../../../test-support/renderer/fixtures'
import Lobby from './Lobby.svelte'
import { botName } from '../../../protocol/bot-names'
import { BOT_LEVELS } from '../../../protocol/vocabulary'
import { en } from '../i18n/en'

/** Ada in seat 0 of a four-seat lobby; the other seats as given (empty by default). */
function lobbyTable(others: (seat: number) => SeatInfo = openSeat): TableInfo {
  const table = makeTable({ status: 'lobby', name: 'Friday table' })
  return { ...table, seats: table.seats.map((s) => (s.seat === 0 ? s : others(s.seat))) }
}

function mount(table: TableInfo, isHost: boolean, seat: number | null = 0) {
  const connected = connectedTable()
  joinLobby(connected, table, seat, isHost, 3)
  render(Lobby, { store: connected.store, joinUrls: ['http://192.168.1.20:5350/'], onleave: () => undefined })
  return connected
}

/** Picks an option as a person does: it becomes the selected one, then the select changes. */
async function choose(select: HTMLElement, value: string): Promise<void> {
  for (const option of select.querySelectorAll('option')) option.selected = option.value === value
  await fireEvent.change(select)
}

describe('the lobby', () => {
  test('the host fills an empty seat with a bot of the chosen level, and starts once every seat is taken', async () => {
    const lobby = mount(lobbyTable(), true)
    expect(screen.getByTestId('table-name').textContent).toBe('Friday table')
    expect(screen.getAllByTestId('lobby-seat')).toHaveLength(4)
    const start = screen.getByTestId('start') as HTMLButtonElement
    expect(start.disabled).toBe(true)

    const seat2 = screen.getAllByTestId('lobby-seat')[2]!
    await choose(within(seat2).getByRole('combobox'), 'hard')
    await fireEvent.click(within(seat2).getByTestId('add-bot'))
    expect(lobby.sent.at(-1)).toEqual({ type: 'addBot', seat: 2, level: 'hard' })

    const bot = (seat: number): SeatInfo => ({
      ...openSeat(seat),
      kind: 'bot',
      name: `Bot ${seat + 1}`,
      level: 'hard',
      connected: true
    })
    lobby.receive({
      type: 'state',
      version: 4,
      table: lobbyTable(bot),
      view: null,
      events: [],
      turnDeadline: null
    })
    await Promise.resolve()
    expect((screen.getByTestId('start') as HTMLButtonElement).disabled).toBe(false)
    await fireEvent.click(screen.getByTestId('start'))
    expect(lobby.sent.at(-1)).toMatchObject({ type: 'start' })
  })

  test('a guest sees the seats and the invitation, is told the host starts, and has no host controls', () => {
    mount(lobbyTable(), false)
    expect(screen.getAllByTestId('lobby-seat')).toHaveLength(4)
    expect(screen.queryByTestId('start')).toBeNull()
    expect(screen.queryByTestId('add-bot')).toBeNull()
    expect(screen.getByTestId('lobby-wait').textContent).toMatch(/host/i)
  })

  test('a spectator can take a free seat, and the request names it', async () => {
    const lobby = mount(lobbyTable(), false, null)
    const takes = screen.getAllByTestId('take-seat')
    expect(takes).toHaveLength(3)
    await fireEvent.click(takes[1]!)
    expect(lobby.sent.at(-1)).toMatchObject({ type: 'takeSeat', seat: 2 })
  })
})

describe("the lobby's bots (issue 51)", () => {
  const bot = (seat: number, level: SeatInfo['level']): SeatInfo => ({
    ...openSeat(seat),
    kind: 'bot',
    name: `Bot ${seat + 1}`,
    level,
    connected: true,
    ready: true
  })

  test("each bot goes by its level's name for its seat and wears its level's face", () => {
    const levels = ['easy', 'medium', 'hard'] as const
    mount(
      lobbyTable((seat) => bot(seat, levels[seat - 1]!)),
      false
    )
    const seats = screen.getAllByTestId('lobby-seat')
    for (const [i, level] of levels.entries()) {
      const seat = seats[i + 1]!
      expect(seat.getAttribute('aria-label')).toBe(`Seat ${i + 2}: ${botName('en', level, i + 1)}`)
      expect(seat.querySelector(`[data-bot-face="${level}"]`)).not.toBeNull()
    }
    expect(seats[0]!.querySelector('[data-bot-face]')).toBeNull()
  })

  test('says how each level plays, one line per level with its face', () => {
    mount(lobbyTable(), false)
    const list = screen.getByTestId('bot-levels')
    for (const level of BOT_LEVELS) {
      const line = list.querySelector(`[data-level="${level}"]`)!
      expect(line.querySelector(`[data-bot-face="${level}"]`)).not.toBeNull()
      expect(line.textContent).toContain(en.botLevels[level])
    }
  })
})
