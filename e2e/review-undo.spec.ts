// Issue 51: a solo match with an Undo keeps its record. Ann takes back her first move, then plays the
// two-hand match against a bot to its end; the match's review lists, in round 1, the move she took back
// (marked so), the undo itself, and the round as it was finally played.
import { expect, test } from './helpers/host'
import { en } from '../src/renderer/src/i18n/en'
import { HINT_TIMEOUT_MS, joinTable, stateVersion, step, waitForNewState } from './helpers/play'
import { keepScreenshot } from './helpers/screenshots'

test('a solo match with an Undo has a review that shows the move taken back', async ({ page, startHost }) => {
  test.setTimeout(240_000)
  const host = await startHost({ seats: 2, bots: 1, seed: 21 })
  await joinTable(page, host.url, 'Ann')

  // Ann's first move, taken back once the bot has answered (as e2e/undo.spec.ts does).
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: HINT_TIMEOUT_MS })
  const played = await step(page)
  expect(played).not.toBe('matchOver')
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: HINT_TIMEOUT_MS })
  const version = await stateVersion(page)
  await page.getByTestId('undo').click()
  await waitForNewState(page, version)

  // Then the match to its end.
  for (let guard = 0; guard < 400 && (await step(page)) !== 'matchOver'; guard++);
  await page.getByTestId('match-end').getByTestId('review-match').click()

  const review = page.getByTestId('review')
  await expect(review.getByTestId('review-banner')).toHaveText(/^Round 1 is dealt/)
  const moves = review.getByTestId('review-moves').getByTestId('review-move')
  const takenBack = en.reviewMoves.takenBack.replace('{{line}}', '')
  await expect(moves.filter({ hasText: en.reviewMoves.undo.replace('{{name}}', 'Ann') })).toHaveCount(1)
  const back = moves.filter({ hasText: takenBack })
  expect(await back.count()).toBeGreaterThan(0)
  // A taken-back move is not a step of the round: it has no button, the kept moves have one each.
  await expect(back.getByRole('button')).toHaveCount(0)
  const total = Number((await review.getByTestId('review-position').textContent())?.match(/of (\d+)$/)?.[1])
  await expect(moves.getByRole('button')).toHaveCount(total)
  await keepScreenshot(page, 'test-results/review-undo.png', { fullPage: true })
})
