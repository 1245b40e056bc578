// `npm run play`: the desktop app in a browser, without Electron. Runs what the script runs after its
// build (the browser-mode app, with a temporary user-data folder and no browser of its own), opens the
// address it prints in Chromium, looks into Learn to play, and plays Solo against bots to the end of
// the first trick; the address holds a one-time code, never the key; a second start finds the running
// app and prints a fresh address, the save lands in the user-data folder and Ctrl-C (SIGTERM) closes the
// app.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { step } from './helpers/play'
import { replaceText } from './helpers/fields'
import { PLAY_ENTRY, playAgain, startPlay, type PlayApp } from './helpers/browser-mode'
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

test('npm run play runs the script entry this test starts', () => {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts
  expect(scripts['play']).toBe(`electron-vite build && tsx ${PLAY_ENTRY}`)
})

test('the app in the browser: Learn to play, then Solo against bots to the first trick', async ({ page }) => {
  test.setTimeout(120_000)
  app = await startPlay(userData)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(app.url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')
  // the address holds a one-time code, not the key (issue 48): the page traded it and took it out of
  // the address bar; the key is only in the user's own instance file (0600) and this tab, for a reload
  const origin = new URL(app.url).origin
  await expect(page).toHaveURL(`${origin}/`)
  const instance = join(userData, 'browser-mode.json')
  const { key } = JSON.parse(readFileSync(instance, 'utf8')) as { key: string }
  expect(app.url).not.toContain(key)
  expect(app.output()).not.toContain(key)
  expect(statSync(instance).mode & 0o777).toBe(0o600)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')
  // the desktop API comes over the loopback socket: nothing is put on the page's window
  expect(await page.evaluate(() => 'fiveThreeFive' in window)).toBe(false)

  // Learn to play, and back
  await page.getByTestId('learn').click()
  await expect(page.getByTestId('tutorial-text')).toContainText('you lead')
  await page.getByTestId('tutorial-exit').click()

  // Solo is offered (a plain browser says "desktop app only") and deals a match against a bot
  const solo = page.locator('[data-way="solo"]')
  await expect(solo).toBeEnabled()
  await solo.click()
  const form = page.getByRole('form', { name: 'Play solo' })
  await form.getByRole('button', { name: '1 bot', exact: true }).click()
  await form.getByRole('button', { name: 'Deal me in' }).click()
  const hand = page.getByTestId('hand')
  await expect(hand.locator('button[data-rank]').first()).toBeVisible({ timeout: 30_000 })
  await keepScreenshot(page, 'test-results/browser-mode-solo.png')

  // play (or pass) until the first trick has ended; bounded by time, not by a count of lucky turns
  const ended = () => page.locator('[data-ended]').first().getAttribute('data-ended').then(Number)
  const deadline = Date.now() + 60_000
  while ((await ended()) === 0 && Date.now() < deadline) await step(page)
  expect(await ended()).toBeGreaterThan(0)
  expect(errors).toEqual([])

  // a second npm run play on the same folder points at this app instead of starting another one
  const second = await playAgain(userData)
  expect(second.code).toBe(0)
  expect(second.out).toContain(`already running in your browser for ${userData}`)
  // with an address of its own: a fresh code (the first one was used)
  expect(second.out).toContain(`${origin}/#desktop=`)
  expect(second.out).not.toContain(app.url)
  expect(second.out).not.toContain(key)

  // the match is saved in the user-data folder, and SIGTERM closes the app (and its table) cleanly
  const saved = readdirSync(join(userData, 'solo'), { recursive: true, encoding: 'utf8' })
  expect(saved.some((file) => file.endsWith('.json'))).toBe(true)
  const exited = new Promise<number | null>((done) => app?.child.once('exit', (code) => done(code)))
  app.child.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(readdirSync(userData)).not.toContain('browser-mode.json')
})

test('the browser mode hosts a LAN table and shows it on a big screen: a new window with the party screen', async ({
  page
}) => {
  test.setTimeout(120_000)
  app = await startPlay(userData)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(app.url)
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
  expect(errors).toEqual([])
})

test('Home › Tournament opens a tournament this app runs: the director’s page, a phone registers and is seated', async ({
  page,
  browser
}) => {
  test.setTimeout(120_000)
  app = await startPlay(userData)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(app.url)
  await page.locator('[data-way="tournament"]').click()
  const form = page.getByRole('form', { name: en.tournamentSetup.way })
  await replaceText(form.getByLabel(en.tournamentSetup.name), 'Attic cup')
  await form.getByRole('button', { name: en.tournamentSetup.start }).click()
  await expect(page.getByTestId('tournament-name')).toHaveText('Attic cup')
  const panel = page.getByTestId('director-panel')
  const joinUrl = await panel.getByTestId('tournament-join-url').textContent()
  expect(joinUrl).toMatch(/\?tournament$/)

  // A phone on the invitation's address registers; the director sees the player and adds a bot.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
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
  expect(errors).toEqual([])
})
