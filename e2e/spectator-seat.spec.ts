// (issue 23, spectators) On a headless table: a spectator in the lobby takes a free seat; a spectator
// during a match asks for the seat a bot plays, the host gives it and the spectator plays on with that
// seat's hand; the "You are watching" dialog fits phones; the join page names the table and asks for its
// PIN up front (also after leaving); the closed notice says it once, in English and in Arabic.
// The lobby's table is run once, the spectator's page resized to each size at every screen it photographs
// (`atEachSize`), not replayed per size.
import type { Browser, Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { expect, test } from './helpers/host'
import { botName } from '../src/protocol/bot-names'
import { step } from './helpers/play'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'

const PIN = '4321'
const NAME = 'Kitchen table'
const [DESKTOP, PORTRAIT, LANDSCAPE] = TABLE_SIZES

async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  locale = 'en-US'
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale })
  return context.newPage()
}

/** The watching dialog fits the screen, is checked by axe and shown (it stays open). */
async function watchingDialogShown(page: Page, shot: string): Promise<void> {
  const dialog = page.getByTestId('watching-notice')
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
  await expectNoSeriousA11yIssues(page, 'watching dialog')
  await keepScreenshot(page, `test-results/spectator-${shot}.png`)
}

/** The watching dialog fits the screen, is checked by axe, shown, and closed with "Watch". */
async function watchingDialogFits(page: Page, shot: string): Promise<void> {
  await watchingDialogShown(page, shot)
  await page.getByTestId('watching-ok').click()
  await expect(page.getByTestId('watching-notice')).toBeHidden()
}

/** Whoever is on turn plays (the host too: a human, not a bot) until `player` made a move of its own. */
async function playUntilMoved(player: Page, other: Page): Promise<void> {
  const onTurn = (page: Page) => page.getByTestId('hint').or(page.locator('[data-testid="ready"]:not([disabled])'))
  for (let moves = 0; moves < 40; moves++) {
    const whose = async () =>
      (await onTurn(player).first().isVisible()) ? player : (await onTurn(other).first().isVisible()) ? other : null
    await expect.poll(whose, { timeout: 20_000 }).not.toBeNull()
    const page = (await whose()) ?? other
    const outcome = await step(page)
    if (page === player && (outcome === 'played' || outcome === 'passed')) return
  }
  throw new Error('the new player never moved')
}

test('a spectator takes a free seat in the lobby; the join page names the table and keeps asking for its PIN (desktop, portrait)', async ({
  browser,
  startHost
}) => {
  test.setTimeout(120_000)
  const sizes = [DESKTOP, PORTRAIT] as const
  const host = await startHost({ seats: 3, bots: 0, pin: PIN, name: NAME })
  const hal = await newPage(browser, DESKTOP)
  const sam = await newPage(browser, DESKTOP)

  // The host link runs the lobby without a seat.
  await hal.goto(host.hostControl)
  await hal.getByTestId('join-name').fill('Hal')
  await hal.getByRole('button', { name: 'Watch instead' }).click()
  await expect(hal.getByTestId('start')).toBeVisible()

  // The join page, without the link's ?pin=1: the table's name, and the PIN field at once.
  await sam.goto(host.url)
  await expect(sam.getByRole('heading', { level: 1 })).toHaveText(`Join ${NAME}`)
  await atEachSize(sam, sizes, async (size, first) => {
    await expect(sam.getByTestId('join-pin')).toBeVisible()
    await keepScreenshot(sam, `test-results/spectator-join-page-${size.name}.png`)
    if (first) await expectNoSeriousA11yIssues(sam, `join page (${size.name})`)
  })
  await sam.getByTestId('join-name').fill('Sam')
  await sam.getByTestId('join-pin').fill(PIN)
  await sam.getByTestId('join-submit').click()
  await expect(sam.getByTestId('lobby-seat').first()).toContainText('Sam')

  // The host takes Sam off the seat: Sam stays, watching, and takes another free seat.
  await hal.getByTestId('lobby-seat').filter({ hasText: 'Sam' }).getByRole('button', { name: /^Remove/ }).click()
  // Removing a person asks first.
  await hal.getByTestId('remove-seat-dialog').getByRole('button', { name: 'Remove', exact: true }).click()
  await atEachSize(sam, [...sizes].reverse(), (size) => watchingDialogShown(sam, `lobby-watching-${size.name}`))
  await sam.getByTestId('watching-ok').click()
  await expect(sam.getByTestId('watching-notice')).toBeHidden()
  await expect(sam.getByTestId('take-seat')).toHaveCount(3)
  await atEachSize(sam, sizes, async (size, first) => {
    await expect(sam.getByRole('button', { name: 'Take seat 2' })).toBeVisible()
    if (first) await expectNoSeriousA11yIssues(sam, `lobby with free seats for a spectator (${size.name})`)
    await keepScreenshot(sam, `test-results/spectator-lobby-take-${size.name}.png`)
  })
  // (taken on the phone)
  await sam.getByRole('button', { name: 'Take seat 2' }).click()
  await expect(sam.getByTestId('lobby-seat').nth(1)).toContainText('Sam')
  await expect(sam.getByTestId('take-seat')).toHaveCount(0)
  await expect(hal.getByTestId('lobby-seat').nth(1)).toContainText('Sam')

  // Leaving: back on the join form, the table's name and the PIN field are still there.
  await sam.getByTestId('leave').click()
  await sam.getByTestId('leave-confirm').click()
  await expect(sam.getByRole('heading', { level: 1 })).toHaveText(`Join ${NAME}`)
  await expect(sam.getByTestId('join-pin')).toBeVisible()
})

test('a spectator asks for the seat a bot plays during a match; the host gives it and the spectator plays', async ({
  browser,
  startHost
}) => {
  test.setTimeout(180_000)
  const host = await startHost({ seats: 2, bots: 1, name: NAME, botDelayMs: 300 })
  const hal = await newPage(browser, DESKTOP)
  const sam = await newPage(browser, PORTRAIT)
  const lee = await newPage(browser, LANDSCAPE)

  // The host takes the one free seat; the bot has the other, so the match starts.
  await hal.goto(host.hostControl)
  await hal.getByTestId('join-name').fill('Hal')
  await hal.getByTestId('join-submit').click()
  await expect(hal.getByTestId('hand')).toBeVisible({ timeout: 20_000 })

  // Two latecomers watch: the dialog fits a phone held either way.
  for (const [page, name, shot] of [
    [sam, 'Sam', 'match-watching-portrait'],
    [lee, 'Lee', 'match-watching-landscape']
  ] as const) {
    await page.goto(host.url)
    await page.getByTestId('join-name').fill(name)
    await page.getByTestId('join-submit').click()
    await watchingDialogFits(page, shot)
  }
  await expect(sam.getByTestId('hand')).toHaveCount(0)

  // Sam asks for the bot's seat.
  await sam.getByTestId('ask-seat').click()
  await expect(sam.getByTestId('ask-seat-dialog')).toBeVisible()
  await expectNoSeriousA11yIssues(sam, 'ask for a seat')
  await keepScreenshot(sam, 'test-results/spectator-ask-dialog-portrait.png')
  await sam.getByRole('button', { name: `Ask for seat 2, played by ${botName('en', 'medium', 1)}` }).click()
  await expect(sam.getByTestId('seat-answer')).toHaveText('You asked for seat 2. Waiting for the host…')
  await keepScreenshot(sam, 'test-results/spectator-ask-waiting-portrait.png')

  // The host sees the request in the host menu, and gives the seat.
  await expect(hal.getByTestId('host-menu-knocks')).toContainText('1')
  await hal.getByTestId('host-menu').click()
  const requests = hal.getByTestId('seat-requests')
  await expect(requests.getByTestId('seat-request')).toContainText('Sam')
  await expectNoSeriousA11yIssues(hal, 'host seat requests')
  await keepScreenshot(hal, 'test-results/spectator-host-requests-desktop.png')
  await requests.getByRole('button', { name: 'Give seat 2 to Sam' }).click()
  await expect(requests).toHaveCount(0)
  await hal.getByTestId('host-dialog').getByRole('button', { name: 'Close' }).click()

  // Sam plays seat 2 now: its hand, and a move of Sam's own.
  await expect(sam.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
  await expect(hal.getByText('Sam').first()).toBeVisible()
  await keepScreenshot(sam, 'test-results/spectator-granted-portrait.png')
  await playUntilMoved(sam, hal)
  await expect(lee.getByTestId('hand')).toHaveCount(0)
})

test('the closed notice says it once, in English and in Arabic', async ({ browser, startHost }) => {
  test.setTimeout(180_000)
  const host = await startHost({ seats: 3, bots: 0 })
  const ann = await newPage(browser, PORTRAIT)
  const aziz = await newPage(browser, PORTRAIT, 'ar')
  for (const [page, name] of [
    [ann, 'Ann'],
    [aziz, 'Aziz']
  ] as const) {
    await page.goto(host.url)
    await page.getByTestId('join-name').fill(name)
    await page.getByTestId('join-submit').click()
    await expect(page.getByTestId('table-name')).toBeVisible()
  }
  await host.stop()
  await expect(ann.getByTestId('closed-notice')).toHaveText('The host closed the table.')
  await expect(aziz.getByTestId('closed-notice')).toHaveText('أغلق المضيف الطاولة.')
  await expect(aziz.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectNoSeriousA11yIssues(aziz, 'closed notice in Arabic')
  await keepScreenshot(ann, 'test-results/spectator-closed-en.png')
  await keepScreenshot(aziz, 'test-results/spectator-closed-ar.png')
})
