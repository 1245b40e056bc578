// main's wiring of the window, seen from the page: the application menu's own commands reach the
// renderer (menu:command) and open their screens, and the page cannot navigate away from the app
// (main's will-navigate guard).
import type { DesktopApi, MenuCommand } from '../../src/ipc/contract'
import { expect, screenshot, test } from '../helpers/desktop'

type Bridge = { fiveThreeFive: DesktopApi; commands: MenuCommand[] }

test('menu commands reach the window; navigating away is refused', async ({ launchDesktopApp }) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.evaluate(() => {
    const scope = globalThis as unknown as Bridge
    scope.commands = []
    scope.fiveThreeFive.onMenuCommand(({ command }) => scope.commands.push(command))
  })
  app.menu.click('Help', 'Rules')
  app.menu.click('File', 'Match history')
  app.menu.click('File', 'Settings')
  app.menu.click('File', 'Home')
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as Bridge).commands))
    .toEqual(['rules', 'history', 'settings', 'home'])

  const appUrl = page.url()
  expect(appUrl).toMatch(/^file:\/\/.*\/renderer\/index\.html$/)
  await page.evaluate(() => {
    globalThis.location.href = 'http://127.0.0.1:9/elsewhere'
  })
  await expect
    .poll(() => app.window().webContents.preventedNavigations)
    .toEqual(['http://127.0.0.1:9/elsewhere'])
  expect(page.url()).toBe(appUrl)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')
})

test("the menu's commands open their screens; Home asks before leaving a match", async ({ launchDesktopApp }) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')

  app.menu.click('Help', 'Rules')
  const rules = page.getByRole('dialog', { name: 'How to play Five Three Five' })
  await expect(rules).toBeVisible()
  await screenshot(app, 'menu-rules')
  await rules.getByRole('button', { name: 'Close' }).first().click()
  await expect(rules).toBeHidden()

  app.menu.click('File', 'Settings')
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await expect(settings).toBeVisible()
  await expect(settings.getByLabel('Animation speed')).toBeVisible()
  await settings.getByRole('button', { name: 'Cancel' }).click()
  await expect(settings).toBeHidden()

  app.menu.click('File', 'Match history')
  await expect(page.getByRole('heading', { level: 1, name: 'Match history' })).toBeVisible()
  await expect(page.getByTestId('history-empty')).toBeVisible()
  app.menu.click('File', 'Home')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')

  // File › Home during a match asks first: Keep playing keeps the table, Leave the match goes home
  await page.locator('[data-way="solo"]').click()
  const form = page.getByRole('form', { name: 'Play solo' })
  await form.getByRole('button', { name: '1 bot', exact: true }).click()
  await form.getByRole('button', { name: 'Deal me in' }).click()
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
  app.menu.click('File', 'Home')
  const question = page.getByRole('dialog', { name: 'Leave the match?' })
  await expect(question).toBeVisible()
  await screenshot(app, 'menu-leave-question')
  await question.getByRole('button', { name: 'Keep playing' }).click()
  await expect(question).toBeHidden()
  await expect(page.getByTestId('hand')).toBeVisible()
  expect(app.running.services.hosting.running()).toMatchObject({ kind: 'solo' })

  app.menu.click('File', 'Home')
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Leave the match' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')
  await expect(page.getByTestId('hand')).toBeHidden()
  expect(app.pageErrors).toEqual([])
})
