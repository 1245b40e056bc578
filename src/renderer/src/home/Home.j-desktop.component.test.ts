// Home's desktop-only buttons (issue 50: e2e/desktop-screens.spec.ts's "a browser without the desktop app
// shows none of these" moved here): Match history and Settings are there only with the app's bridge, and
// open the history and the settings dialog. The real app's Home is walked by e2e/desktop/first-evening.spec.ts.
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { DesktopApi } from '../../../ipc/contract'
import { t } from '../i18n'
import { app } from '../state/app.svelte'
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
  cleanup()
  vi.restoreAllMocks()
  Reflect.deleteProperty(window, 'fiveThreeFive')
  app.dialog = null
})

describe("Home's desktop buttons", () => {
  test('a browser without the desktop app shows neither Match history nor Settings', () => {
    render(Home)
    expect(screen.getByRole('heading', { level: 1, name: 'Five Three Five' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: t('history.open') })).toBeNull()
    expect(screen.queryByRole('button', { name: t('settingsDialog.open') })).toBeNull()
  })

  test('with the app: Match history opens the history, Settings the settings dialog', async () => {
    installBridge()
    const showHistory = vi.spyOn(app, 'showHistory').mockImplementation(() => undefined)
    render(Home)
    await fireEvent.click(screen.getByRole('button', { name: t('history.open') }))
    expect(showHistory).toHaveBeenCalledTimes(1)
    await fireEvent.click(screen.getByRole('button', { name: t('settingsDialog.open') }))
    expect(app.dialog).toBe('settings')
  })
})
