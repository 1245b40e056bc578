// Issue 23: the scores during the match are one tap away — the Scores button in the table bar (never
// folded behind the phone's Menu) opens a window with every player's total after each finished round and
// the totals chart; Esc closes it and focus returns to the button. At a desktop window (mouse and
// keyboard) and on a phone held upright and sideways (touch).
import type { Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { step } from './helpers/play'
import { sitAt } from './helpers/scenario'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'

/** Plays until the first round is over and the next one has begun (step presses Ready for us). */
async function finishFirstRound(page: Page): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const outcome = await step(page)
    if (outcome === 'ready') break
    if (outcome === 'matchOver') throw new Error('the match ended in its first round')
  }
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
}

/** The running total each seat's badge shows ("12 pts" → 12). */
async function badgeTotal(page: Page, seat: number): Promise<number> {
  const text = await page.locator(`[data-testid="seat"][data-seat="${seat}"] .total`).textContent()
  return Number(/\d+/.exec(text ?? '')?.[0])
}

for (const size of TABLE_SIZES) {
  const phone = size.name !== 'desktop'
  test.describe(`at ${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: phone, isMobile: phone })

    test('the Scores button shows the totals round by round and the chart', async ({ page, startHost }) => {
      test.setTimeout(60_000)
      // Round 1's last trick, the match going on after it (the `last-trick` scenario, src/scenarios): Dee
      // (in Ada's seat) leads her last card.
      const host = await startHost({ scenario: 'last-trick' })
      await sitAt(page, host, 0, { as: 'Dee' })
      await expect(page.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
      const open = page.getByTestId('open-scores')
      const dialog = page.getByTestId('scoreboard')

      // Before any round ends it says when the totals start; Esc closes it, focus back on the button.
      await open.focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByTestId('scoreboard-empty')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()

      await finishFirstRound(page)
      await expect(open).toBeVisible() // one tap away: not behind the Menu
      if (phone) await open.tap()
      else await open.click()
      await expect(dialog).toBeVisible()
      const table = dialog.getByTestId('scoreboard-table')
      await expect(table.locator('tbody tr')).toHaveCount(1)
      for (let seat = 0; seat < 4; seat++) {
        const cell = table.locator(`td[data-seat="${seat}"] strong`)
        await expect(cell).toHaveText(String(await badgeTotal(page, seat)))
      }
      // Someone went out with no penalty, the others scored: the totals are not all zero.
      const totals = await table.locator('td strong').allTextContents()
      expect(totals.some((t) => Number(t) > 0)).toBe(true)
      await expect(dialog.getByRole('img', { name: 'Totals after each round' })).toBeVisible()
      // The window fits the screen.
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(size.width)
      await keepScreenshot(page, `test-results/tablepolish-${size.name}-scores.png`)
      await expectNoSeriousA11yIssues(page, `scoreboard (${size.name})`)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId('hand')).toBeVisible()
    })
  })
}
