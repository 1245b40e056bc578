// (6) The whole table and the hand fit a phone without scrolling — portrait 390×844, landscape 844×390
// and a desktop window — also at 200% text size; the header folds into one menu on small screens;
// opponents keep readable names and distinct avatars (bots a bot icon, people initials).
import type { Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { joinTable, step } from './helpers/play'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'

/** Everything a player needs on turn is inside the window, and the page does not scroll. Polled for up to
 *  5 s: right after a resize Chromium may still lay the page out at the old viewport height (its `dvh`
 *  follows a frame later), and the check is about the page once settled. */
async function expectFits(page: Page, what: string): Promise<void> {
  await expect(() => fitsNow(page, what)).toPass({ timeout: 5_000 })
}

async function fitsNow(page: Page, what: string): Promise<void> {
  const m = await page.evaluate(() => {
    const inside = (el: Element | null) => {
      if (!el) return false
      const r = el.getBoundingClientRect()
      return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5
    }
    const cards = [...document.querySelectorAll('[data-testid="hand"] [data-card]')]
    return {
      scroll: document.scrollingElement!.scrollHeight,
      scrollW: document.scrollingElement!.scrollWidth,
      h: innerHeight,
      w: innerWidth,
      cards: cards.length,
      cardsOut: cards.filter((c) => !inside(c)).length,
      pass:
        document.querySelector('[data-testid="move-pass"]') === null ||
        inside(document.querySelector('[data-testid="move-pass"]')),
      hint: inside(document.querySelector('[data-testid="hint"]')),
      status: inside(document.querySelector('[data-testid="turn-status"]'))
    }
  })
  expect(m.scroll, `${what}: page height ${m.scroll} in a window of ${m.h}`).toBeLessThanOrEqual(m.h)
  expect(m.scrollW, `${what}: page width`).toBeLessThanOrEqual(m.w)
  expect(m.cards, what).toBeGreaterThan(0)
  expect(m.cardsOut, `${what}: cards outside the window`).toBe(0)
  expect(m.pass && m.hint, `${what}: Pass and Hint inside the window`).toBe(true)
  expect(m.status, `${what}: turn status inside the window`).toBe(true)
}

/** Bob plays his turns (the simple test strategy) until it is Dee's turn. */
async function untilMyTurn(page: Page, bob: Page): Promise<void> {
  const mine = page.getByTestId('hint')
  const his = bob.getByTestId('hint')
  for (let i = 0; i < 20; i++) {
    await expect
      .poll(async () => (await mine.isVisible()) || (await his.isVisible()), { timeout: 30_000 })
      .toBe(true)
    if (await mine.isVisible()) return
    await step(bob)
  }
  throw new Error('Dee never got a turn')
}

// The table waits for Dee on her turn (no timer), so one table is looked at in each size in turn.
test('the table and the hand fit without scrolling, also at 200% text, at each size', async ({
  page,
  startHost
}) => {
  // Six seats: the most opponents a table can have; Bob is a person, the rest are bots.
  const host = await startHost({ seats: 6, bots: 4, seed: 11, botDelayMs: 0 })
  const bob = await page.context().browser()!.newPage()
  await joinTable(bob, host.url, 'Bob Marleyson')
  await joinTable(page, host.url, 'Dee')
  await untilMyTurn(page, bob)
  await atEachSize(page, TABLE_SIZES, async (size) => {
    await keepScreenshot(page, `test-results/phones-${size.name}.png`)
    await expectFits(page, `${size.name} 100%`)

    // Avatars: bots show a bot icon, Bob his initials in a colour of his own.
    const seats = page.locator('.opponents [data-testid="seat"]')
    await expect(seats).toHaveCount(5)
    const avatars = await seats.evaluateAll((els) =>
      els.map((el) => ({
        bot: el.querySelector('[data-avatar="bot"]') !== null,
        text: el.querySelector('[data-avatar]')?.textContent?.trim() ?? '',
        name: el.getAttribute('aria-label') ?? ''
      }))
    )
    expect(avatars.filter((a) => a.bot)).toHaveLength(4)
    const bobAvatar = avatars.find((a) => !a.bot)!
    expect(bobAvatar.text).toBe('BM')
    expect(bobAvatar.name).toContain('Bob Marleyson')
    // His name is readable: more than a letter and dots is on screen.
    const bobsName = page.locator('.opponents [data-testid="seat"]:not(:has([data-avatar="bot"])) .name')
    await expect.poll(() => bobsName.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(40)

    // 200% text: the root font size doubles (what a browser's text zoom does to rem-based layouts).
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'))
    await keepScreenshot(page, `test-results/phones-${size.name}-200.png`)
    await expectFits(page, `${size.name} 200%`)
    await page.evaluate(() => (document.documentElement.style.fontSize = ''))

    await expectNoSeriousA11yIssues(page, `table at ${size.name}`)
  })
  await bob.close()
})

test.describe('compact header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the tools sit behind one menu button, and the language menu fits', async ({ page, startHost }) => {
    const host = await startHost({ seats: 3, bots: 2, seed: 5 })
    await joinTable(page, host.url, 'Dee')
    await expect(page.getByTestId('hint')).toBeVisible({ timeout: 30_000 })
    const header = await page.locator('.table-screen > header').boundingBox()
    expect(header!.height).toBeLessThan(844 / 10)
    await expect(page.getByTestId('open-rules')).toBeHidden()
    await page.getByTestId('table-menu').click()
    await expect(page.getByTestId('open-rules')).toBeVisible()
    const picker = page.locator('#table-menu').getByTestId('language')
    await expect(picker).toBeVisible()
    const box = await picker.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    await keepScreenshot(page, 'test-results/phones-menu.png')
    await expectNoSeriousA11yIssues(page, 'table menu open')
    await page.getByTestId('open-rules').click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})
