// Issue 26: from the match end to its review. A short solo-like match (one bot, two hands) at its end:
// the `match-over` scenario (src/scenarios), which hands its record to the player who sits down; "Review the match" opens every move of it: ← and → step, the slider jumps within a round, the
// round list jumps to round 2, following a seat hides the other hand. Back returns to the match end; the
// browser keeps the record, so its review page lists it; a tampered record file is refused in words.
import { expect, test } from './helpers/host'
import { en } from '../src/renderer/src/i18n/en'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { sitAt } from './helpers/scenario'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'

// The review is checked upright on a phone and on a desktop; the match is played and analysed once, and
// the same page is resized (a second match and analysis per size cost a loaded CI machine 40 s).
const [DESKTOP, PORTRAIT] = TABLE_SIZES

test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } })

test('match end → review: step with the keys, the slider and the round list; follow a seat', async ({ page, startHost }) => {
  test.setTimeout(300_000)
  const host = await startHost({ scenario: 'match-over' })
  await sitAt(page, host, 0)
  await page.getByTestId('match-end').getByTestId('review-match').click()

  const review = page.getByTestId('review')
  const position = review.getByTestId('review-position')
  const banner = review.getByTestId('review-banner')
  const follow = review.getByTestId('review-follow')
  await atEachSize(page, [PORTRAIT, DESKTOP], async () => {
    await follow.selectOption({ label: en.review.openView })
    await review.getByTestId('review-round').selectOption({ label: 'Round 1' })
    await expect(position).toHaveText(/^Move 0 of \d+$/)
    await expect(banner).toHaveText(/^Round 1 is dealt: .+ leads\.$/)
    await expect(review.getByTestId('review-seat')).toHaveCount(2)
    // the open view: both hands face up
    await expect(review.getByTestId('review-seat').getByRole('group')).toHaveCount(2)

    await page.keyboard.press('ArrowRight')
    await expect(position).toHaveText(/^Move 1 of \d+$/)
    await expect(banner).toContainText('leads')
    await expect(review.getByTestId('review-meld').getByTestId('meld')).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(position).toHaveText(/^Move 0 of \d+$/)

    await review.getByTestId('review-slider').fill('4')
    await expect(position).toHaveText(/^Move 4 of \d+$/)
    await review.getByTestId('review-round').selectOption({ label: 'Round 2' })
    await expect(position).toHaveText(/^Move 0 of \d+$/)
    await expect(banner).toHaveText(/^Round 2 is dealt/)

    await follow.selectOption({ label: "Ada's view (what they knew)" })
    await expect(review.getByTestId('review-seat').nth(1)).toContainText(/\d+ cards/)
    await expect(review.getByTestId('review-seat').nth(1).getByRole('group')).toHaveCount(0)
    await expect(review.getByTestId('review-seat').nth(0).getByRole('group')).toHaveCount(1)
  })

  // Where Ada's points went: the analysis runs in a worker with a progress bar, can be cancelled, and
  // ends with the points lost per round and a verdict for every decision of hers.
  const analysis = review.getByTestId('analysis-panel')
  const start = analysis.getByRole('button', { name: en.reviewAnalysis.start })
  await start.click()
  await expect(analysis.getByRole('progressbar')).toBeVisible()
  await analysis.getByRole('button', { name: en.reviewAnalysis.cancel }).click()
  await expect(analysis.getByRole('status')).toHaveText(en.reviewAnalysis.cancelled)
  await start.click()
  await expect(analysis.getByTestId('analysis-rounds').getByRole('listitem')).toHaveCount(2, { timeout: 150_000 })
  await atEachSize(page, [PORTRAIT, DESKTOP], async (size, first) => {
    await expect(analysis.getByTestId('verdict-list').locator('tbody tr').first()).toBeVisible()
    if (first) await expectNoSeriousA11yIssues(page, `review (${size.name})`)
    await keepScreenshot(page, `test-results/review-${size.name}.png`, { fullPage: true })
  })

  await review.getByTestId('review-back').click()
  await expect(page.getByTestId('match-end')).toBeVisible()

  // The analysis was kept with the match: the review shows it again at once, without a run.
  await page.getByTestId('match-end').getByTestId('review-match').click()
  await follow.selectOption({ label: "Ada's view (what they knew)" })
  await expect(analysis.getByTestId('analysis-rounds')).toBeVisible({ timeout: 2_000 })
  await expect(analysis.getByRole('progressbar')).toHaveCount(0)
  await review.getByTestId('review-back').click()

  // The browser kept the record: its review page lists it, and refuses a tampered file in words.
  await page.getByTestId('match-end').getByTestId('leave').click()
  const leaveDialog = page.getByTestId('leave-dialog')
  await expect(leaveDialog.or(page.getByTestId('open-records')).first()).toBeVisible()
  if (await leaveDialog.isVisible()) await leaveDialog.getByTestId('leave-confirm').click()

  await page.getByTestId('open-records').click()
  const records = page.getByTestId('records')
  await expect(records.getByTestId('kept-record')).toHaveCount(1)
  const stored = await page.evaluate(() => localStorage.getItem('535.matchRecords') ?? '[]')
  const text = (JSON.parse(stored) as { text: string }[])[0]?.text ?? ''
  const tampered = text.replace(/"penalties":\[(\d+)/, (_, n: string) => `"penalties":[${Number(n) + 1}`)
  expect(tampered).not.toEqual(text)
  await records
    .getByTestId('record-file')
    .setInputFiles({ name: 'match.json', mimeType: 'application/json', buffer: Buffer.from(tampered) })
  await expect(records.getByTestId('record-refused')).toHaveText(/does not add up/)
  await expectNoSeriousA11yIssues(page, 'review page')
  await keepScreenshot(page, 'test-results/review-page.png')

  await records
    .getByTestId('record-file')
    .setInputFiles({ name: 'match.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('review').getByTestId('review-position')).toHaveText(/^Move 0 of \d+$/)
  await page.getByTestId('review-back').click()
  await records.getByTestId('kept-record').click()
  await expect(page.getByTestId('review')).toBeVisible()
})
