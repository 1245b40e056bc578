// A keyboard-only player (issues 23, 51): a solo match (one player against three bots on the real headless
// host, target 5) from the join form to the match end. The hand is one tab stop (arrows, Home, Space,
// Escape, a visible focus ring); ? lists the shortcuts (the card move among them) and keeps Tab inside; L the
// log, R the rules; Shift+arrows move the focused card, which keeps the focus, and a language switch leaves
// nothing of the old language in the live regions; H hints, P passes, Enter plays; Ctrl+Z takes a move back;
// when the picked card can overwrite or add, Enter asks which, and Esc closes an open window (or the phone's
// folded menu) before letting go of the cards; then the match's last round (the `last-round` scenario,
// src/scenarios) is played to the match end, focus on Rematch. Which buttons show and what a click sends is
// also checked by component tests (docs/e2e-map/j-table.md).
import type { Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { focusCard, focusedCard, handKeys, keyboardStep } from './helpers/keyboard'
import { clickTableTool, stateVersion, waitForNewState, whatsNext, type Outcome } from './helpers/play'
import { sitAt } from './helpers/scenario'
import { expectNothingToUndo } from './helpers/undo'
import { TABLE_SIZES } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'

const weatherOf = (rank: number): number => (rank <= 5 ? 0 : rank <= 9 ? 1 : 2)

/** On the player's turn over a single r, the card r+1 of the same weather both overwrites and adds (R5). */
async function cardThatBothFits(page: Page): Promise<string | null> {
  if (!(await page.getByTestId('hint').isVisible())) return null
  const central = await page
    .getByTestId('meld')
    .locator('[data-rank]')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-rank'))))
  const single = central.length === 1 ? (central[0] ?? 0) : 0
  if (single === 0 || weatherOf(single + 1) !== weatherOf(single)) return null
  const key = `${single + 1}-0`
  return (await handKeys(page)).includes(key) ? key : null
}

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
const picked = (page: Page, key: string) => page.locator(`[data-card="${key}"]`)

/** Esc with Leave's question open closes the question and keeps `key` picked (and, on a phone, where Leave
 *  sat behind Menu, a second Esc folds the menu, the card still picked). */
async function escapeClosesLeaveFirst(page: Page, key: string): Promise<void> {
  await clickTableTool(page, 'table-leave')
  const question = page.locator('dialog[open]')
  await expect(question).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(question).toHaveCount(0)
  await expect(picked(page, key)).toHaveAttribute('aria-pressed', 'true')
  const menu = page.getByTestId('table-menu')
  if (await menu.isVisible()) {
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(picked(page, key)).toHaveAttribute('aria-pressed', 'true')
  }
}

/** The card `key` can overwrite or add: Enter asks which, and Esc closes windows before letting go. */
async function overwriteOrAdd(page: Page, key: string): Promise<void> {
  // (cards played earlier have finished leaving the hand)
  const held = Number(await page.locator('.mine [data-testid="card-count"]').textContent())
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(held)
  // Pick the card with the keyboard: both plays are offered.
  await focusCard(page, key)
  await page.keyboard.press('Space')
  await expect(picked(page, key)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('move-overwrite')).toBeVisible()
  await expect(page.getByTestId('move-add')).toBeVisible()

  // In the window, and upright on a phone (Leave behind Menu).
  // (each size's layout first: the tools fold behind Menu up to 600 px, and clickTableTool reads it)
  await escapeClosesLeaveFirst(page, key)
  await page.setViewportSize(TABLE_SIZES[1])
  await expect(page.getByTestId('table-menu')).toBeVisible()
  await escapeClosesLeaveFirst(page, key)
  await page.setViewportSize(TABLE_SIZES[0])
  await expect(page.getByTestId('table-menu')).toBeHidden()

  // Enter from the hand asks which; Esc closes the question and keeps the card picked. (Focus went back to
  // the Leave or Menu button: with no control focused, an arrow key brings it to the hand.)
  await blur(page)
  await focusCard(page, key)
  await page.keyboard.press('Enter')
  const choice = page.getByTestId('play-choice')
  await expect(choice).toBeVisible()
  await expect(choice.getByTestId('choose-overwrite')).toBeFocused()
  await keepScreenshot(page, 'test-results/undo-desktop-keyboard-choice.png')
  await expectNoSeriousA11yIssues(page, 'overwrite-or-add question')
  await page.keyboard.press('Escape')
  await expect(choice).toBeHidden()
  await expect(picked(page, key)).toHaveAttribute('aria-pressed', 'true')

  // With nothing open, Esc lets go of the card; picked again, Enter with focus on no control asks too.
  await page.keyboard.press('Escape')
  await expect(picked(page, key)).toHaveAttribute('aria-pressed', 'false')
  await focusCard(page, key)
  await page.keyboard.press('Space')
  await blur(page)
  await page.keyboard.press('Enter')
  await expect(choice).toBeVisible()

  // Tab to "Add", Enter: the card is added and leaves the hand.
  const version = await stateVersion(page)
  await page.keyboard.press('Tab')
  await expect(choice.getByTestId('choose-add')).toBeFocused()
  await page.keyboard.press('Enter')
  await waitForNewState(page, version)
  await expect(choice).toBeHidden()
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(held - 1)
}

/** Ctrl+Z after a move (and the bots' replies) takes them back: the hand as it was, Undo gone again. */
async function undoByKeys(page: Page): Promise<void> {
  const hand = page.getByTestId('hand')
  const cards = await hand.locator('[data-card]').count()
  const before = await hand.getAttribute('aria-label')
  const first = await keyboardStep(page)
  expect(['played', 'passed']).toContain(first)
  expect(await whatsNext(page)).toBe('turn')
  const undo = page.getByTestId('undo')
  await expect(undo).toBeVisible()
  const version = await stateVersion(page)
  await page.locator('body').click({ position: { x: 2, y: 2 } })
  await page.keyboard.press('Control+z')
  await waitForNewState(page, version)
  await expect(hand.locator('[data-card]')).toHaveCount(cards)
  await expect(page.getByTestId('hint')).toBeVisible()
  expect(await hand.getAttribute('aria-label')).toBe(before)
  await expect(undo).toHaveCount(0)
}

test('a keyboard-only player: the hand, the shortcuts, moving a card, a hint, play, pass, Ctrl+Z and "overwrite or add?", to the match end', async ({
  page,
  startHost
}) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const host = await startHost({ seats: 4, bots: 3, target: 5, seed: 3 })

  // The join form: the name field has focus; Enter takes the seat.
  await page.goto(host.hostControl)
  await expect(page.getByTestId('join-name')).toBeFocused()
  await page.keyboard.type('Ada')
  await page.keyboard.press('Enter')
  const hand = page.getByTestId('hand').locator('[data-card]')
  await expect(hand).toHaveCount(12)

  // One tab stop for the whole hand; arrows move along it and the focus ring shows.
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => focusedCard(page)).not.toBeNull()
  await expect(page.getByTestId('hand').locator('[data-card][tabindex="0"]')).toHaveCount(1)
  const first = await focusedCard(page)
  await page.keyboard.press('ArrowRight')
  expect(await focusedCard(page)).not.toBe(first)
  await page.keyboard.press('Home')
  expect(await focusedCard(page)).toBe(first)
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)
  expect(ring).not.toBe('none')

  // Space picks the focused card, Escape lets go.
  await page.keyboard.press('Space')
  await expect(hand.first()).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Escape')
  await expect(hand.first()).toHaveAttribute('aria-pressed', 'false')

  // ? opens the shortcut help, which names the card move; Tab and Shift+Tab stay inside it; Escape closes.
  await page.keyboard.press('Shift+Slash')
  const help = page.getByTestId('shortcuts')
  await expect(help).toBeVisible()
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused()
  await expect(help).toContainText('Move the focused card left or right')
  // Where the focus lands after each key, recorded in the page (one read instead of one per key).
  await help.evaluate((d) => {
    const w = window as unknown as { __focusInside: boolean[] }
    w.__focusInside = []
    document.addEventListener('keyup', () => w.__focusInside.push(d.contains(document.activeElement)))
  })
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
  for (let i = 0; i < 12; i++) await page.keyboard.press('Shift+Tab')
  const inside = await page.evaluate(() => (window as unknown as { __focusInside: boolean[] }).__focusInside)
  // 24 keys, each seen (Shift's own keyup too): the focus never left the dialog.
  expect(inside.length).toBeGreaterThanOrEqual(24)
  expect(inside.map((ok, i) => (ok ? null : `after key ${i + 1}`)).filter((at) => at !== null)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  // L the log, R the rules.
  await page.keyboard.press('l')
  await expect(page.getByTestId('log')).toBeVisible()
  await page.keyboard.press('l')
  await expect(page.getByTestId('log')).toBeHidden()
  await page.keyboard.press('r')
  await expect(page.getByTestId('rules')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rules')).toBeHidden()

  // From the automatic order, every Shift+→ moves the focused card one place on, and the focus stays on it
  // (issue 51: it used to fall to <body> on every other press).
  const start = await handKeys(page)
  const moving = start[0]!
  await page.locator(`[data-card="${moving}"]`).focus()
  for (let press = 1; press <= 6; press++) {
    await page.keyboard.press('Shift+ArrowRight')
    const others = start.filter((k) => k !== moving)
    const expected = [...others.slice(0, press), moving, ...others.slice(press)]
    await expect.poll(() => handKeys(page), { message: `after press ${press}` }).toEqual(expected)
    await expect(page.locator(`[data-card="${moving}"]`), `focus after press ${press}`).toBeFocused()
  }
  await expect(page.getByTestId('arrange-status')).toContainText('moved to place 7 of 12')
  // Shift+← takes it one place back; moving a card never picks it.
  await page.keyboard.press('Shift+ArrowLeft')
  await expect.poll(() => handKeys(page)).toEqual([...start.slice(1, 6), moving, ...start.slice(6)])
  await expect(page.locator(`[data-card="${moving}"]`)).toBeFocused()
  await expect(page.locator(`[data-card="${moving}"]`)).toHaveAttribute('aria-pressed', 'false')

  // A language switch leaves nothing of the old language in the live regions: the card move's words go,
  // and the announcer no longer holds the English line.
  const announcer = page.getByTestId('announcer')
  await expect(announcer).not.toHaveText('', { timeout: 20_000 })
  const english = (await announcer.textContent())!.trim()
  await page.getByTestId('language').selectOption('de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByTestId('arrange-status')).toHaveText('')
  await expect(announcer).not.toHaveText(english)
  await page.getByTestId('language').selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // The first move, taken back with Ctrl+Z; then play on (H, P, Enter) until each kind of move was made,
  // the "overwrite or add?" question answered from the keyboard when it comes (with this deal it does).
  // Nothing of this round to take back yet: no Undo, and Ctrl+Z changes nothing and says nothing.
  await expectNothingToUndo(page)
  await undoByKeys(page)
  const seen = new Set<Outcome | 'chose'>()
  const everyKind = () => seen.has('played') && seen.has('passed') && seen.has('chose')
  for (let i = 0; i < 300 && !everyKind(); i++) {
    const next = await whatsNext(page)
    const both = next === 'turn' && !seen.has('chose') ? await cardThatBothFits(page) : null
    if (both !== null) {
      await overwriteOrAdd(page, both)
      seen.add('chose')
      continue
    }
    const outcome = await keyboardStep(page)
    if (outcome !== 'chose') seen.add(outcome)
    if (outcome === 'matchOver') break
  }

  // The match's last round: Ada leads her last card from the keyboard, and the match is over.
  const lastRound = await startHost({ scenario: 'last-round' })
  await sitAt(page, lastRound, 0, { hostControl: true })
  for (let i = 0; i < 20; i++) {
    const outcome = await keyboardStep(page)
    seen.add(outcome)
    if (outcome === 'matchOver') break
  }
  expect(seen.has('matchOver')).toBe(true)
  expect(seen.has('played')).toBe(true)
  expect(seen.has('passed')).toBe(true)
  expect(seen.has('chose')).toBe(true)

  // The match end: focus is on Rematch.
  const end = page.getByTestId('match-end')
  await expect(end.getByTestId('winners')).not.toBeEmpty()
  await expect(end.getByTestId('rematch')).toBeFocused()
  await page.waitForTimeout(600)
  await expectNoSeriousA11yIssues(page, 'match end')
  expect(errors).toEqual([])
})
