// Issue 25: the lobby's "Allow watching without the PIN" in the desktop app. At a table with a PIN it is
// off until the host turns it on; then a spectator (what the party screen is) watches without the PIN,
// with no seat and no hand, while a player still needs it. Before, the same spectator is refused.
import { en } from '../../src/renderer/src/i18n/en'
import { WS_PATH } from '../../src/protocol/vocabulary'
import { TestClient } from '../../test-support/wire/test-client'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { expect, test } from '../helpers/desktop'
import { replaceText } from '../helpers/fields'
import { keepScreenshot } from '../helpers/screenshots'

const PIN = '4321'

test('the host allows watching without the PIN from the lobby settings', async ({ launchDesktopApp }) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.locator('[data-way="host"]').click()
  const form = page.getByRole('form', { name: en.home.host })
  await replaceText(form.getByLabel(en.home.tableName), 'TV table')
  await form.getByLabel(en.home.pin).fill(PIN)
  await form.getByRole('button', { name: en.home.startHost }).click()
  const settings = page.getByRole('region', { name: en.lobby.settings })
  const watch = settings.getByRole('checkbox', { name: en.bigScreen.watchWithoutPin })
  // a PIN means the host wants to know who looks on: off until they choose
  await expect(watch).not.toBeChecked()
  await expect(watch).toHaveAccessibleDescription(en.bigScreen.watchWithoutPinHelp)
  const current = app.running.services.hosting.current()
  if (current?.kind !== 'hosted') throw new Error('the app hosts no LAN table')
  const ws = `ws://127.0.0.1:${current.port}${WS_PATH}`
  const watcher = async (): Promise<TestClient> => TestClient.connect(ws, 'TV')
  const refused = await (await watcher()).hello({ spectate: true })
  expect(refused).toMatchObject({ type: 'error', code: 'wrong-pin' })

  await watch.check()
  await settings.getByRole('button', { name: en.lobby.save }).click()
  await expect(settings.getByTestId('settings-saved')).toHaveText(en.lobby.saved)
  await expect(watch).toBeChecked()
  await expect(settings.getByTestId('pin-required')).toBeVisible()

  const tv = await watcher()
  expect(await tv.hello({ spectate: true })).toMatchObject({ type: 'welcome', seat: null, token: null })
  await expect(page.getByText(en.lobby.spectators_one.replace('{{count}}', '1'))).toBeVisible()
  // a player without the PIN is still refused
  expect(await (await TestClient.connect(ws, 'Eve')).hello({})).toMatchObject({ code: 'wrong-pin' })
  await expectNoSeriousA11yIssues(page, 'the lobby with "Allow watching without the PIN"')
  await keepScreenshot(settings, 'test-results/party-watch-without-pin.png')
  tv.ws.terminate()
  expect(app.pageErrors).toEqual([])
})
