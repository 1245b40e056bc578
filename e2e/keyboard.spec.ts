// A solo match (one player against three bots on the real headless host, target 5) played with the
// keyboard only: the join form, the hand (arrows, Space, Enter), hints (H), passes (P), the
// overwrite-or-add choice, the log (L), the rules (R), the shortcut help (?) and (Ready too, when the deal
// gives a second round) — until each kind of move was made — then the match end, from the match's last
// round (the `last-round` scenario, src/scenarios) rather than every move left. Focus is always visible.
import { expect, test } from './helpers/host'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { focusedCard, keyboardStep } from './helpers/keyboard'
import type { Outcome } from './helpers/play'
import { sitAt } from './helpers/scenario'

test('a solo match is played with the keyboard only', async ({ page, startHost }) => {
  test.setTimeout(90_000)
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

  // ? opens the shortcut help, L the log, R the rules; Escape closes each window.
  await page.keyboard.press('Shift+Slash')
  const help = page.getByTestId('shortcuts')
  await expect(help).toBeVisible()
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  await page.keyboard.press('l')
  await expect(page.getByTestId('log')).toBeVisible()
  await page.keyboard.press('l')
  await expect(page.getByTestId('log')).toBeHidden()
  await page.keyboard.press('r')
  await expect(page.getByTestId('rules')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rules')).toBeHidden()

  const seen = new Set<Outcome | 'chose'>()
  const everyKind = () => seen.has('played') && seen.has('passed') && seen.has('chose')
  for (let i = 0; i < 300 && !everyKind(); i++) {
    const outcome = await keyboardStep(page)
    seen.add(outcome)
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
  // With this deal the "overwrite or add?" question comes up and is answered from the keyboard.
  expect(seen.has('chose')).toBe(true)

  // The match end: focus is on Rematch.
  const end = page.getByTestId('match-end')
  await expect(end.getByTestId('winners')).not.toBeEmpty()
  await expect(end.getByTestId('rematch')).toBeFocused()
  await page.waitForTimeout(600)
  await expectNoSeriousA11yIssues(page, 'match end')
  expect(errors).toEqual([])
})
