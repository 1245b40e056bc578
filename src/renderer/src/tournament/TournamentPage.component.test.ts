// Issue 52: a tournament's page with its store on a fake socket (the test plays the tournament host): a
// newcomer registers (with the PIN, when the tournament has one) and comes back by token, a refused
// registration keeps nothing (a wrong PIN: the name stays, the PIN goes), the director's
// controls send their commands, a player sees their table and place, and the device follows its seat.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte'
import { tick } from 'svelte'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { TournamentFrame, TournamentServerMessage } from '../../../protocol/tournament-messages'
import type { TournamentState } from '../../../protocol/tournament-data'
import { PROTOCOL_VERSION } from '../../../protocol/vocabulary'
import { tournamentOnFakeSocket } from '../../../../test-support/renderer/fake-socket'
import { finishStage, registered, run, seededContext } from '../../../../test-support/tournament/tournaments'
import { en } from '../i18n/en'
import { app } from '../state/app.svelte'
import TournamentPage from './TournamentPage.svelte'
import { followSeat, watchTable } from './tournament-session.svelte'

const ADDRESS = '192.168.1.20:4100'
const route = { name: 'tournament' as const, address: ADDRESS }
const TOKEN = 'entrant-token-0123456789'

const settle = async () => {
  await Promise.resolve()
  await tick()
}

function frameOf(tournament: TournamentState, extra: Partial<TournamentFrame> = {}): TournamentFrame {
  return { tournament, tables: [], pinRequired: false, ...extra }
}

function welcome(
  tournament: TournamentState,
  entrant: number | null,
  token: string | null,
  director = false,
  extra: Partial<TournamentFrame> = {}
) {
  return {
    type: 'tournamentWelcome',
    entrant,
    token,
    director,
    ...frameOf(tournament, extra)
  } as TournamentServerMessage
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => cleanup())

describe("a tournament's page", () => {
  test('a newcomer follows, registers under a name, and comes back by the token it was given', async () => {
    const fake = tournamentOnFakeSocket(ADDRESS)
    await settle()
    expect(fake.sent()).toEqual([{ type: 'tournamentHello', protocol: PROTOCOL_VERSION }])
    const open = registered({ name: 'Friday cup', format: 'duplicate' }, ['Bea', 'Bot'])
    fake.receive(welcome(open, null, null))
    render(TournamentPage, { route, store: fake.store })
    await settle()
    expect(screen.getByTestId('tournament-name').textContent).toBe('Friday cup')
    expect(screen.getByTestId('tournament-phase').textContent).toContain(en.tournament.registering)
    const form = screen.getByTestId('tournament-register')
    await fireEvent.input(within(form).getByLabelText(en.tournament.yourName), { target: { value: ' Ada ' } })
    await fireEvent.submit(form)
    await settle()
    // A new connection says hello with the name.
    expect(fake.sockets).toHaveLength(2)
    expect(fake.sent()).toEqual([{ type: 'tournamentHello', protocol: PROTOCOL_VERSION, name: 'Ada' }])
    const withAda = run(open, seededContext(), { type: 'register', name: 'Ada' })
    fake.receive(welcome(withAda, 3, TOKEN))
    await settle()
    expect(screen.getByTestId('my-evening').textContent).toContain('Ada')
    expect(screen.queryByTestId('tournament-register')).toBeNull()

    // The same browser later (a reload, a new store): its hello carries the token, not the name.
    const again = tournamentOnFakeSocket(ADDRESS)
    await settle()
    expect(again.sent()).toEqual([{ type: 'tournamentHello', protocol: PROTOCOL_VERSION, token: TOKEN }])
    again.store.close()
    fake.store.close()
  })

  test('a refused registration says why, keeps no token and leaves the form to try again', async () => {
    const fake = tournamentOnFakeSocket(ADDRESS)
    await settle()
    const open = registered({ format: 'swiss' }, ['Bea'])
    fake.receive(welcome(open, null, null))
    render(TournamentPage, { route, store: fake.store })
    fake.store.register('Bot 9')
    await settle()
    fake.receive({ type: 'tournamentError', code: 'bad-name', message: 'That name is a bot’s.' })
    await settle()
    expect(screen.getByTestId('tournament-error')).toBeTruthy()
    expect(localStorage.length + sessionStorage.length).toBe(0)
    // back to following: a new hello without name or token
    expect(fake.sent()).toEqual([{ type: 'tournamentHello', protocol: PROTOCOL_VERSION }])
    fake.receive(welcome(open, null, null))
    await settle()
    expect(screen.getByTestId('tournament-register')).toBeTruthy()
    fake.store.close()
  })

  test('a tournament with a PIN asks for it at once; a wrong one keeps the name and empties the PIN', async () => {
    const fake = tournamentOnFakeSocket(ADDRESS)
    await settle()
    const open = registered({ format: 'duplicate' }, ['Bea'])
    fake.receive(welcome(open, null, null, false, { pinRequired: true }))
    render(TournamentPage, { route, store: fake.store })
    await settle()
    const form = screen.getByTestId('tournament-register')
    const name = within(form).getByLabelText(en.tournament.yourName) as HTMLInputElement
    const pin = within(form).getByLabelText(en.tournament.pin) as HTMLInputElement
    const join = within(form).getByRole('button', { name: en.tournament.register }) as HTMLButtonElement
    expect(within(form).getByText(en.tournament.pinHelp)).toBeTruthy()
    await fireEvent.input(name, { target: { value: 'Ada' } })
    // a name alone, or a PIN that cannot be one, does not register
    expect(join.disabled).toBe(true)
    await fireEvent.input(pin, { target: { value: '12' } })
    expect(join.disabled).toBe(true)
    await fireEvent.input(pin, { target: { value: '0042' } })
    expect(join.disabled).toBe(false)
    await fireEvent.submit(form)
    await settle()
    expect(fake.sent()).toEqual([
      { type: 'tournamentHello', protocol: PROTOCOL_VERSION, name: 'Ada', pin: '0042' }
    ])

    fake.receive({ type: 'tournamentError', code: 'wrong-pin', message: 'Wrong PIN.' })
    await settle()
    expect(screen.getByTestId('tournament-error').textContent).toContain(en.error['wrong-pin'])
    // following again: the PIN is in no other hello, and kept nowhere
    expect(fake.sent()).toEqual([{ type: 'tournamentHello', protocol: PROTOCOL_VERSION }])
    expect(localStorage.length + sessionStorage.length).toBe(0)
    fake.receive(welcome(open, null, null, false, { pinRequired: true }))
    await settle()
    expect(name.value).toBe('Ada')
    expect(pin.value).toBe('')
    await fireEvent.input(pin, { target: { value: '4711' } })
    await fireEvent.submit(form)
    await settle()
    expect(fake.sent()).toEqual([
      { type: 'tournamentHello', protocol: PROTOCOL_VERSION, name: 'Ada', pin: '4711' }
    ])
    fake.store.close()
  })

  test('without a PIN no field is shown, until a refusal asks for one; it stays once the message goes', async () => {
    const fake = tournamentOnFakeSocket(ADDRESS)
    await settle()
    const open = registered({ format: 'swiss' }, ['Bea'])
    fake.receive(welcome(open, null, null))
    render(TournamentPage, { route, store: fake.store })
    await settle()
    const form = screen.getByTestId('tournament-register')
    expect(within(form).queryByLabelText(en.tournament.pin)).toBeNull()
    await fireEvent.input(within(form).getByLabelText(en.tournament.yourName), { target: { value: 'Ada' } })
    await fireEvent.submit(form)
    await settle()
    expect(fake.sent()).toEqual([{ type: 'tournamentHello', protocol: PROTOCOL_VERSION, name: 'Ada' }])
    fake.receive({ type: 'tournamentError', code: 'wrong-pin', message: 'This tournament needs a PIN.' })
    await settle()
    expect(within(form).getByLabelText(en.tournament.pin)).toBeTruthy()
    await fireEvent.click(screen.getByRole('button', { name: en.app.dismiss }))
    await settle()
    expect(screen.queryByTestId('tournament-error')).toBeNull()
    expect(within(form).getByLabelText(en.tournament.pin)).toBeTruthy()
    fake.store.close()
  })

  test("the director's controls send the director's commands", async () => {
    const key = 'director-key-0123456789'
    const fake = tournamentOnFakeSocket(ADDRESS, key)
    await settle()
    expect(fake.sent()[0]).toMatchObject({ type: 'tournamentHello', directorKey: key })
    const open = registered({ format: 'duplicate' }, ['Ada', 'Bea', 'Cy'])
    fake.receive({
      ...welcome(open, null, null, true),
      joinUrls: ['http://192.168.1.20:4100/?tournament']
    } as TournamentServerMessage)
    render(TournamentPage, { route: { ...route, directorKey: key }, store: fake.store })
    await settle()
    const panel = screen.getByTestId('director-panel')
    expect(within(panel).getByTestId('tournament-join-url').textContent).toBe(
      'http://192.168.1.20:4100/?tournament'
    )

    await fireEvent.change(within(panel).getByTestId('bot-level'), { target: { value: 'hard' } })
    await fireEvent.click(within(panel).getByTestId('add-bot'))
    await fireEvent.change(within(panel).getByTestId('fill-bots'), { target: { value: 'easy' } })
    await fireEvent.click(within(panel).getByTestId('start-stage'))
    await fireEvent.change(within(panel).getByTestId('countdown-minutes'), { target: { value: '5' } })
    await fireEvent.click(within(panel).getByTestId('set-countdown'))
    const withdrawButtons = within(panel).getAllByTestId('withdraw')
    await fireEvent.click(withdrawButtons[1]!)
    await fireEvent.click(screen.getByTestId('withdraw-confirm'))
    expect(fake.sent().slice(1)).toEqual([
      { type: 'addBot', level: 'hard' },
      { type: 'startStage', fillBots: 'easy' },
      { type: 'scheduleStage', seconds: 300, fillBots: 'easy' },
      { type: 'withdraw', entrant: 2 }
    ])
    // a countdown running: every page shows it, and the director may stop it
    fake.receive({ type: 'tournament', ...frameOf(open), nextStageInMs: 65_000 })
    await settle()
    expect(screen.getByTestId('stage-countdown').textContent).toContain('1:05')
    await fireEvent.click(within(panel).getByTestId('cancel-countdown'))
    expect(fake.sent().at(-1)).toEqual({ type: 'scheduleStage', seconds: 0 })
    fake.store.close()
  })

  test('a player mid-stage sees their table, who is to play there, and later their place', async () => {
    const context = seededContext(3)
    const seen: number[] = []
    const fake = tournamentOnFakeSocket(ADDRESS, undefined, (seat) => seen.push(seat.table))
    await settle()
    const open = registered(
      { format: 'duplicate', stages: 2, dealsPerStage: 1 },
      ['Ada', 'Bea', 'Cy', 'Dee', 'Eve', 'Fin', 'Gus', 'Hal'],
      context
    )
    const playing = run(open, context, { type: 'startStage', stage: 1 })
    const tableOfAda = playing.stages[0]!.tables.findIndex((t) =>
      t.seats.some((h) => h.kind === 'entrant' && h.id === 1)
    )
    const seated = playing.stages[0]!.tables[tableOfAda]!.seats
    const firstToPlay = playing.entrants.find(
      (e) => seated[2]?.kind === 'entrant' && e.id === seated[2].id
    )!.name
    const tables = playing.stages[0]!.tables.map((_, i) => ({
      stage: 1,
      table: i + 1,
      port: 4200 + i,
      urls: [],
      progress: { deal: 1, finished: 0, turn: i === tableOfAda ? firstToPlay : null }
    }))
    fake.receive({ ...welcome(playing, 1, TOKEN), tables } as TournamentServerMessage)
    fake.receive({
      type: 'yourSeat',
      stage: 1,
      table: tableOfAda + 1,
      port: 4200 + tableOfAda,
      urls: [],
      seat: 0,
      token: 'seat-token-0123456789'
    })
    render(TournamentPage, { route, store: fake.store })
    await settle()
    expect(seen).toEqual([tableOfAda + 1])
    expect(screen.getByTestId('my-table').textContent).toContain(`table ${tableOfAda + 1}`)
    expect(screen.getByTestId('go-to-table')).toBeTruthy()
    const turns = screen.getAllByTestId('table-turn').map((n) => n.textContent?.trim())
    expect(turns).toEqual([en.tournament.turnOf.replace('{{name}}', firstToPlay)])

    // The stage ends: Ada took no penalty point and everyone else 5 a deal, so she alone leads.
    const over = finishStage(playing, context, (table, seat, _deal, s) => {
      const holder = s.stages.at(-1)?.tables[table]?.seats[seat]
      return holder?.kind === 'entrant' && holder.id === 1 ? 0 : 5
    })
    fake.receive({ type: 'tournament', ...frameOf(over) })
    await settle()
    expect(screen.getByTestId('my-place').textContent).toBe(
      en.tournament.place.replace('{{rank}}', '1').replace('{{count}}', '8')
    )
    const rows = screen.getAllByTestId('standing-row')
    expect(rows).toHaveLength(8)
    expect(rows[0]!.textContent).toContain('Ada')
    expect(rows[0]!.classList.contains('me')).toBe(true)
    expect(screen.getByTestId('tournament-phase').textContent).toContain('1')
    fake.store.close()
  })
})

describe('following a seat', () => {
  test('joins a table with deals left once, with its token, at the address the tournament was reached by', async () => {
    const join = vi.spyOn(app, 'join').mockImplementation(() => undefined)
    const fake = tournamentOnFakeSocket(ADDRESS)
    await settle()
    const context = seededContext(5)
    const open = registered({ format: 'duplicate', dealsPerStage: 2 }, ['Ada', 'Bea', 'Cy', 'Dee'], context)
    const playing = run(open, context, { type: 'startStage', stage: 1 })
    const progress = (finished: number) => [
      { stage: 1, table: 1, port: 4301, urls: [], progress: { deal: finished + 1, finished, turn: null } }
    ]
    fake.receive({ ...welcome(playing, 1, TOKEN), tables: progress(0) } as TournamentServerMessage)
    await settle()
    const seat = { stage: 1, table: 1, port: 4301, urls: [], seat: 2, token: 'seat-token-0123456789' }
    followSeat(seat, fake.store)
    followSeat(seat, fake.store) // told again (a device back on the channel): not joined twice
    expect(join).toHaveBeenCalledTimes(1)
    expect(join).toHaveBeenCalledWith({ address: '192.168.1.20:4301', name: 'Ada', ownerToken: seat.token })
    // a table that has finished the stage is not joined again by itself
    fake.receive({ type: 'tournament', ...frameOf(playing), tables: progress(2) })
    followSeat({ ...seat, port: 4302, table: 1 }, fake.store)
    expect(join).toHaveBeenCalledTimes(1)
    join.mockRestore()
    fake.store.close()
  })
})

describe('watching a table', () => {
  test('asks the tournament to watch another table, and once let in joins it as a spectator', async () => {
    const join = vi.spyOn(app, 'join').mockImplementation(() => undefined)
    const context = seededContext(9)
    const open = registered(
      { format: 'duplicate', stages: 2, dealsPerStage: 1 },
      ['Ada', 'Bea', 'Cy', 'Dee', 'Eve', 'Fin', 'Gus', 'Hal'],
      context
    )
    const playing = run(open, context, { type: 'startStage', stage: 1 })
    const mine =
      playing.stages[0]!.tables.findIndex((t) => t.seats.some((h) => h.kind === 'entrant' && h.id === 1)) + 1
    const other = mine === 1 ? 2 : 1
    const fake = tournamentOnFakeSocket(ADDRESS, undefined, () => undefined, watchTable)
    await settle()
    const tables = [1, 2].map((table) => ({
      stage: 1,
      table,
      port: 4400 + table,
      urls: [],
      progress: { deal: 1, finished: 1, turn: null }
    }))
    fake.receive({ ...welcome(playing, 1, TOKEN), tables } as TournamentServerMessage)
    render(TournamentPage, { route, store: fake.store })
    await settle()
    // one Watch button: for the other table, not Ada's own
    const buttons = screen.getAllByTestId('watch-table')
    expect(buttons).toHaveLength(1)
    await fireEvent.click(buttons[0]!)
    expect(fake.sent().at(-1)).toEqual({ type: 'watch', stage: 1, table: other })
    fake.receive({ type: 'watchTable', stage: 1, table: other, port: 4400 + other, urls: [] })
    expect(join).toHaveBeenCalledWith({
      address: `192.168.1.20:${4400 + other}`,
      name: 'Ada',
      spectate: true
    })
    join.mockRestore()
    fake.store.close()
  })
})
