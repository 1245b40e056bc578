// Table options on the desktop app's screens. The Solo and Host forms start from the options of the
// last table the player opened, across a restart of the app (main's settings store keeps them as
// `tableDefaults` in the user-data folder), or from the defaults set in Settings; the game's options
// (issue 20) show only for the player counts they change, reach the table, and the lobby shows them
// to every player.
import type { Page } from '@playwright/test'
import { RANKS, copiesFor, handSizeFor } from '../../src/engine'
import type { DesktopApi } from '../../src/ipc/contract'
import { en } from '../../src/renderer/src/i18n/en'
import { expect, screenshot, test } from '../helpers/desktop'
import { replaceText } from '../helpers/fields'
import { joinTable } from '../helpers/play'
import { keepScreenshot } from '../helpers/screenshots'

test('the last solo and host table options are remembered when the app starts again', async ({
  launchDesktopApp
}) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.locator('[data-way="solo"]').click()
  const solo = page.getByRole('form', { name: 'Play solo' })
  await solo.getByRole('button', { name: '2 bots', exact: true }).click()
  await solo.getByLabel(/^Bot 2\b/).selectOption('hard')
  await solo.getByLabel(/^Bot 3\b/).selectOption('easy')
  await solo.getByLabel('Match ends at (points)').fill('35')
  await solo.getByLabel('Turn timer (seconds, 0 = off)').fill('45')
  await solo.getByRole('button', { name: 'Deal me in' }).click()
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
  app.menu.click('File', 'Quit')
  ;(await app.dialogs.next()).press('Quit')
  await app.quitted

  const second = await app.restart()
  const home = await second.page()
  await home.locator('[data-way="solo"]').click()
  const soloAgain = home.getByRole('form', { name: 'Play solo' })
  await expect(soloAgain.getByRole('button', { name: '2 bots', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true'
  )
  // the bots are named after their seats at the table: you sit at seat 1; each keeps its level (issue 51),
  // and a third bot, added now, takes the first one's
  await expect(soloAgain.getByLabel(/^Bot 2\b/)).toHaveValue('hard')
  await expect(soloAgain.getByLabel(/^Bot 3\b/)).toHaveValue('easy')
  await expect(soloAgain.getByLabel(/^Bot 4\b/)).toHaveCount(0)
  await expect(soloAgain.getByLabel('Match ends at (points)')).toHaveValue('35')
  await expect(soloAgain.getByLabel('Turn timer (seconds, 0 = off)')).toHaveValue('45')
  await screenshot(second, 'solo-form-remembered')
  await soloAgain.getByRole('button', { name: '3 bots', exact: true }).click()
  await expect(soloAgain.getByLabel(/^Bot 4\b/)).toHaveValue('hard')

  await home.locator('[data-way="host"]').click()
  const host = home.getByRole('form', { name: 'Host a table' })
  await replaceText(host.getByLabel('Table name'), 'Friday table')
  await host.getByLabel('Seats').selectOption('5')
  await host.getByLabel('PIN (4 to 8 digits, optional)').fill('4821')
  await host.getByRole('button', { name: 'Open the table' }).click()
  await expect(home.getByTestId('join-url')).toBeVisible()
  await second.quit()

  const third = await second.restart()
  const last = await third.page()
  await last.locator('[data-way="host"]').click()
  const hostAgain = last.getByRole('form', { name: 'Host a table' })
  await expect(hostAgain.getByLabel('Table name')).toHaveValue('Friday table')
  await expect(hostAgain.getByLabel('Seats')).toHaveValue('5')
  // the last PIN is there but masked (issue 51), shown on demand
  const pin = hostAgain.getByLabel('PIN (4 to 8 digits, optional)')
  const showPin = hostAgain.getByRole('button', { name: en.evening.showPin })
  await expect(pin).toHaveValue('4821')
  await expect(pin).toHaveAttribute('type', 'password')
  await expect(showPin).toHaveAttribute('aria-pressed', 'false')
  await pin.scrollIntoViewIfNeeded()
  await screenshot(third, 'host-form-remembered')
  await showPin.click()
  await expect(pin).toHaveAttribute('type', 'text')
  await expect(showPin).toHaveAttribute('aria-pressed', 'true')
  await screenshot(third, 'host-form-pin-shown')
  await showPin.click()
  await expect(pin).toHaveAttribute('type', 'password')
  expect([...app.pageErrors, ...second.pageErrors, ...third.pageErrors]).toEqual([])
})

// Issue 20: the game's options (RULES.md R2.two, R2.variants, D5) on every screen that sets up a table.
// Each field shows only for the player counts its option changes; the lobby tells every player which
// game the table plays. Expected texts come from the English catalog, numbers from the engine.

/** An English text with its {{placeholders}} filled in, as i18next fills them. */
function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]))
}

/** The lobby's summary line: its parts, in order. */
const line = (...parts: string[]) => parts.join(' · ')

async function savedDefaults(page: Page) {
  const result = await page.evaluate(() =>
    (globalThis as unknown as { fiveThreeFive: DesktopApi }).fiveThreeFive.getSettings()
  )
  if (!result.ok) throw new Error(JSON.stringify(result.error))
  return result.value.tableDefaults
}

test('solo with two bots and the extra card deal: only the three-player option shows, and the hand holds 16 cards', async ({
  launchDesktopApp
}) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.locator('[data-way="solo"]').click()
  const solo = page.getByRole('form', { name: en.home.solo })
  const twoPlayerGame = solo.getByLabel(en.options.twoPlayerGame)
  const handSize = solo.getByLabel(en.options.threePlayerHand)
  const bigger = solo.getByLabel(en.options.bigger)
  const target = solo.getByLabel(en.home.target)

  // one bot: a two-player game, two hands by default (R2.two), which has no target to set
  await solo.getByRole('button', { name: fill(en.home.bots_one, { count: 1 }), exact: true }).click()
  await expect(twoPlayerGame).toHaveValue('two-hands')
  await expect(handSize).toHaveCount(0)
  await expect(target).toHaveCount(0)
  await expect(bigger).not.toBeChecked()
  await twoPlayerGame.selectOption({ label: en.options.toTarget })
  await expect(target).toBeVisible()
  // three bots: four players, neither the two- nor the three-player option
  await solo.getByRole('button', { name: fill(en.home.bots_other, { count: 3 }), exact: true }).click()
  await expect(twoPlayerGame).toHaveCount(0)
  await expect(handSize).toHaveCount(0)
  await expect(bigger).toBeVisible()
  await expect(target).toBeVisible()

  // two bots: three players
  await solo.getByRole('button', { name: fill(en.home.bots_other, { count: 2 }), exact: true }).click()
  await expect(twoPlayerGame).toHaveCount(0)
  await expect(handSize).toHaveValue('13')
  await handSize.selectOption({ label: en.options.hand16 })
  await expect(solo.getByText(en.options.threePlayerHandHelp)).toBeVisible()
  await screenshot(app, 'solo-form-options')
  await solo.getByRole('button', { name: en.home.startSolo }).click()

  const dealt = handSizeFor(3, { threePlayerHand: 16 })
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(dealt, { timeout: 30_000 })
  // the table's header counts the cards nobody was dealt: the deck less three hands of 16
  const undealt = copiesFor(3) * RANKS.length - 3 * dealt
  await expect(
    page.getByText(fill(en.table.undealt_other, { count: undealt }), { exact: true })
  ).toBeVisible()
  // and says which variant this table plays, as the lobby would
  await expect(page.getByTestId('table-variants')).toHaveText(fill(en.options.tagHandSize, { n: dealt }))
  await screenshot(app, 'solo-16-cards')
  expect(await savedDefaults(page)).toMatchObject({
    soloBots: 2,
    threePlayerHand: 16,
    twoPlayerGame: 'to-target'
  })
  expect(app.pageErrors).toEqual([])
})

test("the host's options in the lobby are shown to another player in the lobby", async ({
  launchDesktopApp,
  browser
}) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.locator('[data-way="host"]').click()
  const form = page.getByRole('form', { name: en.home.host })
  await replaceText(form.getByLabel(en.home.tableName), 'Options table')
  await form.getByLabel(en.home.seats).selectOption('3')
  await form.getByRole('button', { name: en.home.startHost }).click()
  const url = await page.getByTestId('join-url').textContent()
  // the default game at three players: nothing to tell
  await expect(page.getByTestId('table-name')).toHaveText('Options table')
  await expect(page.getByTestId('table-options')).toHaveCount(0)

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const guest = await context.newPage()
  await joinTable(guest, url!, 'Bea')
  await expect(guest.getByTestId('table-name')).toHaveText('Options table')
  await expect(guest.getByTestId('table-options')).toHaveCount(0)
  // only the host has the form
  await expect(guest.getByLabel(en.options.bigger)).toHaveCount(0)

  const settings = page.getByRole('region', { name: en.lobby.settings })
  await expect(settings.getByLabel(en.options.twoPlayerGame)).toHaveCount(0)
  await settings.getByLabel(en.options.threePlayerHand).selectOption({ label: en.options.hand16 })
  await settings.getByLabel(en.home.target).fill('10')
  await settings.getByLabel(en.options.bigger).check()
  await settings.getByRole('button', { name: en.lobby.save }).click()
  const cards = handSizeFor(3, { threePlayerHand: 16 })
  const three = line(
    fill(en.options.tagTarget, { n: 10 }),
    fill(en.options.tagHandSize, { n: cards }),
    en.options.tagBigger
  )
  await expect(guest.getByTestId('table-options')).toHaveText(three)
  await expect(page.getByTestId('table-options')).toHaveText(three)
  await keepScreenshot(guest, 'test-results/desktop-lobby-options-guest.png')

  // two seats (the host and Bea): the two-player game replaces the three-player deal; two hands is
  // the default and has no target, so the line says "2 hands" and nothing of 10 points or 16 cards
  await settings.getByLabel(en.home.seats).selectOption('2')
  await expect(settings.getByLabel(en.options.threePlayerHand)).toHaveCount(0)
  await expect(settings.getByLabel(en.options.twoPlayerGame)).toHaveValue('two-hands')
  await expect(settings.getByLabel(en.home.target)).toHaveCount(0)
  await settings.getByRole('button', { name: en.lobby.save }).click()
  await expect(guest.getByTestId('table-options')).toHaveText(
    line(en.options.tagTwoHands, en.options.tagBigger)
  )

  await settings.getByLabel(en.options.twoPlayerGame).selectOption({ label: en.options.toTarget })
  await expect(settings.getByLabel(en.home.target)).toHaveValue('10')
  await settings.getByRole('button', { name: en.lobby.save }).click()
  await expect(guest.getByTestId('table-options')).toHaveText(
    line(fill(en.options.tagTarget, { n: 10 }), en.options.tagBigger)
  )
  await screenshot(app, 'lobby-options-host')

  // the host's table settings are the next table's defaults
  await expect
    .poll(() => savedDefaults(page))
    .toMatchObject({
      tableName: 'Options table',
      seats: 2,
      target: 10,
      twoPlayerGame: 'to-target',
      threePlayerHand: 16,
      overwrite: 'bigger'
    })
  await context.close()
  expect(app.pageErrors).toEqual([])
})

test("the settings' table defaults fill the Host and Solo forms, each with the options for its players", async ({
  launchDesktopApp
}) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  app.menu.click('File', 'Settings')
  const dialog = page.getByRole('dialog', { name: en.settingsDialog.title })
  // host 4 seats, solo 3 bots: neither the two- nor the three-player option
  await expect(dialog.getByLabel(en.home.seats)).toHaveValue('4')
  await expect(dialog.getByLabel(en.options.twoPlayerGame)).toHaveCount(0)
  await expect(dialog.getByLabel(en.options.threePlayerHand)).toHaveCount(0)
  // a three-seat host table and a solo game against one bot: both show
  await dialog.getByLabel(en.home.seats).selectOption('3')
  await dialog.getByLabel(en.settingsDialog.soloBots).selectOption('1')
  await dialog.getByLabel(en.options.threePlayerHand).selectOption({ label: en.options.hand16 })
  await dialog.getByLabel(en.options.twoPlayerGame).selectOption({ label: en.options.toTarget })
  await dialog.getByLabel(en.home.target).fill('10')
  await dialog.getByLabel(en.options.bigger).check()
  await screenshot(app, 'settings-table-options')
  await dialog.getByRole('button', { name: en.settingsDialog.save }).click()
  await expect(dialog).toBeHidden()

  await page.locator('[data-way="solo"]').click()
  const solo = page.getByRole('form', { name: en.home.solo })
  await expect(
    solo.getByRole('button', { name: fill(en.home.bots_one, { count: 1 }), exact: true })
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(solo.getByLabel(en.options.twoPlayerGame)).toHaveValue('to-target')
  await expect(solo.getByLabel(en.home.target)).toHaveValue('10')
  await expect(solo.getByLabel(en.options.bigger)).toBeChecked()
  await expect(solo.getByLabel(en.options.threePlayerHand)).toHaveCount(0)

  await page.locator('[data-way="host"]').click()
  const host = page.getByRole('form', { name: en.home.host })
  await expect(host.getByLabel(en.home.seats)).toHaveValue('3')
  await expect(host.getByLabel(en.options.threePlayerHand)).toHaveValue('16')
  await expect(host.getByLabel(en.home.target)).toHaveValue('10')
  await expect(host.getByLabel(en.options.bigger)).toBeChecked()
  await expect(host.getByLabel(en.options.twoPlayerGame)).toHaveCount(0)
  await screenshot(app, 'host-form-options')
  // and the table opens with them: its lobby says so
  await host.getByRole('button', { name: en.home.startHost }).click()
  await expect(page.getByTestId('table-options')).toHaveText(
    line(
      fill(en.options.tagTarget, { n: 10 }),
      fill(en.options.tagHandSize, { n: handSizeFor(3, { threePlayerHand: 16 }) }),
      en.options.tagBigger
    )
  )
  expect(app.pageErrors).toEqual([])
})
