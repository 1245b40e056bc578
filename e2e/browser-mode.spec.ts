// `npm run play`: the desktop app in a browser, without Electron. Runs what the script runs after its
// build (the browser-mode app, with a temporary user-data folder and no browser of its own) and opens the
// address it prints in Chromium. Two people's evenings with it:
// - a solo player: the address holds a one-time code, never the key; Learn to play; Solo against a bot to
//   the end of the first trick; a second `npm run play` finds the running app and prints a fresh address,
//   which a second window of the same browser, then another browser on this computer, opens: each is
//   offered the seat instead of watching its own game, Play here moves the seat and its cards, the first
//   window says the game moved and takes it back the same way (issue 51); a page without the app's bridge
//   (a LAN guest's) only watches; the save lands in the user-data folder, and Ctrl-C (SIGTERM) closes the
//   app, whose solo player reads that the match is saved, not "The host closed the table";
// - a host: a LAN table shown on a big screen (a new window with the party screen), then Home › Tournament:
//   the director's page, a phone registers and is seated.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { step } from './helpers/play'
import { replaceText } from './helpers/fields'
import { PLAY_ENTRY, playAgain, startPlay, type PlayApp } from './helpers/browser-mode'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { runningInstance } from '../src/browser-mode/instance-file'
import { en } from '../src/renderer/src/i18n/en'
import { keepScreenshot } from './helpers/screenshots'

let userData: string
let app: PlayApp | undefined

test.beforeEach(() => {
  userData = mkdtempSync(join(tmpdir(), 'ftf-play-'))
})

test.afterEach(() => {
  if (app?.child.exitCode === null && app.child.pid) process.kill(-app.child.pid, 'SIGKILL')
  rmSync(userData, { recursive: true, force: true })
})

const SIZE = { width: 1280, height: 800 }
const ADDRESS = /http:\/\/127\.0\.0\.1:\d+\/#desktop=[\w-]+/

/** The ranks in the player's hand, in order: the same seat shows the same hand in any window. */
async function handOf(page: Page): Promise<string[]> {
  const cards = page.getByTestId('hand').locator('button[data-rank]')
  await expect(cards.first()).toBeVisible({ timeout: 30_000 })
  return cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-rank') ?? ''))
}

/** This window was told its game moved to another one, with the way to take it back. */
async function expectMovedAway(page: Page): Promise<void> {
  await expect(page.getByTestId('closed-notice')).toHaveText(en.secondWindow.moved)
  await expect(page.getByTestId('play-here-again')).toHaveText(en.secondWindow.playHere)
  await expect(page.getByTestId('hand')).toHaveCount(0)
}

test('a solo player in the browser: Learn to play, Solo to the first trick, a second window and another browser take the seat, Ctrl-C', async ({
  browser
}) => {
  test.setTimeout(180_000)
  await test.step('npm run play runs the script entry this test starts', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts
    expect(scripts['play']).toBe(`electron-vite build && tsx ${PLAY_ENTRY}`)
  })
  const running = await startPlay(userData)
  app = running
  const errors: string[] = []
  const track = (page: Page) => page.on('pageerror', (e) => errors.push(e.message))
  const firstBrowser = await browser.newContext({ viewport: SIZE })
  const first = await firstBrowser.newPage()
  track(first)
  const origin = new URL(running.url).origin
  const instance = join(userData, 'browser-mode.json')
  const { key } = JSON.parse(readFileSync(instance, 'utf8')) as { key: string }

  await test.step('the address holds a one-time code, not the key', async () => {
    await first.goto(running.url)
    await expect(first.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')
    // (issue 48) the page traded the code and took it out of the address bar; the key is only in the
    // user's own instance file (0600) and this tab, for a reload
    await expect(first).toHaveURL(`${origin}/`)
    expect(running.url).not.toContain(key)
    expect(running.output()).not.toContain(key)
    expect(statSync(instance).mode & 0o777).toBe(0o600)
    await first.reload()
    await expect(first.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')
    // the desktop API comes over the loopback socket: nothing is put on the page's window
    expect(await first.evaluate(() => 'fiveThreeFive' in window)).toBe(false)
  })

  await test.step('Learn to play, and back; Solo against a bot to the end of the first trick', async () => {
    await first.getByTestId('learn').click()
    await expect(first.getByTestId('tutorial-text')).toContainText('you lead')
    await first.getByTestId('tutorial-exit').click()

    // Solo is offered (a plain browser says "desktop app only") and deals a match against a bot
    const solo = first.locator('[data-way="solo"]')
    await expect(solo).toBeEnabled()
    await solo.click()
    const form = first.getByRole('form', { name: 'Play solo' })
    await form.getByRole('button', { name: '1 bot', exact: true }).click()
    await form.getByRole('button', { name: 'Deal me in' }).click()
    await expect(first.getByTestId('hand').locator('button[data-rank]').first()).toBeVisible({ timeout: 30_000 })
    await keepScreenshot(first, 'test-results/browser-mode-solo.png')

    // play (or pass) until the first trick has ended; bounded by time, not by a count of lucky turns
    const ended = () => first.locator('[data-ended]').first().getAttribute('data-ended').then(Number)
    const deadline = Date.now() + 60_000
    while ((await ended()) === 0 && Date.now() < deadline) await step(first)
    expect(await ended()).toBeGreaterThan(0)
  })

  const hand = await handOf(first)
  let second: Page | undefined

  await test.step('a second npm run play points at this app, with a fresh address a second window opens', async () => {
    const again = await playAgain(userData)
    expect(again.code).toBe(0)
    expect(again.out).toContain(`already running in your browser for ${userData}`)
    // with an address of its own: a fresh code (the first one was used)
    expect(again.out).toContain(`${origin}/#desktop=`)
    expect(again.out).not.toContain(running.url)
    expect(again.out).not.toContain(key)
    const address = ADDRESS.exec(again.out)?.[0] ?? ''

    // a second window of the same browser is offered the seat, and watches meanwhile; the first window
    // keeps playing
    second = await firstBrowser.newPage()
    track(second)
    await second.goto(address)
    const offer = second.getByTestId('play-here')
    await expect(offer).toContainText(en.secondWindow.playingElsewhere)
    await expect(second.getByTestId('hand')).toHaveCount(0)
    await expect(second.getByTestId('ask-seat')).toHaveCount(0)
    await expect(second.getByTestId('watching-notice')).toBeHidden()
    expect(await handOf(first)).toEqual(hand)
    await keepScreenshot(second, 'test-results/second-window-offer.png')
    await expectNoSeriousA11yIssues(second, 'the offer to play here')
  })

  await test.step('Play here: the seat and its cards move; the first window says so and takes it back', async () => {
    if (second === undefined) throw new Error('no second window')
    await second.getByTestId('play-here-button').click()
    expect(await handOf(second)).toEqual(hand)
    await expectMovedAway(first)
    await keepScreenshot(first, 'test-results/second-window-moved.png')
    await expectNoSeriousA11yIssues(first, 'the game moved to another window')
    await first.getByTestId('play-here-again').click()
    expect(await handOf(first)).toEqual(hand)
    await expectMovedAway(second)
  })

  const otherBrowser = await browser.newContext({ viewport: SIZE })
  const other = await otherBrowser.newPage()
  track(other)

  await test.step('another browser on this computer is offered the seat too; a LAN guest only watches', async () => {
    // a fresh address as the second npm run play above got one (without starting another process)
    const address = (await runningInstance(userData)) ?? ''
    expect(address).toMatch(ADDRESS)
    await other.goto(address)
    await expect(other.getByTestId('play-here')).toContainText(en.secondWindow.playingElsewhere)
    await other.getByTestId('play-here-button').click()
    expect(await handOf(other)).toEqual(hand)
    await expectMovedAway(first)

    // a page without the app's bridge (what a guest on the LAN has: the table's own page) only watches
    const tablePort = await other.evaluate(() =>
      Object.keys(localStorage)
        .map((k) => /^535\.seat\.127\.0\.0\.1:(\d+)$/.exec(k)?.[1])
        .find((port) => port !== undefined)
    )
    expect(tablePort).toBeDefined()
    const guestBrowser = await browser.newContext({ viewport: SIZE })
    const guest = await guestBrowser.newPage()
    await guest.goto(`http://127.0.0.1:${tablePort}/`)
    await guest.getByLabel(en.join.name).fill('Gus')
    await guest.getByRole('button', { name: en.join.submit }).click()
    await expect(guest.getByText(en.table.spectating)).toBeVisible()
    await expect(guest.getByTestId('play-here')).toHaveCount(0)
    expect(await handOf(other)).toEqual(hand)
    await guestBrowser.close()
  })

  await test.step('the match is saved in the user-data folder; Ctrl-C closes the app, and the player reads so', async () => {
    const saved = readdirSync(join(userData, 'solo'), { recursive: true, encoding: 'utf8' })
    expect(saved.some((file) => file.endsWith('.json'))).toBe(true)
    const exited = new Promise<number | null>((done) => running.child.once('exit', (code) => done(code)))
    running.child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(readdirSync(userData)).not.toContain('browser-mode.json')
    // the solo player reads that the match is saved and goes on from Home
    await expect(other.getByTestId('closed-notice')).toHaveText(en.secondWindow.soloSaved)
    await expect(other.getByText(en.spectator.closedTable)).toHaveCount(0)
    await keepScreenshot(other, 'test-results/second-window-app-closed.png')
  })
  expect(errors).toEqual([])
  await firstBrowser.close()
  await otherBrowser.close()
})

test('a host in the browser: a LAN table on a big screen (the party screen), then Home › Tournament', async ({
  page,
  browser
}) => {
  test.setTimeout(120_000)
  app = await startPlay(userData)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(app.url)

  await test.step('the browser mode hosts a LAN table and shows it on a big screen: a new window with the party screen', async () => {
    if (app === undefined) throw new Error('no app')
    await page.locator('[data-way="host"]').click()
    const form = page.getByRole('form', { name: en.home.host })
    await replaceText(form.getByLabel(en.home.tableName), 'Browser big screen')
    await form.getByLabel(en.home.seats).selectOption('2')
    await form.getByRole('button', { name: en.home.startHost }).click()
    await expect(page.getByTestId('join-url')).toBeVisible()

    // the same command as the desktop app's, saying where the table will open and that it goes to the TV
    const show = page.getByRole('button', { name: en.bigScreen.show })
    await expect(show).toHaveAccessibleDescription(en.tvScreen.browserHelp)
    await keepScreenshot(page, 'test-results/browser-mode-big-screen-lobby.png')
    const [tv] = await Promise.all([page.waitForEvent('popup'), show.click()])
    await tv.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/\?screen=party$/)
    // the table's own page (its port, not the app's), watching as a spectator: the table in its lobby
    expect(new URL(tv.url()).port).not.toBe(new URL(app.url).port)
    const party = tv.getByTestId('party-screen')
    await expect(party).toHaveAttribute('data-screen', 'lobby')
    await expect(tv.getByTestId('party-table-name')).toHaveText('Browser big screen')
    await expect(tv.locator('[data-testid="party-lobby-seat"][data-kind="human"]')).toHaveCount(1)
    await expect(page.getByTestId('big-screen-status')).toHaveText(en.tvScreen.openedTab)
    // no way back from the party screen to the app's page (which holds the key), and no bridge in it
    expect(await tv.evaluate(() => window.opener === null && !('fiveThreeFive' in window))).toBe(true)
    await tv.setViewportSize({ width: 1920, height: 1080 })
    await keepScreenshot(tv, 'test-results/browser-mode-big-screen-party.png')
    // the host's page stays in the lobby
    await expect(page.getByTestId('table-name')).toHaveText('Browser big screen')
    await tv.close()
  })

  await test.step('Home › Tournament opens a tournament this app runs: the director’s page, a phone registers and is seated', async () => {
    // The host leaves the lobby for Home (a leave that asks is confirmed)
    await page.getByTestId('leave').click()
    const leaveDialog = page.getByTestId('leave-dialog')
    await expect(leaveDialog.or(page.locator('[data-way="tournament"]')).first()).toBeVisible()
    if (await leaveDialog.isVisible()) await leaveDialog.getByTestId('leave-confirm').click()
    await page.locator('[data-way="tournament"]').click()
    const form = page.getByRole('form', { name: en.tournamentSetup.way })
    await replaceText(form.getByLabel(en.tournamentSetup.name), 'Attic cup')
    await form.getByRole('button', { name: en.tournamentSetup.start }).click()
    await expect(page.getByTestId('tournament-name')).toHaveText('Attic cup')
    const panel = page.getByTestId('director-panel')
    const joinUrl = await panel.getByTestId('tournament-join-url').textContent()
    expect(joinUrl).toMatch(/\?tournament$/)

    // A phone on the invitation's address registers; the director sees the player and adds a bot.
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const phone = await phoneContext.newPage()
    await phone.goto(joinUrl ?? '')
    await phone.getByTestId('tournament-register').getByRole('textbox').fill('Pia')
    await phone.getByTestId('tournament-register').getByRole('button').click()
    await expect(phone.getByTestId('my-evening')).toContainText('Pia')
    await expect(panel).toContainText('Pia')
    await panel.getByTestId('add-bot').click()
    await panel.getByTestId('start-stage').click()
    // The phone goes to its table by itself.
    await expect(phone.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('stage-tables')).toContainText('Pia')
    await phoneContext.close()
  })
  expect(errors).toEqual([])
})
