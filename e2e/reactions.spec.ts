// Issue 23: quick reactions. A player's reaction appears beside their seat on everyone's screen (the
// other player's and a spectator's) and is read out; the "Show reactions" switch hides others' reactions
// and the React button. One table, looked at the desktop and both phone sizes in turn (a reaction each).
import type { Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { clickTableTool, joinTable } from './helpers/play'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { en } from '../src/renderer/src/i18n/en'
import { keepScreenshot } from './helpers/screenshots'

const seatOf = async (page: Page) => Number(await page.locator('.table-screen').getAttribute('data-seat'))
const bubble = (page: Page, seat: number) => page.locator(`[data-testid="reaction"][data-seat="${seat}"]`)

/** A different reaction at each size, so that each size's bubble and words are that size's own. */
const AT_SIZE = {
  desktop: ['well-played', en.reaction.wellPlayed],
  portrait: ['so-close', en.reaction.soClose],
  landscape: ['oops', en.reaction.oops]
} as const

/** The bubble's words, the live region's, and whether the bubble touches its seat's badge — above or below
 *  it, and over it from side to side — read at one moment (a bubble lasts a few seconds only). */
function lookAt(page: Page, seat: number) {
  return page.evaluate((seat) => {
    const b = document.querySelector(`[data-testid="reaction"][data-seat="${seat}"]`)?.getBoundingClientRect()
    const s = document.querySelector(`[data-testid="seat"][data-seat="${seat}"]`)?.getBoundingClientRect()
    const said = document.querySelector('[data-testid="reaction-said"]')?.textContent ?? ''
    const text = document.querySelector(`[data-testid="reaction"][data-seat="${seat}"]`)?.textContent?.trim() ?? ''
    if (b === undefined || s === undefined) return { text, said, beside: false, where: 'not on screen' }
    const centre = b.x + b.width / 2
    const across = centre > s.x - 8 && centre < s.x + s.width + 8
    const above = Math.abs(b.y + b.height - s.y) < 16
    const below = Math.abs(b.y - (s.y + s.height)) < 16
    const where = `bubble ${JSON.stringify(b)} beside badge ${JSON.stringify(s)}`
    return { text, said, beside: across && (above || below), where }
  }, seat)
}

async function react(page: Page, reaction: string): Promise<void> {
  await page.getByTestId('react').click()
  const choice = page.getByTestId(`reaction-${reaction}`)
  await expect(choice).not.toHaveAttribute('aria-disabled', 'true')
  await choice.click()
}

test("a reaction shows beside the sender's seat for everyone, at each size; the switch hides them", async ({
  browser,
  startHost
}) => {
  const host = await startHost({ seats: 3, bots: 1, seed: 4 })
  const open = async () => (await browser.newContext({ viewport: TABLE_SIZES[0] })).newPage()
  const [ada, bea, cy] = [await open(), await open(), await open()]
  const pages = [ada, bea, cy]
  await joinTable(ada, host.url, 'Ada')
  await joinTable(bea, host.url, 'Bea')
  for (const p of [ada, bea]) await expect(p.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
  await joinTable(cy, host.url, 'Cy')
  await cy.getByTestId('watching-ok').click()
  await expect(cy.getByTestId('seat').first()).toBeVisible()
  const beaSeat = await seatOf(bea)

  await atEachSize(pages, TABLE_SIZES, async (size, first) => {
    const [id, words] = AT_SIZE[size.name]
    // Bea picks a reaction: everyone sees it beside Bea's seat, and hears who said it.
    await bea.getByTestId('react').click()
    await expect(bea.getByTestId(`reaction-${id}`)).toBeVisible()
    await keepScreenshot(bea, `test-results/handreact-reaction-picker-${size.name}.png`)
    if (first) await expectNoSeriousA11yIssues(bea, `reaction picker at ${size.name}`)
    await bea.getByTestId(`reaction-${id}`).click()
    const seen = async (p: Page, name: string) => {
      await expect.poll(async () => (await lookAt(p, beaSeat)).text).toBe(words)
      const look = await lookAt(p, beaSeat)
      expect(look.beside, look.where).toBe(true)
      expect(look.said).toBe(en.reaction.said.replace('{{name}}', 'Bea').replace('{{reaction}}', words))
      await keepScreenshot(p, `test-results/handreact-reaction-${name}-${size.name}.png`)
    }
    await Promise.all([seen(ada, 'other'), seen(bea, 'own'), seen(cy, 'spectator')])
    if (first) await expectNoSeriousA11yIssues(ada, `table with reactions at ${size.name}`)
  })
  // Shown briefly.
  await expect(bubble(ada, beaSeat)).toHaveCount(0, { timeout: 10_000 })

  // Ada switches reactions off: no React button, and Bea's next reaction stays off her screen only.
  await clickTableTool(ada, 'display-menu')
  await ada.getByTestId('show-reactions').uncheck()
  await expect(ada.getByTestId('react')).toHaveCount(0)
  await react(bea, 'nice')
  await Promise.all([cy, bea].map((p) => expect(bubble(p, beaSeat)).toHaveText(en.reaction.nice)))
  await expect(bubble(ada, beaSeat)).toHaveCount(0)
  await expect(ada.getByTestId('reaction-said')).toHaveText('')
  // And it stays off after a reload.
  await ada.reload()
  await expect(ada.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
  await expect(ada.getByTestId('react')).toHaveCount(0)
  for (const p of pages) await p.context().close()
})
