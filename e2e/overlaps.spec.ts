// Issue 51: nothing covers what a player needs to read or press, measured as boxes at the sizes named.
// - the turn timer's ring and the host's crown leave the seat's letter readable (every table size);
// - a "Nice!" bubble covers neither Scores nor any other tool of the table's header (every table size);
// - a two-player table's tools stay on one row at 1280 px (hand 1 of 2 says the most: the cards set
//   aside, the turn timer, the host's menu);
// - at 1280×800 the Host form's button and the match end's Rematch are on screen without scrolling;
// - upright on a phone (390×844) the match end shows a hand in few rows, not two cards to a row.
// Tables start at a scenario's point (src/scenarios), so no match is played to get there.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { sitAt } from './helpers/scenario'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { serveApp } from './helpers/static-app'
import { FAKE_SETTINGS, installFakeDesktop } from './helpers/fake-desktop-api'
import { animationsDone } from './helpers/play'
import { en } from '../src/renderer/src/i18n/en'
import { keepScreenshot } from './helpers/screenshots'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const DESKTOP = { width: 1280, height: 800 }
const PORTRAIT = { width: 390, height: 844 }

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/**
 * Each seat's letter (the text's own box), the boxes drawn on its badge (the crown, the timer's seconds)
 * and, where the turn timer runs, its ring: the letter must lie inside the ring's inner edge.
 */
function lettersAndMarks(page: Page) {
  return page.evaluate(() => {
    const box = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height })
    return [...document.querySelectorAll('[data-testid="seat"]')].flatMap((badge) => {
      const text = badge.querySelector('.initials')?.firstChild
      if (!text) return []
      const range = document.createRange()
      range.selectNodeContents(text)
      const letter = range.getBoundingClientRect()
      const marks = [...badge.querySelectorAll('[data-testid="turn-timer-seconds"], [data-testid="host-marker"]')]
      const svg = badge.querySelector('[data-testid="turn-timer"] svg')?.getBoundingClientRect()
      // the ring: r = 15 of a 36-unit square, stroke 3.5 (TurnTimer.svelte)
      const ring = svg && { cx: svg.x + svg.width / 2, cy: svg.y + svg.height / 2, inner: ((15 - 1.75) / 36) * svg.width }
      const corners = [
        [letter.left, letter.top],
        [letter.right, letter.top],
        [letter.left, letter.bottom],
        [letter.right, letter.bottom]
      ]
      return [
        {
          seat: badge.getAttribute('data-seat'),
          letter: box(letter),
          marks: marks.map((m) => ({ what: m.getAttribute('data-testid'), box: box(m.getBoundingClientRect()) })),
          insideRing: ring ? corners.every(([x, y]) => Math.hypot(x! - ring.cx, y! - ring.cy) <= ring.inner) : null
        }
      ]
    })
  })
}

async function expectOnScreen(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox()
  const viewport = page.viewportSize()
  expect(box).not.toBeNull()
  if (box === null || viewport === null) return
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
}

test('the timer, the crown and a reaction leave the seats’ letters and the tools in view; the tools keep one row', async ({
  browser,
  startHost
}) => {
  test.setTimeout(120_000)
  // Hand 1 of a two-player match with a turn timer: Ada (host, crowned) leads; Bea watches her timer run.
  const host = await startHost({ scenario: 'two-hands-last-trick', turnSeconds: 90 })
  const ada = await (await browser.newContext()).newPage()
  const bea = await (await browser.newContext()).newPage()
  await sitAt(ada, host, 0, { hostControl: true })
  await sitAt(bea, host, 1)
  for (const page of [ada, bea]) await expect(page.getByTestId('hand').locator('button[data-rank]').first()).toBeVisible()

  await atEachSize([ada, bea], TABLE_SIZES, async (size) => {
    for (const [name, page] of [['ada', ada], ['bea', bea]] as const) {
      await animationsDone(page, '[data-testid="hand"]')
      const seats = await lettersAndMarks(page)
      await keepScreenshot(page, `test-results/overlaps-seats-${name}-${size.name}.png`)
      const marks = seats.flatMap((s) => s.marks.map((m) => m.what))
      expect(marks, `${name} sees the timer and the crown`).toEqual(expect.arrayContaining(['turn-timer-seconds', 'host-marker']))
      for (const seat of seats) {
        for (const mark of seat.marks)
          expect(overlap(seat.letter, mark.box), `${mark.what} over seat ${seat.seat}'s letter (${name}, ${size.name}): ${JSON.stringify([seat.letter, mark.box])}`).toBe(false)
        if (seat.insideRing !== null) expect(seat.insideRing, `the ring over seat ${seat.seat}'s letter (${name}, ${size.name})`).toBe(true)
      }
      expect(seats.some((s) => s.insideRing !== null), `${name} sees a ring`).toBe(true)
    }

    if (size.name === 'desktop') {
      // One row of tools: the language, every button and Scores share the header's first line.
      const tops = await ada.evaluate(() =>
        [...document.querySelectorAll('header.bar button, header.bar select')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0)
          .map((r) => r.top + r.height / 2)
      )
      expect(tops.length).toBeGreaterThan(6)
      expect(Math.max(...tops) - Math.min(...tops), 'the tools wrap to a second row').toBeLessThan(8)
    }

    // Both react: neither bubble covers Scores or any tool of the header.
    for (const page of [ada, bea]) {
      await page.getByTestId('react').click()
      await page.getByTestId('reaction-nice').click()
    }
    for (const [name, page] of [['ada', ada], ['bea', bea]] as const) {
      await expect(page.locator('[data-testid="reaction"]')).toHaveCount(2)
      await animationsDone(page, '[data-testid="reaction"]')
      const { bubbles, tools } = await page.evaluate(() => {
        const box = (el: Element) => {
          const r = el.getBoundingClientRect()
          return { x: r.x, y: r.y, width: r.width, height: r.height }
        }
        const shown = (el: Element) => el.getBoundingClientRect().width > 0
        return {
          bubbles: [...document.querySelectorAll('[data-testid="reaction"]')].map(box),
          tools: [...document.querySelectorAll('header.bar button, header.bar select')].filter(shown).map(box)
        }
      })
      expect(tools.length).toBeGreaterThan(1)
      for (const bubble of bubbles)
        for (const tool of tools) expect(overlap(bubble, tool), `a bubble over a tool (${name}, ${size.name})`).toBe(false)
      await keepScreenshot(page, `test-results/overlaps-reaction-${name}-${size.name}.png`)
    }
    // the bubbles go after a few seconds: the next size starts without them
    for (const page of [ada, bea]) await expect(page.locator('[data-testid="reaction"]')).toHaveCount(0, { timeout: 10_000 })
  })
})

test('the Host form’s button is on screen at 1280×800', async ({ browser }) => {
  const app = await serveApp()
  try {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage()
    const stats = { matches: 0, wins: 0, rounds: 0, averagePenaltyPerRound: null }
    await installFakeDesktop(page, { settings: FAKE_SETTINGS, history: { entries: [], stats }, notices: [] })
    await page.goto(app.url)
    await page.locator('[data-way="host"]').click()
    const submit = page.getByRole('form', { name: en.home.host }).getByRole('button', { name: en.home.startHost })
    await expect(submit).toBeVisible()
    // the opened form comes into view by itself (a smooth scroll where motion is on)
    await expect.poll(async () => (await submit.boundingBox())?.y ?? Infinity).toBeLessThan(DESKTOP.height)
    await animationsDone(page, 'main')
    await expectOnScreen(page, submit)
    await keepScreenshot(page, 'test-results/overlaps-host-form.png')
  } finally {
    await app.close()
  }
})

test('the match end: Rematch on screen at 1280×800; a hand in few rows upright on a phone', async ({
  browser,
  startHost
}) => {
  const host = await startHost({ scenario: 'match-over-four' })
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage()
  await sitAt(page, host, 0)
  const end = page.getByTestId('match-end')
  await expect(end).toBeVisible()
  await animationsDone(page, '[data-testid="match-end"]')
  await expectOnScreen(page, end.getByTestId('rematch'))
  await keepScreenshot(page, 'test-results/overlaps-match-end-desktop.png')

  await page.setViewportSize(PORTRAIT)
  await animationsDone(page, '[data-testid="match-end"]')
  // Each hand left in the last round: its cards in rows (distinct tops) — Ada's eight among them.
  const hands = await end.getByTestId('last-round').evaluate((section) =>
    [...section.querySelectorAll('.cards')]
      .filter((hand) => hand.getBoundingClientRect().width > 10) // the one in sight (RoundTable.svelte)
      .map((hand) => {
        const tops = [...hand.children].map((card) => Math.round(card.getBoundingClientRect().top))
        return { cards: tops.length, rows: new Set(tops).size }
      })
  )
  expect(hands.map((h) => h.cards)).toContain(8)
  for (const hand of hands) expect(hand.rows, `${hand.cards} cards in ${hand.rows} rows`).toBeLessThanOrEqual(Math.ceil(hand.cards / 6))
  await keepScreenshot(page, 'test-results/overlaps-match-end-portrait.png', { fullPage: true })
})
