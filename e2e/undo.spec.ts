// (8) Undo at a solo table: take back your last move and the bots' replies (button and Ctrl+Z); Undo is
// shown only while there is a move to take back (issue 23: before, it showed always and a press with
// nothing to undo popped a red toast); a table with another person offers no undo, and the host refuses
// it there.
import { expect, test } from './helpers/host'
import { joinTable, stateVersion, waitForNewState } from './helpers/play'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { expectNothingToUndo } from './helpers/undo'
import { keepScreenshot } from './helpers/screenshots'

// Each size in turn at the same solo table (resized): an undone move leaves nothing to take back again.
test('a solo player takes back a move with Undo, then with Ctrl+Z, at each size', async ({
  page,
  startHost
}) => {
  const host = await startHost({ seats: 3, bots: 2, seed: 21 })
  await joinTable(page, host.url, 'Ann')
  const hand = page.getByTestId('hand').locator('[data-card]')
  const undo = page.getByTestId('undo')
  await atEachSize(page, TABLE_SIZES, async (size, first) => {
    for (const how of ['button', 'keys'] as const) {
      await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
      // Nothing of this round to take back yet: no Undo, and Ctrl+Z changes nothing and says nothing.
      await expectNothingToUndo(page)
      const cards = await hand.count()
      const before = await page.getByTestId('hand').getAttribute('aria-label')
      // Play the first card alone, or pass when it cannot be played.
      await hand.first().click()
      const play = page.locator('[data-testid^="move-"]:not([data-testid="move-pass"])').first()
      const version = await stateVersion(page)
      if (await play.isVisible()) await play.click()
      else {
        await page.getByRole('button', { name: 'Clear selection' }).click()
        await page.getByTestId('move-pass').click()
      }
      await waitForNewState(page, version)
      // The bots reply; then it is Ann's turn again (or the round went on): take the move back.
      await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
      const afterVersion = await stateVersion(page)
      await expect(undo).toBeVisible()
      await keepScreenshot(page, `test-results/undo-${size.name}-${how}-before.png`)
      if (how === 'button') await undo.click()
      else {
        await page.locator('body').click({ position: { x: 2, y: 2 } })
        await page.keyboard.press('Control+z')
      }
      await waitForNewState(page, afterVersion)
      await expect(hand).toHaveCount(cards)
      await expect(page.getByTestId('hint')).toBeVisible()
      expect(await stateVersion(page)).toBeGreaterThan(afterVersion)
      expect(await page.getByTestId('hand').getAttribute('aria-label')).toBe(before)
      // That was the only move taken: Undo goes away again.
      await expect(undo).toHaveCount(0)
    }
    await keepScreenshot(page, `test-results/undo-${size.name}.png`)
    if (first) await expectNoSeriousA11yIssues(page, `solo table with Undo (${size.name})`)
  })
})

test('a table with another person has no Undo, and Ctrl+Z does nothing', async ({
  page,
  browser,
  startHost
}) => {
  const host = await startHost({ seats: 3, bots: 1, seed: 21 })
  const context = await browser.newContext()
  const bob = await context.newPage()
  await joinTable(bob, host.url, 'Bob')
  await joinTable(page, host.url, 'Ann')
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
  // Wait until a person is on turn (the bot has nothing left to do), so the version stays put.
  await expect
    .poll(
      async () => (await page.getByTestId('hint').isVisible()) || (await bob.getByTestId('hint').isVisible()),
      {
        timeout: 20_000
      }
    )
    .toBe(true)
  await expect(page.getByTestId('undo')).toHaveCount(0)
  const version = await stateVersion(page)
  await page.keyboard.press('Control+z')
  await expect(page.getByTestId('error-toast')).toHaveCount(0)
  expect(await stateVersion(page)).toBe(version)
  await context.close()
})
