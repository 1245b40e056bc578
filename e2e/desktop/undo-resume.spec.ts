// Undo in a solo match on the desktop app, across a quit and a resume: Undo is not offered before the
// player has moved (and Ctrl+Z then does nothing, no red toast), is offered after a move, and still
// takes that move back after the app was quit and the saved match continued.
import type { Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { animationsDone, stateVersion, step, waitForNewState } from '../helpers/play'
import { expectNothingToUndo } from '../helpers/undo'
import { expect, test } from '../helpers/desktop'
import { keepScreenshot } from '../helpers/screenshots'

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'portrait', width: 390, height: 844 }
] as const

/** The data-card keys of the hand, once it is the player's turn and no card is still on its way out
 *  (when the bot cannot answer, the turn comes back while the card just played is flying off). */
async function handOnTurn(page: Page): Promise<string[]> {
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 30_000 })
  await animationsDone(page, '[data-testid="hand"]')
  return page
    .getByTestId('hand')
    .locator('[data-card]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? ''))
}

for (const size of SIZES) {
  test(`at ${size.name}: Undo shows only with a move to take back, also after quitting and resuming`, async ({
    launchDesktopApp
  }) => {
    test.setTimeout(120_000)
    const app = await launchDesktopApp()
    const page = await app.page()
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.locator('[data-way="solo"]').click()
    const form = page.getByRole('form', { name: 'Play solo' })
    await form.getByRole('button', { name: '1 bot', exact: true }).click()
    await form.getByRole('button', { name: 'Deal me in' }).click()

    // Nothing played yet: no Undo, and Ctrl+Z neither changes the table nor pops an error.
    const before = await handOnTurn(page)
    await expectNothingToUndo(page)
    await keepScreenshot(page, `test-results/undo-${size.name}-nothing-yet.png`)

    // One move by the test strategy: the first card that fits a play, or a pass when none does.
    expect(await step(page)).toMatch(/played|passed/)
    const played = await handOnTurn(page)
    await expect(page.getByTestId('undo')).toBeVisible()

    // File › Quit (the guard asks), start again, Continue: the same hand, and Undo still offered.
    app.menu.click('File', 'Quit')
    ;(await app.dialogs.next()).press('Quit')
    await app.quitted
    const again = await app.restart()
    const home = await again.page()
    await home.setViewportSize({ width: size.width, height: size.height })
    await home.getByRole('region', { name: 'Your solo match is waiting' }).getByRole('button', { name: 'Continue' }).click()
    expect(await handOnTurn(home)).toEqual(played)
    const resumedUndo = home.getByTestId('undo')
    await expect(resumedUndo).toBeVisible()
    await keepScreenshot(home, `test-results/undo-${size.name}-after-resume.png`)
    await expectNoSeriousA11yIssues(home, 'resumed solo table with Undo')

    // Undo takes the move made before the quit back; then nothing is left, and Undo goes away.
    const resumed = await stateVersion(home)
    await resumedUndo.click()
    await waitForNewState(home, resumed)
    expect(await handOnTurn(home)).toEqual(before)
    await expect(resumedUndo).toHaveCount(0)
    await expect(home.getByTestId('error-toast')).toHaveCount(0)
    await keepScreenshot(home, `test-results/undo-${size.name}-taken-back.png`)
    expect([...app.pageErrors, ...again.pageErrors]).toEqual([])
  })
}
