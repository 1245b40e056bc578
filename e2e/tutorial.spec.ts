// (8) Learn to play: from Home, a scripted first deal teaches lead, overwrite, add, pass, the Rule of
// 8s and the ends of a trick, one lesson at a time, then offers to start again or go back.
import type { Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { serveApp, type StaticApp } from './helpers/static-app'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES } from './helpers/sizes'

let app: StaticApp
test.beforeAll(async () => {
  app = await serveApp()
})
test.afterAll(async () => {
  await app.close()
})

/** Selects the hand's cards of these ranks (first copies). */
async function pick(page: Page, ...ranks: number[]): Promise<void> {
  for (const rank of ranks) await page.getByTestId('tutorial-hand').locator(`[data-rank="${rank}"]:not([aria-pressed="true"])`).first().click()
}

for (const size of TABLE_SIZES) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('the tutorial walks through one lesson after another to the end', async ({ page }) => {
      await page.goto(app.url)
      await page.getByTestId('learn').click()
      const text = page.getByTestId('tutorial-text')
      await expect(text).toContainText('you lead')
      await expectNoSeriousA11yIssues(page, 'tutorial')
      // The lesson, the table and the whole hand fit the window: no scrolling to find a card.
      const fit = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollHeight,
        h: innerHeight,
        out: [...document.querySelectorAll('[data-testid="tutorial-hand"] [data-card]')].filter(
          (c) => c.getBoundingClientRect().bottom > innerHeight || c.getBoundingClientRect().right > innerWidth
        ).length
      }))
      expect(fit.scroll).toBeLessThanOrEqual(fit.h)
      expect(fit.out).toBe(0)
      await page.screenshot({ path: `test-results/tutorial-${size.name}-lead.png` })

      // A card the lesson does not ask for is refused, and the lesson stays.
      await pick(page, 15)
      await page.getByTestId('tutorial-lead').click()
      await expect(page.getByRole('alert')).toContainText('Not this one')
      await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '0')
      await page.getByTestId('tutorial-hand').locator('[data-rank="15"][aria-pressed="true"]').click() // let go of it

      // Lead: the 4. The bot overwrites with a 5.
      await pick(page, 4)
      await page.getByTestId('tutorial-lead').click()
      await expect(text).toContainText('overwrote your 4')
      await expect(page.getByTestId('meld')).toHaveAttribute('aria-label', /5/)

      // Add: the other 4 makes 4-5; the bot adds its 3.
      await pick(page, 4)
      await page.getByTestId('tutorial-add').click()
      await expect(text).toContainText('3-4-5')

      // Pass: the trick ends, the bot leads a 7.
      await page.getByTestId('tutorial-pass').click()
      await expect(text).toContainText('Rule of 8s')
      await page.screenshot({ path: `test-results/tutorial-${size.name}-eight.png` })

      // The 8 clears the trick: you lead again.
      await pick(page, 8)
      await page.getByTestId('tutorial-overwrite').click()
      await expect(text).toContainText('Your 8 cleared the trick')
      await expect(page.getByTestId('meld')).toHaveCount(0)

      // Overwrite: lead 11, the bot's 13, your 15.
      await pick(page, 11)
      await page.getByTestId('tutorial-lead').click()
      await expect(text).toContainText('overwrote your 11')
      await pick(page, 15)
      await page.getByTestId('tutorial-overwrite').click()
      await expect(text).toContainText('the trick is yours')
      // The closing page also tells about two players' two hands and the variants (RULES.md R2).
      await expect(page.getByTestId('tutorial-more')).toContainText('two hands')
      await expect(page.getByTestId('tutorial-more')).toContainText('bigger overwrites')
      await expectNoSeriousA11yIssues(page, 'tutorial end')
      await page.screenshot({ path: `test-results/tutorial-${size.name}-done.png` })

      // In a browser solo play needs the app: the end offers to start again or go back.
      await expect(page.getByTestId('tutorial-solo')).toHaveCount(0)
      await page.getByRole('button', { name: 'Start again' }).click()
      await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '0')
      await page.getByTestId('tutorial-exit').click()
      await expect(page.getByTestId('learn')).toBeVisible()
    })
  })
}

test('the tutorial speaks the chosen language', async ({ page }) => {
  await page.goto(app.url)
  await page.getByTestId('language').selectOption('de')
  await page.getByTestId('learn').click()
  await expect(page.getByTestId('tutorial-text')).toContainText('spielst du aus')
  await page.getByTestId('language').selectOption('ar')
  await expect(page.getByTestId('tutorial-text')).toContainText('تبدأ أنت')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectNoSeriousA11yIssues(page, 'tutorial in Arabic')
})
