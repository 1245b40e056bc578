// Issue 23: arrange your own hand — drag a card with the mouse or a finger, or move the focused card with
// Shift+arrows (announced) — besides the automatic orders; a tap or click without movement still selects;
// the order survives a reload in the round, and choosing an automatic order again replaces it. At the
// desktop and both phone sizes.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { clickTableTool, joinTable } from './helpers/play'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'

const cards = (page: Page) => page.getByTestId('hand').locator('[data-card]')
const keys = (page: Page) => cards(page).evaluateAll((c) => c.map((e) => e.getAttribute('data-card') ?? ''))
const card = (page: Page, key: string) => page.getByTestId('hand').locator(`[data-card="${key}"]`)

async function centre(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox()
  if (box === null) throw new Error('not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** The pointer types of the presses the page has seen (proves a drag was a mouse's or a finger's). */
async function recordPointerTypes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __pointers: string[] }
    w.__pointers = []
    addEventListener('pointerdown', (e) => w.__pointers.push(e.pointerType), { capture: true })
  })
}
const pointerTypes = (page: Page) => page.evaluate(() => (window as unknown as { __pointers: string[] }).__pointers)

/** A finger dragging from one point to another (Chromium's touch emulation turns it into pointer events). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let i = 1; i <= 8; i++) {
    const x = from.x + ((to.x - from.x) * i) / 8
    const y = from.y + ((to.y - from.y) * i) / 8
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

for (const size of TABLE_SIZES) {
  test.describe(`at ${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true })

    test('drag with the mouse and a finger, move with Shift+arrows, select with a tap', async ({ page, startHost }) => {
      const host = await startHost({ seats: 2, bots: 1, seed: 9 })
      await joinTable(page, host.url, 'Ada')
      await expect(cards(page).first()).toBeVisible({ timeout: 20_000 })
      await expect.poll(async () => (await keys(page)).length).toBeGreaterThan(5)
      await recordPointerTypes(page)
      const automatic = await keys(page)
      const [first, second] = automatic as [string, string]
      const last = automatic.at(-1) as string

      // The mouse: the first card dropped just past the last one goes to the end, and is not selected.
      const start = await centre(card(page, first))
      const end = await centre(card(page, last))
      await page.mouse.move(start.x, start.y)
      await page.mouse.down()
      await page.mouse.move(start.x + 20, start.y, { steps: 4 })
      await page.mouse.move(end.x + 12, end.y, { steps: 10 })
      await expect(page.locator('.drop-after, .drop-before')).toHaveCount(1)
      await keepScreenshot(page, `test-results/handreact-arrange-drag-${size.name}.png`)
      await page.mouse.up()
      await expect.poll(() => keys(page)).toEqual([...automatic.slice(1), first])
      await expect(card(page, first)).toHaveAttribute('aria-pressed', 'false')

      // A finger: the (now) first card dragged onto the start side of the last-but-one.
      const byMouse = await keys(page)
      const target = byMouse.at(-2) as string
      const from = await centre(card(page, second))
      const onto = await centre(card(page, target))
      const box = (await card(page, target).boundingBox())!
      await touchDrag(page, from, { x: onto.x - box.width / 4, y: onto.y })
      const rest = byMouse.filter((k) => k !== second)
      const expected = [...rest.slice(0, rest.indexOf(target)), second, ...rest.slice(rest.indexOf(target))]
      await expect.poll(() => keys(page)).toEqual(expected)
      expect(await pointerTypes(page)).toEqual(['mouse', 'touch'])
      await expect(card(page, second)).toHaveAttribute('aria-pressed', 'false')

      // A click without movement still selects (and lets go).
      const playable = page.getByTestId('hand').locator('[data-card]:not([aria-disabled="true"])').first()
      await playable.click()
      await expect(playable).toHaveAttribute('aria-pressed', 'true')
      await playable.click()
      await expect(playable).toHaveAttribute('aria-pressed', 'false')

      // The keyboard: Shift+→ moves the focused card one place, says so, and keeps the focus on it.
      const focused = expected[0] as string
      await card(page, focused).focus()
      await page.keyboard.press('Shift+ArrowRight')
      await expect.poll(async () => (await keys(page)).indexOf(focused)).toBe(1)
      await expect(page.getByTestId('arrange-status')).toContainText(`moved to place 2 of ${expected.length}`)
      await expect(card(page, focused)).toBeFocused()
      await page.keyboard.press('Shift+ArrowLeft')
      await expect.poll(() => keys(page)).toEqual(expected)
      await expect(card(page, focused)).toHaveAttribute('aria-pressed', 'false')

      // Kept through a reload in the round; the display menu says so.
      await page.reload()
      await expect.poll(() => keys(page), { timeout: 20_000 }).toEqual(expected)
      await clickTableTool(page, 'display-menu')
      await expect(page.getByTestId('hand-order')).toHaveValue('own')
      await keepScreenshot(page, `test-results/handreact-arrange-menu-${size.name}.png`)
      await expectNoSeriousA11yIssues(page, `arranged hand at ${size.name}`)

      // Choosing an automatic order again replaces the player's own.
      await page.getByTestId('hand-order').selectOption('weather')
      await expect.poll(() => keys(page)).toEqual(automatic)
      await expect(page.getByTestId('hand-order').locator('option[value="own"]')).toHaveCount(0)
    })
  })
}

test('the shortcuts list names the move', async ({ page, startHost }) => {
  const host = await startHost({ seats: 2, bots: 1, seed: 9 })
  await joinTable(page, host.url, 'Ada')
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 })
  await page.getByTestId('open-shortcuts').click()
  await expect(page.getByRole('dialog')).toContainText('Move the focused card left or right')
})

// Issue 51, item 1: from the automatic order, every Shift+→ moves the focused card one place on and
// the focus stays on it (it used to fall to <body> on every other press).
test('Shift+→ six times: the card moves one place each time and keeps the focus', async ({ page, startHost }) => {
  const host = await startHost({ seats: 2, bots: 1, seed: 9 })
  await joinTable(page, host.url, 'Ada')
  await expect.poll(async () => (await keys(page)).length, { timeout: 20_000 }).toBeGreaterThan(7)
  const start = await keys(page)
  const moving = start[0] as string
  await card(page, moving).focus()
  for (let press = 1; press <= 6; press++) {
    await page.keyboard.press('Shift+ArrowRight')
    const others = start.filter((k) => k !== moving)
    const expected = [...others.slice(0, press), moving, ...others.slice(press)]
    await expect.poll(() => keys(page), { message: `after press ${press}` }).toEqual(expected)
    await expect(card(page, moving), `focus after press ${press}`).toBeFocused()
  }
  await expect(page.getByTestId('arrange-status')).toContainText('moved to place 7')
  // the screen reader's word about the move is not carried into another language
  await page.getByTestId('language').selectOption('de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByTestId('arrange-status')).toHaveText('')
})
