// A host at home on the desktop app (issue 50 journeys; before: host, lobby-settings-pin, table-options'
// lobby test, watch-without-pin, the bot level's lobby half (once expert-level's), party-open,
// rejoin-card, hosted-resume and desktopwords' remove question), and a desktop player at a friend's
// table (left-table-card).
// One app run per person; the app starts again only where "when the app starts again" is the point.
import type { Page } from '@playwright/test'
import QRCode from 'qrcode'
import { handSizeFor } from '../../src/engine'
import { en } from '../../src/renderer/src/i18n/en'
import { WS_PATH } from '../../src/protocol/vocabulary'
import { TestClient } from '../../test-support/wire/test-client'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { SHORT_BOT_PAUSE_MS, expect, screenshot, test } from '../helpers/desktop'
import { startHost } from '../helpers/host'
import type { RunningHost } from '../helpers/host'
import { clickTableTool, joinTable, step } from '../helpers/play'
import { keepScreenshot } from '../helpers/screenshots'
import { fill, hostFromHome, savedSettings, startMatch } from './journey'

const PIN = '4321'
/** The seat status words of a bot (SeatStatus.svelte) for the hard level. */
const HARD_BOT = `${en.lobby.bot} · ${en.lobby.level_hard}`
/** A second display, as a TV beside the computer. */
const TV = { workArea: { x: 1920, y: 0, width: 1920, height: 1080 } }
/** The lobby's summary line of the table's options: its parts, in order. */
const line = (...parts: string[]) => parts.join(' · ')

test('a host opens a LAN table with a PIN: the invite, the lobby’s settings, a hard bot, watching without the PIN, the TV', async ({
  launchDesktopApp,
  browser
}) => {
  test.setTimeout(120_000)
  const app = await launchDesktopApp()
  const page = await app.page()
  const link = page.getByTestId('join-url')
  const settings = page.getByRole('region', { name: en.lobby.settings })
  let url = ''
  let port = 0

  await test.step('Host a table with a PIN: the invite names the real port and its QR code says it', async () => {
    url = await hostFromHome(page, { name: 'PIN table', seats: 3, pin: PIN })
    const current = app.running.services.hosting.current()
    expect(current).toMatchObject({ kind: 'hosted' })
    port = current?.port ?? 0
    // on this machine the app's tables stay on 127.0.0.1 (test-support/desktop/loopback-backends.ts);
    // the link says a PIN is needed, never the PIN
    expect(url).toBe(`http://127.0.0.1:${port}/?pin=1`)
    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(await served.text()).toContain('<title>Five Three Five</title>')
    const expectedQr = await QRCode.toString(url, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: '#10281c', light: '#fffdf6' }
    })
    const qrPath = (svg: string) => /<path[^>]*stroke="#10281c"[^>]*d="([^"]+)"/.exec(svg)?.[1]
    await expect.poll(async () => qrPath(await page.getByTestId('qr').innerHTML())).toBe(qrPath(expectedQr))
    await expect(page.getByRole('heading', { name: 'Invite players' })).toBeVisible()
    // the default game at three players: nothing to tell
    await expect(page.getByTestId('table-name')).toHaveText('PIN table')
    await expect(page.getByTestId('table-options')).toHaveCount(0)
    await expect(settings.getByTestId('pin-required')).toBeVisible()
    // the PIN is not shown back: an empty field means "unchanged"
    await expect(settings.getByLabel(en.home.pin)).toHaveAttribute('placeholder', en.lobby.pinUnchanged)
    await screenshot(app, 'lobby')
    // the invite link asks for a new window: main's window-open handler denies it
    await link.click()
    await expect.poll(() => app.window().webContents.deniedWindowOpens).toEqual([url])
    await expect.poll(() => page.context().pages().length).toBe(1)
  })

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const guest = await context.newPage()
  const bea = page.getByTestId('lobby-seat').filter({ hasText: 'Bea' })
  await test.step('a browser player needs the PIN; the lobby shows her the table', async () => {
    await guest.goto(url)
    await guest.getByTestId('join-name').fill('Bea')
    await expect(guest.getByTestId('join-pin')).toBeVisible()
    await expect(guest.getByTestId('join-submit')).toBeDisabled()
    await guest.getByTestId('join-pin').fill(PIN)
    await guest.getByTestId('join-submit').click()
    await expect(guest.getByTestId('table-name')).toHaveText('PIN table')
    await expect(guest.getByTestId('pin-required')).toBeVisible()
    await expect(guest.getByTestId('table-options')).toHaveCount(0)
    // only the host has the form
    await expect(guest.getByLabel(en.options.bigger)).toHaveCount(0)
    await keepScreenshot(guest, 'test-results/desktop-lobby-pin-guest.png')
    await expect(bea).toBeVisible()
  })

  await test.step('the lobby’s options: saved, the PIN kept, and every player told', async () => {
    await expect(settings.getByLabel(en.options.twoPlayerGame)).toHaveCount(0)
    await settings.getByLabel(en.options.threePlayerHand).selectOption({ label: en.options.hand16 })
    await settings.getByLabel(en.home.target).fill('10')
    await settings.getByLabel(en.options.bigger).check()
    await settings.getByRole('button', { name: en.lobby.save }).click()
    await expect(settings.getByTestId('settings-saved')).toHaveText(en.lobby.saved)
    await expect(link).toHaveText(/\?pin=1$/)
    await expect(settings.getByTestId('pin-required')).toBeVisible()
    await expect(settings.getByLabel(en.home.target)).toHaveValue('10')
    const three = line(
      fill(en.options.tagTarget, { n: 10 }),
      fill(en.options.tagHandSize, { n: handSizeFor(3, { threePlayerHand: 16 }) }),
      en.options.tagBigger
    )
    await expect(guest.getByTestId('table-options')).toHaveText(three)
    await expect(page.getByTestId('table-options')).toHaveText(three)
    await keepScreenshot(guest, 'test-results/desktop-lobby-options-guest.png')

    // two seats (the host and Bea): the two-player game replaces the three-player deal; two hands is
    // the default and has no target, so the line says "2 hands" and nothing of 10 points or 16 cards
    await settings.getByLabel(en.home.seats).selectOption('2')
    await expect(settings.getByLabel(en.options.threePlayerHand)).toHaveCount(0)
    await expect(settings.getByLabel(en.options.twoPlayerGame)).toHaveValue('two-hands')
    await expect(settings.getByLabel(en.home.target)).toHaveCount(0)
    await settings.getByRole('button', { name: en.lobby.save }).click()
    await expect(guest.getByTestId('table-options')).toHaveText(line(en.options.tagTwoHands, en.options.tagBigger))
    await settings.getByLabel(en.options.twoPlayerGame).selectOption({ label: en.options.toTarget })
    await expect(settings.getByLabel(en.home.target)).toHaveValue('10')
    await settings.getByRole('button', { name: en.lobby.save }).click()
    await expect(guest.getByTestId('table-options')).toHaveText(
      line(fill(en.options.tagTarget, { n: 10 }), en.options.tagBigger)
    )
    await screenshot(app, 'lobby-options-host')
    // the host's table settings are the next table's defaults
    await expect
      .poll(async () => (await savedSettings(page)).tableDefaults)
      .toMatchObject({
        tableName: 'PIN table',
        seats: 2,
        target: 10,
        twoPlayerGame: 'to-target',
        threePlayerHand: 16,
        overwrite: 'bigger'
      })
  })

  await test.step('a third seat for a hard bot', async () => {
    await settings.getByLabel(en.home.seats).selectOption('3')
    await settings.getByRole('button', { name: en.lobby.save }).click()
    const empty = page.getByTestId('lobby-seat').filter({ has: page.getByTestId('add-bot') }).first()
    await empty.getByLabel(en.lobby.botLevel).selectOption('hard')
    await empty.getByTestId('add-bot').click()
    const bot = page.getByTestId('lobby-seat').filter({ hasText: HARD_BOT })
    await expect(bot).toHaveCount(1)
    await expect(bot.getByLabel(en.lobby.botLevel)).toHaveValue('hard')
    await screenshot(app, 'hard-host-lobby')
  })

  await test.step('watching without the PIN: off until the host allows it; players still need the PIN', async () => {
    const watch = settings.getByRole('checkbox', { name: en.bigScreen.watchWithoutPin })
    // a PIN means the host wants to know who looks on: off until they choose
    await expect(watch).not.toBeChecked()
    await expect(watch).toHaveAccessibleDescription(en.bigScreen.watchWithoutPinHelp)
    const ws = `ws://127.0.0.1:${port}${WS_PATH}`
    const refused = await (await TestClient.connect(ws, 'TV')).hello({ spectate: true })
    expect(refused).toMatchObject({ type: 'error', code: 'wrong-pin' })
    await watch.check()
    await settings.getByRole('button', { name: en.lobby.save }).click()
    await expect(settings.getByTestId('settings-saved')).toHaveText(en.lobby.saved)
    await expect(watch).toBeChecked()
    await expect(settings.getByTestId('pin-required')).toBeVisible()
    const tv = await TestClient.connect(ws, 'TV')
    expect(await tv.hello({ spectate: true })).toMatchObject({ type: 'welcome', seat: null, token: null })
    await expect(page.getByText(fill(en.lobby.spectators_one, { count: 1 }))).toBeVisible()
    expect(await (await TestClient.connect(ws, 'Eve')).hello({})).toMatchObject({ code: 'wrong-pin' })
    await expectNoSeriousA11yIssues(page, 'the lobby: PIN, options, a hard bot, watching without the PIN')
    await keepScreenshot(settings, 'test-results/party-watch-without-pin.png')
    tv.ws.terminate()
  })

  await test.step('Show on a big screen: a full-screen window on the TV shows the party screen', async () => {
    app.shell.displays.push(TV)
    const host = app.window()
    await page.getByRole('button', { name: en.bigScreen.show }).click()
    await expect(page.getByTestId('big-screen-status')).toHaveText(en.bigScreen.opened)
    const windows = app.shell.openWindows()
    expect(windows).toHaveLength(2)
    const party = windows.find((w) => w !== host)!
    expect(party.options).toMatchObject({ ...TV.workArea, fullscreen: true })
    const partyPage = await party.page
    await expectPartyScreen(partyPage, port)
    // no bridge in the party screen's window: it is a page of the table, not of the app
    expect(await partyPage.evaluate('typeof globalThis.fiveThreeFive')).toBe('undefined')
    await keepScreenshot(partyPage, 'test-results/party-open-lobby.png')
    // the host's window stays in the lobby
    await expect(page.getByTestId('table-name')).toHaveText('PIN table')
  })

  await test.step('removing a player asks first', async () => {
    await bea.getByRole('button', { name: en.lobby.clearSeat }).click()
    // each seat a host may clear has its question: Bea's
    const question = bea.getByTestId('remove-seat-dialog')
    await expect(question.getByRole('heading')).toHaveText(fill(en.desktopWords.removeTitle, { name: 'Bea' }))
    await expectNoSeriousA11yIssues(page, 'remove question')
    await screenshot(app, 'remove-question')
    await question.getByRole('button', { name: en.desktopWords.keep }).click()
    await expect(question).toBeHidden()
    await expect(bea).toBeVisible()
    await bea.getByRole('button', { name: en.lobby.clearSeat }).click()
    await question.getByRole('button', { name: en.desktopWords.removeConfirm }).click()
    await expect(bea).toHaveCount(0)
  })

  await test.step('removing the PIN is its own choice', async () => {
    await settings.getByTestId('remove-pin').check()
    await settings.getByRole('button', { name: en.lobby.save }).click()
    await expect(settings.getByTestId('settings-saved')).toHaveText(en.lobby.saved)
    await expect(settings.getByTestId('pin-required')).toHaveCount(0)
    await expect(link).toHaveText(`http://127.0.0.1:${port}/`)
  })
  await context.close()
  expect(app.pageErrors).toEqual([])
})

/** The page main loaded has the party screen's URL, and the party screen watches this table there. */
async function expectPartyScreen(page: Page, port: number): Promise<void> {
  await expect.poll(() => page.url()).toBe(`http://127.0.0.1:${port}/?screen=party`)
  const party = page.getByTestId('party-screen')
  await expect(party).toBeVisible()
  await expect(party).toHaveAttribute('data-screen', /^(lobby|playing|roundOver|matchOver)$/)
}

/** The seat a page plays and the cards in its hand, once two looks agree (a card just played may still
 *  be on its way out of the hand). */
async function seatAndHand(page: Page): Promise<{ seat: string | null; hand: string[] }> {
  const cards = page.getByTestId('hand').locator('[data-card]')
  await expect(cards.first()).toBeVisible({ timeout: 30_000 })
  const read = async () => ({
    seat: await page.locator('.table-screen').getAttribute('data-seat'),
    hand: await cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-card') ?? ''))
  })
  let last = ''
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await read())
        const settled = now === last
        last = now
        return settled
      },
      { intervals: [800], timeout: 15_000 }
    )
    .toBe(true)
  return JSON.parse(last) as { seat: string | null; hand: string[] }
}

/** The seat token this page stored for the table at `address` (host:port). */
function storedToken(page: Page, address: string): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key) ?? sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as { token: string }).token : null
  }, `535.seat.${address}`)
}

test('a host leaves mid-match and comes back with the host controls; the app reopens the table with the same seats', async ({
  launchDesktopApp,
  browser
}) => {
  test.setTimeout(180_000)
  const app = await launchDesktopApp({ botDelayMs: SHORT_BOT_PAUSE_MS })
  const page = await app.page()
  const url = await hostFromHome(page, { name: 'Friday table', player: 'Ada', seats: 3 })
  const address = new URL(url).host
  const guest = await browser.newPage()
  await joinTable(guest, url, 'Cy')
  await expect(page.getByTestId('lobby-seat').filter({ hasText: 'Cy' })).toBeVisible()
  await page.getByTestId('add-bot').first().click()
  await startMatch(page)
  const seat = (await page.locator('.table-screen').getAttribute('data-seat')) ?? ''

  /** File › Home in a match: the leave question first, which tells the host the friends play on. */
  const leaveForHome = async (on: Page = page) => {
    app.menu.click('File', 'Home')
    const question = on.getByRole('dialog', { name: en.leaveQuestion.title })
    await expect(question).toContainText(en.stillRunning.leaveHostMatch)
    await question.getByRole('button', { name: en.leaveQuestion.leave }).click()
  }
  const card = page.getByRole('region', { name: en.stillRunning.title })

  await test.step('File › Home: the table plays on, Home says so and who plays', async () => {
    await leaveForHome()
    await expect(card).toContainText('Friday table')
    const players = card.getByTestId('still-running-players')
    await expect(players).toContainText(fill(en.stillRunning.you, { name: 'Ada' }))
    await expect(players).toContainText('Cy')
    await expect(guest.getByTestId('hand')).toBeVisible()
    await expectNoSeriousA11yIssues(page, 'home with the still-running card')
    await keepScreenshot(page, 'test-results/rejoin-card-desktop.png', { fullPage: true })
  })

  await test.step('one click back: the same seat, and the host controls', async () => {
    await card.getByRole('button', { name: en.stillRunning.back }).click()
    await expect(page.getByTestId('hand')).toBeVisible()
    await expect(page.locator('.table-screen')).toHaveAttribute('data-seat', seat)
    await clickTableTool(page, 'host-menu')
    const hostDialog = page.getByTestId('host-dialog')
    await expect(hostDialog.getByRole('button', { name: `${en.party.kick}: Cy` })).toBeVisible()
    await keepScreenshot(page, 'test-results/rejoin-back-desktop.png')
    await page.keyboard.press('Escape')
    await expect(hostDialog).toBeHidden()
  })

  await test.step('Recent tables lists it too: back from there with the host controls', async () => {
    await leaveForHome()
    await page.locator('[data-way="join"]').click()
    const recent = page.getByRole('region', { name: en.home.recent })
    await recent.getByRole('button', { name: /^Friday table 127\.0\.0\.1:/ }).click()
    await expect(page.locator('.table-screen')).toHaveAttribute('data-seat', seat)
    await expect(page.getByTestId('host-menu')).toBeVisible()
  })

  await test.step('the table menu on one display: the window shows the party screen, and comes back', async () => {
    const port = Number(new URL(url).port)
    await clickTableTool(page, 'host-menu')
    await page.getByTestId('host-dialog').getByRole('button', { name: en.bigScreen.show }).click()
    await expectPartyScreen(page, port)
    expect(app.shell.openWindows()).toHaveLength(1)
    await keepScreenshot(page, 'test-results/party-open-menu.png')
    // the way back: View › Back to the table, straight to the seat (the table played on meanwhile)
    app.menu.click('View', 'Back to the table')
    await expect.poll(() => page.url()).toMatch(/^file:/)
    await expect(page.getByTestId('hand')).toBeVisible()
    await clickTableTool(page, 'host-menu')
    await expect(page.getByTestId('host-dialog').getByRole('button', { name: en.bigScreen.show })).toBeVisible()
    await page.keyboard.press('Escape')
  })

  /** The page on turn, the host's or the guest's (a bot may move before). */
  const onTurn = async (hostPage: Page): Promise<Page> => {
    let found: Page | undefined
    await expect
      .poll(
        async () => {
          for (const p of [hostPage, guest]) if (await p.getByTestId('hint').isVisible()) found = p
          return found !== undefined
        },
        { timeout: 30_000 }
      )
      .toBe(true)
    return found!
  }

  let hostBefore = { seat: null as string | null, hand: [] as string[] }
  let guestBefore = { ...hostBefore }
  let guestToken: string | null = null
  await test.step('a move, then File › Quit mid-match: the guard asks, Quit closes the table', async () => {
    expect(await step(await onTurn(page))).toMatch(/played|passed/)
    hostBefore = await seatAndHand(page)
    guestBefore = await seatAndHand(guest)
    guestToken = await storedToken(guest, address)
    expect(guestToken).toBeTruthy()
    expect(hostBefore.seat).toBe(seat)
    expect(hostBefore.seat).not.toBe(guestBefore.seat)
    app.menu.click('File', 'Quit')
    ;(await app.dialogs.next()).press('Quit')
    await app.quitted
    await expect(guest.getByTestId('hand')).toBeHidden()
  })

  const again = await app.restart()
  const home = await again.page()
  await test.step('the next start: the Host screen reopens the table on its address, with the same seats', async () => {
    await home.locator('[data-way="host"]').click()
    const offer = home.getByRole('region', { name: 'Unfinished table' })
    await expect(offer).toContainText('Friday table')
    await screenshot(again, 'hosted-resume-offer')
    await offer.getByRole('button', { name: 'Reopen table' }).click()
    expect(await seatAndHand(home)).toEqual(hostBefore)
    expect(again.running.services.hosting.current()).toMatchObject({ kind: 'hosted', port: Number(new URL(url).port) })
    await screenshot(again, 'hosted-resumed')
    // the browser player reloads: the same seat and hand, with the token it kept
    await guest.reload()
    expect(await seatAndHand(guest)).toEqual(guestBefore)
    await expect(guest.getByRole('group', { name: /^Cy \(you\)/ })).toBeVisible()
    expect(await storedToken(guest, address)).toBe(guestToken)
    // and the match goes on from there
    expect(await step(await onTurn(home))).toMatch(/played|passed/)
  })

  await test.step('closing the table from Home’s card ends it for everyone', async () => {
    again.menu.click('File', 'Home')
    const question = home.getByRole('dialog', { name: en.leaveQuestion.title })
    await question.getByRole('button', { name: en.leaveQuestion.leave }).click()
    const running = home.getByRole('region', { name: en.stillRunning.title })
    await running.getByRole('button', { name: en.stillRunning.close }).click()
    const confirm = home.getByTestId('close-running-table')
    await expect(confirm).toContainText('Friday table')
    await confirm.getByRole('button', { name: en.stillRunning.closeConfirm }).click()
    await expect(running).toHaveCount(0)
    await expect(guest.getByTestId('hand')).toBeHidden()
    expect(again.running.services.hosting.current()).toBeNull()
  })
  await guest.close()
  expect([...app.pageErrors, ...again.pageErrors]).toEqual([])
})

let friend: RunningHost | null = null
test.afterEach(async () => {
  await friend?.stop()
  friend = null
})

test('a player at a friend’s LAN table leaves mid-match and goes back to the seat from Home', async ({
  launchDesktopApp
}) => {
  friend = await startHost({ seats: 2, bots: 1, name: 'Garden table', seed: 5, botDelayMs: 400 })
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.locator('[data-way="join"]').click()
  await page.getByTestId('manual-address').fill(`127.0.0.1:${friend.port}`)
  await page.getByTestId('manual-join').click()
  await page.getByTestId('join-name').fill('Bea')
  await page.getByTestId('join-submit').click()
  await expect(page.getByTestId('hand')).toBeVisible()
  const seat = (await page.locator('.table-screen').getAttribute('data-seat')) ?? ''

  app.menu.click('File', 'Home')
  const question = page.getByRole('dialog', { name: en.leaveQuestion.title })
  await question.getByRole('button', { name: en.leaveQuestion.leave }).click()
  const card = page.getByRole('region', { name: en.leftTable.title })
  await expect(card).toContainText(fill(en.leftTable.match, { table: 'Garden table' }))
  await expectNoSeriousA11yIssues(page, 'home with the left-table card')
  await keepScreenshot(page, 'test-results/left-table-card-desktop.png', { fullPage: true })

  await card.getByRole('button', { name: en.leftTable.back }).click()
  await expect(page.getByTestId('hand')).toBeVisible()
  await expect(page.locator('.table-screen')).toHaveAttribute('data-seat', seat)

  // Not now: the card goes (until Home opens again).
  app.menu.click('File', 'Home')
  await question.getByRole('button', { name: en.leaveQuestion.leave }).click()
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: en.leftTable.dismiss }).click()
  await expect(card).toBeHidden()
  expect(app.pageErrors).toEqual([])
})
