// (3) A reload reconnects with the seat token: same seat, same hand, and the picked cards are kept.
import { expect, test } from './helpers/host'
import { joinTable } from './helpers/play'

test('after a reload the player gets the same seat and hand back', async ({ page, startHost }) => {
  const host = await startHost({ seats: 4, bots: 3, seed: 3, botDelayMs: 300 })
  await joinTable(page, host.url, 'Cy')
  const hand = page.getByTestId('hand').getByRole('button')
  await expect(hand).toHaveCount(12)
  const seat = await page.locator('.table-screen').getAttribute('data-seat')
  const before = await hand.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))
  await hand.nth(2).click()
  await expect(hand.nth(2)).toHaveAttribute('aria-pressed', 'true')

  await page.reload()
  // No join form: the stored seat token takes the seat back at once.
  await expect(hand).toHaveCount(12)
  await expect(page.locator('.table-screen')).toHaveAttribute('data-seat', seat ?? '')
  const after = await hand.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))
  expect(after.map((l) => l?.replace(/, suggested$/, ''))).toEqual(before)
  await expect(hand.nth(2)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('group', { name: /^Cy \(you\)/ })).toBeVisible()
})
