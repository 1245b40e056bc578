// (4) A phone-sized window (390×844) joins and plays a move.
import { expect, test } from './helpers/host'
import { joinTable, stateVersion, waitForNewState } from './helpers/play'
import { keepScreenshot } from './helpers/screenshots'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })

test('a phone plays a move', async ({ page, startHost }) => {
  const host = await startHost({ seats: 3, bots: 2, seed: 9 })
  await joinTable(page, host.url, 'Dee')
  const hand = page.getByTestId('hand').getByRole('button')
  await expect(hand).toHaveCount(13)
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })

  // Nothing overflows sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  await hand.first().tap()
  const play = page.locator('[data-testid^="move-"]:not([data-testid="move-pass"])').first()
  const version = await stateVersion(page)
  await keepScreenshot(page, 'test-results/phone.png')
  if (await play.isVisible()) {
    await play.tap()
    await waitForNewState(page, version)
    await expect(hand).toHaveCount(12)
  } else {
    await page.getByTestId('move-pass').tap()
    await waitForNewState(page, version)
  }
})
