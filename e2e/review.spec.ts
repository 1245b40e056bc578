// A reviewer's evening (issues 26 and 51). From the match end to its review: a short solo-like match (one
// bot, two hands) at its end, the `match-over` scenario (src/scenarios), which hands its record to the
// player who sits down; "Review the match" opens every move of it: ← and → step, the slider jumps within a
// round, the round list jumps to round 2, following a seat hides the other hand; the analysis; Back returns
// to the match end; the browser keeps the record, so its review page lists it; a tampered record file is
// refused in words. Then the review says who really made each move (a stand-in bot's and the turn timer's
// moves are marked: `away-last-round`), and a solo match with an Undo keeps the move taken back in its
// record (`solo-last-hand`: late in the last hand, so only a few moves are played).
import { expect, test } from './helpers/host'
import { en } from '../src/renderer/src/i18n/en'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { sitAt } from './helpers/scenario'
import { HINT_TIMEOUT_MS, stateVersion, step, waitForNewState } from './helpers/play'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'

// The review is checked upright on a phone and on a desktop; the match is played and analysed once, and
// the same page is resized (a second match and analysis per size cost a loaded CI machine 40 s).
const [DESKTOP, PORTRAIT] = TABLE_SIZES

test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } })

const said = (text: string, name: string) => text.replace('{{name}}', name)

test('a reviewer: match end → review with the keys, the slider, the round list and a seat; marked moves; an undone move', async ({
  page,
  startHost
}) => {
  test.setTimeout(300_000)
  await test.step('match end → review: step with the keys, the slider and the round list; follow a seat', async () => {
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

  await test.step('the review marks the moves the turn timer and a stand-in bot made', async () => {
    // A match's last round with Bea away (a stand-in bot plays for her) and a one-second turn timer: Ada's
    // time runs out on her last card, so the turn timer plays it and ends the match.
    const host = await startHost({ scenario: 'away-last-round', turnSeconds: 1 })
    await sitAt(page, host, 0)
    const end = page.getByTestId('match-end')
    await expect(end).toBeVisible({ timeout: 20_000 })
    await end.getByTestId('review-match').click()

    const review = page.getByTestId('review')
    const rounds = review.getByTestId('review-round')
    await expect(rounds.locator('option').first()).toBeAttached()
    const last = (await rounds.locator('option').count()) - 1
    await rounds.selectOption({ index: last })
    await expect(review.getByTestId('review-banner')).toHaveText(new RegExp(`^Round ${last + 1} is dealt`))
    const moves = review.getByTestId('review-moves').getByTestId('review-move')
    const texts = moves.getByTestId('review-move-text')
    const position = review.getByTestId('review-position')
    const total = Number((await position.textContent())?.match(/of (\d+)$/)?.[1])
    await expect(moves).toHaveCount(total)

    // Ada's last card was the turn timer's; every move of Bea's was her stand-in bot's; nobody else's is marked.
    const timer = said(en.reviewMoves.byTimer, 'Ada')
    const standIn = said(en.reviewMoves.byStandIn, 'Bea')
    await expect(texts.last()).toHaveText(new RegExp(`^${timer.replace(/[()]/g, '\\$&')} (leads|plays)`))
    const lines = await texts.allTextContents()
    const beas = lines.filter((l) => l.trim().startsWith('Bea'))
    expect(beas.length).toBeGreaterThan(0)
    expect(beas.every((l) => l.trim().startsWith(standIn))).toBe(true)
    expect(lines.filter((l) => l.includes('(')).length).toBe(beas.length + 1)

    // A line steps the review there: its banner says the same.
    const bea = lines.findIndex((l) => l.trim().startsWith(standIn))
    await moves.nth(bea).getByRole('button').click()
    await expect(position).toHaveText(`Move ${bea + 1} of ${total}`)
    await expect(review.getByTestId('review-banner')).toContainText(standIn)
    await expect(moves.nth(bea).getByRole('button')).toHaveAttribute('aria-current', 'step')
    await moves.last().getByRole('button').click()
    await expect(review.getByTestId('review-banner')).toContainText(timer)
    await keepScreenshot(page, 'test-results/review-labels.png', { fullPage: true })
  })

  await test.step('a solo match with an Undo has a review that shows the move taken back', async () => {
    // Late in the last hand of a solo two-hand match: Ada's move, taken back once the bot has answered
    // (as the keyboard journey, e2e/keyboard.spec.ts, does with Ctrl+Z), then the few moves to the match's end.
    const host = await startHost({ scenario: 'solo-last-hand' })
    await sitAt(page, host, 0)
    await expect(page.getByTestId('hint')).toBeVisible({ timeout: HINT_TIMEOUT_MS })
    const played = await step(page)
    expect(played).not.toBe('matchOver')
    await expect(page.getByTestId('hint')).toBeVisible({ timeout: HINT_TIMEOUT_MS })
    const version = await stateVersion(page)
    await page.getByTestId('undo').click()
    await waitForNewState(page, version)
    for (let guard = 0; guard < 100 && (await step(page)) !== 'matchOver'; guard++);
    await page.getByTestId('match-end').getByTestId('review-match').click()

    // The last hand lists the move Ada took back (marked so), the undo itself, and the hand as played.
    const review = page.getByTestId('review')
    await review.getByTestId('review-round').selectOption({ label: 'Round 2' })
    await expect(review.getByTestId('review-banner')).toHaveText(/^Round 2 is dealt/)
    const moves = review.getByTestId('review-moves').getByTestId('review-move')
    const takenBack = en.reviewMoves.takenBack.replace('{{line}}', '')
    await expect(moves.filter({ hasText: said(en.reviewMoves.undo, 'Ada') })).toHaveCount(1)
    const back = moves.filter({ hasText: takenBack })
    expect(await back.count()).toBeGreaterThan(0)
    // A taken-back move is not a step of the round: it has no button, the kept moves have one each.
    await expect(back.getByRole('button')).toHaveCount(0)
    const total = Number((await review.getByTestId('review-position').textContent())?.match(/of (\d+)$/)?.[1])
    await expect(moves.getByRole('button')).toHaveCount(total)
    await keepScreenshot(page, 'test-results/review-undo.png', { fullPage: true })
  })
})
