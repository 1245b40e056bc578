// Playing the table with the keyboard only (the test reads the screen to decide, but acts by keys).
import { expect, type Page } from '@playwright/test'
import {
  HINT_TIMEOUT_MS,
  expectReadySent,
  readyButton,
  stateVersion,
  waitForNewState,
  whatsNext,
  type Outcome
} from './play'

/** data-card keys of the hand, in screen order. */
export async function handKeys(page: Page): Promise<string[]> {
  return page
    .getByTestId('hand')
    .locator('[data-card]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? ''))
}

/** The data-card key of the focused element, or null. */
export async function focusedCard(page: Page): Promise<string | null> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.card ?? null)
}

/** Move focus to the card `key` with arrow keys (an arrow key first brings focus into the hand). */
export async function focusCard(
  page: Page,
  key: string,
  forward = 'ArrowRight',
  back = 'ArrowLeft'
): Promise<void> {
  if ((await focusedCard(page)) === null) await page.keyboard.press(forward)
  await expect.poll(() => focusedCard(page)).not.toBeNull()
  const keys = await handKeys(page)
  const to = keys.indexOf(key)
  expect(to, `card ${key} in ${keys.join(' ')}`).toBeGreaterThanOrEqual(0)
  for (let i = 0; i < 20; i++) {
    const from = keys.indexOf((await focusedCard(page)) ?? '')
    if (from === to) return
    await page.keyboard.press(from < to ? forward : back)
  }
  expect(await focusedCard(page)).toBe(key)
}

const group = (rank: number): number => (rank <= 5 ? 0 : rank <= 9 ? 1 : 2)

/**
 * On a central single r, the card r+1 of the same weather can both overwrite and add (R5): pick it,
 * press Enter, and answer the "overwrite or add?" question with Tab + Enter (add). False when no such
 * card is in hand.
 */
async function tryChoice(page: Page, version: number): Promise<boolean> {
  const central = await page
    .getByTestId('meld')
    .locator('[data-rank]')
    .evaluateAll((c) => c.map((e) => Number(e.getAttribute('data-rank'))))
  const single = central.length === 1 ? (central[0] ?? 0) : 0
  if (single === 0 || group(single + 1) !== group(single) || single + 1 === 6 || single + 1 === 10)
    return false
  const key = `${single + 1}-0`
  if (!(await handKeys(page)).includes(key)) return false
  const held = Number(await page.locator('.mine [data-testid="card-count"]').textContent())
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(held)
  await focusCard(page, key)
  await page.keyboard.press('Space')
  await expect(page.getByTestId('move-overwrite')).toBeVisible()
  await expect(page.getByTestId('move-add')).toBeVisible()
  await page.keyboard.press('Enter')
  const choice = page.getByTestId('play-choice')
  await expect(choice).toBeVisible()
  await expect(choice.getByTestId('choose-overwrite')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(choice.getByTestId('choose-add')).toBeFocused()
  await page.keyboard.press('Enter')
  await waitForNewState(page, version)
  await expect(choice).toBeHidden()
  return true
}

/**
 * One keyboard step: Enter on Ready after a round; on turn, H for a hint, then either P (pass) or
 * the suggested cards (the hint selects them) played with Enter from the hand (Enter again if asked
 * "overwrite or add?": then the outcome is 'chose').
 */
export async function keyboardStep(page: Page): Promise<Outcome | 'chose'> {
  const next = await whatsNext(page)
  if (next === 'matchOver') return 'matchOver'
  const version = await stateVersion(page)
  if (next === 'ready') {
    await expect(readyButton(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expectReadySent(page)
    return 'ready'
  }
  if (await tryChoice(page, version)) return 'chose'
  await page.keyboard.press('h')
  const suggestion = page.getByTestId('actions').getByText(/^Suggestion: /)
  await expect(suggestion).toBeVisible({ timeout: HINT_TIMEOUT_MS })
  const text = (await suggestion.textContent()) ?? ''
  if (text === 'Suggestion: pass.') {
    await page.keyboard.press('p')
    await waitForNewState(page, version)
    return 'passed'
  }
  // Let cards played earlier finish leaving, then pick the suggested ranks ("Suggestion: add 4-5.").
  const held = Number(await page.locator('.mine [data-testid="card-count"]').textContent())
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(held)
  const ranks = (/^Suggestion: \S+ ([\d-]+)\.$/.exec(text)?.[1] ?? '').split('-')
  const copies = new Map<string, number>()
  const keys = ranks.map((rank) => {
    const copy = copies.get(rank) ?? 0
    copies.set(rank, copy + 1)
    return `${rank}-${copy}`
  })
  for (const key of keys) {
    await expect(page.locator(`[data-card="${key}"]`)).toHaveAttribute('aria-pressed', 'true')
  }
  await focusCard(page, keys[keys.length - 1] ?? '')
  // When the same cards can overwrite or add, Enter asks which (overwrite has focus).
  const both =
    (await page.getByTestId('move-overwrite').isVisible()) && (await page.getByTestId('move-add').isVisible())
  await page.keyboard.press('Enter')
  if (both) {
    const choice = page.getByTestId('play-choice')
    await expect(choice).toBeVisible()
    await expect(choice.getByTestId('choose-overwrite')).toBeFocused()
    await page.keyboard.press('Enter')
    await waitForNewState(page, version)
    return 'chose'
  }
  await waitForNewState(page, version)
  return 'played'
}
