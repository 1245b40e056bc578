// Issue 28 (expert), through the desktop shell: the expert bot level is offered wherever the desktop
// app picks a bot level — the Solo form (and the table then shows the expert bot), the lobby of a
// table opened from the Host form, and the Settings' default level for bots and stand-ins.
import { en } from '../../src/renderer/src/i18n/en'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { expect, screenshot, test } from '../helpers/desktop'

/** The seat status words of a bot (SeatStatus.svelte) for the expert level. */
const EXPERT_BOT = `${en.lobby.bot} · ${en.expertLevel.name}`

test('Solo: pick the expert for a bot, start, and the table shows the expert bot', async ({
  launchDesktopApp
}) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.locator('[data-way="solo"]').click()
  const form = page.getByRole('form', { name: en.home.solo })
  await form.getByRole('button', { name: en.home.bots_one.replace('{{count}}', '1'), exact: true }).click()
  const level = form.getByLabel(en.home.botLevel.replace('{{n}}', '2'))
  await level.selectOption({ label: en.expertLevel.choice })
  await expect(level).toHaveValue('expert')
  await screenshot(app, 'expert-solo-form')
  await form.getByRole('button', { name: en.home.startSolo }).click()
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('seat').filter({ hasText: EXPERT_BOT })).toHaveCount(1)
  await screenshot(app, 'expert-solo-table')
  expect(app.pageErrors).toEqual([])
})

test('Host: the lobby adds an expert bot, and Settings offer the expert as the bots’ level', async ({
  launchDesktopApp
}) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.locator('[data-way="host"]').click()
  const form = page.getByRole('form', { name: en.home.host })
  await form.getByLabel(en.home.yourName).fill('Ada')
  await form.getByRole('button', { name: en.home.startHost }).click()
  await expect(page.getByTestId('join-url')).toBeVisible()

  const empty = page
    .getByTestId('lobby-seat')
    .filter({ has: page.getByTestId('add-bot') })
    .first()
  await empty.getByLabel(en.lobby.botLevel).selectOption('expert')
  await empty.getByTestId('add-bot').click()
  const bot = page.getByTestId('lobby-seat').filter({ hasText: EXPERT_BOT })
  await expect(bot).toHaveCount(1)
  await expect(bot.getByLabel(en.lobby.botLevel)).toHaveValue('expert')
  await expectNoSeriousA11yIssues(page, 'lobby with an expert bot')
  await screenshot(app, 'expert-host-lobby')

  app.menu.click('File', 'Settings')
  const settings = page.getByRole('dialog', { name: en.settingsDialog.title })
  const defaultLevel = settings.getByRole('combobox', { name: en.settingsDialog.botLevel, exact: true })
  await defaultLevel.selectOption('expert')
  await settings.getByRole('button', { name: en.settingsDialog.save }).click()
  await expect(settings).toBeHidden()
  app.menu.click('File', 'Settings')
  await expect(defaultLevel).toHaveValue('expert')
  await screenshot(app, 'expert-settings')
  expect(app.pageErrors).toEqual([])
})
