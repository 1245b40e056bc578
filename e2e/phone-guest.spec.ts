// (issue 50: the journey suite) A guest at someone else's table, on a phone: joins and plays a trick against
// another person and a bot, sees the turn in the tab's title, reloads and gets the same seat and hand back,
// and drops off (the others see when a bot takes over); at a table with a PIN, types a wrong one, knocks and
// is let in (another is turned away; during a guessing attack the right PIN waits at the head of the door);
// comes in as a spectator, takes a free seat in the lobby, watches a match and asks for the seat a bot
// plays, and is told when the host closes the table, in English and in Arabic.
// Merged from multiplayer, reconnect, party-flow (the title and the dropped seat), knock and spectator-seat
// (map: docs/e2e-map/j-host.md).
import type { Browser, Page } from '@playwright/test'
import { WebSocket } from 'ws'
import { PROTOCOL_VERSION, WS_PATH } from '../src/protocol/vocabulary'
import { botName } from '../src/protocol/bot-names'
import { en } from '../src/renderer/src/i18n/en'
import { ar } from '../src/renderer/src/i18n/ar'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { expect, test } from './helpers/host'
import { joinTable, step } from './helpers/play'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { keepScreenshot } from './helpers/screenshots'

const [DESKTOP, PORTRAIT, LANDSCAPE] = TABLE_SIZES

/** A catalog sentence with its `{{name}}` slots filled, as the app's `t` fills them. */
const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]))

async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  locale = 'en-US'
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale })
  return context.newPage()
}

const YOUR_TURN_TITLE = `● ${en.table.yourTurn} — ${en.app.title}`

test('a phone guest joins, plays a trick with the host and a bot, reloads to the same seat and hand, and drops off', async ({
  browser,
  startHost
}) => {
  test.setTimeout(120_000)
  const host = await startHost({ seats: 3, bots: 1, seed: 5, turnSeconds: 120, grace: 90 })
  const ada = await newPage(browser, DESKTOP)
  const bea = await newPage(browser, PORTRAIT)

  await test.step('the host (with the control link) waits in the lobby with a QR code and the join address', async () => {
    await joinTable(ada, host.hostControl, 'Ada')
    await expect(ada.getByTestId('table-name')).toBeVisible()
    const seats = ada.getByTestId('lobby-seat')
    await expect(seats).toHaveCount(3)
    await expect(seats.filter({ hasText: en.lobby.empty })).toHaveCount(1)
    await expect(ada.getByTestId('qr').locator('svg')).toBeVisible()
    await expect(ada.getByTestId('join-url')).toHaveText(host.url)
    await keepScreenshot(ada, 'test-results/lobby.png', { fullPage: true })
  })

  const hint = (page: Page) => page.getByTestId('hint')
  await test.step('Bea joins by the plain address: the match starts; her turn shows in the tab’s title', async () => {
    await joinTable(bea, host.url, 'Bea')
    for (const p of [ada, bea]) await expect(p.getByTestId('hand').getByRole('button')).toHaveCount(13)
    await expect(ada.getByRole('group', { name: /^Bea,/ })).toBeVisible()
    await expect(bea.getByRole('group', { name: /^Ada,/ })).toBeVisible()
    await expect(ada.getByTestId('turn-timer').first()).toBeVisible()
    await expect
      .poll(async () => (await hint(ada).isVisible()) || (await hint(bea).isVisible()), { timeout: 20_000 })
      .toBe(true)
    const [onTurn, other] = (await hint(ada).isVisible()) ? [ada, bea] : [bea, ada]
    await expect(onTurn).toHaveTitle(YOUR_TURN_TITLE)
    await expect(other).toHaveTitle(en.app.title)
    await keepScreenshot(onTurn, 'test-results/party-your-turn.png')
  })

  await test.step('both play until each has acted and a trick is won; each sees the other’s card count', async () => {
    const acted = { a: 0, b: 0 }
    for (
      let i = 0;
      i < 60 && (acted.a === 0 || acted.b === 0 || (await ada.locator('[data-cleared="0"]').count()) > 0);
      i++
    ) {
      await expect
        .poll(async () => (await hint(ada).isVisible()) || (await hint(bea).isVisible()), { timeout: 15_000 })
        .toBe(true)
      if (await hint(ada).isVisible()) {
        await step(ada)
        acted.a++
      } else {
        await step(bea)
        acted.b++
      }
    }
    expect(acted.a).toBeGreaterThan(0)
    expect(acted.b).toBeGreaterThan(0)
    await expect(ada.locator('[data-cleared="0"]')).toHaveCount(0)
    await expect
      .poll(async () => {
        const seatB = Number(await bea.locator('[data-seat]').first().getAttribute('data-seat'))
        const shown = await ada
          .locator(`[data-testid="seat"][data-seat="${seatB}"] [data-testid="card-count"]`)
          .textContent()
        return Number(shown) === (await bea.getByTestId('hand').getByRole('button').count())
      })
      .toBe(true)
  })

  await test.step('after a reload Bea gets the same seat and hand back, the picked card still picked', async () => {
    const hand = bea.getByTestId('hand').getByRole('button')
    const count = await hand.count()
    const seat = await bea.locator('.table-screen').getAttribute('data-seat')
    const before = await hand.evaluateAll((cards) =>
      cards.map((c) => c.getAttribute('aria-label')?.replace(/, suggested$/, ''))
    )
    await hand.nth(2).click()
    await expect(hand.nth(2)).toHaveAttribute('aria-pressed', 'true')
    await bea.reload()
    // No join form: the stored seat token takes the seat back at once.
    await expect(hand).toHaveCount(count)
    await expect(bea.locator('.table-screen')).toHaveAttribute('data-seat', seat ?? '')
    const after = await hand.evaluateAll((cards) =>
      cards.map((c) => c.getAttribute('aria-label')?.replace(/, suggested$/, ''))
    )
    expect(after).toEqual(before)
    await expect(hand.nth(2)).toHaveAttribute('aria-pressed', 'true')
    await expect(bea.getByRole('group', { name: /^Bea \(you\)/ })).toBeVisible()
  })

  await test.step('Bea’s connection drops: the host sees how long until a bot plays her seat', async () => {
    await bea.context().close()
    const countdown = ada.getByTestId('grace-countdown')
    await expect(countdown).toContainText(/a bot takes over in \d+ s/)
    const first = Number(await countdown.getAttribute('data-seconds'))
    expect(first).toBeGreaterThan(60)
    await expect.poll(async () => Number(await countdown.getAttribute('data-seconds'))).toBeLessThan(first)
    await keepScreenshot(ada, 'test-results/party-grace-countdown-desktop.png')
  })
})

const PIN = '4321'

/** On the join form at `url`: a wrong PIN, then "Ask the host to let you in". */
async function knock(page: Page, url: string, name: string): Promise<void> {
  await page.goto(`${url}?pin=1`)
  await page.getByTestId('join-name').fill(name)
  await page.getByTestId('join-pin').fill('1111')
  await page.getByTestId('join-submit').click()
  await expect(page.getByRole('alert')).toHaveText(en.error['wrong-pin'])
  await page.getByRole('button', { name: en.door.ask }).click()
  await expect(page.getByTestId('knock-wait')).toContainText(en.door.waiting)
}

/** A script's socket on `localAddress` (no browser, so no device) that sends `message`: the socket, once
 *  the host answered. */
async function scriptSend(url: string, localAddress: string, message: object): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws').replace(/\/$/, '')}${WS_PATH}`, { localAddress })
  await new Promise((opened, failed) => ws.once('open', opened).once('error', failed))
  const answered = new Promise((done) => ws.once('message', done))
  ws.send(JSON.stringify(message))
  await answered
  return ws
}

const scriptKnock = (url: string, localAddress: string, name: string) =>
  scriptSend(url, localAddress, { type: 'knock', protocol: PROTOCOL_VERSION, name })

test('at a PIN table: a wrong PIN, a knock, let in; a look-alike marked, another turned away; during a guessing attack the right PIN waits first', async ({
  browser,
  startHost
}) => {
  test.setTimeout(120_000)
  // Two PIN tables, started at once: the second is for the guessing attack (see its step).
  const [host, attacked] = await Promise.all([
    startHost({ seats: 3, bots: 0, pin: PIN }),
    startHost({ seats: 3, bots: 0, pin: PIN })
  ])
  const hal = await newPage(browser, DESKTOP)
  await hal.goto(host.hostControl)
  await hal.getByTestId('join-name').fill('Hal')
  await hal.getByRole('button', { name: en.join.watch }).click()
  await expect(hal.getByTestId('start')).toBeVisible()
  const door = hal.getByTestId('door-list')

  await test.step('Bea types a wrong PIN and knocks; the host sees her knock and a neutral note, lets her in', async () => {
    const bea = await newPage(browser, PORTRAIT)
    await knock(bea, host.url, 'Bea')
    await keepScreenshot(bea, 'test-results/knock-waiting-phone.png')
    await expectNoSeriousA11yIssues(bea, 'knock waiting')
    // One wrong PIN is a typo: a neutral note, not the warning that someone is guessing (issue 51).
    await expect(door.getByTestId('door-knock')).toHaveCount(1)
    await expect(door.getByTestId('door-knock')).toContainText('Bea')
    await expect(door.getByTestId('door-wrong-pin')).toHaveText(fill(en.evening.wrongPin, { count: 1 }))
    await expect(door.getByTestId('door-guessing')).toHaveCount(0)
    await door.getByRole('button', { name: fill(en.door.letInName, { name: 'Bea' }) }).click()
    await expect(bea.getByTestId('table-name')).toBeVisible()
    await expect(bea.getByTestId('lobby-seat').filter({ hasText: 'Bea' })).toHaveCount(1)
    await expect(hal.getByTestId('lobby-seat').filter({ hasText: 'Bea' })).toHaveCount(1)
    await expect(door.getByTestId('door-knock')).toHaveCount(0)
  })

  await test.step('a knock as "Веа" from another address is marked with its address; Cy’s shows address and device; Cy is turned away', async () => {
    const fake = await scriptKnock(host.url, '127.0.0.2', '\u0412\u0435\u0430')
    const cy = await newPage(browser, PORTRAIT)
    await knock(cy, host.url, 'Cy')
    const fakeRow = door.getByTestId('door-knock').filter({ hasText: '\u0412\u0435\u0430' })
    const cyRow = door.getByTestId('door-knock').filter({ hasText: 'Cy' })
    await expect(fakeRow.getByTestId('door-look-alike')).toHaveText(en.door.lookAlike)
    await expect(fakeRow.getByTestId('door-address')).toHaveText('127.0.0.2')
    await expect(cyRow.getByTestId('door-look-alike')).toHaveCount(0)
    await expect(cyRow.getByTestId('door-address')).toHaveText('127.0.0.1')
    await expect(cyRow.getByTestId('door-device')).toContainText('Chrome')
    await keepScreenshot(hal, 'test-results/knock-host-door-marks.png')
    await expectNoSeriousA11yIssues(hal, 'host door list with marks')
    fake.close()
    await door.getByRole('button', { name: fill(en.door.turnAwayName, { name: 'Cy' }) }).click()
    await expect(cy.getByTestId('knock-turned-away')).toHaveText(en.door.turnedAway)
    await expect(door.getByTestId('door-knock')).toHaveCount(0)
    await cy.context().close()
  })

  await test.step('the host’s terminal tells the same story', async () => {
    await expect.poll(() => host.output()).toMatch(/Bea \(from [^)]+\) knocks/)
    expect(host.output()).toMatch(/Bea \(from [^)]+\) was let in by the host/)
    expect(host.output()).toMatch(/Cy \(from [^)]+\) was turned away by the host/)
  })

  await test.step('at another PIN table, 25 wrong PINs from 25 addresses empty the PIN bucket; Gwen’s right PIN waits at the head of the door, marked, and gets in', async () => {
    // (a table of its own: this browser's address has typed two wrong PINs at the first one)
    await hal.goto(attacked.hostControl)
    await hal.getByTestId('join-name').fill('Hal')
    await hal.getByRole('button', { name: en.join.watch }).click()
    await expect(hal.getByTestId('start')).toBeVisible()
    const gwen = await newPage(browser, PORTRAIT)
    await gwen.goto(`${attacked.url}?pin=1`)
    await gwen.getByTestId('join-name').fill('Gwen')
    await gwen.getByTestId('join-pin').fill(PIN)
    const early = await scriptKnock(attacked.url, '127.0.0.40', 'Early')
    const guess = { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Mallory', pin: '0000' }
    const guessers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => scriptSend(attacked.url, `127.0.0.${i + 3}`, guess))
    )
    for (const ws of guessers) ws.close()
    await gwen.getByTestId('join-submit').click()
    await expect(gwen.getByTestId('knock-wait')).toContainText(en.door.waiting)
    await expect(gwen.getByTestId('knock-pin-held')).toBeVisible()
    await keepScreenshot(gwen, 'test-results/knock-pin-held-phone.png')
    await expect(door.getByTestId('door-knock')).toHaveCount(2)
    await expect(door.getByTestId('door-knock').first()).toContainText('Gwen')
    await expect(door.getByTestId('door-knock').first().getByTestId('door-knows-pin')).toHaveText(
      en.door.knowsPin
    )
    await expect(door.getByTestId('door-knows-pin')).toHaveCount(1)
    await expect(door.getByTestId('door-guessing')).toContainText(en.door.guessing.split(' (')[0]!)
    await expect(door.getByTestId('door-wrong-pin')).toHaveCount(0)
    await expectNoSeriousA11yIssues(hal, 'host door list, knows the PIN')
    await door.getByRole('button', { name: fill(en.door.letInName, { name: 'Gwen' }) }).click()
    await expect(gwen.getByTestId('lobby-seat').filter({ hasText: 'Gwen' })).toHaveCount(1)
    early.close()
  })
})

const NAME = 'Kitchen table'

/** The watching dialog fits the screen's width and is shown. */
async function watchingDialogFits(page: Page): Promise<void> {
  const dialog = page.getByTestId('watching-notice')
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
}

/** Whoever is on turn plays (the host too: a human, not a bot) until `player` made a move of its own. */
async function playUntilMoved(player: Page, other: Page): Promise<void> {
  const onTurn = (page: Page) =>
    page.getByTestId('hint').or(page.locator('[data-testid="ready"]:not([disabled])'))
  for (let moves = 0; moves < 40; moves++) {
    const whose = async () =>
      (await onTurn(player).first().isVisible())
        ? player
        : (await onTurn(other).first().isVisible())
          ? other
          : null
    await expect.poll(whose, { timeout: 20_000 }).not.toBeNull()
    const page = (await whose()) ?? other
    const outcome = await step(page)
    if (page === player && (outcome === 'played' || outcome === 'passed')) return
  }
  throw new Error('the new player never moved')
}

test('a spectator takes a free seat in the lobby, watches a match and asks for a bot’s seat, and is told the table closed (English, Arabic)', async ({
  browser,
  startHost
}) => {
  test.setTimeout(150_000)
  // The lobby's table, and the match's (a bot in the other seat), started at once.
  const [lobbyHost, host] = await Promise.all([
    startHost({ seats: 3, bots: 0, pin: PIN, name: NAME }),
    startHost({ seats: 2, bots: 1, name: NAME, botDelayMs: 300 })
  ])
  const hal = await newPage(browser, DESKTOP)
  const sam = await newPage(browser, DESKTOP)
  await hal.goto(lobbyHost.hostControl)
  await hal.getByTestId('join-name').fill('Hal')
  await hal.getByRole('button', { name: en.join.watch }).click()
  await expect(hal.getByTestId('start')).toBeVisible()
  const joinTitle = fill(en.join.title, { table: NAME })

  await test.step('the join page, without the link’s ?pin=1: the table’s name and the PIN field at once', async () => {
    await sam.goto(lobbyHost.url)
    await expect(sam.getByRole('heading', { level: 1 })).toHaveText(joinTitle)
    await atEachSize(sam, [DESKTOP, PORTRAIT], async (size, first) => {
      await expect(sam.getByTestId('join-pin')).toBeVisible()
      await keepScreenshot(sam, `test-results/spectator-join-page-${size.name}.png`)
      if (first) await expectNoSeriousA11yIssues(sam, `join page (${size.name})`)
    })
    await sam.getByTestId('join-name').fill('Sam')
    await sam.getByTestId('join-pin').fill(PIN)
    await sam.getByTestId('join-submit').click()
    await expect(sam.getByTestId('lobby-seat').first()).toContainText('Sam')
  })

  await test.step('the host takes Sam off his seat (asked first): he stays, watching, and takes another free seat', async () => {
    await hal
      .getByTestId('lobby-seat')
      .filter({ hasText: 'Sam' })
      .getByRole('button', { name: /^Remove/ })
      .click()
    await sam.setViewportSize(PORTRAIT)
    await hal
      .getByTestId('remove-seat-dialog')
      .getByRole('button', { name: en.desktopWords.removeConfirm, exact: true })
      .click()
    await watchingDialogFits(sam)
    await expectNoSeriousA11yIssues(sam, 'watching dialog (portrait)')
    await keepScreenshot(sam, 'test-results/spectator-lobby-watching-portrait.png')
    await sam.setViewportSize(DESKTOP)
    await watchingDialogFits(sam)
    await sam.getByTestId('watching-ok').click()
    await expect(sam.getByTestId('watching-notice')).toBeHidden()
    await expect(sam.getByTestId('take-seat')).toHaveCount(3)
    const take2 = sam.getByRole('button', { name: fill(en.spectator.takeSeatName, { n: 2 }) })
    await atEachSize(sam, [DESKTOP, PORTRAIT], async (size, first) => {
      await expect(take2).toBeVisible()
      if (first) await expectNoSeriousA11yIssues(sam, `lobby with free seats for a spectator (${size.name})`)
    })
    await take2.click()
    await expect(sam.getByTestId('lobby-seat').nth(1)).toContainText('Sam')
    await expect(sam.getByTestId('take-seat')).toHaveCount(0)
    await expect(hal.getByTestId('lobby-seat').nth(1)).toContainText('Sam')
  })

  await test.step('leaving: back on the join form, the table’s name and the PIN field are still there', async () => {
    await sam.getByTestId('leave').click()
    await sam.getByTestId('leave-confirm').click()
    await expect(sam.getByRole('heading', { level: 1 })).toHaveText(joinTitle)
    await expect(sam.getByTestId('join-pin')).toBeVisible()
    await hal.context().close()
  })

  // A match: the host plays, a bot has the other seat; Sam (portrait) and Lee (landscape, in Arabic) come late.
  const host2 = await newPage(browser, DESKTOP)
  const lee = await newPage(browser, LANDSCAPE, 'ar')
  await test.step('two latecomers watch: the dialog fits a phone held either way', async () => {
    await host2.goto(host.hostControl)
    await host2.getByTestId('join-name').fill('Hal')
    await host2.getByTestId('join-submit').click()
    await expect(host2.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
    for (const [page, name] of [
      [sam, 'Sam'],
      [lee, 'Lee']
    ] as const) {
      await page.goto(host.url)
      await page.getByTestId('join-name').fill(name)
      await page.getByTestId('join-submit').click()
      await watchingDialogFits(page)
      await keepScreenshot(page, `test-results/spectator-match-watching-${name}.png`)
      await page.getByTestId('watching-ok').click()
      await expect(page.getByTestId('watching-notice')).toBeHidden()
    }
    await expect(sam.getByTestId('hand')).toHaveCount(0)
  })

  await test.step('Sam asks for the bot’s seat; the host sees it in the host menu and gives it; Sam plays', async () => {
    await sam.getByTestId('ask-seat').click()
    await expect(sam.getByTestId('ask-seat-dialog')).toBeVisible()
    await expectNoSeriousA11yIssues(sam, 'ask for a seat')
    await sam
      .getByRole('button', {
        name: fill(en.spectator.askForLabel, { n: 2, name: botName('en', 'medium', 1) })
      })
      .click()
    await expect(sam.getByTestId('seat-answer')).toHaveText(fill(en.spectator.waiting, { n: 2 }))
    await expect(host2.getByTestId('host-menu-knocks')).toContainText('1')
    await host2.getByTestId('host-menu').click()
    const requests = host2.getByTestId('seat-requests')
    await expect(requests.getByTestId('seat-request')).toContainText('Sam')
    await expectNoSeriousA11yIssues(host2, 'host seat requests')
    await requests.getByRole('button', { name: fill(en.spectator.grantName, { n: 2, name: 'Sam' }) }).click()
    await expect(requests).toHaveCount(0)
    await host2.getByTestId('host-dialog').getByRole('button', { name: en.keys.close }).click()
    await expect(sam.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
    await expect(host2.getByText('Sam').first()).toBeVisible()
    await playUntilMoved(sam, host2)
    await expect(lee.getByTestId('hand')).toHaveCount(0)
  })

  await test.step('the host closes the table: the notice says it once, in English and in Arabic', async () => {
    await host.stop()
    await expect(sam.getByTestId('closed-notice')).toHaveText(en.spectator.closedTable)
    await expect(lee.getByTestId('closed-notice')).toHaveText(ar.spectator.closedTable)
    await expect(lee.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectNoSeriousA11yIssues(lee, 'closed notice in Arabic')
    await keepScreenshot(lee, 'test-results/spectator-closed-ar.png')
  })
})
