// A player at a desktop window (issues 16, 23, 51): "pass until this trick ends" passes for them, visibly,
// keeps on after a stray click and stops when the trick ends; cards travel to the centre, not with reduced
// motion, and the speed is a setting this browser keeps; a dimmed card says why when hovered (and, resized
// to a phone, when tapped) in a bubble whole on the screen; and at a solo table Undo takes a move back.
// Tables open at scenarios (src/scenarios) instead of being played to the moment. What the screen says and
// sends without layout (a play kept in front of its seat, the switch's Stop, the signs explained, the hand
// order, each dimmed card's reason, the bots' faces, when Undo shows) is checked by component tests:
// src/renderer/src/table/TableFeel.component.test.ts and Table.j-table.component.test.ts (the map:
// docs/e2e-map/j-table.md). The on-turn layout at each size is e2e/phones.spec.ts's.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { animationsDone, stateVersion, step, waitForNewState, whatsNext } from './helpers/play'
import { sitAt } from './helpers/scenario'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { cardRefusal, viewFor, type Rank } from '../src/engine'
import { buildScenario, findScenario } from '../src/scenarios'
import { keepScreenshot } from './helpers/screenshots'

test.describe('desktop only controls', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  /** One look at the switch, read at a single moment: under load the trick can end (and switch it off)
   *  between two separate reads. */
  function autoPassNow(page: Page) {
    return page.evaluate(() => ({
      on: document.querySelector('[data-testid="auto-pass-on"]') !== null,
      pressed: document.querySelector('[data-testid="auto-pass"]')?.getAttribute('aria-pressed') ?? null,
      ended: document.querySelector('.table-screen')?.getAttribute('data-ended') ?? null
    }))
  }

  test('pass until this trick ends passes for you, visibly, keeps on after a stray click, and stops when the trick ends', async ({
    page,
    startHost
  }) => {
    // Two bots play before Ada, and whatever they play her turn comes in this trick (waiting-turn): the
    // switch is on before it comes, so the pass is the switch's. 3 s a bot: the page has 6 s to load and
    // switch it on, which a loaded CI machine needs (the host's bots start thinking before anyone joins).
    const host = await startHost({ scenario: 'waiting-turn', botDelayMs: 3000 })
    await sitAt(page, host, 0)
    const screen = page.locator('.table-screen')
    const mine = page.locator('[data-testid="seat-play"][data-seat="0"]')
    const toggle = page.getByTestId('auto-pass')
    await expect(toggle).toBeVisible({ timeout: 20_000 })
    const cleared = await screen.getAttribute('data-ended')
    await toggle.click()
    const on = await autoPassNow(page)
    expect(on.on).toBe(true)
    // The switch shows pressed together with its notice (it is hidden only while our pass is on its way).
    if (on.pressed !== null) expect(on.pressed).toBe('true')
    expect(on.ended).toBe(cleared)
    await keepScreenshot(page, 'test-results/table-feel-auto-pass.png')
    // A click on the table beside the switch leaves it on (the trick cannot end before Ada's pass).
    await page.getByTestId('turn-status').click()
    expect((await autoPassNow(page)).on, 'still on after a click on the table').toBe(true)

    await expect(mine).toHaveAttribute('data-kind', 'pass', { timeout: 30_000 })
    expect(await screen.getAttribute('data-ended')).toBe(cleared)
    // When the trick is over, the switch is off again.
    await expect(page.getByTestId('auto-pass-on')).toBeHidden({ timeout: 30_000 })
    expect(await screen.getAttribute('data-ended')).not.toBe(cleared)
  })

  test('cards travel to the centre, and not with reduced motion; the speed can be set', async ({ page, startHost }) => {
    // Every e2e page prefers reduced motion (playwright.config.ts): this one is a player who did not ask.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const host = await startHost({ scenario: 'waiting-turn', botDelayMs: 800 })
    await sitAt(page, host, 0)
    const travelling = () =>
      page.evaluate(() => document.querySelector('[data-testid="central"]')?.getAnimations().length ?? 0)
    // A play arrives with a running travel animation (the bots' next plays, or after Ada's own when the
    // page came late and her turn came first).
    let travelled = false
    for (const deadline = Date.now() + 30_000; !travelled && Date.now() < deadline; ) {
      if (await page.getByTestId('hint').isVisible()) await step(page)
      travelled = await expect
        .poll(travelling, { timeout: 3_000, intervals: [20] })
        .toBeGreaterThan(0)
        .then(
          () => true,
          () => false
        )
    }
    expect(travelled).toBe(true)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(page.locator('.table-screen')).toHaveAttribute('data-motion', 'reduced')
    let samples = 0
    for (let i = 0; i < 60 && samples < 3; i++) {
      if ((await page.getByTestId('hint').isVisible()) || (await page.getByTestId('match-end').isVisible())) {
        if ((await whatsNext(page)) !== 'matchOver') await step(page)
        continue
      }
      const version = await stateVersion(page)
      await expect
        .poll(async () => (await stateVersion(page)) > version || (await page.getByTestId('hint').isVisible()), {
          timeout: 20_000
        })
        .toBe(true)
      if ((await stateVersion(page)) === version || (await page.getByTestId('central').count()) === 0) continue
      expect(await travelling()).toBe(0)
      samples += 1
    }
    expect(samples).toBe(3)

    // The speed is a display setting, remembered by this browser.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.getByTestId('display-menu').click()
    await page.getByTestId('speed').selectOption('off')
    await expect(page.locator('.table-screen')).toHaveAttribute('data-motion', 'off')
    await page.reload()
    await expect(page.locator('.table-screen')).toHaveAttribute('data-motion', 'off')
  })
})

/** What the engine says about each rank of Ada's hand at the `dimmed-cards` point (null: it plays). */
function adaRefusals(): Map<Rank, ReturnType<typeof cardRefusal>> {
  const { match } = buildScenario(findScenario('dimmed-cards')!)
  const view = viewFor(match, 0)
  return new Map([...new Set(view.hand)].map((rank) => [rank, cardRefusal(view, rank)]))
}

const bubbleOf = (card: Locator) => card.locator('xpath=..').getByTestId('card-reason')

/** The bubble is shown, whole, inside the window, and drawn on top. */
async function expectShownOnScreen(page: Page, bubble: Locator, width: number): Promise<void> {
  await expect(bubble).toHaveAttribute('data-shown', 'true')
  const box = (await bubble.boundingBox())!
  expect(box.width, 'a bubble one can read').toBeGreaterThan(100)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(box.y).toBeGreaterThanOrEqual(0)
  // drawn on top: the bubble's middle is the bubble (the tooltip takes no pointer, so ask for what is drawn)
  const onTop = await bubble.evaluate((el) => {
    const r = el.getBoundingClientRect()
    el.style.pointerEvents = 'auto'
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    el.style.pointerEvents = ''
    return hit === el || el.contains(hit)
  })
  expect(onTop, 'nothing covers the bubble').toBe(true)
}

test.describe('a window that also takes taps', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true })

  test('a dimmed card says why: hovered in the window, tapped on a phone, whole on screen; then Undo takes a move back', async ({
    page,
    startHost
  }) => {
    // Ada on turn against a pair of 14s (the `dimmed-cards` scenario): most of her cards fit no play.
    const host = await startHost({ scenario: 'dimmed-cards' })
    await sitAt(page, host, 0)
    const hand = page.getByTestId('hand')
    const dimmed = hand.locator('[data-card][aria-disabled="true"]')
    await expect(dimmed.first()).toBeVisible({ timeout: 20_000 })
    const refusals = adaRefusals()

    // Hover: the bubble shows above the card; the mouse leaves and it goes.
    const [weak] = [...refusals].find(([, code]) => code === 'too-weak')!
    const card = hand.locator(`[data-card][data-rank="${weak}"]`).first()
    await card.hover()
    await expectShownOnScreen(page, bubbleOf(card), 1280)
    await expect(bubbleOf(card)).toHaveRole('tooltip')
    const [bubble, cardBox] = [(await bubbleOf(card).boundingBox())!, (await card.boundingBox())!]
    expect(bubble.y + bubble.height, 'above its card').toBeLessThanOrEqual(cardBox.y + 1)
    await keepScreenshot(page, 'test-results/card-reason-desktop-hover.png')
    await page.mouse.move(5, 5)
    await expect(bubbleOf(card)).toHaveAttribute('data-shown', 'false')
    // A click on it picks nothing and shows the reason again (force: Playwright takes aria-disabled for a
    // control that cannot be pressed; the card is still a button that answers); Escape puts it away.
    await card.click({ force: true })
    await expect(card).toHaveAttribute('aria-pressed', 'false')
    await expect(bubbleOf(card)).toHaveAttribute('data-shown', 'true')
    await card.press('Escape')
    await expect(bubbleOf(card)).toHaveAttribute('data-shown', 'false')
    await expectNoSeriousA11yIssues(page, 'a table with dimmed cards')

    // On a phone a tap shows it: the first and the last dimmed cards, one near each edge of the screen.
    await atEachSize(page, [TABLE_SIZES[1], TABLE_SIZES[2]], async (size) => {
      // (the hand settles into its new size first: a tap aimed at the old layout lands beside the card)
      await animationsDone(page, '[data-testid="hand"]')
      for (const [i, tapped] of [dimmed.first(), dimmed.last()].entries()) {
        await tapped.tap({ force: true })
        await expect(tapped).toHaveAttribute('aria-pressed', 'false')
        await expectShownOnScreen(page, bubbleOf(tapped), size.width)
        await keepScreenshot(page, `test-results/card-reason-phone-tap-${size.name}-${i + 1}.png`)
      }
    })
    // A tap's bubble goes away by itself.
    await expect(bubbleOf(dimmed.last())).toHaveAttribute('data-shown', 'false', { timeout: 6_000 })

    // A card that plays is picked by a tap and shows no reason; played, the bots answer, and Undo (shown
    // only now) takes the move and their replies back.
    await page.setViewportSize(TABLE_SIZES[0])
    const cards = hand.locator('[data-card]')
    const held = await cards.count()
    const before = await hand.getAttribute('aria-label')
    const [playable] = [...refusals].find(([, code]) => code === null)!
    const pick = hand.locator(`[data-card][data-rank="${playable}"]`).first()
    await pick.tap()
    await expect(pick).toHaveAttribute('aria-pressed', 'true')
    await expect(bubbleOf(pick)).toHaveCount(0)
    const undo = page.getByTestId('undo')
    await expect(undo).toHaveCount(0)
    const version = await stateVersion(page)
    await page.locator('[data-testid^="move-"]:not([data-testid="move-pass"])').first().click()
    await waitForNewState(page, version)
    // The bots reply; then it is Ada's turn again (nothing moves under the Undo): take the move back.
    await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
    await expect(undo).toBeVisible()
    await keepScreenshot(page, 'test-results/undo-desktop-button-before.png')
    const afterVersion = await stateVersion(page)
    await undo.click()
    await waitForNewState(page, afterVersion)
    await expect(cards).toHaveCount(held)
    await expect(page.getByTestId('hint')).toBeVisible()
    expect(await hand.getAttribute('aria-label')).toBe(before)
    // That was the only move taken: Undo goes away again.
    await expect(undo).toHaveCount(0)
  })
})
