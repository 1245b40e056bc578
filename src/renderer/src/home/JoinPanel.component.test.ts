// The LAN list (issue 52): a tournament is one row with its name, where the evening is ("Tournament ·
// stage 1 of 3 · registration open") and its format, and choosing it opens the tournament at its address
// (app.openTournament), not a table's join form. A table beside it still opens its join form. The list
// comes from a fake desktop bridge, as the app's main process would push it.
import { fireEvent, render, screen, within } from '@testing-library/svelte'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { DiscoveredTable } from '../../../ipc/contract'
import { discoveredTable } from '../../../../test-support/main/discovered-table'
import { en } from '../i18n/en'
import { app } from '../state/app.svelte'
import JoinPanel from './JoinPanel.svelte'

let push: (tables: DiscoveredTable[]) => void = () => undefined

function installDesktop(tables: DiscoveredTable[]): void {
  const api = {
    listTables: () => Promise.resolve({ ok: true, value: tables }),
    onDiscoveryChanged: (listener: (tables: DiscoveredTable[]) => void) => {
      push = listener
      return () => (push = () => undefined)
    },
    getRunningHosted: () => Promise.resolve({ ok: true, value: null })
  }
  Object.defineProperty(window, 'fiveThreeFive', { value: api, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(window, 'fiveThreeFive')
  vi.restoreAllMocks()
})

const friday = { name: 'Friday', format: 'duplicate', stage: 1, stages: 3, status: 'open' } as const
const tournament = discoveredTable({
  id: 'trn12345',
  name: 'Friday',
  host: '192.168.1.30',
  addresses: ['192.168.1.30'],
  port: 5359,
  seats: { taken: 0, total: 0 },
  status: 'unknown',
  game: { twoHands: false, target: null, sixteenCards: false, biggerOverwrites: false },
  tournament: friday
})
const den = discoveredTable({ id: 'den12345', name: 'Den', addresses: ['192.168.1.20'], port: 5350 })

const fill = (text: string, params: Record<string, number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]))

describe('the LAN list', () => {
  test('shows a tournament as such: its name, stage n of m and whether registration is open', async () => {
    installDesktop([tournament, den])
    render(JoinPanel)
    const row = await screen.findByRole('button', { name: /Friday/ })
    expect(within(row).getByTestId('lan-tournament').textContent).toBe(
      fill(en.home.tournamentOpen, { stage: 1, stages: 3 })
    )
    expect(within(row).getByTestId('lan-tournament-format').textContent).toBe(en.home.tournamentDuplicate)
    // A tournament has no seats of its own: no seats line, no table status.
    expect(row.textContent).not.toContain(fill(en.home.seatsTaken, { taken: 0, total: 0 }))
    expect(row.textContent).not.toContain(en.home.status_unknown)
    expect(within(row).queryByTestId('lan-game')).toBeNull()

    // Stage 2 starts: the host's TXT changes and the row follows.
    push([{ ...tournament, tournament: { ...friday, stage: 2, status: 'running' } }, den])
    await vi.waitFor(() =>
      expect(screen.getByTestId('lan-tournament').textContent).toBe(
        fill(en.home.tournamentRunning, { stage: 2, stages: 3 })
      )
    )
    push([{ ...tournament, tournament: { ...friday, format: 'swiss', stage: 3, status: 'finished' } }])
    await vi.waitFor(() =>
      expect(screen.getByTestId('lan-tournament').textContent).toBe(
        fill(en.home.tournamentFinished, { stage: 3, stages: 3 })
      )
    )
    expect(screen.getByTestId('lan-tournament-format').textContent).toBe(en.home.tournamentSwiss)
  })

  test('choosing a tournament opens the tournament at its address; a table opens its join form', async () => {
    installDesktop([tournament, den])
    const openTournament = vi.spyOn(app, 'openTournament').mockImplementation(() => undefined)
    const askJoin = vi.spyOn(app, 'askJoin').mockReturnValue(true)
    render(JoinPanel)
    await fireEvent.click(await screen.findByRole('button', { name: /Friday/ }))
    expect(openTournament).toHaveBeenCalledWith('192.168.1.30:5359')
    expect(askJoin).not.toHaveBeenCalled()
    await fireEvent.click(screen.getByRole('button', { name: /Den/ }))
    expect(askJoin).toHaveBeenCalledWith('192.168.1.20:5350', undefined, false)
    expect(openTournament).toHaveBeenCalledTimes(1)
  })
})
