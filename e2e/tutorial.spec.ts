// (8) Learn to play: from Home, a scripted first deal teaches lead, overwrite, add, pass, the Rule of 8s,
// choosing between overwrite and add, lower runs, the ends of a trick, a set and (issue 51) going out:
// the last card ends the round and its score is shown; one lesson at a time, with the progress on screen
// and the bot's seat counting its cards; the bot answers after a pause; the end says what to do next.
// A learner's journey (issue 50): Home, then one walk on one page, resized at each new lesson to a desktop
// window and a phone sideways and upright (the walk goes on upright). The lessons' texts in other languages:
// tutorial/Tutorial.component.test.ts; where each button of the end goes: TutorialEnd.component.test.ts.
import { readFileSync } from 'node:fs'
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
    // axe where the screen has something the first lesson's has not: the choice's two buttons, the end's
    // score (the lower-run and set lessons are the first lesson's screen with other cards)
    check: (what) =>
      /^(choice|done)\b/.test(what) ? expectNoSeriousA11yIssues(page, `tutorial ${what}`) : Promise.resolve()
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

// Motion as a player who did not ask for less sees it (playwright.config.ts reduces it for other specs): a
// cleared trick is held 2.2 s then (1.5 s with reduced motion, state/motion.ts), and the walk looks at it
// at each size.
test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height }, reducedMotion: 'no-preference' })

test('a learner: Home, then the tutorial lesson after lesson to the end at each size, in Arabic too, and again', async ({
  page
}) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))

  await test.step('the home screen shows the name, the three ways to play and the version', async () => {
    await page.goto(app.url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')
    const ways = page.getByRole('navigation', { name: 'Ways to play' }).getByRole('button')
    await expect(ways).toHaveCount(3)
    await expect(ways.nth(0)).toContainText('Play solo')
    await expect(ways.nth(1)).toContainText('Host a table')
    await expect(ways.nth(2)).toContainText('Join a table')
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
    await expect(page.getByTestId('version')).toHaveText(version)
    await keepScreenshot(page, 'test-results/home.png', { fullPage: true })
  })

  const sizes = [DESKTOP, LANDSCAPE, PORTRAIT]
  await test.step('the first lesson at each size; a card it does not ask for is refused', () => openFirstLesson(page, sizes))

  await test.step('the tutorial speaks the chosen language: Arabic, right to left', async () => {
    await page.getByTestId('language').selectOption('ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('tutorial-text')).toContainText('تبدأ أنت')
    await expectNoSeriousA11yIssues(page, 'tutorial in Arabic')
    await page.getByTestId('language').selectOption('en')
    await expect(page.getByTestId('tutorial-text')).toContainText('you lead')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })

  await test.step('lesson after lesson to the end (the choice from the keyboard)', () =>
    walkToTheEnd(page, 'enter-overwrite', sizes)
  )

  await test.step('the end starts again, and the tutorial leads back home', async () => {
    await page.getByRole('button', { name: 'Start again' }).click()
    await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '0')
    await expect(page.getByTestId('tutorial-progress')).toContainText('Lesson 1 of')
    await page.getByTestId('tutorial-exit').click()
    await expect(page.getByTestId('learn')).toBeVisible()
  })
  expect(errors).toEqual([])
})
