// Accessibility: axe-core (WCAG 2.1 A/AA; serious or critical violations fail) once per distinct screen of
// the way in — home (and the rules reference), the join form (a PIN table: a wrong PIN called wrong, seen
// at each size), the lobby (four bot levels with their faces, names and lines; the TV's seat list; nobody
// joins under a bot's name; the TV, told the PIN, shows the seats) and the table its last guest starts. The table's own states (the log, a
// reaction, the menu, the scores, the round results, the match end, the overwrite-or-add question) are
// checked where the journeys open them (docs/e2e-map/j-table.md). At 1280×800 the Host form's button is on
// screen without scrolling.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { serveApp, type StaticApp } from './helpers/static-app'
import { expect, test } from './helpers/host'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { FAKE_SETTINGS, installFakeDesktop } from './helpers/fake-desktop-api'
import { animationsDone } from './helpers/play'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { en } from '../src/renderer/src/i18n/en'
import { botName } from '../src/protocol/bot-names'
import { BOT_LEVELS } from '../src/protocol/vocabulary'
import { keepScreenshot } from './helpers/screenshots'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

let app: StaticApp

test.beforeAll(async () => {
  app = await serveApp()
})

test.afterAll(async () => {
  await app.close()
})

async function newPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  return (await browser.newContext(options)).newPage()
}

test('home and the rules have no serious accessibility issues; the Host form’s button is on screen at 1280×800', async ({
  page,
  browser
}) => {
  await page.goto(app.url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'home')
  await page.getByTestId('open-rules').click()
  await expect(page.getByTestId('rules')).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'rules reference')

  // The desktop app's home (its API stood in for): the opened Host form comes into view by itself.
  const desk = await newPage(browser, { viewport: DESKTOP })
  const stats = { matches: 0, wins: 0, rounds: 0, averagePenaltyPerRound: null }
  await installFakeDesktop(desk, { settings: FAKE_SETTINGS, history: { entries: [], stats }, notices: [] })
  await desk.goto(app.url)
  await desk.locator('[data-way="host"]').click()
  const submit = desk.getByRole('form', { name: en.home.host }).getByRole('button', { name: en.home.startHost })
  await expect(submit).toBeVisible()
  await expect.poll(async () => (await submit.boundingBox())?.y ?? Infinity).toBeLessThan(DESKTOP.height)
  await animationsDone(desk, 'main')
  const box = (await submit.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width)
  await keepScreenshot(desk, 'test-results/overlaps-host-form.png')
  await desk.context().close()
})

test('a PIN table from the join form through the lobby of four bot levels to the table, without serious accessibility issues', async ({
  page: hal,
  browser,
  startHost
}) => {
  test.setTimeout(90_000)
  // Six seats, four bots in the last four: the host and one open seat keep the lobby open.
  const host = await startHost({ seats: 6, bots: 4, pin: '4321', name: 'Friday table' })
  await hal.goto(host.hostControl)
  await expect(hal.getByTestId('join-name')).toBeVisible()
  await expectNoSeriousA11yIssues(hal, 'join form')
  await hal.getByTestId('join-name').fill('Hal')
  if (await hal.getByTestId('join-pin').isVisible()) await hal.getByTestId('join-pin').fill('4321')
  await hal.getByTestId('join-submit').click()

  // The lobby's invite link carries the hint (never the PIN).
  await expect(hal.getByTestId('table-name')).toBeVisible()
  const link = await hal.getByTestId('join-url').textContent()
  expect(link).toContain('?pin=1')
  expect(link).not.toContain('4321')

  // The host gives the bots the four levels, one each (the bots sit at seats 3 to 6).
  const seats = hal.getByTestId('lobby-seat')
  await expect(seats).toHaveCount(6)
  for (const [i, level] of BOT_LEVELS.entries()) {
    const seat = seats.nth(2 + i)
    await seat.getByLabel(en.lobby.botLevel).selectOption(level)
    await expect(seat.locator(`[data-bot-face="${level}"]`)).toBeVisible()
    await expect(seat).toHaveAccessibleName(`${en.lobby.seat.replace('{{n}}', String(3 + i))}: ${botName('en', level, 2 + i)}`)
  }
  // How each level plays, one line each with its face.
  const levels = hal.getByTestId('bot-levels')
  for (const level of BOT_LEVELS) {
    const line = levels.locator(`[data-level="${level}"]`)
    await expect(line.locator(`[data-bot-face="${level}"]`)).toBeVisible()
    await expect(line.locator('dd')).toHaveText(en.botLevels[level])
  }
  await levels.scrollIntoViewIfNeeded()
  await keepScreenshot(hal, 'test-results/card-reasons-lobby-desktop.png', { fullPage: true })
  await expectNoSeriousA11yIssues(hal, 'the lobby with four bot levels')
  // The host's lobby on a phone: the faces and the level lines fit.
  await hal.setViewportSize(PHONE)
  await levels.scrollIntoViewIfNeeded()
  const lines = await levels.boundingBox()
  expect(lines!.x + lines!.width).toBeLessThanOrEqual(PHONE.width)
  await keepScreenshot(hal, 'test-results/card-reasons-lobby-phone.png', { fullPage: true })
  await hal.setViewportSize(DESKTOP)

  // The TV's seat list: the same names and faces.
  const tv = await newPage(browser, { viewport: { width: 1280, height: 720 } })
  await tv.goto(`${host.url}?screen=party`)
  // (a PIN table: the screen is shown the table once the PIN is typed on it)
  await tv.getByRole('textbox', { name: 'Table PIN' }).fill('4321')
  await tv.getByRole('button', { name: 'Watch' }).click()
  for (const [i, level] of BOT_LEVELS.entries()) {
    const row = tv.locator(`[data-testid="party-lobby-seat"][data-seat="${2 + i}"]`)
    await expect(row.locator(`[data-bot-face="${level}"]`)).toBeVisible()
    await expect(row).toContainText(botName('en', level, 2 + i))
  }
  await keepScreenshot(tv, 'test-results/card-reasons-party-lobby.png')
  await tv.context().close()

  // A guest on a phone: even the bare address asks for the PIN at once (the join page reads the table's
  // public facts first); the invite link too, under the table's name.
  const guest = await newPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true })
  await guest.goto(host.url)
  await expect(guest.getByTestId('join-pin')).toBeVisible()
  await guest.goto(link!)
  await expect(guest.getByTestId('join-pin')).toBeVisible()
  const title = guest.getByRole('heading', { level: 1 })
  await expect(title).toContainText('Friday table')
  // A wrong PIN is called wrong, asked again under the table's name (issue 51), at each size.
  await guest.getByTestId('join-name').fill('Bea')
  await guest.getByTestId('join-pin').fill('1111')
  await guest.getByTestId('join-submit').click()
  await expect(guest.getByRole('alert')).toHaveText('Wrong PIN.')
  await atEachSize(guest, TABLE_SIZES, async (size, first) => {
    await expect(title).toContainText('Friday table')
    await expect(guest.getByRole('alert')).toHaveText('Wrong PIN.')
    await expect(guest.getByTestId('join-pin')).toBeVisible()
    await keepScreenshot(guest, `test-results/small-wrong-pin-${size.name}.png`)
    if (first) await expectNoSeriousA11yIssues(guest, 'wrong PIN')
  })
  // Nobody may take a bot's name (joining would fill the table and start the match).
  await guest.getByTestId('join-name').fill(botName('en', 'hard', 4))
  await guest.getByTestId('join-pin').fill('4321')
  await guest.getByTestId('join-submit').click()
  await expect(guest.getByText(en.error['bad-name'])).toBeVisible()
  await expect(seats.nth(1)).toHaveClass(/\bempty\b/)
  // The right PIN seats her in the last open seat, which starts the match.
  await guest.goto(link!)
  await guest.getByTestId('join-name').fill('Bea')
  await guest.getByTestId('join-pin').fill('4321')
  await guest.getByTestId('join-submit').click()
  await expect(guest.getByTestId('hand').locator('[data-card]').first()).toBeVisible({ timeout: 20_000 })

  // The table.
  await expect(hal.getByTestId('hand').locator('[data-card]')).toHaveCount(10)
  await expect(hal.getByTestId('seat')).toHaveCount(6)
  await hal.waitForTimeout(500)
  await expectNoSeriousA11yIssues(hal, 'table')
  await guest.context().close()
})
