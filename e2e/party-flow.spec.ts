// (issue 16, points 3–5) The party flow on a headless table (`npm run host`), at desktop size and on a
// phone: the host link runs the table without a seat (start, kick, back to the lobby, seat changes,
// rematch); Leave asks first and the same browser gets its seat back; the last round is shown inside the
// match end; the tab title says when it is your turn; a dropped player's seat shows its countdown.
// Each test runs its table once at desktop size and resizes the same pages to the phone at every screen
// it photographs (`atBothSizes`; the clicks that move the table on are spread over both sizes). The match
// ends come from tables opened at a match's last card (the scenario `last-round`, src/scenarios), not
// from bots playing whole matches.
import type { Browser, Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { expect, test, type RunningHost } from './helpers/host'
import { clickTableTool, joinTable } from './helpers/play'
import { botName } from '../src/protocol/bot-names'
import { sitAt } from './helpers/scenario'
import { findScenario } from '../src/scenarios'
import { keepScreenshot } from './helpers/screenshots'

const SIZES = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } }
] as const

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport })
  return context.newPage()
}

/** The host link, without taking a seat. */
async function joinAsHost(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.getByTestId('join-name').fill('Hal')
  await page.getByRole('button', { name: 'Watch instead' }).click()
}

type Size = (typeof SIZES)[number]

/** The bots' pause at the tables opened at a match's end: a new match's first round lasts long enough to see. */
const BOT_PAUSE_MS = 1_500

/** Runs `check` at each size, every page resized to it first (a step per size); the pages stay at the
 *  last one, so the click that follows is made at that size. */
async function atBothSizes(
  pages: Page[],
  check: (size: Size, first: boolean) => Promise<void>,
  last: Size['label'] = 'desktop'
): Promise<void> {
  const order = [...SIZES.filter((s) => s.label !== last), ...SIZES.filter((s) => s.label === last)]
  for (const [i, size] of order.entries()) {
    await test.step(size.label, async () => {
      for (const page of pages) await page.setViewportSize(size.viewport)
      // axe at the first size only (helpers/axe.ts)
      await check(size, i === 0)
    })
  }
}

/** A table at its match's last card (Ada's, with three bots): Hal watches through the host link, Ada
 *  leaves for good at her last card, the bot that plays for her plays it, and the match is over. */
async function matchEndedByBots(browser: Browser, host: RunningHost, hal: Page): Promise<void> {
  await joinAsHost(hal, host.hostControl)
  const ada = await newPage(browser, SIZES[0].viewport)
  await sitAt(ada, host, 0)
  await expect(ada.getByTestId('hand')).toBeVisible()
  await clickTableTool(ada, 'table-leave')
  await ada.getByTestId('leave-confirm').click()
  await ada.context().close()
}

test('the host link runs a headless table: start text, kick, leave and return, back to lobby, rematch', async ({
  browser,
  startHost
}) => {
  test.setTimeout(180_000)
  const host = await startHost({ seats: 3, bots: 1, target: 5, seed: 3, botDelayMs: 40, grace: 60 })
  const hal = await newPage(browser, SIZES[0].viewport)
  const ann = await newPage(browser, SIZES[0].viewport)
  const bob = await newPage(browser, SIZES[0].viewport)

  // The host link gets the lobby's controls without a seat; the lobby tells the truth about starting.
  await joinAsHost(hal, host.hostControl)
  await expect(hal.getByTestId('start')).toBeVisible()
  await expect(hal.getByTestId('lobby-seat').filter({ hasText: 'Open seat' })).toHaveCount(2)
  await joinTable(ann, host.url, 'Ann')
  await expect(ann.getByTestId('lobby-wait')).toHaveText('The match starts as soon as every seat is taken.')
  await atBothSizes([hal], async (size) => {
    await expect(hal.getByTestId('lobby-seat').filter({ hasText: 'Ann' })).toBeVisible()
    await keepScreenshot(hal, `test-results/party-host-lobby-${size.label}.png`)
  })

  // The last seat fills: the match starts by itself.
  await joinTable(bob, host.url, 'Bob')
  await expect(bob.getByTestId('hand')).toBeVisible()

  // Kick: Bob is told why; a bot plays his seat. The host menu is opened at both sizes (on the phone it
  // sits behind Menu).
  await atBothSizes(
    [hal],
    async (size, first) => {
      await clickTableTool(hal, 'host-menu')
      await expect(hal.getByTestId('host-dialog')).toBeVisible()
      if (first) await expectNoSeriousA11yIssues(hal, `host dialog (${size.label})`)
      await keepScreenshot(hal, `test-results/party-host-dialog-${size.label}.png`)
      // Remove asks first (issue 23): Keep leaves Bob seated.
      await hal.getByRole('button', { name: 'Remove: Bob' }).click()
      const question = hal.getByTestId('remove-seat-dialog')
      await expect(question.getByRole('heading')).toHaveText('Remove Bob?')
      if (first) await expectNoSeriousA11yIssues(hal, `remove question mid-match (${size.label})`)
      await question.getByRole('button', { name: 'Keep' }).click()
      await expect(question).toBeHidden()
      await expect(bob.getByTestId('hand')).toBeVisible()
    },
    'phone'
  )
  // Remove takes him off (clicked on the phone).
  const question = hal.getByTestId('remove-seat-dialog')
  await clickTableTool(hal, 'host-menu')
  await hal.getByRole('button', { name: 'Remove: Bob' }).click()
  await question.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(bob.getByText('The host took you off the table.')).toBeVisible()
  // A bot takes Bob's seat (seat 2) and goes by the medium level's name for it.
  await expect(hal.getByRole('group', { name: new RegExp(`^${botName('en', 'medium', 1)},`) })).toBeVisible()

  // Leave asks first; Stay keeps Ann at the table (asked at both sizes).
  await atBothSizes([ann], async (size, first) => {
    await clickTableTool(ann, 'table-leave')
    await expect(ann.getByTestId('leave-dialog')).toBeVisible()
    if (first) await expectNoSeriousA11yIssues(ann, `leave dialog (${size.label})`)
    await ann.getByRole('button', { name: 'Stay' }).click()
    await expect(ann.getByTestId('hand')).toBeVisible()
  })
  // Leave for real, then come back from the same browser: the same seat, with its hand.
  await clickTableTool(ann, 'table-leave')
  await ann.getByTestId('leave-confirm').click()
  await expect(ann.getByTestId('join-submit')).toBeVisible()
  await expect(hal.getByRole('group', { name: /^Ann,/ })).toContainText('away')
  await ann.getByTestId('join-submit').click()
  await expect(ann.getByTestId('hand')).toBeVisible()
  await expect(ann.locator('[data-seat="0"]').first()).toBeVisible()
  for (const page of [ann, bob]) await page.context().close()

  // A table at its match's last card: the player leaves for good, a bot plays her last card. The last
  // round is shown inside the match end.
  // (The bots take their time, so the match started next is still in its first round when looked at.)
  const last = await startHost({ scenario: 'last-round', botDelayMs: BOT_PAUSE_MS })
  await matchEndedByBots(browser, last, hal)
  const end = hal.getByTestId('match-end')
  await expect(end).toBeVisible({ timeout: 20_000 })
  await atBothSizes([hal], async (size) => {
    await expect(end.getByTestId('last-round')).toBeVisible()
    // a header row and one per seat
    await expect(end.getByTestId('last-round').getByRole('row')).toHaveCount(findScenario('last-round')!.seats.length + 1)
    await keepScreenshot(hal, `test-results/party-match-end-${size.label}.png`, { fullPage: true })
  })

  // Back to the lobby: the seats stay, the table waits for the host; move a seat, then start.
  await end.getByTestId('back-to-lobby').click()
  await expect(hal.getByTestId('start')).toBeEnabled()
  await hal
    .getByTestId('lobby-seat')
    .nth(1)
    .getByRole('combobox', { name: 'Move to seat' })
    .selectOption({ label: 'Seat 3' })
  await expect(hal.getByTestId('lobby-seat').nth(2)).toContainText(botName('en', 'medium', 2))
  await hal.getByTestId('start').click()
  await expect(hal.getByText('Round 1', { exact: true })).toBeVisible()
  await expect(end).toBeHidden()

  // Rematch from the host link (on the phone) at another match's end: a new match begins.
  await hal.setViewportSize(SIZES[1].viewport)
  await matchEndedByBots(browser, await startHost({ scenario: 'last-round', botDelayMs: BOT_PAUSE_MS }), hal)
  await expect(end).toBeVisible({ timeout: 20_000 })
  await end.getByTestId('rematch').click()
  await expect(end).toBeHidden({ timeout: 15_000 })
  await expect(hal.getByText('Round 1', { exact: true })).toBeVisible()
})

test('leave in the lobby holds the seat with a countdown; the same browser takes it back', async ({
  browser,
  startHost
}) => {
  const host = await startHost({ seats: 3, bots: 0, grace: 120 })
  const ann = await newPage(browser, SIZES[0].viewport)
  const bob = await newPage(browser, SIZES[0].viewport)
  await joinTable(ann, host.url, 'Ann')
  await joinTable(bob, host.url, 'Bob')
  await expect(bob.getByTestId('lobby-seat').nth(1)).toContainText('you')
  // These pages prefer reduced motion (playwright.config.ts): Bob's waiting note breathes once, and nothing
  // on his page keeps moving (an endless animation shortened to 1 ms flickers instead: app.css).
  await expect(bob.getByTestId('lobby-wait')).toBeVisible()
  const endless = await bob.evaluate(
    () => document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity).length
  )
  expect(endless, 'endless animations with reduced motion').toBe(0)

  await ann.getByTestId('leave').click()
  await expect(ann.getByTestId('leave-dialog')).toContainText('120 seconds')
  await ann.getByTestId('leave-confirm').click()
  const held = bob.getByTestId('lobby-seat').nth(0)
  await expect(held).toContainText('Ann')
  await atBothSizes([bob], async (size) => {
    await expect(held.getByTestId('grace-countdown')).toContainText(/seat held for \d+ s/)
    await keepScreenshot(bob, `test-results/party-lobby-grace-${size.label}.png`)
  })

  await ann.getByTestId('join-submit').click()
  await expect(ann.getByTestId('lobby-seat').nth(0)).toContainText('you')
  await expect(held.getByTestId('grace-countdown')).toHaveCount(0)
})

test('your turn shows in the title; a dropped player’s seat shows when a bot takes over', async ({
  browser,
  startHost
}) => {
  const host = await startHost({ seats: 2, bots: 1, seed: 4, botDelayMs: 300, grace: 90 })
  const hal = await newPage(browser, SIZES[0].viewport)
  await joinAsHost(hal, host.hostControl)
  const annContext = await browser.newContext({ viewport: SIZES[0].viewport })
  const ann = await annContext.newPage()
  await joinTable(ann, host.url, 'Ann')
  await expect(ann.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
  await expect(ann).toHaveTitle('● Your turn — Five Three Five')
  await expect(hal).toHaveTitle('Five Three Five')
  await atBothSizes([ann], async (size) => {
    await expect(ann.getByTestId('hint')).toBeVisible()
    await keepScreenshot(ann, `test-results/party-your-turn-${size.label}.png`)
  })

  // Ann's connection drops: everyone sees how long until a bot plays her seat.
  await annContext.close()
  const countdown = hal.getByTestId('grace-countdown')
  await expect(countdown).toContainText(/a bot takes over in \d+ s/)
  const first = Number(await countdown.getAttribute('data-seconds'))
  expect(first).toBeGreaterThan(60)
  await expect.poll(async () => Number(await countdown.getAttribute('data-seconds'))).toBeLessThan(first)
  await atBothSizes([hal], async (size) => {
    await expect(countdown).toBeVisible()
    await keepScreenshot(hal, `test-results/party-grace-countdown-${size.label}.png`)
  })
})
