// Match history on the desktop app, from a user's clicks: a short solo match played to its end shows
// up in Match history (opened from Home and from File › Match history) with its result, the stats
// count it, the chart of recent matches draws it, and the match opens round by round.
import type { Page } from '@playwright/test'
import { step } from '../helpers/play'
import { SHORT_BOT_PAUSE_MS, expect, screenshot, test } from '../helpers/desktop'

/** Plays with the simple strategy until the match is over. */
async function playToTheEnd(page: Page): Promise<void> {
  for (let steps = 0; steps < 400; steps++) {
    if ((await step(page)) === 'matchOver') return
  }
  throw new Error('the match did not end within 400 steps')
}

test('a finished solo match is listed in Match history with its result and stats', async ({ launchDesktopApp }) => {
  test.setTimeout(240_000)
  const app = await launchDesktopApp({ botDelayMs: SHORT_BOT_PAUSE_MS })
  const page = await app.page()
  await page.getByRole('button', { name: 'Match history' }).click()
  await expect(page.getByTestId('history-empty')).toBeVisible()
  await page.getByRole('button', { name: 'Home' }).click()

  await page.locator('[data-way="solo"]').click()
  const form = page.getByRole('form', { name: 'Play solo' })
  await form.getByLabel('Your name').fill('Ada')
  await form.getByRole('button', { name: '1 bot', exact: true }).click()
  // one bot: two players play two hands (RULES.md R2.two), so the match is two rounds, with no target
  await expect(form.getByLabel('Match ends at (points)')).toHaveCount(0)
  await form.getByRole('button', { name: 'Deal me in' }).click()
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
  await playToTheEnd(page)

  const matchEnd = page.getByTestId('match-end')
  const iWon = (await matchEnd.getByTestId('winners').textContent())?.includes('You win!') ?? false
  const myPoints = await matchEnd.locator('.ranking li', { hasText: 'Ada' }).locator('.pts').textContent()
  await matchEnd.getByTestId('leave').click()
  const leaveDialog = page.getByTestId('leave-dialog')
  // leaving a finished match may or may not ask; a user confirms when it does
  await expect(leaveDialog.or(page.locator('[data-way="solo"]')).first()).toBeVisible()
  if (await leaveDialog.isVisible()) await leaveDialog.getByTestId('leave-confirm').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')

  const checkHistory = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Match history' })).toBeVisible()
    await expect(page.getByTestId('stat-played')).toHaveText('1')
    await expect(page.getByTestId('stat-wins')).toHaveText(iWon ? '1' : '0')
    const matches = page.getByRole('region', { name: 'All matches' }).locator('tbody tr')
    await expect(matches).toHaveCount(1)
    await expect(matches.first().locator('td').nth(1)).toHaveText(iWon ? 'Won' : 'Lost')
    await expect(matches.first().locator('td').nth(2)).toHaveText(myPoints ?? '')
    await expect(matches.first()).toContainText('Ada')
    const chart = page.getByTestId('history-chart')
    await expect(chart).toBeVisible()
    await expect(chart.locator('rect.bar')).toHaveCount(1)
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`: ${myPoints}${iWon ? ' \\(won\\)' : ''}$`))
  }

  // from Home
  await page.getByRole('button', { name: 'Match history' }).click()
  await checkHistory()
  await screenshot(app, 'history')
  // the match opens round by round, as the table recorded it: two hands, then the final totals
  await page.getByRole('region', { name: 'All matches' }).locator('tbody tr').first().getByRole('button').click()
  const rounds = page.getByTestId('match-rounds')
  await expect(rounds.locator('tbody tr')).toHaveCount(3)
  await expect(rounds.locator('tbody tr').last()).toContainText(myPoints ?? '')
  await rounds.getByRole('button', { name: 'Close' }).click()
  await expect(rounds).toBeHidden()
  await page.getByRole('button', { name: 'Home' }).click()
  await expect(page.locator('[data-way="solo"]')).toBeVisible()

  // from the menu
  app.menu.click('File', 'Match history')
  await checkHistory()
  expect(app.pageErrors).toEqual([])
})
