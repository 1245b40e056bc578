// (issue 22, point 8) The host-control link's key leaves the address bar and the history once the page
// has read it, so a shared screen or a copied address hands nobody the lobby's controls; the same tab
// keeps them across a reload, and another tab opened at the same address does not get them.
import { expect, test } from './helpers/host'
import { joinTable } from './helpers/play'

test('the #host= key is dropped from the address after reading; a reload keeps the controls, a new tab has none', async ({
  browser,
  startHost
}) => {
  const host = await startHost({ seats: 3, bots: 1 })
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(host.hostControl)
  await page.getByTestId('join-name').fill('Hal')
  await page.getByRole('button', { name: 'Watch instead' }).click()
  await expect(page.getByTestId('start')).toBeVisible()
  expect(await page.evaluate(() => location.hash)).toBe('')
  expect(page.url()).not.toContain('host=')

  await page.reload()
  await page.getByRole('button', { name: 'Watch instead' }).click()
  await expect(page.getByTestId('start')).toBeVisible()

  // A second tab at the address the first one now shows: a player's seat, no lobby controls.
  const other = await context.newPage()
  await joinTable(other, page.url(), 'Eve')
  await expect(other.getByTestId('lobby-seat').filter({ hasText: 'Eve' })).toBeVisible()
  await expect(other.getByTestId('start')).toHaveCount(0)
  await context.close()
})
