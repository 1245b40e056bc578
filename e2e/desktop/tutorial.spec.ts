// "Learn to play" in the desktop app: after the last lesson, the closing moment offers what a browser cannot
// (e2e/tutorial.spec.ts) — a solo match against bots and hosting a table — and Play solo opens its form.
// Every button's way, Host's included, is TutorialEnd.component.test.ts's; the walk is done once.
import { expect, presetSettings, test } from '../helpers/desktop'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { walkTutorial } from '../helpers/tutorial'
import { keepScreenshot } from '../helpers/screenshots'

test('the end of the tutorial offers solo play and hosting, and Play solo opens its form', async ({ launchDesktopApp, userData }) => {
  // The fast animation speed (a player's own setting) shortens the bot's replies the walk waits for;
  // the walk still sees each play land before the bot answers. e2e/tutorial.spec.ts walks at normal speed, with motion.
  await presetSettings(userData, { animationSpeed: 'fast' })
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByTestId('learn').click()
  await walkTutorial(page, { choice: 'add-button' })
  await expect(page.getByTestId('tutorial-solo')).toBeVisible()
  await expect(page.getByTestId('tutorial-host')).toBeVisible()
  await expect(page.getByTestId('tutorial-join')).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'tutorial end in the app')
  await keepScreenshot(page, 'test-results/tutorial-app-ready.png')
  await page.getByTestId('tutorial-solo').click()
  await expect(page.getByRole('form', { name: 'Play solo' })).toBeVisible()
  expect(app.pageErrors).toEqual([])
})
