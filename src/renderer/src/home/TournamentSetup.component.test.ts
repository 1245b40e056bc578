// Home's Tournament panel (issue 52) on a fake desktop bridge: what the form sends for what was typed,
// numbers out of their limits refused before anything is sent, a failure shown as the Host form shows
// one, and the tournament already running offered instead of the form (back to it, or stop it).
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { DesktopApi, HostTournamentSettings, IpcResult, RunningTournament } from '../../../ipc/contract'
import { MAX_DEALS_PER_STAGE, MAX_STAGES, TURN_SECONDS_MAX } from '../../../protocol/vocabulary'
import { t } from '../i18n'
import { app } from '../state/app.svelte'
import TournamentSetup from './TournamentSetup.svelte'

const HOSTED = { address: '127.0.0.1:5350', directorKey: 'director-key-0123456789', joinUrls: [] }

/** The bridge's tournament calls, answered as a test says; every settings object sent is kept. */
function fakeBridge(answers: { host?: IpcResult<typeof HOSTED>; running?: RunningTournament[] }) {
  const sent: HostTournamentSettings[] = []
  const running = [...(answers.running ?? [null])]
  const api = {
    hostTournament: vi.fn(async (settings: HostTournamentSettings) => {
      sent.push(settings)
      return answers.host ?? { ok: true, value: HOSTED }
    }),
    // Each call answers the next of the list, the last one from then on.
    getRunningTournament: vi.fn(async () => ({
      ok: true,
      value: (running.length > 1 ? running.shift() : running[0]) ?? null
    })),
    stopTournament: vi.fn(async () => ({ ok: true, value: { stopped: true } }))
  }
  Object.defineProperty(window, 'fiveThreeFive', { value: api as unknown as DesktopApi, configurable: true })
  return { api, sent }
}

let openTournament: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  openTournament = vi.spyOn(app, 'openTournament').mockImplementation(() => undefined)
})
afterEach(() => {
  openTournament.mockRestore()
  Reflect.deleteProperty(window, 'fiveThreeFive')
})

/** The panel once main said whether a tournament runs: the form, when none does. */
async function mountForm() {
  const mounted = render(TournamentSetup)
  await screen.findByRole('button', { name: t('tournamentSetup.start') })
  return mounted
}

const start = () => screen.getByRole('button', { name: t('tournamentSetup.start') }) as HTMLButtonElement
const numberField = (label: string) => screen.getByRole('spinbutton', { name: label }) as HTMLInputElement
const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } })

/** Picks an option as a person does: it becomes the selected one, then the select changes. */
async function choose(select: HTMLElement, value: string): Promise<void> {
  for (const option of select.querySelectorAll('option')) option.selected = option.value === value
  await fireEvent.change(select)
}

describe('the Tournament panel', () => {
  test('sends what was typed and chosen, then opens the tournament as its director', async () => {
    const { sent } = fakeBridge({})
    await mountForm()
    await type(screen.getByRole('textbox', { name: t('tournamentSetup.name') }), '  Friday night ')
    await fireEvent.click(screen.getByRole('radio', { name: t('tournamentSetup.swiss') }))
    await type(numberField(t('tournamentSetup.stages')), '5')
    await type(numberField(t('tournamentSetup.dealsPerStage')), '2')
    await choose(screen.getByRole('combobox', { name: t('tournamentSetup.tableSize') }), '6')
    await type(numberField(t('home.turnSeconds')), '30')
    await fireEvent.click(screen.getByRole('checkbox', { name: t('options.bigger') }))
    // A stage's match is exactly its deals: no target to set.
    expect(screen.queryByRole('spinbutton', { name: t('home.target') })).toBeNull()
    await fireEvent.click(start())
    await waitFor(() => expect(openTournament).toHaveBeenCalledWith(HOSTED.address, HOSTED.directorKey))
    expect(sent).toEqual([
      {
        name: 'Friday night',
        format: 'swiss',
        stages: 5,
        dealsPerStage: 2,
        preferredTableSize: 6,
        turnSeconds: 30,
        options: { twoPlayerGame: 'two-hands', threePlayerHand: 13, overwrite: 'bigger' }
      }
    ])
  })

  test('starts from an evening of three duplicate stages of four deals at tables of four', async () => {
    const { sent } = fakeBridge({})
    await mountForm()
    // The sizes a director may prefer: 3 to 6, never a table of two.
    const sizes = screen.getByRole('combobox', { name: t('tournamentSetup.tableSize') })
    expect([...sizes.querySelectorAll('option')].map((o) => o.value)).toEqual(['3', '4', '5', '6'])
    // Each format says in one line what it is.
    expect(screen.getByRole('radio', { name: t('tournamentSetup.duplicate') })).toHaveProperty(
      'checked',
      true
    )
    expect(screen.getByText(t('tournamentSetup.swissHelp'))).toBeTruthy()
    // An emptied name falls back to the default one.
    await type(screen.getByRole('textbox', { name: t('tournamentSetup.name') }), ' ')
    await fireEvent.click(start())
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      name: t('tournamentSetup.defaultName', { name: t('home.defaultName') }),
      format: 'duplicate',
      stages: 3,
      dealsPerStage: 4,
      preferredTableSize: 4,
      turnSeconds: 0,
      options: { twoPlayerGame: 'two-hands', threePlayerHand: 13, overwrite: 'same-size' }
    })
  })

  test.each([
    ['tournamentSetup.stages', String(MAX_STAGES + 1)],
    ['tournamentSetup.stages', '0'],
    ['tournamentSetup.stages', '2.5'],
    ['tournamentSetup.stages', ''],
    ['tournamentSetup.dealsPerStage', String(MAX_DEALS_PER_STAGE + 1)],
    ['tournamentSetup.dealsPerStage', '0'],
    ['home.turnSeconds', String(TURN_SECONDS_MAX + 1)],
    ['home.turnSeconds', '-1']
  ] as const)('refuses %s = %j: marked, the button off, nothing sent', async (label, value) => {
    const { api } = fakeBridge({})
    const { container } = await mountForm()
    const field = numberField(t(label))
    await type(field, value)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(start().disabled).toBe(true)
    await fireEvent.submit(container.querySelector('form') as HTMLFormElement)
    expect(api.hostTournament).not.toHaveBeenCalled()
    // Back within its limits, the form goes again.
    await type(field, '1')
    expect(field.getAttribute('aria-invalid')).toBe('false')
    expect(start().disabled).toBe(false)
  })

  test('sends a PIN for registering when one is typed, and none that is not 4 to 8 digits', async () => {
    const { api, sent } = fakeBridge({})
    await mountForm()
    const pin = screen.getByLabelText(t('home.pin')) as HTMLInputElement
    // masked as in the Host form; what it is for, said beside it
    expect(pin.type).toBe('password')
    expect(pin.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(pin.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      t('tournamentSetup.pinHelp')
    )
    await type(pin, '12a')
    expect(pin.getAttribute('aria-invalid')).toBe('true')
    expect(start().disabled).toBe(true)
    await fireEvent.click(start())
    expect(api.hostTournament).not.toHaveBeenCalled()
    await type(pin, '0042')
    expect(start().disabled).toBe(false)
    await fireEvent.click(start())
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ format: 'duplicate', pin: '0042' })
  })

  test('shows a failure as the Host form does, and stays on the form', async () => {
    fakeBridge({ host: { ok: false, error: { code: 'internal', message: 'tournament:host failed' } } })
    await mountForm()
    await fireEvent.click(start())
    expect((await screen.findByRole('alert')).textContent).toBe(
      t('home.failed', { message: 'tournament:host failed' })
    )
    expect(openTournament).not.toHaveBeenCalled()
    expect(start().disabled).toBe(false)
  })

  test('refused because one runs already: offers the way back to that one', async () => {
    const running = { ...HOSTED, directorKey: 'other-director-key-0123', name: 'Saturday' }
    fakeBridge({
      host: { ok: false, error: { code: 'tournament-running', message: 'still running at 127.0.0.1:5350' } },
      running: [null, running]
    })
    await mountForm()
    await fireEvent.click(start())
    expect((await screen.findByTestId('tournament-running')).textContent).toContain(
      t('tournamentSetup.runningText', { name: 'Saturday' })
    )
    await fireEvent.click(screen.getByRole('button', { name: t('tournamentSetup.open') }))
    expect(openTournament).toHaveBeenCalledWith(running.address, running.directorKey)
  })

  test('while one runs: no form; stopping it asks first, then the form comes back', async () => {
    const { api } = fakeBridge({ running: [{ ...HOSTED, name: 'Friday night' }] })
    render(TournamentSetup)
    await screen.findByTestId('tournament-running')
    expect(screen.queryByRole('button', { name: t('tournamentSetup.start') })).toBeNull()
    await fireEvent.click(screen.getByRole('button', { name: t('tournamentSetup.stop') }))
    expect(api.stopTournament).not.toHaveBeenCalled()
    await fireEvent.click(await screen.findByRole('button', { name: t('tournamentSetup.stopConfirm') }))
    await waitFor(() => expect(api.stopTournament).toHaveBeenCalledTimes(1))
    expect(await screen.findByRole('button', { name: t('tournamentSetup.start') })).toBeTruthy()
    expect(screen.queryByTestId('tournament-running')).toBeNull()
  })
})
