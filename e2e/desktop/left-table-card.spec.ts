// Issue 23: "Your table is still running" for a player, not only the host. The desktop app joins a LAN
// table someone else hosts, and mid-match the player goes File › Home: the table plays on (a bot takes
// the seat), Home says so by the table's name, and one click takes the player back to the same seat.
// "Not now" puts the card away. At a desktop window, a phone upright and a phone sideways.
import { en } from '../../src/renderer/src/i18n/en'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { expect, test } from '../helpers/desktop'
import { startHost } from '../helpers/host'
import type { RunningHost } from '../helpers/host'
import { TABLE_SIZES } from '../helpers/sizes'
import { keepScreenshot } from '../helpers/screenshots'

let host: RunningHost | null = null
test.afterEach(async () => {
  await host?.stop()
  host = null
})

for (const size of TABLE_SIZES) {
  test(`a player who left a LAN match goes back to the seat from Home (${size.name})`, async ({ launchDesktopApp }) => {
    test.setTimeout(120_000)
    host = await startHost({ seats: 2, bots: 1, name: 'Garden table', seed: 5, botDelayMs: 400 })
    const app = await launchDesktopApp()
    const page = await app.page()
    await page.setViewportSize({ width: size.width, height: size.height })

    await page.locator('[data-way="join"]').click()
    await page.getByTestId('manual-address').fill(`127.0.0.1:${host.port}`)
    await page.getByTestId('manual-join').click()
    await page.getByTestId('join-name').fill('Bea')
    await page.getByTestId('join-submit').click()
    await expect(page.getByTestId('hand')).toBeVisible()
    const seat = await page.locator('.table-screen').getAttribute('data-seat')

    app.menu.click('File', 'Home')
    const question = page.getByRole('dialog', { name: en.leaveQuestion.title })
    await question.getByRole('button', { name: en.leaveQuestion.leave }).click()

    const card = page.getByRole('region', { name: en.leftTable.title })
    await expect(card).toContainText(en.leftTable.match.replace('{{table}}', 'Garden table'))
    await expectNoSeriousA11yIssues(page, `home with the left-table card (${size.name})`)
    await keepScreenshot(page, `test-results/left-table-card-${size.name}.png`, { fullPage: true })

    await card.getByRole('button', { name: en.leftTable.back }).click()
    await expect(page.getByTestId('hand')).toBeVisible()
    await expect(page.locator('.table-screen')).toHaveAttribute('data-seat', seat ?? '')

    // Not now: the card goes (until Home opens again).
    app.menu.click('File', 'Home')
    await question.getByRole('button', { name: en.leaveQuestion.leave }).click()
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: en.leftTable.dismiss }).click()
    await expect(card).toBeHidden()
  })
}
