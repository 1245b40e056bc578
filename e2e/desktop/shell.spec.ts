// main's wiring of the window, seen from the page: the application menu's own commands reach the
// renderer (menu:command), and the page cannot navigate away from the app (main's will-navigate guard).
import type { DesktopApi, MenuCommand } from '../../src/ipc/contract'
import { expect, test } from '../helpers/desktop'

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
  // TODO(desktopfeatures): the screens these commands open, once the renderer handles them.

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
