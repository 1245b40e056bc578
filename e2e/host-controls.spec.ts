// (issue 51) The host's controls during a match, seen from the other side: the host pauses and a guest and
// the TV see "Paused by the host"; the host changes the turn timer and everyone sees the new length; a
// player who steps away gets the away badge on the guest's table and the TV; a turn the timer played says
// "Time ran out — …" in the guest's log; the host ends the match now after a question, and the guest and
// the TV see the match's end.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { clickTableTool, joinTable, step } from './helpers/play'
import { en } from '../src/renderer/src/i18n/en'
import { keepScreenshot } from './helpers/screenshots'

async function newPage(browser: Browser, width = 1280, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' })
  return context.newPage()
}

async function openHostMenu(page: Page): Promise<void> {
  await clickTableTool(page, 'host-menu')
  await expect(page.getByTestId('host-dialog')).toBeVisible()
}

test('the host pauses, changes the timer and ends the match now; a guest and the TV follow', async ({ browser, startHost }) => {
  test.setTimeout(120_000)
  // Four seats: Hal (the host link), Gus, Ann and a bot. A target nobody reaches, so only the host ends it.
  const host = await startHost({ seats: 4, bots: 1, target: 200, grace: 1, botDelayMs: 200 })
  const hal = await newPage(browser)
  await hal.goto(host.hostControl)
  await hal.getByTestId('join-name').fill('Hal')
  await hal.getByTestId('join-submit').click()
  const gus = await newPage(browser)
  await joinTable(gus, host.url, 'Gus')
  const ann = await newPage(browser, 390, 844)
  await joinTable(ann, host.url, 'Ann')
  const tv = await newPage(browser, 1280, 720)
  await tv.goto(`${host.url}?screen=party`)
  for (const page of [hal, gus, ann]) await expect(page.getByTestId('hand')).toBeVisible()
  const tvScreen = tv.getByTestId('party-screen')
  await expect(tvScreen).toHaveAttribute('data-screen', 'playing')

  // Pause: every screen says so over the trick; the host's own menu offers Resume.
  await openHostMenu(hal)
  await hal.getByTestId('pause-match').click()
  await expect(hal.getByTestId('resume-match')).toBeVisible()
  await hal.getByTestId('host-dialog').getByRole('button', { name: en.keys.close }).click()
  for (const page of [gus, ann, hal]) await expect(page.getByTestId('paused-note')).toContainText(en.hostControls.paused)
  await expect(tvScreen.getByTestId('paused-note')).toContainText(en.hostControls.paused)
  await keepScreenshot(gus, 'test-results/host-controls-paused-guest.png')
  await keepScreenshot(tv, 'test-results/host-controls-paused-tv.png')

  // Resume, and a turn timer of 2 s from the next turn: everyone sees the new length beside the round.
  await openHostMenu(hal)
  await hal.getByTestId('resume-match').click()
  await hal.getByLabel(en.home.turnSeconds).fill('2')
  await hal.getByTestId('apply-turn-timer').click()
  await hal.getByTestId('host-dialog').getByRole('button', { name: en.keys.close }).click()
  await expect(gus.getByTestId('paused-note')).toHaveCount(0)
  const perTurn = en.hostControls.perTurn.replace('{{n}}', '2')
  await expect(gus.getByTestId('turn-timer-label')).toHaveText(perTurn)
  await expect(tv.getByTestId('party-round')).toContainText(perTurn)
  // The turn being played keeps the timer it started with (none): whoever is on turn plays it.
  for (const page of [hal, gus, ann]) if (await page.getByTestId('hint').isVisible()) await step(page)

  // Ann steps away: after her grace period a bot plays for her, and her seat says so everywhere.
  await clickTableTool(ann, 'table-leave')
  await ann.getByTestId('leave-confirm').click()
  const annOnGus = gus.locator('.table-screen [data-testid="seat"]').filter({ hasText: 'Ann' })
  await expect(annOnGus.getByTestId('seat-status')).toHaveText(en.lobby.away, { timeout: 15_000 })
  await expect(annOnGus.getByTestId('seat-status')).toHaveAttribute('data-away', 'true')
  const annOnTv = tvScreen.locator('[data-testid="seat"]').filter({ hasText: 'Ann' })
  await expect(annOnTv.getByTestId('party-away')).toHaveText(en.lobby.away)
  await keepScreenshot(gus, 'test-results/host-controls-away-guest.png')
  await keepScreenshot(tv, 'test-results/host-controls-away-tv.png')

  // Nobody moves: the timer plays for Hal and Gus, and Gus's log says whose time ran out.
  await gus.keyboard.press('l')
  const timedOut = en.hostControls.timedOut.replace('{{line}}', '')
  await expect(gus.getByTestId('log').getByText(new RegExp(`^${timedOut}(Hal|Gus) `)).first()).toBeVisible({ timeout: 30_000 })
  await keepScreenshot(gus, 'test-results/host-controls-log-guest.png')
  await gus.keyboard.press('l')

  // End the match now: asked first (Keep playing changes nothing), then everyone sees the match's end.
  await openHostMenu(hal)
  await hal.getByTestId('end-match').click()
  const question = hal.getByTestId('end-match-dialog')
  await expect(question).toContainText(en.hostControls.endText)
  await keepScreenshot(hal, 'test-results/host-controls-end-question.png')
  await question.getByRole('button', { name: en.hostControls.keepPlaying }).click()
  await expect(question).toBeHidden()
  await expect(gus.getByTestId('match-end')).toHaveCount(0)
  await openHostMenu(hal)
  await hal.getByTestId('end-match').click()
  await hal.getByTestId('end-match-confirm').click()
  for (const page of [gus, hal]) {
    await expect(page.getByTestId('match-end')).toBeVisible()
    await expect(page.getByTestId('match-end-note')).toHaveText(en.hostControls.endedEarly)
  }
  await expect(tvScreen).toHaveAttribute('data-screen', 'matchOver')
  await expect(tvScreen).toContainText(en.hostControls.endedEarly)
  await keepScreenshot(gus, 'test-results/host-controls-match-end-guest.png')
  await keepScreenshot(tv, 'test-results/host-controls-match-end-tv.png')
})
