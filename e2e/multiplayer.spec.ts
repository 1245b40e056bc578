// (2) Two browser players join one table with a bot and play a trick against each other.
import type { Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { joinTable, step } from './helpers/play'
import { keepScreenshot } from './helpers/screenshots'

async function myHandSize(page: Page): Promise<number> {
  return page.getByTestId('hand').getByRole('button').count()
}

test('two players and a bot share a table and play a trick', async ({ browser, startHost }) => {
  test.setTimeout(90_000)
  const host = await startHost({ seats: 3, bots: 1, seed: 5, turnSeconds: 120 })
  const ctxA = await browser.newContext()
  const ctxB = await browser.newContext()
  const a = await ctxA.newPage()
  const b = await ctxB.newPage()

  // The host (with the control link) waits in the lobby for the second player.
  await joinTable(a, host.hostControl, 'Ada')
  await expect(a.getByTestId('table-name')).toBeVisible()
  const seats = a.getByTestId('lobby-seat')
  await expect(seats).toHaveCount(3)
  await expect(seats.filter({ hasText: 'Open seat' })).toHaveCount(1)
  await expect(a.getByTestId('qr').locator('svg')).toBeVisible()
  await expect(a.getByTestId('join-url')).toHaveText(host.url)
  await keepScreenshot(a, 'test-results/lobby.png', { fullPage: true })

  // The second player joins by the plain URL; the table is full, so the match starts.
  await joinTable(b, host.url, 'Bea')
  for (const p of [a, b]) await expect(p.getByTestId('hand').getByRole('button')).toHaveCount(13)
  await expect(a.getByRole('group', { name: /^Bea,/ })).toBeVisible()
  await expect(b.getByRole('group', { name: /^Ada,/ })).toBeVisible()
  // A turn timer runs for whoever is on turn.
  await expect(a.getByTestId('turn-timer').first()).toBeVisible()

  // Play until both people have acted and a trick has been won.
  const acted = { a: 0, b: 0 }
  for (
    let i = 0;
    i < 60 && (acted.a === 0 || acted.b === 0 || (await a.locator('[data-cleared="0"]').count()) > 0);
    i++
  ) {
    await expect
      .poll(
        async () => (await a.getByTestId('hint').isVisible()) || (await b.getByTestId('hint').isVisible()),
        {
          timeout: 15_000
        }
      )
      .toBe(true)
    if (await a.getByTestId('hint').isVisible()) {
      await step(a)
      acted.a++
    } else {
      await step(b)
      acted.b++
    }
  }
  expect(acted.a).toBeGreaterThan(0)
  expect(acted.b).toBeGreaterThan(0)
  await expect(a.locator('[data-cleared="0"]')).toHaveCount(0)

  // Each sees the other's card count as the other's own hand size (and never the cards).
  await expect
    .poll(async () => {
      const seatB = Number(await b.locator('[data-seat]').first().getAttribute('data-seat'))
      const shown = await a
        .locator(`[data-testid="seat"][data-seat="${seatB}"] [data-testid="card-count"]`)
        .textContent()
      return Number(shown) === (await myHandSize(b))
    })
    .toBe(true)
  await ctxA.close()
  await ctxB.close()
})
