// (issue 23, Major 5 and "Ready, then rematch") The host sees who is ready, by name, after a round and
// after the match; Rematch asks before leaving anyone behind and, told to wait, starts by itself once the
// last player is ready; a player still reading is never swept off their results: while the host waits they
// stay, and when the host starts without them they stay over the new table until Continue.
// The host (Ada, through the host link, seated) and Bea play a two-player match of two hands, each hand
// from its last trick (the scenarios `two-hands-last-trick` and `two-hands-last-round`, src/scenarios):
// Ada leads her last card, so hand 1 ends (a round end) and hand 2 ends the match, every time.
// Each test plays its match once and checks every screen at every size by resizing the same two pages
// (a step per size names the size that failed); the clicks that move the match on are spread over the sizes.
// What a screen says and who is ready is read once per screen; at each size what depends on the layout:
// what is shown, axe, the screenshot.
import type { Browser, Locator, Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { expect, test, type RunningHost } from './helpers/host'
import { step } from './helpers/play'
import { sitAt } from './helpers/scenario'
import { TABLE_SIZES, atEachSize, type TableSize } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'

const [DESKTOP, PORTRAIT, LANDSCAPE] = TABLE_SIZES

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: DESKTOP.width, height: DESKTOP.height } })
  return context.newPage()
}

/** A seat in the host's list of who is ready. */
function listed(list: Locator, name: string): Locator {
  return list.getByTestId('ready-seat').filter({ hasText: name })
}

/** Ada (through the host link) and Bea sit down at a scenario table (in these pages, or new ones). */
async function seatBoth(browser: Browser, host: RunningHost, pages?: { ada: Page; bea: Page }): Promise<{ ada: Page; bea: Page }> {
  const ada = pages?.ada ?? (await newPage(browser))
  const bea = pages?.bea ?? (await newPage(browser))
  await sitAt(ada, host, 0, { hostControl: true })
  await sitAt(bea, host, 1)
  await expect(bea.getByTestId('hand')).toBeVisible()
  return { ada, bea }
}

/** Ada leads her last card (the point each scenario stops at): the hand is over. */
async function adaGoesOut(ada: Page): Promise<void> {
  expect(await step(ada)).toBe('played')
}

/** Every table size, `last` last: the pages stay at it, so the click that follows is made at that size. */
function endingAt(last: TableSize): TableSize[] {
  return [...TABLE_SIZES.filter((s) => s !== last), last]
}

const HAND_MS = 20_000

test('the host sees who is ready; a waiting Rematch starts when the player still reading is ready', async ({
  browser,
  startHost
}) => {
  test.setTimeout(300_000)
  const host = await startHost({ scenario: 'two-hands-last-trick' })
  const { ada, bea } = await seatBoth(browser, host)
  const both = [ada, bea]
  await adaGoesOut(ada)

  // Hand 1 is over: the host sees both players by name, and Bea's ready as she gives it.
  const roundEnd = ada.getByTestId('round-end')
  await expect(roundEnd).toBeVisible({ timeout: HAND_MS })
  const roundList = roundEnd.getByTestId('ready-list')
  await expect(listed(roundList, 'Bea')).toHaveAttribute('data-readiness', 'reading')
  await expect(listed(roundList, 'Bea')).toContainText('still reading')
  await atEachSize(both, endingAt(PORTRAIT), async () => {
    await expect(roundEnd).toBeVisible()
    await expect(listed(roundList, 'Bea')).toBeVisible()
    await expect(bea.getByTestId('ready')).toBeVisible()
  })
  await bea.getByTestId('ready').click()
  await expect(listed(roundList, 'Bea')).toHaveAttribute('data-readiness', 'ready')
  await expect(listed(roundList, 'Ada')).toHaveAttribute('data-readiness', 'reading')
  await atEachSize(both, endingAt(LANDSCAPE), async (size, first) => {
    await expect(roundEnd.getByTestId('ready')).toBeVisible()
    if (first) await expectNoSeriousA11yIssues(ada, `round end, host (${size.name})`)
    await keepScreenshot(ada, `test-results/rematch-round-end-host-${size.name}.png`)
  })
  await roundEnd.getByTestId('ready').click()
  // Both are ready: hand 2 is dealt.
  for (const page of both) await expect(page.getByTestId('hand')).toBeVisible()
  await expect(roundEnd).toBeHidden()

  // Hand 2 at its last trick (a table opened there): Ada goes out and the match is over.
  await seatBoth(browser, await startHost({ scenario: 'two-hands-last-round' }), { ada, bea })
  await adaGoesOut(ada)

  // The match is over: Bea still reads. The host's Rematch asks first.
  const end = ada.getByTestId('match-end')
  const beaEnd = bea.getByTestId('match-end')
  await expect(end).toBeVisible({ timeout: HAND_MS })
  const list = end.getByTestId('ready-list')
  await expect(listed(list, 'Bea')).toHaveAttribute('data-readiness', 'reading')
  await atEachSize(both, endingAt(DESKTOP), async (size) => {
    await expect(end).toBeVisible()
    await expect(beaEnd).toBeVisible()
    await expect(end.getByTestId('rematch')).toBeVisible()
    await keepScreenshot(ada, `test-results/rematch-match-end-host-${size.name}.png`)
  })
  await end.getByTestId('rematch').click()
  const question = ada.getByTestId('rematch-question')
  await expect(question).toContainText('Start without waiting for Bea?')
  await expect(question.getByTestId('rematch-wait')).toBeFocused()
  await atEachSize(both, endingAt(PORTRAIT), async (size, first) => {
    await expect(question.getByTestId('rematch-wait')).toBeVisible()
    if (first) await expectNoSeriousA11yIssues(ada, `rematch question (${size.name})`)
    await keepScreenshot(ada, `test-results/rematch-question-${size.name}.png`)
  })

  // Wait: the host sees the rematch waits (and may cancel); asking counts as the host's own ready.
  await question.getByTestId('rematch-wait').click()
  await expect(question).toBeHidden()
  await expect(end.getByTestId('rematch-waits')).toHaveText('The rematch starts when everyone is ready.')
  await expect(end.getByTestId('rematch-cancel')).toBeFocused()
  await expect(listed(list, 'Ada')).toHaveAttribute('data-readiness', 'ready')
  await expect(listed(list, 'Bea')).toHaveAttribute('data-readiness', 'reading')
  // Bea's results are still there — the change that would have replaced them only tells her the
  // host waits for her.
  await expect(beaEnd.getByTestId('rematch-waits')).toHaveText(
    'The host starts the rematch as soon as everyone is ready.'
  )
  await expect(beaEnd.getByTestId('ready-count')).toContainText('1 of 2 ready')
  await atEachSize(both, endingAt(LANDSCAPE), async (size, first) => {
    await expect(end.getByTestId('rematch-cancel')).toBeVisible()
    if (first) await expectNoSeriousA11yIssues(ada, `rematch waiting, host (${size.name})`)
    await keepScreenshot(ada, `test-results/rematch-waiting-host-${size.name}.png`)
    await expect(beaEnd.getByTestId('winners')).toBeVisible()
    await expect(beaEnd.getByTestId('rematch')).toBeVisible()
    if (first) await expectNoSeriousA11yIssues(bea, `rematch waiting, player (${size.name})`)
    await keepScreenshot(bea, `test-results/rematch-waiting-player-${size.name}.png`)
  })

  // Bea is ready: the rematch starts by itself for both.
  await beaEnd.getByTestId('rematch').click()
  await atEachSize(both, endingAt(DESKTOP), async () => {
    for (const page of both) {
      await expect(page.getByTestId('match-end')).toBeHidden()
      await expect(page.getByTestId('hand')).toBeVisible()
    }
  })
})

test('started without a player still reading, their results stay over the new match until Continue', async ({
  browser,
  startHost
}) => {
  test.setTimeout(300_000)
  const host = await startHost({ scenario: 'two-hands-last-round' })
  const { ada, bea } = await seatBoth(browser, host)
  const both = [ada, bea]
  await adaGoesOut(ada)
  const end = ada.getByTestId('match-end')
  await expect(end).toBeVisible({ timeout: HAND_MS })
  const winners = await bea.getByTestId('match-end').getByTestId('winners').textContent()

  await end.getByTestId('rematch').click()
  await ada.getByTestId('rematch-question').getByTestId('rematch-now').click()
  await expect(end).toBeHidden()
  await expect(ada.getByTestId('hand')).toBeVisible()

  // Bea's screen did not change under her eyes: the same results, over the new match, until she is done.
  const kept = bea.getByTestId('kept-match-end')
  await expect(kept.getByTestId('winners')).toHaveText(winners ?? '')
  await expect(kept.getByTestId('kept-note')).toHaveText(
    'The host started a new match: it is already on behind these results.'
  )
  await expect(kept.getByTestId('results-continue')).toBeFocused()
  await atEachSize(both, endingAt(PORTRAIT), async (size, first) => {
    await expect(kept).toBeVisible()
    await expect(kept.getByTestId('results-continue')).toBeVisible()
    if (first) await expectNoSeriousA11yIssues(bea, `kept results (${size.name})`)
    await keepScreenshot(bea, `test-results/rematch-kept-results-${size.name}.png`)
  })
  // The new match is on meanwhile; its own first results, if already in, wait under these.
  await kept.getByTestId('results-continue').click()
  await atEachSize(both, endingAt(LANDSCAPE), async () => {
    await expect(kept).toBeHidden()
    await expect(bea.getByTestId('hand').or(bea.getByTestId('round-end')).first()).toBeVisible()
  })
})
