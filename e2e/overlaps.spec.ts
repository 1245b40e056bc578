// Issue 51 and issue 23, measured as boxes at the sizes named: nothing covers what a player needs to read or
// press. Two people at a two-hands table and a watcher, one set of pages resized (`atEachSize`):
// - the turn timer's ring and the host's crown leave the seat's letter readable (every table size);
// - a reaction shows beside the sender's seat for everyone (the other player, the sender, a spectator),
//   is read out, and no bubble covers Scores or another tool of the header (every table size); the
//   "Show reactions" switch hides others' reactions and the React button, also after a reload;
// - a two-player table's tools stay on one row at 1280 px (hand 1 of 2 says the most);
// - joining a started match says you are watching (every size), and Back leaves;
// - at a table with another person there is no Undo, and Ctrl+Z does nothing;
// - the summary of hand 1 asks Ready for the next hand and keeps Leave and Rules in reach (every size).
// And the match end: it opens on its heading and winner (every size), Rematch is on screen at 1280×800,
// and upright on a phone a hand shows in few rows. Tables start at a scenario's point (src/scenarios).
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { sitAt } from './helpers/scenario'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { animationsDone, clickTableTool, joinTable, step } from './helpers/play'
import { keyboardStep } from './helpers/keyboard'
import { expectNothingToUndo } from './helpers/undo'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { en } from '../src/renderer/src/i18n/en'
import { keepScreenshot } from './helpers/screenshots'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

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

/** No bubble on `page` covers a tool of the header, `seat`'s among them: read in one layout, as soon as
 *  `seat`'s bubble is there (a bubble lasts four seconds, which a loaded machine can spend on other checks). */
async function expectBubblesClearOfTools(page: Page, seat: number, what: string): Promise<void> {
  await expect(bubble(page, seat)).toHaveCount(1)
  await animationsDone(page, '[data-testid="reaction"]')
  const { bubbles, tools, seats } = await page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }
    const shown = (el: Element) => el.getBoundingClientRect().width > 0
    const found = [...document.querySelectorAll('[data-testid="reaction"]')]
    return {
      bubbles: found.map(box),
      seats: found.map((el) => Number(el.getAttribute('data-seat'))),
      tools: [...document.querySelectorAll('header.bar button, header.bar select')].filter(shown).map(box)
    }
  })
  expect(seats, what).toContain(seat)
  expect(tools.length).toBeGreaterThan(1)
  for (const b of bubbles) for (const tool of tools) expect(overlap(b, tool), `a bubble over a tool (${what})`).toBe(false)
}

test('two players and a watcher: the timer, the crown and reactions leave letters and tools in view, a reaction reaches everyone; then hand 1 ends', async ({
  browser,
  startHost
}) => {
  test.setTimeout(120_000)
  // Hand 1 of a two-player match with a turn timer: Ada (host, crowned) leads her last card; Bea watches
  // her timer run; Cy comes after the start and may only watch.
  const host = await startHost({ scenario: 'two-hands-last-trick', turnSeconds: 90 })
  const open = async () => (await browser.newContext({ viewport: TABLE_SIZES[0] })).newPage()
  const [ada, bea, cy] = [await open(), await open(), await open()]
  await sitAt(ada, host, 0, { hostControl: true })
  await sitAt(bea, host, 1)
  for (const page of [ada, bea]) await expect(page.getByTestId('hand').locator('button[data-rank]').first()).toBeVisible()
  // At a table with another person nothing can be taken back: no Undo, and Ctrl+Z changes nothing.
  await expectNothingToUndo(ada)

  // Cy is told the match already started (at each size), goes Back, comes again and watches.
  await joinTable(cy, host.url, 'Cy')
  const notice = cy.getByTestId('watching-notice')
  await atEachSize(cy, TABLE_SIZES, async (size, first) => {
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('already started')
    await keepScreenshot(cy, `test-results/small-watching-${size.name}.png`)
    if (first) await expectNoSeriousA11yIssues(cy, 'the watching notice')
  })
  await cy.getByTestId('watching-back').click()
  await expect(cy.getByTestId('join-name')).toBeVisible()
  await joinTable(cy, host.url, 'Cy')
  await cy.getByTestId('watching-ok').click()
  await expect(cy.getByTestId('seat').first()).toBeVisible()
  const [adaSeat, beaSeat] = [await seatOf(ada), await seatOf(bea)]

  await atEachSize([ada, bea, cy], TABLE_SIZES, async (size, first) => {
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

    // Bea picks this size's reaction: everyone sees it beside Bea's seat, and hears who said it.
    const [id, words] = AT_SIZE[size.name]
    await bea.getByTestId('react').click()
    await expect(bea.getByTestId(`reaction-${id}`)).not.toHaveAttribute('aria-disabled', 'true')
    await keepScreenshot(bea, `test-results/handreact-reaction-picker-${size.name}.png`)
    if (first) await expectNoSeriousA11yIssues(bea, 'the reaction picker')
    await bea.getByTestId(`reaction-${id}`).click()
    const seen = async (p: Page, name: string) => {
      await expect.poll(async () => (await lookAt(p, beaSeat)).text).toBe(words)
      const look = await lookAt(p, beaSeat)
      expect(look.beside, `${name} at ${size.name}: ${look.where}`).toBe(true)
      expect(look.said).toBe(en.reaction.said.replace('{{name}}', 'Bea').replace('{{reaction}}', words))
      // Neither player's bubbles cover Scores or any tool of the header.
      if (p !== cy) await expectBubblesClearOfTools(p, beaSeat, `Bea's on ${name}'s screen, ${size.name}`)
      await keepScreenshot(p, `test-results/handreact-reaction-${name}-${size.name}.png`)
    }
    await Promise.all([seen(ada, 'other'), seen(bea, 'own'), seen(cy, 'spectator')])

    // Ada reacts too.
    await react(ada, 'nice')
    await Promise.all(
      ([['ada', ada], ['bea', bea]] as const).map(async ([name, page]) => {
        await expectBubblesClearOfTools(page, adaSeat, `Ada's on ${name}'s screen, ${size.name}`)
        await keepScreenshot(page, `test-results/overlaps-reaction-${name}-${size.name}.png`)
      })
    )
    if (first) await expectNoSeriousA11yIssues(ada, 'the table with a reaction')
  })
  // Shown briefly.
  await expect(bubble(ada, beaSeat)).toHaveCount(0, { timeout: 10_000 })

  // Ada switches reactions off: no React button, and Bea's next reaction stays off her screen only.
  await ada.setViewportSize(TABLE_SIZES[0])
  // (at 1280 px the tools are in the header, not behind Menu: wait for that layout before reaching for one)
  await expect(ada.getByTestId('table-menu')).toBeHidden()
  await ada.getByTestId('display-menu').click()
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

  // Ada leads her last card: hand 1 is over (Bea has not said Ready: the summary stays). Its button speaks
  // of the next hand, and the table's Leave and Rules stay in reach (at a phone size, in the menu).
  expect(await step(ada)).toBe('played')
  const summary = ada.getByTestId('round-end')
  await expect(summary).toBeVisible({ timeout: 20_000 })
  await expect(summary.getByRole('heading', { name: 'Hand 1 of 2 is over' })).toBeVisible()
  await expect(summary.getByTestId('ready')).toHaveText(en.evening.readyHand)
  await atEachSize(ada, TABLE_SIZES, async (size) => {
    await expect(summary).toBeVisible()
    // the new size's layout first (the tools fold behind Menu up to 600 px): clickTableTool reads it
    await expect(ada.getByTestId('table-menu')).toBeVisible({ visible: size.width <= 600 })
    await keepScreenshot(ada, `test-results/small-hand-summary-${size.name}.png`)
    await clickTableTool(ada, 'open-rules')
    const rules = ada.getByTestId('rules')
    await expect(rules).toBeVisible()
    await rules.getByRole('button', { name: en.rules.close }).click()
    await expect(rules).toBeHidden()
    await clickTableTool(ada, 'table-leave')
    const leave = ada.getByTestId('leave-dialog')
    await expect(leave).toBeVisible()
    await keepScreenshot(ada, `test-results/small-hand-summary-leave-${size.name}.png`)
    await leave.getByRole('button', { name: en.party.stay }).click()
    await expect(leave).toBeHidden()
    await expect(summary).toBeVisible()
  })
  for (const p of [ada, bea, cy]) await p.context().close()
})

test('the match end opens on its heading and winner at each size; Rematch on screen at 1280×800; a hand in few rows upright on a phone', async ({
  page,
  startHost
}) => {
  const consoleErrors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text())
  })
  page.on('pageerror', (e) => consoleErrors.push(e.message))
  // The match's last round, Ada to lead her last card (the `last-round` scenario): her play ends it. Sideways
  // (the shortest window, where the sheet is surely taller than the screen), from the keyboard: there a hand
  // card covers the play buttons for a mouse click.
  const host = await startHost({ scenario: 'last-round' })
  await page.setViewportSize(TABLE_SIZES[2])
  await sitAt(page, host, 0)
  for (let i = 0; i < 20; i++) if ((await keyboardStep(page)) === 'matchOver') break
  const end = page.getByTestId('match-end')
  // The sheet as it opens at each size (a reload opens it again): its top on screen, the focus on Rematch.
  await atEachSize(page, [TABLE_SIZES[2], TABLE_SIZES[1], TABLE_SIZES[0]], async (size, first) => {
    if (!first) await page.reload()
    await expect(end).toBeVisible({ timeout: 20_000 })
    await expect(end.getByTestId('rematch')).toBeFocused()
    await expectOnScreen(page, end.getByRole('heading', { name: 'The match is over' }))
    await expectOnScreen(page, end.getByTestId('winners'))
    await keepScreenshot(page, `test-results/match-end-top-${size.name}.png`)
  })
  const favicon = await page.request.get(new URL('favicon.svg', host.url).href)
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toBe('image/svg+xml')
  expect(consoleErrors).toEqual([])

  // A finished four-player match in which Ada holds eight cards.
  const four = await startHost({ scenario: 'match-over-four' })
  await sitAt(page, four, 0)
  await expect(end).toBeVisible()
  await expect(end.getByTestId('last-round')).toBeVisible()
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
  expect(consoleErrors).toEqual([])
})
