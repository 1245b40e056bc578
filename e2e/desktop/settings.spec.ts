// What the desktop app remembers across a restart: the player's name (settings.json in the user-data
// folder, through the IPC bridge) and the language (the renderer's storage, which Electron — and the
// Chromium shell — keep in the user-data folder too).
import type { DesktopApi } from '../../src/ipc/contract'
import { de } from '../../src/renderer/src/i18n/de'
import { expect, screenshot, test } from '../helpers/desktop'

test('the name and the language are remembered when the app starts again', async ({ launchDesktopApp }) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.getByTestId('language').selectOption('de')
  await expect(page.locator('[data-way="solo"]')).toContainText(de.home.solo)
  await page.locator('[data-way="host"]').click()
  const form = page.getByRole('form', { name: de.home.host })
  await form.getByLabel(de.home.yourName).fill('Ada Lovelace')
  await form.getByRole('button', { name: de.home.startHost }).click()
  await expect(page.getByTestId('join-url')).toBeVisible()
  // a table in its lobby closes without a question when the app quits
  await app.quit()
  expect(app.dialogs.shown).toEqual([])

  const again = await app.restart()
  const home = await again.page()
  // main's settings store read the name back from the user-data folder (the renderer keeps a copy too)
  const stored = await home.evaluate(() =>
    (globalThis as unknown as { fiveThreeFive: DesktopApi }).fiveThreeFive.getSettings()
  )
  expect(stored).toMatchObject({ ok: true, value: { playerName: 'Ada Lovelace' } })
  await expect(home.locator('html')).toHaveAttribute('lang', 'de')
  await expect(home.locator('[data-way="solo"]')).toContainText(de.home.solo)
  await home.locator('[data-way="solo"]').click()
  await expect(home.getByRole('form', { name: de.home.solo }).getByLabel(de.home.yourName)).toHaveValue(
    'Ada Lovelace'
  )
  await screenshot(again, 'home-remembered')
  expect([...app.pageErrors, ...again.pageErrors]).toEqual([])
})
