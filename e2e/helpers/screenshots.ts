// Screenshots for a person to look at (test-results/*.png): a screen at each size, in each of its states.
// They assert nothing, and each costs a worker about 0.4 s (a PNG of a phone at twice its pixels, of a TV
// at 4K), some 250 of them a run; so a run takes them only when asked: `E2E_SCREENSHOTS=1 npm run e2e`
// (docs/testing.md). A failing test's trace keeps its own record either way.
import type { Locator, Page } from '@playwright/test'

export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1'

/** A page's (or one element's) screenshot at `path`, when screenshots are wanted. */
export async function keepScreenshot(
  target: Page | Locator,
  path: string,
  options: { fullPage?: boolean } = {}
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return
  if ('goto' in target) await target.screenshot({ path, ...options })
  else await target.screenshot({ path })
}
