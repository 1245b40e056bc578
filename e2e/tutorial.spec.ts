// (8) Learn to play: from Home, a scripted first deal teaches lead, overwrite, add, pass, the Rule of 8s,
// choosing between overwrite and add, lower runs, the ends of a trick, a set and (issue 51) going out:
// the last card ends the round and its score is shown; one lesson at a time, with the progress on screen
// and the bot's seat counting its cards; the bot answers after a pause; the end says what to do next.
import type { Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import { serveApp, type StaticApp } from './helpers/static-app'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES, atEachSize, type TableSize } from './helpers/sizes'
import { expectHandFits, pick, walkTutorial, type Walk } from './helpers/tutorial'
import { keepScreenshot } from './helpers/screenshots'

let app: StaticApp
test.beforeAll(async () => {
  app = await serveApp()
})
test.afterAll(async () => {
  await app.close()
})

const [DESKTOP, PORTRAIT, LANDSCAPE] = TABLE_SIZES

/** Opens the tutorial; its first lesson is checked at each size (resized to it), and a card the lesson
 *  does not ask for is refused. The page is left at the last size. */
async function openFirstLesson(page: Page, sizes: readonly TableSize[]): Promise<void> {
  await page.goto(app.url)
  await page.getByTestId('learn').click()
  await expect(page.getByTestId('tutorial-text')).toContainText('you lead')
  await atEachSize(page, sizes, async (size, first) => {
    // The progress is on screen, not only for screen readers.
    await expect(page.getByTestId('tutorial-progress').getByRole('heading', { level: 2 })).toBeVisible()
    if (first) await expectNoSeriousA11yIssues(page, `tutorial (${size.name})`)
    await expectHandFits(page)
    await keepScreenshot(page, `test-results/tutorial-${size.name}-lead.png`)
  })

  // A card the lesson does not ask for is refused, and the lesson stays.
  await pick(page, 15)
  await page.getByTestId('tutorial-lead').click()
  await expect(page.getByRole('alert')).toContainText('Not this one')
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '0')
  await page.getByTestId('tutorial-hand').locator('[data-rank="15"][aria-pressed="true"]').click() // let go of it
}

/** Walks to the end, checking each new lesson at each size; the closing page's texts. */
async function walkToTheEnd(page: Page, choice: Walk['choice'], sizes: readonly TableSize[]): Promise<void> {
  const walked = await walkTutorial(page, {
    choice,
    sizes,
    check: (what) => expectNoSeriousA11yIssues(page, `tutorial ${what}`)
  })
  // "Lesson n of N" counted every lesson the walk went through.
  expect(walked).toBeGreaterThanOrEqual(10)
  // The closing page also tells about two players' two hands and the variants (RULES.md R2).
  await expect(page.getByTestId('tutorial-more')).toContainText('two hands')
  await expect(page.getByTestId('tutorial-more')).toContainText('bigger overwrites')
  // In a browser solo play and hosting need the app: the end offers joining, or to start again.
  await expect(page.getByTestId('tutorial-solo')).toHaveCount(0)
  await expect(page.getByTestId('tutorial-host')).toHaveCount(0)
  await expect(page.getByTestId('tutorial-join')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible()
}

// One walk per way of answering the choice: the desktop by button; phones from the keyboard (Enter asks
// overwrite or add), upright and sideways checked at each lesson of the same walk.
test.describe('at desktop', () => {
  // The motion a player who did not ask for less sees (playwright.config.ts reduces it for other specs).
  test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height }, reducedMotion: 'no-preference' })

  test('the tutorial walks through one lesson after another to the end, which leads to joining a table', async ({
    page
  }) => {
    await openFirstLesson(page, [DESKTOP])
    await walkToTheEnd(page, 'add-button', [DESKTOP])
    await page.getByTestId('tutorial-join').click()
    await expect(page.locator('button.way[data-way="join"]')).toHaveAttribute('aria-expanded', 'true')
  })
})

test.describe(`at ${LANDSCAPE.name} and ${PORTRAIT.name}`, () => {
  // With motion too: a cleared trick is held 2.2 s then (1.5 s with reduced motion, state/motion.ts), and
  // this walk looks at it at two sizes.
  test.use({ viewport: { width: PORTRAIT.width, height: PORTRAIT.height }, reducedMotion: 'no-preference' })

  test('the tutorial walks through one lesson after another to the end, and starts again', async ({
    page
  }) => {
    const phones = [LANDSCAPE, PORTRAIT]
    await openFirstLesson(page, phones)
    await walkToTheEnd(page, 'enter-overwrite', phones)
    await page.getByRole('button', { name: 'Start again' }).click()
    await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '0')
    await expect(page.getByTestId('tutorial-progress')).toContainText('Lesson 1 of')
    await page.getByTestId('tutorial-exit').click()
    await expect(page.getByTestId('learn')).toBeVisible()
  })
})

test('the tutorial speaks the chosen language', async ({ page }) => {
  await page.goto(app.url)
  await page.getByTestId('language').selectOption('de')
  await page.getByTestId('learn').click()
  await expect(page.getByTestId('tutorial-text')).toContainText('spielst du aus')
  await expect(page.getByTestId('tutorial-progress')).toContainText('Lektion 1 von')
  await page.getByTestId('language').selectOption('ar')
  await expect(page.getByTestId('tutorial-text')).toContainText('تبدأ أنت')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectNoSeriousA11yIssues(page, 'tutorial in Arabic')
})
