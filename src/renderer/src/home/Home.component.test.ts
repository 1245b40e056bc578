// Home's ways to play: the Tournament way (issue 52) is there only where an app can run one — the desktop
// app or its browser mode, both a desktop bridge — and opens its form; a plain browser keeps three ways.
import { fireEvent, render, screen, within } from '@testing-library/svelte'
import { afterEach, describe, expect, test } from 'vitest'
import type { DesktopApi } from '../../../ipc/contract'
import { t } from '../i18n'
import Home from './Home.svelte'

/** A bridge whose every call answers "nothing here" (no table, no save, no tournament). */
function installBridge(): void {
  const nothing = () => Promise.resolve({ ok: true, value: null })
  const api = new Proxy(
    {},
    { get: (_target, name) => (String(name).startsWith('on') ? () => () => undefined : nothing) }
  )
  Object.defineProperty(window, 'fiveThreeFive', { value: api as DesktopApi, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(window, 'fiveThreeFive')
})

const ways = () =>
  within(screen.getByRole('navigation', { name: t('home.waysToPlay') })).getAllByRole('button')

describe('the ways to play on Home', () => {
  test('in a plain browser: solo, host and join, no tournament', () => {
    render(Home)
    expect(ways().map((b) => b.dataset['way'])).toEqual(['solo', 'host', 'join'])
    expect(screen.queryByText(t('tournamentSetup.way'))).toBeNull()
  })

  test('with the app: a fourth way, Tournament, that opens its form', async () => {
    installBridge()
    render(Home)
    expect(ways().map((b) => b.dataset['way'])).toEqual(['solo', 'host', 'join', 'tournament'])
    const tournament = ways()[3] as HTMLButtonElement
    expect(tournament.textContent).toContain(t('tournamentSetup.way'))
    expect(tournament.getAttribute('aria-expanded')).toBe('false')
    await fireEvent.click(tournament)
    expect(tournament.getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findByRole('button', { name: t('tournamentSetup.start') })).toBeTruthy()
  })

  test('a route home with the tournament way opens its panel at once', async () => {
    installBridge()
    render(Home, { props: { way: 'tournament' } })
    expect(await screen.findByRole('form', { name: t('tournamentSetup.way') })).toBeTruthy()
  })
})
