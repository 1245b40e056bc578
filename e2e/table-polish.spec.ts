// Issue 23 (table polish), at a desktop window, a phone upright and a phone sideways: "passed" shows once
// per seat and fully on screen; seats, play buttons, hand and turn status never overlap (also with a card
// selected, and with the log open — the log makes room instead of covering a seat or the hand); the host's
// seat wears a crown named "Host"; the sound switch and the 8s' red badge explain themselves.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { joinTable, step } from './helpers/play'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES } from './helpers/sizes'

interface Box {
  what: string
  x: number
  y: number
  width: number
  height: number
}

/** The boxes of the visible elements `locator` matches, named for the failure message. */
async function boxes(locator: Locator, what: string): Promise<Box[]> {
  const found: Box[] = []
  for (const [i, element] of (await locator.all()).entries()) {
    if (!(await element.isVisible())) continue
    const box = await element.boundingBox()
    if (box && box.width > 0 && box.height > 0) found.push({ what: `${what} ${i}`, ...box })
  }
  return found
}

/** Every pair (one from each list) whose boxes share more than a pixel. */
function overlaps(a: Box[], b: Box[]): string[] {
  const hits: string[] = []
  for (const p of a) {
    for (const q of b) {
      const w = Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x)
      const h = Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y)
      if (w > 1 && h > 1) hits.push(`${p.what} × ${q.what}`)
    }
  }
  return hits
}

/** Where each part of the table must never lie on another: CSS selectors, read in one layout. */
const PARTS = {
  seats: ['[data-testid="seat"]', 'seat'],
  plays: ['[data-testid="seat-play"] .pass, [data-testid="seat-play"] .cards', 'seat play'],
  buttons: ['[data-testid="actions"] button', 'action button'],
  hand: ['[data-testid="hand"] [data-card]', 'hand card'],
  status: ['[data-testid="turn-status"]', 'turn status'],
  mark: ['.center .mark', 'weather mark'],
  bar: ['.table-screen > header button', 'bar button']
} as const

/**
 * The boxes of the table's visible parts, all read in one go inside the page: boxes read one call at a
 * time can come from two layouts (a trick's banner leaving between two reads moves the status and the mark
 * by different amounts), which reported overlaps that were never on screen.
 */
async function tableParts(page: Page): Promise<Record<keyof typeof PARTS, Box[]>> {
  return page.evaluate((parts) => {
    const read = ([selector, what]: readonly [string, string]) =>
      [...document.querySelectorAll(selector)].flatMap((element, i) => {
        const r = element.getBoundingClientRect()
        const shown = r.width > 0 && r.height > 0 && getComputedStyle(element).visibility !== 'hidden'
        return shown ? [{ what: `${what} ${i}`, x: r.x, y: r.y, width: r.width, height: r.height }] : []
      })
    return Object.fromEntries(Object.entries(parts).map(([key, part]) => [key, read(part)])) as Record<
      keyof typeof parts,
      { what: string; x: number; y: number; width: number; height: number }[]
    >
  }, PARTS)
}

function expectNoOverlaps(parts: Awaited<ReturnType<typeof tableParts>>, when: string): void {
  const { seats, plays, buttons, hand, status, mark, bar } = parts
  expect(seats.length, when).toBeGreaterThan(0)
  expect(hand.length, when).toBeGreaterThan(0)
  expect(
    [
      ...overlaps(seats, [...buttons, ...hand, ...status, ...bar]),
      ...overlaps(plays, [...buttons, ...hand, ...status, ...bar]),
      ...overlaps(buttons, [...hand, ...status]),
      ...overlaps(hand, status),
      ...overlaps(status, mark)
    ],
    when
  ).toEqual([])
}

/** Plays (as simply as the other specs do) until some opponent has passed in the trick on the table. */
async function untilAnOpponentPassed(page: Page, me: string): Promise<void> {
  const passes = page.locator(`[data-testid="seat-play"][data-kind="pass"]:not([data-seat="${me}"])`)
  for (let i = 0; i < 40 && (await passes.count()) === 0; i++) await step(page)
  await expect(passes.first()).toBeVisible()
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
}

for (const size of TABLE_SIZES) {
  test.describe(`at ${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('passed once, nothing overlaps, the log makes room, the host is marked', async ({
      page,
      startHost
    }) => {
      const host = await startHost({ seats: 4, bots: 3, seed: 9 })
      await joinTable(page, host.hostControl, 'Dee')
      await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
      const me = (await page.locator('.table-screen').getAttribute('data-seat')) ?? ''
      await untilAnOpponentPassed(page, me)
      await page.waitForTimeout(800) // cards travelling to the centre have landed

      // "passed" once per seat that passed — in front of the seat, not again on its badge — and whole.
      const passedSeats = await page.locator('[data-testid="seat-play"][data-kind="pass"]').count()
      const passedWords = page.getByText(/^passed$/i)
      await expect(passedWords).toHaveCount(passedSeats)
      await expect(page.getByTestId('seat').getByText(/^passed$/i)).toHaveCount(0)
      // all boxes in one read: an element looked up one at a time may be re-rendered away between reads
      const wordBoxes = await passedWords.evaluateAll((words) =>
        words.map((w) => {
          const r = w.getBoundingClientRect()
          return { x: r.x, y: r.y, width: r.width, height: r.height }
        })
      )
      for (const box of wordBoxes) {
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height).toBeLessThanOrEqual(size.height)
        expect(box.x + box.width).toBeLessThanOrEqual(size.width)
      }
      expectNoOverlaps(await tableParts(page), 'on turn')
      await page.screenshot({ path: `test-results/tablepolish-${size.name}-table.png` })

      // A selected card rises, but not onto the play buttons it brought up.
      await page.getByTestId('hand').locator('[data-card]:not([aria-disabled="true"])').last().click()
      await expect(
        page.locator('[data-testid^="move-"]:not([data-testid="move-pass"])').first()
      ).toBeVisible()
      await page.waitForTimeout(300)
      expectNoOverlaps(await tableParts(page), 'with a card selected')
      await page.screenshot({ path: `test-results/tablepolish-${size.name}-selected.png` })
      await page.keyboard.press('Escape')

      // The host (this player, who opened the host link) wears the crown; the bots do not.
      const mySeat = page.locator(`[data-testid="seat"][data-seat="${me}"]`)
      await expect(mySeat.getByTestId('host-marker')).toBeVisible()
      await expect(mySeat.getByTestId('host-marker')).toHaveAttribute('title', /Host/)
      await expect(mySeat).toHaveAccessibleName(/Host/)
      await expect(page.getByTestId('host-marker')).toHaveCount(1)

      // The sound switch says "turn only" in words, and its tooltip and name say what it does.
      const sound = page.getByTestId('sound')
      await expect(sound).toHaveAttribute('title', /your turn only/i)
      await expect(sound).toHaveAttribute('aria-label', /your turn only/i)
      await expect(sound).toContainText('Turn only')
      // The 8s' red badge: a tooltip, and the card's name says the rule.
      const eight = page.getByTestId('hand').locator('[data-rank="8"]').first()
      await expect(eight).toHaveAccessibleName(/Rule of 8s/)
      await expect(eight.locator('.eight')).toHaveAttribute('title', /Rule of 8s/)

      // The log opens beside (or under) the trick: no seat, seat play or hand card lies under it.
      await page.keyboard.press('l')
      const log = page.getByTestId('log-panel')
      await expect(log).toBeVisible()
      await page.waitForTimeout(300)
      const parts = await tableParts(page)
      const logBox = await boxes(log, 'log')
      expect(
        overlaps(logBox, [...parts.seats, ...parts.plays, ...parts.hand, ...parts.buttons, ...parts.bar])
      ).toEqual([])
      expectNoOverlaps(parts, 'with the log open')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `test-results/tablepolish-${size.name}-log.png` })
      await expectNoSeriousA11yIssues(page, `table with the log open (${size.name})`)
      await page.keyboard.press('l')
      await expect(log).toBeHidden()
    })
  })
}

test('the rules reference explains the signs at the table', async ({ page, startHost }) => {
  const host = await startHost({ seats: 2, bots: 1, seed: 9 })
  await joinTable(page, host.url, 'Dee')
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
  await page.getByTestId('open-rules').click()
  const legend = page.getByTestId('rules-legend')
  await expect(legend.getByRole('listitem')).toHaveCount(3)
  await expect(legend).toContainText('Rule of 8s')
  await expect(legend).toContainText('Turn only')
  await expect(legend).toContainText('host')
})
