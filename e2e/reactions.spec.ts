// Issue 23: quick reactions. A player's reaction appears beside their seat on everyone's screen (the
// other player's and a spectator's) and is read out; the "Show reactions" switch hides others' reactions
// and the React button. At the desktop and both phone sizes.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { clickTableTool, joinTable } from './helpers/play'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES } from './helpers/sizes'

const seatOf = async (page: Page) => Number(await page.locator('.table-screen').getAttribute('data-seat'))
const bubble = (page: Page, seat: number) => page.locator(`[data-testid="reaction"][data-seat="${seat}"]`)
const badge = (page: Page, seat: number) => page.locator(`[data-testid="seat"][data-seat="${seat}"]`).first()

/** The bubble touches its seat's badge: above or below it, and over it from side to side. */
async function expectBeside(bubbleAt: Locator, badgeAt: Locator): Promise<void> {
  const b = await bubbleAt.boundingBox()
  const s = await badgeAt.boundingBox()
  if (b === null || s === null) throw new Error(`not on screen to measure: bubble ${String(b)}, badge ${String(s)}`)
  const centre = b.x + b.width / 2
  expect(centre).toBeGreaterThan(s.x - 8)
  expect(centre).toBeLessThan(s.x + s.width + 8)
  const above = Math.abs(b.y + b.height - s.y) < 16
  const below = Math.abs(b.y - (s.y + s.height)) < 16
  expect(above || below, `bubble ${JSON.stringify(b)} beside badge ${JSON.stringify(s)}`).toBe(true)
}

async function react(page: Page, reaction: string): Promise<void> {
  await page.getByTestId('react').click()
  const choice = page.getByTestId(`reaction-${reaction}`)
  await expect(choice).not.toHaveAttribute('aria-disabled', 'true')
  await choice.click()
}

for (const size of TABLE_SIZES) {
  test.describe(`at ${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test("a reaction shows beside the sender's seat for everyone; the switch hides them", async ({ browser, startHost }) => {
      const host = await startHost({ seats: 3, bots: 1, seed: 4 })
      const pages: Page[] = []
      const open = async () => {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
        const page = await context.newPage()
        pages.push(page)
        return page
      }
      const [ada, bea, cy] = [await open(), await open(), await open()] as [Page, Page, Page]
      await joinTable(ada, host.url, 'Ada')
      await joinTable(bea, host.url, 'Bea')
      for (const p of [ada, bea]) await expect(p.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
      await joinTable(cy, host.url, 'Cy')
      await cy.getByTestId('watching-ok').click()
      await expect(cy.getByTestId('seat').first()).toBeVisible()
      const beaSeat = await seatOf(bea)

      // Bea picks "Well played": everyone sees it beside Bea's seat, and hears who said it.
      await bea.getByTestId('react').click()
      await expect(bea.getByTestId('reaction-well-played')).toBeVisible()
      await bea.screenshot({ path: `test-results/handreact-reaction-picker-${size.name}.png` })
      await expectNoSeriousA11yIssues(bea, `reaction picker at ${size.name}`)
      await bea.getByTestId('reaction-well-played').click()
      // All three screens at once: a reaction is shown for a few seconds only.
      const seen = async (p: Page, name: string) => {
        await expect(bubble(p, beaSeat)).toHaveText('Well played')
        // Measured first: the bubble lasts a few seconds, which a screenshot on a loaded machine can outlast.
        await expectBeside(bubble(p, beaSeat), badge(p, beaSeat))
        await expect(p.getByTestId('reaction-said')).toHaveText('Bea: Well played')
        await p.screenshot({ path: `test-results/handreact-reaction-${name}-${size.name}.png` })
      }
      await Promise.all([seen(ada, 'other'), seen(bea, 'own'), seen(cy, 'spectator')])
      await expectNoSeriousA11yIssues(ada, `table with reactions at ${size.name}`)
      // Shown briefly.
      await expect(bubble(ada, beaSeat)).toHaveCount(0, { timeout: 10_000 })

      // Ada switches reactions off: no React button, and Bea's next reaction stays off her screen only.
      await clickTableTool(ada, 'display-menu')
      await ada.getByTestId('show-reactions').uncheck()
      await expect(ada.getByTestId('react')).toHaveCount(0)
      await react(bea, 'nice')
      await Promise.all([cy, bea].map((p) => expect(bubble(p, beaSeat)).toHaveText('Nice!')))
      await expect(bubble(ada, beaSeat)).toHaveCount(0)
      await expect(ada.getByTestId('reaction-said')).toHaveText('')
      // And it stays off after a reload.
      await ada.reload()
      await expect(ada.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
      await expect(ada.getByTestId('react')).toHaveCount(0)
      for (const p of pages) await p.context().close()
    })
  })
}
