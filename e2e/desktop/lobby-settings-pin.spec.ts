// Issue 23: the lobby's settings on the desktop app. Saving them keeps the table's PIN unless the host
// removes it on purpose, and says "Saved"; the join link keeps its PIN hint and a browser player still
// needs the PIN. A solo table's lobby (after "Back to the lobby") offers no invite and no PIN: it only
// listens on this computer. At a desktop window and a 390×844 phone.
import type { Page } from '@playwright/test'
import { en } from '../../src/renderer/src/i18n/en'
import { SHORT_BOT_PAUSE_MS, expect, screenshot, test } from '../helpers/desktop'
import type { DesktopApp } from '../helpers/desktop'
import { replaceText } from '../helpers/fields'
import { step } from '../helpers/play'
import { TABLE_SIZES } from '../helpers/sizes'
import { keepScreenshot } from '../helpers/screenshots'

const PIN = '4321'
const SIZES = TABLE_SIZES.filter((s) => s.name !== 'landscape')

async function sizedPage(app: DesktopApp, size: (typeof SIZES)[number]): Promise<Page> {
  const page = await app.page()
  await page.setViewportSize({ width: size.width, height: size.height })
  return page
}

for (const size of SIZES) {
  test(`a settings save keeps the PIN and says Saved (${size.name})`, async ({ launchDesktopApp, browser }) => {
    const app = await launchDesktopApp()
    const page = await sizedPage(app, size)
    await page.locator('[data-way="host"]').click()
    const form = page.getByRole('form', { name: en.home.host })
    await replaceText(form.getByLabel(en.home.tableName), 'PIN table')
    await form.getByLabel(en.home.pin).fill(PIN)
    await form.getByRole('button', { name: en.home.startHost }).click()
    const link = page.getByTestId('join-url')
    await expect(link).toHaveText(/\?pin=1$/)
    const settings = page.getByRole('region', { name: en.lobby.settings })
    await expect(settings.getByTestId('pin-required')).toBeVisible()
    // the PIN is not shown back: an empty field means "unchanged"
    await expect(settings.getByLabel(en.home.pin)).toHaveAttribute('placeholder', en.lobby.pinUnchanged)

    await settings.getByLabel(en.home.target).fill('15')
    await settings.getByRole('button', { name: en.lobby.save }).click()
    await expect(settings.getByTestId('settings-saved')).toHaveText(en.lobby.saved)
    await screenshot(app, `lobby-settings-saved-${size.name}`)
    await expect(link).toHaveText(/\?pin=1$/)
    await expect(settings.getByTestId('pin-required')).toBeVisible()
    await expect(settings.getByLabel(en.home.target)).toHaveValue('15')

    // a browser player at the same size still needs the PIN
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
    const guest = await context.newPage()
    await guest.goto((await link.textContent())!)
    await guest.getByTestId('join-name').fill('Bea')
    await expect(guest.getByTestId('join-pin')).toBeVisible()
    await expect(guest.getByTestId('join-submit')).toBeDisabled()
    await guest.getByTestId('join-pin').fill(PIN)
    await guest.getByTestId('join-submit').click()
    await expect(guest.getByTestId('table-name')).toHaveText('PIN table')
    await expect(guest.getByTestId('pin-required')).toBeVisible()
    await keepScreenshot(guest, `test-results/desktop-lobby-pin-guest-${size.name}.png`)
    await expect(page.getByTestId('lobby-seat').filter({ hasText: 'Bea' })).toBeVisible()

    // removing the PIN is its own choice
    await settings.getByTestId('remove-pin').check()
    await settings.getByRole('button', { name: en.lobby.save }).click()
    await expect(settings.getByTestId('settings-saved')).toHaveText(en.lobby.saved)
    await expect(settings.getByTestId('pin-required')).toHaveCount(0)
    await expect(link).not.toHaveText(/pin=/)
    await context.close()
    expect(app.pageErrors).toEqual([])
  })

  test(`a solo lobby offers no invite and no PIN (${size.name})`, async ({ launchDesktopApp }) => {
    test.setTimeout(180_000)
    const app = await launchDesktopApp({ botDelayMs: SHORT_BOT_PAUSE_MS })
    const page = await sizedPage(app, size)
    await page.locator('[data-way="solo"]').click()
    const form = page.getByRole('form', { name: en.home.solo })
    await form.getByRole('button', { name: '2 bots', exact: true }).click()
    // the shortest match: one round is likely to reach the target
    await form.getByLabel(en.home.target).fill('5')
    await form.getByRole('button', { name: en.home.startSolo }).click()
    for (let i = 0; i < 400; i++) if ((await step(page)) === 'matchOver') break
    await page.getByTestId('back-to-lobby').click()

    await expect(page.getByTestId('table-name')).toBeVisible()
    const settings = page.getByRole('region', { name: en.lobby.settings })
    await expect(settings.getByLabel(en.home.target)).toBeVisible()
    await expect(page.getByTestId('join-url')).toHaveCount(0)
    await expect(page.getByTestId('qr')).toHaveCount(0)
    await expect(settings.getByLabel(en.home.pin)).toHaveCount(0)
    await screenshot(app, `solo-lobby-${size.name}`)
    // what solo can use still works: a save lands
    await settings.getByLabel(en.home.target).fill('10')
    await settings.getByRole('button', { name: en.lobby.save }).click()
    await expect(settings.getByTestId('settings-saved')).toHaveText(en.lobby.saved)
    expect(app.pageErrors).toEqual([])
  })
}
