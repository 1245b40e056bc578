// A phone guest at the table (issues 16, 23, 50, 51), held upright (390×844) and sideways (844×390), with
// the desktop window beside them: one page resized with `atEachSize` wherever layout is the point. This is
// the table's layout home: the whole table and hand fit without scrolling (also at 200% text), no part lies
// on another (on turn, a card picked, the log open), "passed" is shown once and whole, a trick an 8 cleared
// is held with its reason, the header folds into one menu, the hand is arranged by finger (and mouse), and
// the scores sheet fits. Tables open at scenarios (src/scenarios); what the screen says and which buttons it
// shows is checked by component tests (table/*.component.test.ts, results/Results.component.test.ts; the map
// is docs/e2e-map/j-table.md).
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { HINT_TIMEOUT_MS, animationsDone, clickTableTool, stateVersion, step, waitForNewState } from './helpers/play'
import { sitAt } from './helpers/scenario'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES, atEachSize, type TableSize } from './helpers/sizes'
import { boxes, expectNoOverlaps, overlaps, tableParts } from './helpers/table-layout'
import { EIGHT, legalMoves, type Move } from '../src/engine'
import { buildScenario, findScenario } from '../src/scenarios'
import { keepScreenshot } from './helpers/screenshots'

// A phone answers taps; the desktop window still has its mouse.
test.use({ hasTouch: true })

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

const cards = (page: Page) => page.getByTestId('hand').locator('[data-card]')
const keys = (page: Page) => cards(page).evaluateAll((c) => c.map((e) => e.getAttribute('data-card') ?? ''))
const card = (page: Page, key: string) => page.getByTestId('hand').locator(`[data-card="${key}"]`)

async function centre(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox()
  if (box === null) throw new Error('not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** The pointer types of the presses the page sees from now on (proves a drag was a mouse's or a finger's). */
async function recordPointerTypes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __pointers: string[]; __recording?: boolean }
    w.__pointers = []
    if (w.__recording === true) return
    w.__recording = true
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

/** A finger drags the second card onto the start side of the last-but-one: it lands just before it. */
async function arrangeByFinger(page: Page, size: TableSize): Promise<void> {
  await animationsDone(page, '[data-testid="hand"]')
  const before = await keys(page)
  const [moving, target] = [before[1]!, before.at(-2)!]
  const from = await centre(card(page, moving))
  const onto = await centre(card(page, target))
  const box = (await card(page, target).boundingBox())!
  await recordPointerTypes(page)
  await touchDrag(page, from, { x: onto.x - box.width / 4, y: onto.y })
  const rest = before.filter((k) => k !== moving)
  const expected = [...rest.slice(0, rest.indexOf(target)), moving, ...rest.slice(rest.indexOf(target))]
  await expect.poll(() => keys(page), { message: `a finger's drag at ${size.name}` }).toEqual(expected)
  expect(await pointerTypes(page)).toEqual(['touch'])
  await expect(card(page, moving)).toHaveAttribute('aria-pressed', 'false')
}

/** The mouse: the first card dropped just past the last one goes to the end, and is not selected. */
async function arrangeByMouse(page: Page): Promise<void> {
  await animationsDone(page, '[data-testid="hand"]')
  const before = await keys(page)
  const [first, last] = [before[0]!, before.at(-1)!]
  const start = await centre(card(page, first))
  const end = await centre(card(page, last))
  await recordPointerTypes(page)
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x + 20, start.y, { steps: 4 })
  await page.mouse.move(end.x + 12, end.y, { steps: 10 })
  await expect(page.locator('.drop-after, .drop-before')).toHaveCount(1)
  await keepScreenshot(page, 'test-results/handreact-arrange-drag-desktop.png')
  await page.mouse.up()
  await expect.poll(() => keys(page)).toEqual([...before.slice(1), first])
  expect(await pointerTypes(page)).toEqual(['mouse'])
  await expect(card(page, first)).toHaveAttribute('aria-pressed', 'false')
}

/** On a phone the tools sit behind one menu button, the language menu fits, and the rules open from it. */
async function expectCompactHeader(page: Page, size: TableSize): Promise<void> {
  const header = await page.locator('.table-screen > header').boundingBox()
  expect(header!.height).toBeLessThan(size.height / 10)
  await expect(page.getByTestId('open-rules')).toBeHidden()
  await page.getByTestId('table-menu').click()
  await expect(page.getByTestId('open-rules')).toBeVisible()
  const picker = page.locator('#table-menu').getByTestId('language')
  await expect(picker).toBeVisible()
  const box = await picker.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width)
  await keepScreenshot(page, 'test-results/phones-menu.png')
  await expectNoSeriousA11yIssues(page, 'table menu open')
  await page.getByTestId('open-rules').click()
  const rules = page.getByTestId('rules')
  await expect(rules).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(rules).toBeHidden()
  // The menu stays unfolded under the rules; folded again, it leaves the hand alone.
  const menu = page.getByTestId('table-menu')
  if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
}

test('a phone guest at the fullest table: it fits every size, also at 200% text; the header folds into one menu; the hand is arranged by finger', async ({
  page,
  startHost
}) => {
  // Six seats, the most opponents a table has: Bob Marleyson is a person, the rest are bots.
  const host = await startHost({ scenario: 'six-seats' })
  await sitAt(page, host, 0)
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
  const automatic = await keys(page)
  expect(automatic).toHaveLength(10)

  // (axe reads the plain table in e2e/a11y.spec.ts, and its states in the journeys that open them)
  await atEachSize(page, TABLE_SIZES, async (size) => {
    await keepScreenshot(page, `test-results/phones-${size.name}.png`)
    await expectFits(page, `${size.name} 100%`)

    // Avatars: bots show a bot icon, Bob his initials; his name is readable (more than a letter and dots).
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
    const bob = avatars.find((a) => !a.bot)!
    expect(bob.text).toBe('BM')
    expect(bob.name).toContain('Bob Marleyson')
    const bobsName = page.locator('.opponents [data-testid="seat"]:not(:has([data-avatar="bot"])) .name')
    await expect.poll(() => bobsName.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(40)

    if (size.name === 'desktop') await arrangeByMouse(page)
    await arrangeByFinger(page, size)

    // 200% text: the root font size doubles (what a browser's text zoom does to rem-based layouts).
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'))
    await keepScreenshot(page, `test-results/phones-${size.name}-200.png`)
    await expectFits(page, `${size.name} 200%`)
    await page.evaluate(() => (document.documentElement.style.fontSize = ''))

    if (size.name === 'portrait') await expectCompactHeader(page, size)
  })

  // A click without movement still selects, and lets go (a tap picks the cards of test 2's 8).
  const arranged = await keys(page)
  const playable = page.getByTestId('hand').locator('[data-card]:not([aria-disabled="true"])').first()
  await playable.click()
  await expect(playable).toHaveAttribute('aria-pressed', 'true')
  await playable.click()
  await expect(playable).toHaveAttribute('aria-pressed', 'false')
  expect(await keys(page)).toEqual(arranged)

  // Kept through a reload in the round; the display menu says so. An automatic order again replaces it.
  await page.reload()
  await expect.poll(() => keys(page), { timeout: 20_000 }).toEqual(arranged)
  await clickTableTool(page, 'display-menu')
  await expect(page.getByTestId('hand-order')).toHaveValue('own')
  await keepScreenshot(page, 'test-results/handreact-arrange-menu.png')
  await expectNoSeriousA11yIssues(page, 'the display menu with an arranged hand')
  await page.getByTestId('hand-order').selectOption('weather')
  await expect.poll(() => keys(page)).toEqual(automatic)
  await expect(page.getByTestId('hand-order').locator('option[value="own"]')).toHaveCount(0)
})

interface Cleared {
  reason: string
  text: string
  /** When it appeared: the turn status and a play in front of a seat were on screen with it (held). */
  held: boolean
  /** 400 ms after it appeared: does the banner overlap the turn status or the central meld? */
  overlaps: boolean
}

/** Records every trick-cleared banner as it appears (they are shown for a moment only). */
async function recordClears(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown = new WeakMap<Element, string>()
    const w = window as unknown as { __clears: unknown[] }
    w.__clears = []
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && b.width > 0
    const onScreen = (selector: string) => {
      const r = document.querySelector(selector)?.getBoundingClientRect()
      return r !== undefined && r.width > 0 && r.height > 0
    }
    new MutationObserver(() => {
      const banner = document.querySelector('[data-testid="trick-cleared"]')
      if (!banner) return
      const what = `${banner.getAttribute('data-reason')}|${banner.textContent ?? ''}`
      if (shown.get(banner) === what) return
      shown.set(banner, what)
      const held =
        onScreen('[data-testid="turn-status"]') && onScreen('[data-testid="seat-play"]:not([data-kind="none"])')
      const entry = { reason: banner.getAttribute('data-reason'), text: banner.textContent ?? '', held, overlaps: false }
      w.__clears.push(entry)
      setTimeout(() => {
        const r = banner.getBoundingClientRect()
        entry.overlaps = ['turn-status', 'central'].some((id) => {
          const el = document.querySelector(`[data-testid="${id}"]`)
          return el !== null && overlap(r, el.getBoundingClientRect())
        })
      }, 400)
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  })
}

const clears = (page: Page) => page.evaluate(() => (window as unknown as { __clears: Cleared[] }).__clears)

/** The scenario's play with Ada's 8: every such play clears the trick (src/scenarios/scenarios.test.ts). */
function eightPlay(): Exclude<Move, { kind: 'pass' }> {
  const { match } = buildScenario(findScenario('eight-clears')!)
  const play = legalMoves(match).find((m) => m.kind !== 'pass' && m.cards.includes(EIGHT))
  if (play === undefined || play.kind === 'pass') throw new Error('eight-clears has no play with an 8')
  return play
}

/** Picks `ranks` in the hand (a rank twice: two of its cards) and plays them with the first play offered,
 *  by finger on a phone and by mouse in the window. */
async function playCards(page: Page, ranks: readonly number[], size: TableSize): Promise<void> {
  const press = (target: Locator) => (size.name === 'desktop' ? target.click() : target.tap())
  const version = await stateVersion(page)
  const picked = new Map<number, number>()
  for (const rank of ranks) {
    const copy = picked.get(rank) ?? 0
    picked.set(rank, copy + 1)
    await press(page.getByTestId('hand').locator(`[data-card][data-rank="${rank}"]`).nth(copy))
  }
  await press(page.locator('[data-testid^="move-"]:not([data-testid="move-pass"])').first())
  await waitForNewState(page, version)
}

/** "passed" once per seat that passed — in front of the seat, not again on its badge — and whole. */
async function expectPassedOnceAndWhole(page: Page, size: TableSize): Promise<void> {
  const passedSeats = await page.locator('[data-testid="seat-play"][data-kind="pass"]').count()
  expect(passedSeats).toBeGreaterThan(0)
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
}

/** The log opens beside (or under) the trick: no seat, seat play or hand card lies under it. */
async function expectLogMakesRoom(page: Page, size: TableSize, first: boolean): Promise<void> {
  await page.keyboard.press('l')
  const log = page.getByTestId('log-panel')
  await expect(log).toBeVisible()
  await page.waitForTimeout(300)
  const parts = await tableParts(page)
  const logBox = await boxes(log, 'log')
  expect(overlaps(logBox, [...parts.seats, ...parts.plays, ...parts.hand, ...parts.buttons, ...parts.bar])).toEqual([])
  expectNoOverlaps(parts, `with the log open (${size.name})`)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await keepScreenshot(page, `test-results/tablepolish-${size.name}-log.png`)
  if (first) await expectNoSeriousA11yIssues(page, 'the table with the log open')
  await page.keyboard.press('l')
  await expect(log).toBeHidden()
}

test('on turn at each size: passed once, nothing on another (a card picked, the log open), the hint, and an 8 that clears is held with its reason', async ({
  page,
  startHost
}) => {
  // Each size plays the 8, so each has a table of its own at the same point (one page goes from one to
  // the next); the hosts start together.
  const hosts = await Promise.all(TABLE_SIZES.map(() => startHost({ scenario: 'eight-clears' })))
  await recordClears(page)
  await atEachSize(page, TABLE_SIZES, async (size, first) => {
    await sitAt(page, hosts[TABLE_SIZES.indexOf(size)]!, 0, { hostControl: true })
    await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
    await animationsDone(page, '.table-screen') // cards travelling to the centre have landed

    await expectPassedOnceAndWhole(page, size)
    expectNoOverlaps(await tableParts(page), `on turn (${size.name})`)
    await keepScreenshot(page, `test-results/tablepolish-${size.name}-table.png`)

    // A selected card rises, but not onto the play buttons it brought up.
    await page.getByTestId('hand').locator('[data-card]:not([aria-disabled="true"])').last().click()
    await expect(page.locator('[data-testid^="move-"]:not([data-testid="move-pass"])').first()).toBeVisible()
    await page.waitForTimeout(300)
    await keepScreenshot(page, `test-results/tablepolish-${size.name}-selected.png`)
    expectNoOverlaps(await tableParts(page), `with a card selected (${size.name})`)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('hand').locator('[aria-pressed="true"]')).toHaveCount(0)

    await expectLogMakesRoom(page, size, first)

    if (first) {
      // Hint: the host's suggestion picks its cards and says why in one line.
      await page.getByTestId('hint').click()
      await expect(page.getByTestId('hint-reason')).toBeVisible({ timeout: HINT_TIMEOUT_MS })
      const suggestion = (await page.getByTestId('actions').getByText(/^Suggestion: /).textContent()) ?? ''
      if (suggestion !== 'Suggestion: pass.') {
        const count = (/([\d-]+)\.$/.exec(suggestion)?.[1] ?? '').split('-').length
        await expect(page.getByTestId('hand').locator('[aria-pressed="true"]')).toHaveCount(count)
      }
      await keepScreenshot(page, `test-results/table-feel-hint-${size.name}.png`)
      const clear = page.getByRole('button', { name: 'Clear selection' })
      if (await clear.isVisible()) await clear.click()
    }

    // Her 8 clears the trick (Rule of 8s), played by finger on a phone: it is held on screen with the turn
    // status, its plays still in front of the seats, under a banner that says why and covers neither.
    const seenBefore = (await clears(page)).length
    await playCards(page, eightPlay().cards, size)
    await expect(page.getByTestId('trick-cleared')).toBeVisible()
    await expect(page.getByTestId('turn-status')).toBeVisible()
    await keepScreenshot(page, `test-results/table-feel-cleared-${size.name}.png`)
    await page.waitForTimeout(450)
    const seen = (await clears(page)).slice(seenBefore)
    const eight = seen.find((c) => c.reason === 'eight')
    expect(eight?.text).toContain('Rule of 8s')
    expect(eight?.held).toBe(true)
    expect(seen.filter((c) => c.overlaps)).toEqual([])
  })
})

test('a phone guest finishes a round: the scores one tap away before and after, the round results, the sheet fitting each size', async ({
  page,
  startHost
}) => {
  // Round 1's last trick, the match going on after it (the `last-trick` scenario): Dee leads her last card.
  const host = await startHost({ scenario: 'last-trick' })
  await page.setViewportSize(TABLE_SIZES[1])
  await sitAt(page, host, 0, { as: 'Dee' })
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
  const open = page.getByTestId('open-scores')
  const dialog = page.getByTestId('scoreboard')

  // Before any round ends it says when the totals start; Esc closes it, focus back on the button.
  await open.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('scoreboard-empty')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()

  // Her last card ends the round: the results sheet (which waits for her Ready).
  expect(await step(page)).toBe('played')
  await expect(page.getByTestId('round-end')).toBeVisible({ timeout: 20_000 })
  await page.waitForTimeout(500)
  await expectNoSeriousA11yIssues(page, 'round results')
  expect(await step(page)).toBe('ready')
  await expect(page.getByTestId('hint').or(page.getByTestId('turn-status')).first()).toBeVisible({ timeout: 20_000 })

  // One tap away (not behind the Menu): the totals round by round and the chart, the window inside the screen.
  await expect(open).toBeVisible()
  await open.tap()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('scoreboard-table').locator('tbody tr')).toHaveCount(1)
  await expect(dialog.getByRole('img', { name: 'Totals after each round' })).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'the scores window')
  await atEachSize(page, [TABLE_SIZES[1], TABLE_SIZES[2], TABLE_SIZES[0]], async (size) => {
    await expect(dialog).toBeVisible()
    await expect(async () => {
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(size.width)
    }).toPass({ timeout: 5_000 })
    await keepScreenshot(page, `test-results/tablepolish-${size.name}-scores.png`)
  })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('hand')).toBeVisible()
})
