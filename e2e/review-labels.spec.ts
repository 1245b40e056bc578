// Issue 51: the review says who really made each move. A match's last round with Bea away (a stand-in bot
// plays for her, the `away-last-round` scenario) and a one-second turn timer: Ada's time runs out on her
// last card, so the turn timer plays it and ends the match. Her review lists the round's moves with Bea's
// marked "(bot playing)" and Ada's last one "(time ran out)", in the list and in the banner.
import { expect, test } from './helpers/host'
import { en } from '../src/renderer/src/i18n/en'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { sitAt } from './helpers/scenario'
import { keepScreenshot } from './helpers/screenshots'

const said = (text: string, name: string) => text.replace('{{name}}', name)

test('the review marks the moves the turn timer and a stand-in bot made', async ({ page, startHost }) => {
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
  await expectNoSeriousA11yIssues(page, 'review with marked moves')
  await keepScreenshot(page, 'test-results/review-labels.png', { fullPage: true })
})
