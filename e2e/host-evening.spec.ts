// (issue 50: the journey suite) A host's evening, from the host link: the link's key leaves the address
// and a reload keeps the controls (issue 22, point 8); the lobby tells the truth about starting and holds a
// seat left by mistake (issue 16); the match starts when the last seat fills; the host removes a player
// (asked first), a player leaves and comes back to the same seat; the host pauses, changes the turn timer
// and ends the match now, a guest and the TV following (issue 51); back to the lobby, a seat moved, a new
// match, and a rematch. Then the rematch with who is ready (issue 23): a two-hand match between the host
// and Bea, each hand from its last trick (scenarios, src/scenarios), the host waiting for Bea and, at the
// next match's end, starting without her while her results stay.
// Merged from host-link, party-flow, host-controls and rematch-ready (map: docs/e2e-map/j-host.md). What
// the lobby, the host dialog and the results say is checked in component tests; here what needs two
// browsers and a real host.
import type { Browser, Locator, Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { expect, test, type RunningHost } from './helpers/host'
import { clickTableTool, joinTable, step } from './helpers/play'
import { sitAt } from './helpers/scenario'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'
import { botName } from '../src/protocol/bot-names'
import { en } from '../src/renderer/src/i18n/en'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const [, PORTRAIT, LANDSCAPE] = TABLE_SIZES

/** A catalog sentence with its `{{name}}` slots filled, as the app's `t` fills them. */
const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]))

async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport })
  return context.newPage()
}

async function openHostMenu(page: Page): Promise<void> {
  await clickTableTool(page, 'host-menu')
  await expect(page.getByTestId('host-dialog')).toBeVisible()
}

async function closeHostMenu(page: Page): Promise<void> {
  await page.getByTestId('host-dialog').getByRole('button', { name: en.keys.close }).click()
  await expect(page.getByTestId('host-dialog')).toBeHidden()
}

const GRACE_S = 60

test("a host's evening: the host link, the lobby, remove, leave and return, pause, the timer, end now, back to the lobby, rematch", async ({
  browser,
  startHost
}) => {
  test.setTimeout(180_000)
  // Ann, Bob and a bot; Hal runs the table from the host link without a seat; a TV follows.
  const host = await startHost({ seats: 3, bots: 1, target: 200, seed: 3, botDelayMs: 150, grace: GRACE_S })
  const hal = await newPage(browser)
  const ann = await hal.context().newPage()
  await ann.setViewportSize(PHONE)

  await test.step('the host link: the key leaves the address; a reload keeps the controls; another tab has none', async () => {
    await hal.goto(host.hostControl)
    await hal.getByTestId('join-name').fill('Hal')
    await hal.getByRole('button', { name: en.join.watch }).click()
    await expect(hal.getByTestId('start')).toBeVisible()
    expect(await hal.evaluate(() => location.hash)).toBe('')
    expect(hal.url()).not.toContain('host=')
    await hal.reload()
    await hal.getByRole('button', { name: en.join.watch }).click()
    await expect(hal.getByTestId('start')).toBeVisible()
    await expect(hal.getByTestId('lobby-seat').filter({ hasText: en.lobby.empty })).toHaveCount(2)
    // Ann opens a second tab of the same browser at the address the first one now shows.
    await joinTable(ann, hal.url(), 'Ann')
    await expect(ann.getByTestId('lobby-seat').filter({ hasText: 'Ann' })).toBeVisible()
    await expect(ann.getByTestId('start')).toHaveCount(0)
    await expect(hal.getByTestId('lobby-seat').filter({ hasText: 'Ann' })).toBeVisible()
    await keepScreenshot(hal, 'test-results/party-host-lobby-desktop.png')
  })

  await test.step('the lobby: when it starts; Leave holds the seat with a countdown, the same browser takes it back', async () => {
    await expect(ann.getByTestId('lobby-wait')).toHaveText(en.party.startsWhenFull)
    // Reduced motion: the waiting note breathes once, and nothing on the page keeps moving.
    const endless = await ann.evaluate(
      () =>
        document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity).length
    )
    expect(endless, 'endless animations with reduced motion').toBe(0)
    await ann.getByTestId('leave').click()
    await expect(ann.getByTestId('leave-dialog')).toContainText(`${GRACE_S} seconds`)
    await ann.getByTestId('leave-confirm').click()
    const held = hal.getByTestId('lobby-seat').nth(0)
    await expect(held).toContainText('Ann')
    await expect(held.getByTestId('grace-countdown')).toContainText(/seat held for \d+ s/)
    await keepScreenshot(hal, 'test-results/party-lobby-grace-desktop.png')
    await ann.getByTestId('join-submit').click()
    await expect(ann.getByTestId('lobby-seat').nth(0)).toContainText('you')
    await expect(held.getByTestId('grace-countdown')).toHaveCount(0)
  })

  const tv = await newPage(browser, { width: 1280, height: 720 })
  await tv.goto(`${host.url}?screen=party`)
  const tvScreen = tv.getByTestId('party-screen')
  const bob = await newPage(browser)

  await test.step('the last seat fills: the match starts by itself', async () => {
    await joinTable(bob, host.url, 'Bob')
    for (const page of [ann, bob]) await expect(page.getByTestId('hand')).toBeVisible()
    await expect(tvScreen).toHaveAttribute('data-screen', 'playing')
  })

  await test.step('remove: asked first (Keep keeps him), then Bob is told and a bot plays his seat', async () => {
    await openHostMenu(hal)
    await expectNoSeriousA11yIssues(hal, 'host dialog')
    await keepScreenshot(hal, 'test-results/party-host-dialog-desktop.png')
    await hal.getByRole('button', { name: 'Remove: Bob' }).click()
    const question = hal.getByTestId('remove-seat-dialog')
    await expect(question.getByRole('heading')).toHaveText(fill(en.desktopWords.removeTitle, { name: 'Bob' }))
    await expectNoSeriousA11yIssues(hal, 'remove question mid-match')
    await question.getByRole('button', { name: en.desktopWords.keep }).click()
    await expect(question).toBeHidden()
    await expect(bob.getByTestId('hand')).toBeVisible()
    // Removed for real on a phone: the host menu sits behind Menu.
    await hal.setViewportSize(PHONE)
    if (await hal.getByTestId('host-dialog').isVisible()) await closeHostMenu(hal)
    await openHostMenu(hal)
    await hal.getByRole('button', { name: 'Remove: Bob' }).click()
    await question.getByRole('button', { name: en.desktopWords.removeConfirm, exact: true }).click()
    await expect(bob.getByText(en.party.kicked)).toBeVisible()
    // A bot takes Bob's seat (seat 2) and goes by the medium level's name for it.
    await expect(
      hal.getByRole('group', { name: new RegExp(`^${botName('en', 'medium', 1)},`) })
    ).toBeVisible()
    await hal.setViewportSize(DESKTOP)
    await bob.context().close()
  })

  const annOnHal = hal.locator('.table-screen [data-testid="seat"]').filter({ hasText: 'Ann' })
  const annOnTv = tvScreen.locator('[data-testid="seat"]').filter({ hasText: 'Ann' })
  await test.step('Leave asks first (Stay keeps Ann); she leaves, is away on the host’s table and the TV, and comes back to her seat', async () => {
    await clickTableTool(ann, 'table-leave')
    await expect(ann.getByTestId('leave-dialog')).toBeVisible()
    await expectNoSeriousA11yIssues(ann, 'leave dialog (phone)')
    await ann.getByRole('button', { name: en.party.stay }).click()
    await expect(ann.getByTestId('hand')).toBeVisible()
    const seat = await ann.locator('.table-screen').getAttribute('data-seat')
    await clickTableTool(ann, 'table-leave')
    await ann.getByTestId('leave-confirm').click()
    await expect(ann.getByTestId('join-submit')).toBeVisible()
    await expect(annOnHal.getByTestId('seat-status')).toHaveText(en.lobby.away)
    await expect(annOnHal.getByTestId('seat-status')).toHaveAttribute('data-away', 'true')
    await expect(hal.getByRole('group', { name: /^Ann,/ })).toContainText('away')
    await expect(annOnTv.getByTestId('party-away')).toHaveText(en.lobby.away)
    await keepScreenshot(tv, 'test-results/host-controls-away-tv.png')
    await ann.getByTestId('join-submit').click()
    await expect(ann.getByTestId('hand')).toBeVisible()
    await expect(ann.locator('.table-screen')).toHaveAttribute('data-seat', seat ?? '')
    await expect(annOnTv.getByTestId('party-away')).toHaveCount(0)
  })

  await test.step('pause: every screen says so; Resume and a 2 s turn timer from the next turn, shown everywhere', async () => {
    await openHostMenu(hal)
    await hal.getByTestId('pause-match').click()
    await expect(hal.getByTestId('resume-match')).toBeVisible()
    await closeHostMenu(hal)
    for (const page of [ann, hal])
      await expect(page.getByTestId('paused-note')).toContainText(en.hostControls.paused)
    await expect(tvScreen.getByTestId('paused-note')).toContainText(en.hostControls.paused)
    await keepScreenshot(tv, 'test-results/host-controls-paused-tv.png')

    await openHostMenu(hal)
    await hal.getByTestId('resume-match').click()
    await hal.getByLabel(en.home.turnSeconds).fill('2')
    await hal.getByTestId('apply-turn-timer').click()
    await closeHostMenu(hal)
    await expect(ann.getByTestId('paused-note')).toHaveCount(0)
    const perTurn = fill(en.hostControls.perTurn, { n: 2 })
    await expect(ann.getByTestId('turn-timer-label')).toHaveText(perTurn)
    await expect(tv.getByTestId('party-round')).toContainText(perTurn)
    // The turn being played keeps the timer it started with (none): Ann plays it if it is hers.
    if (await ann.getByTestId('hint').isVisible()) await step(ann)
  })

  await test.step('nobody moves: the timer plays for Ann, and the log says her time ran out', async () => {
    await hal.keyboard.press('l')
    const timedOut = fill(en.hostControls.timedOut, { line: '' })
    await expect(
      hal
        .getByTestId('log')
        .getByText(new RegExp(`^${timedOut}Ann `))
        .first()
    ).toBeVisible({ timeout: 30_000 })
    await hal.keyboard.press('l')
  })

  const end = hal.getByTestId('match-end')
  await test.step('end the match now: asked first (Keep playing changes nothing), then Ann, the host and the TV see its end', async () => {
    await openHostMenu(hal)
    await hal.getByTestId('end-match').click()
    const question = hal.getByTestId('end-match-dialog')
    await expect(question).toContainText(en.hostControls.endText)
    await question.getByRole('button', { name: en.hostControls.keepPlaying }).click()
    await expect(question).toBeHidden()
    await expect(ann.getByTestId('match-end')).toHaveCount(0)
    await openHostMenu(hal)
    await hal.getByTestId('end-match').click()
    await hal.getByTestId('end-match-confirm').click()
    for (const page of [ann, hal]) {
      await expect(page.getByTestId('match-end')).toBeVisible()
      await expect(page.getByTestId('match-end-note')).toHaveText(en.hostControls.endedEarly)
    }
    await expect(tvScreen).toHaveAttribute('data-screen', 'matchOver')
    await expect(tvScreen).toContainText(en.hostControls.endedEarly)
    await keepScreenshot(tv, 'test-results/host-controls-match-end-tv.png')
  })

  await test.step('back to the lobby: the seats stay, the host moves a seat and starts a new match', async () => {
    await end.getByTestId('back-to-lobby').click()
    await expect(hal.getByTestId('start')).toBeEnabled()
    // Ann, still reading, keeps her results until Continue, told the host went back to the lobby.
    const kept = ann.getByTestId('kept-match-end')
    await expect(kept.getByTestId('kept-note')).toHaveText(en.rematch.keptLobby)
    await kept.getByTestId('results-continue').click()
    await expect(ann.getByTestId('lobby-seat').nth(0)).toContainText('Ann')
    await hal
      .getByTestId('lobby-seat')
      .nth(1)
      .getByRole('combobox', { name: en.lobby.moveTo })
      .selectOption({ label: fill(en.lobby.seat, { n: 3 }) })
    await expect(hal.getByTestId('lobby-seat').nth(2)).toContainText(botName('en', 'medium', 2))
    await hal.getByTestId('start').click()
    await expect(hal.getByText(fill(en.table.round, { n: 1 }), { exact: true })).toBeVisible()
    await expect(end).toBeHidden()
  })

  await test.step('rematch from the host link at the next match’s end: a new match begins', async () => {
    await openHostMenu(hal)
    await hal.getByTestId('end-match').click()
    await hal.getByTestId('end-match-confirm').click()
    await expect(end).toBeVisible()
    // Ann still reads: the host starts without her.
    await end.getByTestId('rematch').click()
    await hal.getByTestId('rematch-question').getByTestId('rematch-now').click()
    await expect(end).toBeHidden({ timeout: 15_000 })
    await expect(hal.getByText(fill(en.table.round, { n: 1 }), { exact: true })).toBeVisible()
  })
})

/** A seat in the host's list of who is ready. */
function listed(list: Locator, name: string): Locator {
  return list.getByTestId('ready-seat').filter({ hasText: name })
}

/** Ada (through the host link) and Bea sit down at a scenario table (in these pages, or new ones). */
async function seatBoth(
  browser: Browser,
  host: RunningHost,
  pages?: { ada: Page; bea: Page }
): Promise<{ ada: Page; bea: Page }> {
  const ada = pages?.ada ?? (await newPage(browser))
  const bea = pages?.bea ?? (await newPage(browser, PHONE))
  await sitAt(ada, host, 0, { hostControl: true })
  await sitAt(bea, host, 1)
  await expect(bea.getByTestId('hand')).toBeVisible()
  return { ada, bea }
}

/** Ada leads her last card (the point each scenario stops at): the hand is over. */
async function adaGoesOut(ada: Page): Promise<void> {
  expect(await step(ada)).toBe('played')
}

const HAND_MS = 20_000

test('the host sees who is ready; a waiting Rematch starts when Bea is ready; started without her, her results stay until Continue', async ({
  browser,
  startHost
}) => {
  test.setTimeout(180_000)
  const { ada, bea } = await seatBoth(browser, await startHost({ scenario: 'two-hands-last-trick' }))
  const both = [ada, bea]
  await adaGoesOut(ada)

  const roundEnd = ada.getByTestId('round-end')
  const roundList = roundEnd.getByTestId('ready-list')
  await test.step('hand 1 is over: the host sees both players by name, and Bea’s ready as she gives it', async () => {
    await expect(roundEnd).toBeVisible({ timeout: HAND_MS })
    await expect(listed(roundList, 'Bea')).toHaveAttribute('data-readiness', 'reading')
    await expect(listed(roundList, 'Bea')).toContainText(en.rematch.reading)
    await bea.getByTestId('ready').click()
    await expect(listed(roundList, 'Bea')).toHaveAttribute('data-readiness', 'ready')
    await expect(listed(roundList, 'Ada')).toHaveAttribute('data-readiness', 'reading')
    await expectNoSeriousA11yIssues(ada, 'round end, host')
    await keepScreenshot(ada, 'test-results/rematch-round-end-host-desktop.png')
    await roundEnd.getByTestId('ready').click()
    for (const page of both) await expect(page.getByTestId('hand')).toBeVisible()
    await expect(roundEnd).toBeHidden()
  })

  // Hand 2 at its last trick (a table opened there): Ada goes out and the match is over.
  await seatBoth(browser, await startHost({ scenario: 'two-hands-last-round' }), { ada, bea })
  await adaGoesOut(ada)
  const end = ada.getByTestId('match-end')
  const beaEnd = bea.getByTestId('match-end')
  const list = end.getByTestId('ready-list')
  const question = ada.getByTestId('rematch-question')

  await test.step('the match is over: its last round inside; Bea still reads; the host’s Rematch asks first', async () => {
    await expect(end).toBeVisible({ timeout: HAND_MS })
    // a header row and one per seat
    await expect(end.getByTestId('last-round').getByRole('row')).toHaveCount(3)
    await expect(listed(list, 'Bea')).toHaveAttribute('data-readiness', 'reading')
    await end.getByTestId('rematch').click()
    await expect(question).toContainText(fill(en.rematch.ask, { names: 'Bea' }))
    await expect(question.getByTestId('rematch-wait')).toBeFocused()
    await expectNoSeriousA11yIssues(ada, 'rematch question')
  })

  await test.step('Wait: the rematch waits (asking is the host’s ready); Bea’s results stay, told the host waits', async () => {
    await question.getByTestId('rematch-wait').click()
    await expect(question).toBeHidden()
    await expect(end.getByTestId('rematch-waits')).toHaveText(en.rematch.waiting)
    await expect(end.getByTestId('rematch-cancel')).toBeFocused()
    await expect(listed(list, 'Ada')).toHaveAttribute('data-readiness', 'ready')
    await expect(listed(list, 'Bea')).toHaveAttribute('data-readiness', 'reading')
    await expect(beaEnd.getByTestId('rematch-waits')).toHaveText(en.rematch.hostWaits)
    await expect(beaEnd.getByTestId('ready-count')).toContainText(
      fill(en.results.readyCount, { ready: 1, total: 2 })
    )
    await atEachSize(both, [LANDSCAPE, PORTRAIT], async (size, first) => {
      await expect(end.getByTestId('rematch-cancel')).toBeVisible()
      await expect(beaEnd.getByTestId('winners')).toBeVisible()
      await expect(beaEnd.getByTestId('rematch')).toBeVisible()
      if (first) {
        await expectNoSeriousA11yIssues(ada, `rematch waiting, host (${size.name})`)
        await expectNoSeriousA11yIssues(bea, `rematch waiting, player (${size.name})`)
      }
      await keepScreenshot(bea, `test-results/rematch-waiting-player-${size.name}.png`)
    })
  })

  await test.step('Bea is ready: the rematch starts by itself for both', async () => {
    await beaEnd.getByTestId('rematch').click()
    for (const page of both) {
      await expect(page.getByTestId('match-end')).toBeHidden()
      await expect(page.getByTestId('hand')).toBeVisible()
    }
  })

  await test.step('the next match’s end: the host starts without Bea; her results stay over the new match until Continue', async () => {
    // (ended by the host now, rather than at another table opened at its last card)
    await ada.setViewportSize(DESKTOP)
    await openHostMenu(ada)
    await ada.getByTestId('end-match').click()
    await ada.getByTestId('end-match-confirm').click()
    await expect(end).toBeVisible({ timeout: HAND_MS })
    const winners = await beaEnd.getByTestId('winners').textContent()
    await end.getByTestId('rematch').click()
    await question.getByTestId('rematch-now').click()
    await expect(end).toBeHidden()
    await expect(ada.getByTestId('hand')).toBeVisible()
    const kept = bea.getByTestId('kept-match-end')
    await expect(kept.getByTestId('winners')).toHaveText(winners ?? '')
    await expect(kept.getByTestId('kept-note')).toHaveText(en.rematch.keptStarted)
    await expect(kept.getByTestId('results-continue')).toBeFocused()
    await expectNoSeriousA11yIssues(bea, 'kept results (portrait)')
    await keepScreenshot(bea, `test-results/rematch-kept-results-${PORTRAIT.name}.png`)
    await kept.getByTestId('results-continue').click()
    await expect(kept).toBeHidden()
    await expect(bea.getByTestId('hand').or(bea.getByTestId('round-end')).first()).toBeVisible()
  })
})
