// (1) A solo-style match: one browser player against three bots on the real headless host, played
// through the UI: its first turn at a new table, then a round's end and the match's end, each from a
// scenario (src/scenarios: `last-trick`, `last-round`) instead of playing every round to reach them.
import { expect, test } from './helpers/host'
import { HINT_TIMEOUT_MS, joinTable, step, whatsNext, type Outcome } from './helpers/play'
import { sitAt } from './helpers/scenario'
import { keepScreenshot } from './helpers/screenshots'

test('one player against three bots: the first turn, a round end and the match end', async ({ page, startHost }) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const host = await startHost({ seats: 4, bots: 3, seed: 11 })

  await page.goto(host.hostControl)
  await expect(page.getByText('You are joining as the host of this table.')).toBeVisible()
  await joinTable(page, host.hostControl, 'Ada')

  // The table fills at once (three bots) and the match starts.
  const hand = page.getByTestId('hand')
  await expect(hand.getByRole('button')).toHaveCount(12)
  await expect(page.getByRole('group', { name: /^Ada \(you\)/ })).toBeVisible()
  await expect(page.getByTestId('seat')).toHaveCount(4)
  // Cards are named like the cards: "sun 12, 3 points".
  await expect(hand.getByRole('button').first()).toHaveAccessibleName(/^(rain|cloud|sun) \d+, \d points?$/)

  // First turn: show what a selection offers, for the screenshot.
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
  // The hint asks the host for a suggestion and shows it.
  await page.getByTestId('hint').click()
  await expect(page.getByTestId('actions').getByText(/^Suggestion: /)).toBeVisible({
    timeout: HINT_TIMEOUT_MS
  })
  // The hint picks the suggested cards, so the actions show what they make.
  await expect(page.getByTestId('actions')).toBeVisible()
  await keepScreenshot(page, 'test-results/table.png')
  const clear = page.getByRole('button', { name: 'Clear selection' })
  if (await clear.isVisible()) await clear.click()
  const seen = new Set<Outcome>()
  seen.add(await step(page))

  // A round's last trick (round 1, Ada leads her last card; the match goes on), then the match's last
  // round: the same player, host link and bots, each table opened at that point.
  const lastTrick = await startHost({ scenario: 'last-trick' })
  await sitAt(page, lastTrick, 0, { hostControl: true })
  let roundEndShot = false
  for (let i = 0; i < 20 && !roundEndShot; i++) {
    // Every round end waits for this player's Ready, so the sheet is looked at then: a check before the
    // step missed it whenever the round ended while the step was waiting (and Ready was pressed at once).
    if (!roundEndShot && (await whatsNext(page)) === 'ready') {
      await expect(page.getByTestId('round-end').getByRole('img').first()).toBeVisible()
      await page.waitForTimeout(400) // let the sheet settle
      await keepScreenshot(page, 'test-results/round-end.png')
      roundEndShot = true
    }
    if (!roundEndShot) seen.add(await step(page))
  }
  expect(roundEndShot).toBe(true)

  const lastRound = await startHost({ scenario: 'last-round' })
  await sitAt(page, lastRound, 0, { hostControl: true })
  for (let i = 0; i < 20; i++) {
    const outcome = await step(page)
    seen.add(outcome)
    if (outcome === 'matchOver') break
  }
  expect(seen.has('matchOver')).toBe(true)
  expect(seen.has('played')).toBe(true)

  const end = page.getByTestId('match-end')
  await expect(end.getByTestId('winners')).not.toBeEmpty()
  await expect(end.getByRole('img', { name: 'Totals after each round' })).toBeVisible()
  await page.waitForTimeout(600) // let the entrance animation settle
  await keepScreenshot(page, 'test-results/match-end.png')
  expect(roundEndShot).toBe(true)
  expect(errors).toEqual([])
})
