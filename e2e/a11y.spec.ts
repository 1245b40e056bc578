// axe-core (WCAG 2.1 A/AA) on every screen: home (with the rules open), the join form, the lobby,
// the table and the round results. Serious or critical violations fail the test.
import { serveApp, type StaticApp } from './helpers/static-app'
import { expect, test } from './helpers/host'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { step, whatsNext } from './helpers/play'
import { sitAt } from './helpers/scenario'

let app: StaticApp
let homeUrl: string

test.beforeAll(async () => {
  app = await serveApp()
  homeUrl = app.url
})

test.afterAll(async () => {
  await app.close()
})

test('home has no serious accessibility issues', async ({ page }) => {
  await page.goto(homeUrl)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'home')
  await page.getByTestId('open-rules').click()
  await expect(page.getByTestId('rules')).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'rules reference')
})

test('join form, lobby, table and round results have no serious accessibility issues', async ({
  page,
  startHost
}) => {
  test.setTimeout(90_000)
  const host = await startHost({ seats: 4, bots: 2, target: 60, seed: 4 })
  await page.goto(host.hostControl)
  await expect(page.getByTestId('join-name')).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'join form')
  await page.getByTestId('join-name').fill('Ada')
  await page.getByTestId('join-submit').click()

  // Lobby: one open seat left.
  await expect(page.getByTestId('table-name')).toBeVisible()
  await expect(page.getByTestId('lobby-seat')).toHaveCount(4)
  await page.waitForTimeout(300)
  await expectNoSeriousA11yIssues(page, 'lobby')
  // Filling the last seat starts the match.
  await page.getByTestId('add-bot').first().click()

  // Table.
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(12)
  await expect(page.getByTestId('seat')).toHaveCount(4)
  await page.waitForTimeout(500)
  await expectNoSeriousA11yIssues(page, 'table')

  // The round's results sheet, at a table opened at round 1's last trick (the `last-trick` scenario,
  // src/scenarios): Ada leads her last card and the round ends.
  const lastTrick = await startHost({ scenario: 'last-trick' })
  await sitAt(page, lastTrick, 0, { hostControl: true })
  const roundEnd = page.getByTestId('round-end')
  // Ada plays while it is her turn; the round's end is then waited for. Not step() until the results show:
  // a step that finds the round over presses Ready, and the next round went on to the match's end (CI).
  for (const until = Date.now() + 30_000; Date.now() < until && (await whatsNext(page)) === 'turn'; ) await step(page)
  await expect(roundEnd).toBeVisible()
  await page.waitForTimeout(500)
  await expectNoSeriousA11yIssues(page, 'round results')
})
