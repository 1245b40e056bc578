// Issue 23: the match end opens at its top — "The match is over" and the winner are on screen when the
// sheet appears, on a desktop window and on phones, even when the sheet is taller than the screen (the
// keyboard's focus stays on Rematch without scrolling there). The page loads its favicon (an SVG, not
// the index.html fallback), so no load logs an error.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { keyboardStep } from './helpers/keyboard'
import { step } from './helpers/play'
import { sitAt } from './helpers/scenario'
import { TABLE_SIZES } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'

/** The element's box lies wholly inside the viewport. */
async function expectOnScreen(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox()
  const viewport = page.viewportSize()
  expect(box).not.toBeNull()
  expect(viewport).not.toBeNull()
  if (box === null || viewport === null) return
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
}

for (const size of TABLE_SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('the match end opens on its heading and winner', async ({ page, startHost }) => {
      test.setTimeout(60_000)
      const consoleErrors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text())
      })
      page.on('pageerror', (e) => consoleErrors.push(e.message))
      // The match's last round, Ada to lead her last card (the `last-round` scenario): her play ends it.
      const host = await startHost({ scenario: 'last-round' })
      await sitAt(page, host, 0)

      // Sideways, a hand card covers the play buttons for a mouse click (seen while writing this spec):
      // that size plays from the keyboard, which ends on the same sheet.
      const play = size.name === 'landscape' ? keyboardStep : step
      for (let i = 0; i < 20; i++) if ((await play(page)) === 'matchOver') break
      const end = page.getByTestId('match-end')
      await expect(end).toBeVisible()
      await expect(end.getByTestId('rematch')).toBeFocused()
      await expectOnScreen(page, end.getByRole('heading', { name: 'The match is over' }))
      await expectOnScreen(page, end.getByTestId('winners'))
      await keepScreenshot(page, `test-results/match-end-top-${size.name}.png`)

      const favicon = await page.request.get(new URL('favicon.svg', host.url).href)
      expect(favicon.status()).toBe(200)
      expect(favicon.headers()['content-type']).toBe('image/svg+xml')
      expect(consoleErrors).toEqual([])
    })
  })
}
