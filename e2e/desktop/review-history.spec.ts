// Issue 26 through the desktop shell: a finished solo match is kept with its record in the history; from
// Match history the match opens round by round and then in the review, which steps through its moves.
// File › Export match… on the review saves the record (a download), and File › Open match record… opens
// the review page, where that file opens the same review again.
import { readFile } from 'node:fs/promises'
import { step } from '../helpers/play'
import { en } from '../../src/renderer/src/i18n/en'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { SHORT_BOT_PAUSE_MS, expect, screenshot, test } from '../helpers/desktop'

test('from Match history to the review of a finished match; export it and open it again', async ({
  launchDesktopApp
}) => {
  test.setTimeout(240_000)
  const app = await launchDesktopApp({ botDelayMs: SHORT_BOT_PAUSE_MS })
  const page = await app.page()
  await page.locator('[data-way="solo"]').click()
  const form = page.getByRole('form', { name: 'Play solo' })
  await form.getByLabel('Your name').fill('Ada')
  await form.getByRole('button', { name: '1 bot', exact: true }).click()
  await form.getByRole('button', { name: 'Deal me in' }).click()
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
  for (let steps = 0; steps < 400; steps++) if ((await step(page)) === 'matchOver') break
  await expect(page.getByTestId('match-end').getByTestId('review-match')).toBeVisible()

  app.menu.click('File', 'Match history')
  const leave = page.getByRole('button', { name: /leave/i })
  await expect(page.getByRole('heading', { level: 1, name: 'Match history' }).or(leave).first()).toBeVisible()
  if (await leave.isVisible()) await leave.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Match history' })).toBeVisible()
  await page
    .getByRole('region', { name: 'All matches' })
    .locator('tbody tr')
    .first()
    .getByRole('button')
    .click()
  await page.getByTestId('match-rounds').getByTestId('history-review').click()

  const review = page.getByTestId('review')
  await expect(review.getByTestId('review-position')).toHaveText(/^Move 0 of \d+$/)
  await expect(review.getByTestId('review-follow')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(review.getByTestId('review-position')).toHaveText(/^Move 2 of \d+$/)
  // where your points went: the analysis worker runs in the app's own (file://) page too
  const analysis = review.getByTestId('analysis-panel')
  await analysis.getByRole('button', { name: en.reviewAnalysis.start }).click()
  await expect(analysis.getByTestId('verdict-list')).toBeVisible({ timeout: 150_000 })
  await expectNoSeriousA11yIssues(page, 'desktop review')
  await screenshot(app, 'review-history')

  const download = page.waitForEvent('download')
  app.menu.click('File', 'Export match…')
  const file = await (await download).path()
  const text = await readFile(file, 'utf8')
  expect(JSON.parse(text)).toMatchObject({ format: 'five-three-five/match-record', version: 1 })

  await review.getByTestId('review-back').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Match history' })).toBeVisible()
  app.menu.click('File', 'Open match record…')
  await page
    .getByTestId('record-file')
    .setInputFiles({ name: 'match.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('review').getByTestId('review-position')).toHaveText(/^Move 0 of \d+$/)
  expect(app.pageErrors).toEqual([])
})
