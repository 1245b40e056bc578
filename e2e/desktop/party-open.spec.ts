// Issue 25: "Show on a big screen" in the desktop app (real main process on the Chromium shell). From the
// lobby with a second display (a TV): a second window, full screen on it, loads the table's party screen
// URL (`?screen=party` on the table's own join page) and the host's window stays at the table. From the
// host's menu at the table with one display: the host's window itself switches to it, and View › Back to
// the table brings the app back.
import type { Page } from '@playwright/test'
import { en } from '../../src/renderer/src/i18n/en'
import { expect, test } from '../helpers/desktop'
import type { DesktopApp } from '../helpers/desktop'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { clickTableTool } from '../helpers/play'
import { replaceText } from '../helpers/fields'
import { keepScreenshot } from '../helpers/screenshots'

const TV = { workArea: { x: 1920, y: 0, width: 1920, height: 1080 } }

async function hostTable(app: DesktopApp, name: string): Promise<{ page: Page; port: number }> {
  const page = await app.page()
  await page.locator('[data-way="host"]').click()
  const form = page.getByRole('form', { name: en.home.host })
  await replaceText(form.getByLabel(en.home.tableName), name)
  await form.getByLabel(en.home.seats).selectOption('2')
  await form.getByRole('button', { name: en.home.startHost }).click()
  await expect(page.getByTestId('join-url')).toBeVisible()
  const current = app.running.services.hosting.current()
  if (current?.kind !== 'hosted') throw new Error('the app hosts no LAN table')
  return { page, port: current.port }
}

/** The page main loaded has the party screen's URL, and the party screen watches this table there. */
async function expectPartyScreen(page: Page, port: number): Promise<void> {
  await expect.poll(() => page.url()).toBe(`http://127.0.0.1:${port}/?screen=party`)
  const party = page.getByTestId('party-screen')
  await expect(party).toBeVisible()
  await expect(party).toHaveAttribute('data-screen', /^(lobby|playing|roundOver|matchOver)$/)
}

test('from the lobby: a full-screen window on the second display shows the party screen', async ({
  launchDesktopApp
}) => {
  const app = await launchDesktopApp()
  app.shell.displays.push(TV)
  const { page, port } = await hostTable(app, 'Lobby big screen')
  const host = app.window()
  const lobbyButton = page.getByRole('button', { name: en.bigScreen.show })
  await lobbyButton.click()
  await expect(page.getByTestId('big-screen-status')).toHaveText(en.bigScreen.opened)

  const windows = app.shell.openWindows()
  expect(windows).toHaveLength(2)
  const party = windows.find((w) => w !== host)!
  expect(party.options).toMatchObject({ ...TV.workArea, fullscreen: true })
  const partyPage = await party.page
  await expectPartyScreen(partyPage, port)
  // no bridge in the party screen's window: it is a page of the table, not of the app
  expect(await partyPage.evaluate('typeof globalThis.fiveThreeFive')).toBe('undefined')
  await keepScreenshot(partyPage, 'test-results/party-open-lobby.png')
  // the host's window stays in the lobby
  await expect(page.getByTestId('table-name')).toHaveText('Lobby big screen')
  await expectNoSeriousA11yIssues(page, 'the lobby with "Show on a big screen"')
  await keepScreenshot(page, 'test-results/party-open-lobby-host.png')
  expect(app.pageErrors).toEqual([])
})

test('from the table menu on one display: the host window switches, and comes back', async ({
  launchDesktopApp
}) => {
  const app = await launchDesktopApp()
  const { page, port } = await hostTable(app, 'Menu big screen')
  await page.getByTestId('add-bot').first().click()
  const start = page.locator('[data-testid="start"]:not([disabled])')
  await expect(start.or(page.getByTestId('hand')).first()).toBeVisible()
  if (await start.isVisible()) await start.click()
  await expect(page.getByTestId('hand')).toBeVisible()

  await clickTableTool(page, 'host-menu')
  await page.getByTestId('host-dialog').getByRole('button', { name: en.bigScreen.show }).click()
  await expectPartyScreen(page, port)
  expect(app.shell.openWindows()).toHaveLength(1)
  await keepScreenshot(page, 'test-results/party-open-menu.png')

  // the way back: View › Back to the table, straight to the seat (the table played on meanwhile)
  app.menu.click('View', 'Back to the table')
  await expect.poll(() => page.url()).toMatch(/^file:/)
  await expect(page.getByTestId('hand')).toBeVisible()
  // with the host controls
  await clickTableTool(page, 'host-menu')
  await expect(page.getByTestId('host-dialog').getByRole('button', { name: en.bigScreen.show })).toBeVisible()
  expect(app.pageErrors).toEqual([])
})
