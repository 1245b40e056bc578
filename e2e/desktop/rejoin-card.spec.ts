// Issue 23: a host who leaves keeps the table. The desktop app hosts a LAN table, a friend plays in a
// browser; mid-match the host goes File › Home. The question says the friends play on, Home shows
// "Your table is still running" with who plays, and one click takes the host back to the same seat
// with the host controls (the Host menu with Remove); so does its entry in Recent tables (checked at
// the desktop size). Closing the table from the card ends it for
// everyone and the card goes. At a desktop window, a phone upright and a phone sideways.
import type { Page } from '@playwright/test'
import { en } from '../../src/renderer/src/i18n/en'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { expect, test } from '../helpers/desktop'
import type { DesktopApp } from '../helpers/desktop'
import { replaceText } from '../helpers/fields'
import { clickTableTool, joinTable } from '../helpers/play'
import { TABLE_SIZES } from '../helpers/sizes'
import { keepScreenshot } from '../helpers/screenshots'

/** File › Home in a match: the leave question first, which tells the host the friends play on. */
async function leaveForHome(app: DesktopApp, page: Page): Promise<void> {
  app.menu.click('File', 'Home')
  const question = page.getByRole('dialog', { name: en.leaveQuestion.title })
  await expect(question).toContainText(en.stillRunning.leaveHostMatch)
  await question.getByRole('button', { name: en.leaveQuestion.leave }).click()
}

for (const size of TABLE_SIZES) {
  test(`a host who leaves mid-match goes back from Home with the host controls (${size.name})`, async ({
    launchDesktopApp,
    browser
  }) => {
    test.setTimeout(120_000)
    const app = await launchDesktopApp()
    const page = await app.page()
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.locator('[data-way="host"]').click()
    const form = page.getByRole('form', { name: en.home.host })
    await form.getByLabel(en.home.yourName).fill('Ada')
    await replaceText(form.getByLabel(en.home.tableName), 'Friday table')
    await form.getByLabel(en.home.seats).selectOption('3')
    await form.getByRole('button', { name: en.home.startHost }).click()
    const url = await page.getByTestId('join-url').textContent()
    if (!url) throw new Error('the lobby shows no invite')

    const guest = await browser.newPage()
    await joinTable(guest, url, 'Cy')
    await expect(page.getByTestId('lobby-seat').filter({ hasText: 'Cy' })).toBeVisible()
    await page.getByTestId('add-bot').first().click()
    const start = page.locator('[data-testid="start"]:not([disabled])')
    await expect(start.or(page.getByTestId('hand')).first()).toBeVisible()
    if (await start.isVisible()) await start.click()
    await expect(page.getByTestId('hand')).toBeVisible()
    const seat = await page.locator('.table-screen').getAttribute('data-seat')

    await leaveForHome(app, page)
    // the table plays on for Cy; Home says so, and who is there
    const card = page.getByRole('region', { name: en.stillRunning.title })
    await expect(card).toContainText('Friday table')
    const players = card.getByTestId('still-running-players')
    await expect(players).toContainText(en.stillRunning.you.replace('{{name}}', 'Ada'))
    await expect(players).toContainText('Cy')
    await expect(guest.getByTestId('hand')).toBeVisible()
    await expectNoSeriousA11yIssues(page, `home with the still-running card (${size.name})`)
    await keepScreenshot(page, `test-results/rejoin-card-${size.name}.png`, { fullPage: true })

    // one click back: the same seat, and the host controls
    await card.getByRole('button', { name: en.stillRunning.back }).click()
    await expect(page.getByTestId('hand')).toBeVisible()
    await expect(page.locator('.table-screen')).toHaveAttribute('data-seat', seat ?? '')
    await clickTableTool(page, 'host-menu')
    const hostDialog = page.getByTestId('host-dialog')
    await expect(hostDialog.getByRole('button', { name: `${en.party.kick}: Cy` })).toBeVisible()
    await keepScreenshot(page, `test-results/rejoin-back-${size.name}.png`)
    await page.keyboard.press('Escape')
    await expect(hostDialog).toBeHidden()

    await leaveForHome(app, page)
    if (size.name === 'desktop') {
      // Recent tables lists the table too: going back from there brings the host controls as well
      await page.locator('[data-way="join"]').click()
      const recent = page.getByRole('region', { name: en.home.recent })
      await recent.getByRole('button', { name: /^Friday table 127\.0\.0\.1:/ }).click()
      await expect(page.locator('.table-screen')).toHaveAttribute('data-seat', seat ?? '')
      await expect(page.getByTestId('host-menu')).toBeVisible()
      await leaveForHome(app, page)
    }

    // closing the table from the card: it ends for Cy too, and the card goes
    await card.getByRole('button', { name: en.stillRunning.close }).click()
    const confirm = page.getByTestId('close-running-table')
    await expect(confirm).toContainText('Friday table')
    await confirm.getByRole('button', { name: en.stillRunning.closeConfirm }).click()
    await expect(card).toHaveCount(0)
    await expect(guest.getByTestId('hand')).toBeHidden()
    expect(app.running.services.hosting.current()).toBeNull()
    await guest.close()
    expect(app.pageErrors).toEqual([])
  })
}
