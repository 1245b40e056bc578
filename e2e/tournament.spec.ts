// Issue 52, tournament night end to end: the real tournament host (`npm run host -- --tournament`), a
// director at a desktop browser, a big screen, and two phones. The phones register from the join page,
// the director starts each stage, every phone goes to its table by itself (nothing typed), plays its
// deal against bots, and follows its player to the next stage's table; the big screen shows the tables
// while they play, the standings with their movement, and at the end the podium and the evening's chart.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from '@playwright/test'
import { step } from './helpers/play'
import { startTournament, type RunningTournament } from './helpers/tournament-host'
import { ar } from '../src/renderer/src/i18n/ar'
import { keepScreenshot } from './helpers/screenshots'

const PHONE = { width: 390, height: 844 }

async function newPage(browser: Browser, viewport = PHONE, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ viewport, locale })
  return context.newPage()
}

/** A phone at its table plays the stage's deal out (one deal: one round) with the simple strategy. */
async function playOut(page: Page): Promise<void> {
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
  for (let moves = 0; moves < 200; moves++) {
    if ((await step(page)) === 'matchOver') return
  }
  throw new Error('the deal did not end')
}

let tournament: RunningTournament | null = null
test.afterEach(async () => {
  await tournament?.stop()
  tournament = null
})

test('a duplicate evening: two phones register, follow their seats through two stages, and the big screen ranks them', async ({
  browser
}) => {
  test.setTimeout(180_000)
  tournament = await startTournament({
    name: 'Friday cup',
    format: 'duplicate',
    stages: 2,
    deals: 1,
    tableSize: 4,
    bots: 6
  })
  const director = await newPage(browser, { width: 1280, height: 800 })
  // The big screen speaks Arabic too: the evening's other direction at a TV's size.
  const tv = await newPage(browser, { width: 1920, height: 1080 }, 'ar-EG')
  // Bea's phone speaks Arabic: the same evening, right to left.
  const [ada, bea] = [await newPage(browser), await newPage(browser, PHONE, 'ar-EG')]

  await director.goto(tournament.director)
  await expect(director.getByTestId('director-panel')).toBeVisible()
  // The director's key left the address bar at once: a shared screen or a copied address cannot carry it.
  expect(director.url()).not.toContain('director=')
  await tv.goto(tournament.screen)
  await expect(tv.getByTestId('tournament-screen')).toBeVisible()
  await expect(tv.locator('html')).toHaveAttribute('dir', 'rtl')

  for (const [page, name] of [
    [ada, 'Ada'],
    [bea, 'Bea']
  ] as const) {
    await page.goto(tournament.join)
    await page.getByTestId('tournament-register').getByRole('textbox').fill(name)
    await page.getByTestId('tournament-register').getByRole('button').click()
    await expect(page.getByTestId('my-evening')).toContainText(name)
  }
  await expect(bea.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(bea.getByTestId('my-evening')).toContainText(ar.tournament.youAre.replace('{{name}}', 'Bea'))
  await expect(director.getByTestId('director-panel')).toContainText('Bea')
  await expect(tv.getByTestId('tournament-entrant')).toHaveCount(8)
  await keepScreenshot(director, 'test-results/tournament-director.png', { fullPage: true })
  await keepScreenshot(ada, 'test-results/tournament-phone-registered.png', { fullPage: true })
  await keepScreenshot(tv, 'test-results/tournament-tv-registration.png')

  // Stage 1: both phones are at a table with nothing typed, while the big screen shows the tables.
  await director.getByTestId('start-stage').click()
  await expect(ada.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
  await expect(bea.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
  // The big screen shows the stage's two tables, each with its deal.
  await expect(tv.getByTestId('tournament-table')).toHaveCount(2)
  await expect(tv.getByTestId('tournament-table').filter({ hasText: 'Ada' })).toHaveCount(1)
  await keepScreenshot(tv, 'test-results/tournament-tv-tables.png')
  await keepScreenshot(director, 'test-results/tournament-director-playing.png', { fullPage: true })
  const firstTables = [new URL(await tableAddress(ada)).port, new URL(await tableAddress(bea)).port]
  await Promise.all([playOut(ada), playOut(bea)])

  // Every table finished: the standings are on the big screen and on the director's page.
  await expect(director.getByTestId('standings')).toBeVisible({ timeout: 30_000 })
  await expect(director.getByTestId('standing-row')).toHaveCount(8)
  await expect(tv.getByTestId('tournament-standing')).toHaveCount(8)

  // Stage 2: the phones, still on their first tables' match end, go to their new tables by themselves.
  await director.getByTestId('start-stage').click()
  await expect
    .poll(() => tableAddress(ada).then((u) => new URL(u).port), { timeout: 20_000 })
    .not.toBe(firstTables[0])
  await expect
    .poll(() => tableAddress(bea).then((u) => new URL(u).port), { timeout: 20_000 })
    .not.toBe(firstTables[1])
  await Promise.all([playOut(ada), playOut(bea)])

  // The evening is over: the phones are back at the tournament and see their places.
  await expect(director.getByTestId('tournament-page')).toHaveAttribute('data-phase', 'over', {
    timeout: 30_000
  })
  for (const page of [ada, bea]) {
    await expect(page.getByTestId('match-end')).toBeVisible({ timeout: 20_000 })
    await page.getByTestId('match-end').getByTestId('leave').click()
    // Leaving a finished match may still ask (LeaveDialog); either way the page is the tournament's after.
    const confirm = page.getByTestId('leave-confirm')
    await expect(confirm.or(page.getByTestId('my-place')).first()).toBeVisible({ timeout: 10_000 })
    if (await confirm.isVisible()) await confirm.click()
    await expect(page.getByTestId('my-place')).toBeVisible({ timeout: 10_000 })
  }
  await expect(director.getByTestId('tournament-export')).toBeVisible()
  await keepScreenshot(bea, 'test-results/tournament-phone-over-ar.png', { fullPage: true })

  // Every game of the evening opens in the review, and Back returns to the tournament.
  await ada.getByTestId('show-games').click()
  await expect(ada.getByTestId('review-game')).toHaveCount(4, { timeout: 10_000 })
  await ada.getByTestId('review-game').first().click()
  await expect(ada.getByTestId('review')).toBeVisible({ timeout: 10_000 })
  await ada.getByTestId('review-back').click()
  await expect(ada.getByTestId('my-place')).toBeVisible()
})

/** The table a phone is connected to, as its page knows it. */
async function tableAddress(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.querySelector('[data-table-address]')
    return `http://${el?.getAttribute('data-table-address') ?? 'none:0'}`
  })
}
