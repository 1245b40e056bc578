// Issue 23, from the keyboard: when the picked cards can either overwrite or add, Enter asks which (as the
// two buttons do for the mouse), from the hand and with focus nowhere in particular; and Esc closes an open
// window or the folded menu first, letting go of the picked cards only when nothing is open.
import type { Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { focusCard, handKeys } from './helpers/keyboard'
import { clickTableTool, joinTable, stateVersion, step, waitForNewState } from './helpers/play'
import { keepScreenshot } from './helpers/screenshots'

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'portrait', width: 390, height: 844 }
] as const

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

/** Plays (by mouse, like helpers/play's step) until a card can both overwrite and add. */
async function playUntilBothFit(page: Page): Promise<string> {
  for (let i = 0; i < 200; i++) {
    await expect(page.getByTestId('hint').or(page.getByTestId('ready')).first()).toBeVisible({ timeout: 20_000 })
    const key = await cardThatBothFits(page)
    if (key !== null) return key
    await step(page)
  }
  throw new Error('no card fitted both ways')
}

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
const picked = (page: Page, key: string) => page.locator(`[data-card="${key}"]`)

for (const size of SIZES) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('Enter asks "overwrite or add?"; Esc closes a window before letting go of the cards', async ({
      page,
      startHost
    }) => {
      test.setTimeout(120_000)
      const host = await startHost({ seats: 4, bots: 3, target: 5, seed: 3 })
      await joinTable(page, host.url, 'Ada')
      const key = await playUntilBothFit(page)
      const held = await page.getByTestId('hand').locator('[data-card]').count()

      // Pick the card with the keyboard: both plays are offered.
      await focusCard(page, key)
      await page.keyboard.press('Space')
      await expect(picked(page, key)).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('move-overwrite')).toBeVisible()
      await expect(page.getByTestId('move-add')).toBeVisible()

      // Esc with a window open (Leave asks first): the window closes, the card stays picked.
      await clickTableTool(page, 'table-leave')
      const question = page.locator('dialog[open]')
      await expect(question).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(question).toHaveCount(0)
      await expect(picked(page, key)).toHaveAttribute('aria-pressed', 'true')

      // On a phone Leave sat behind Menu, which is still unfolded: Esc folds it, the card stays picked.
      const menu = page.getByTestId('table-menu')
      if (await menu.isVisible()) {
        await expect(menu).toHaveAttribute('aria-expanded', 'true')
        await page.keyboard.press('Escape')
        await expect(menu).toHaveAttribute('aria-expanded', 'false')
        await expect(picked(page, key)).toHaveAttribute('aria-pressed', 'true')
      }

      // Enter from the hand asks which; Esc closes the question and keeps the card picked. (Focus went
      // back to the Leave or Menu button: with no control focused, an arrow key brings it to the hand.)
      await blur(page)
      await focusCard(page, key)
      await page.keyboard.press('Enter')
      const choice = page.getByTestId('play-choice')
      await expect(choice).toBeVisible()
      await expect(choice.getByTestId('choose-overwrite')).toBeFocused()
      await keepScreenshot(page, `test-results/undo-${size.name}-keyboard-choice.png`)
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
    })
  })
}
