// Issue 51: a second window of the same player, in the browser mode (`npm run play`). A solo game plays in
// one window; the app's address opened again in a second window of the same browser, and then in another
// browser on this computer, offers to move the seat here instead of making the player a spectator of
// their own game. Play here moves the seat and its cards; the first window says the game moved and takes
// it back the same way. A page without the app's bridge (what a LAN guest has) is offered nothing.
// Quitting the app tells the solo player the match is saved, not "The host closed the table".
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { freshAddress, startPlay, type PlayApp } from './helpers/browser-mode'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { en } from '../src/renderer/src/i18n/en'
import { keepScreenshot } from './helpers/screenshots'

let userData: string
let app: PlayApp | undefined

test.beforeEach(() => {
  userData = mkdtempSync(join(tmpdir(), 'ftf-second-window-'))
})

test.afterEach(() => {
  if (app?.child.exitCode === null && app.child.pid) process.kill(-app.child.pid, 'SIGKILL')
  rmSync(userData, { recursive: true, force: true })
})

const SIZE = { width: 1280, height: 800 }

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

test('a second window, then another browser, moves the solo seat here; the first takes it back', async ({
  browser
}) => {
  test.setTimeout(150_000)
  app = await startPlay(userData)
  const errors: string[] = []
  const track = (page: Page) => page.on('pageerror', (e) => errors.push(e.message))

  // the first window deals a solo match
  const firstBrowser = await browser.newContext({ viewport: SIZE })
  const first = await firstBrowser.newPage()
  track(first)
  await first.goto(app.url)
  await first.locator('[data-way="solo"]').click()
  const form = first.getByRole('form', { name: 'Play solo' })
  await form.getByRole('button', { name: '1 bot', exact: true }).click()
  await form.getByRole('button', { name: 'Deal me in' }).click()
  const hand = await handOf(first)

  // a second window of the same browser (the app's address again: a fresh one-time code) is offered the
  // seat, and watches meanwhile; the first window keeps playing
  const second = await firstBrowser.newPage()
  track(second)
  await second.goto(await freshAddress(userData))
  const offer = second.getByTestId('play-here')
  await expect(offer).toContainText(en.secondWindow.playingElsewhere)
  await expect(second.getByTestId('hand')).toHaveCount(0)
  await expect(second.getByTestId('ask-seat')).toHaveCount(0)
  await expect(second.getByTestId('watching-notice')).toBeHidden()
  expect(await handOf(first)).toEqual(hand)
  await keepScreenshot(second, 'test-results/second-window-offer.png')
  await expectNoSeriousA11yIssues(second, 'the offer to play here')

  // Play here: the seat and its cards move; the first window says so, with the way back
  await second.getByTestId('play-here-button').click()
  expect(await handOf(second)).toEqual(hand)
  await expectMovedAway(first)
  await keepScreenshot(first, 'test-results/second-window-moved.png')
  await expectNoSeriousA11yIssues(first, 'the game moved to another window')

  // ...and takes it back the same way
  await first.getByTestId('play-here-again').click()
  expect(await handOf(first)).toEqual(hand)
  await expectMovedAway(second)

  // another browser on this computer: the app knows its owner's seat and offers it here too
  const otherBrowser = await browser.newContext({ viewport: SIZE })
  const other = await otherBrowser.newPage()
  track(other)
  await other.goto(await freshAddress(userData))
  await expect(other.getByTestId('play-here')).toContainText(en.secondWindow.playingElsewhere)
  await other.getByTestId('play-here-button').click()
  expect(await handOf(other)).toEqual(hand)
  await expectMovedAway(first)

  // a page without the app's bridge (what a guest on the LAN has: the table's own page) only watches
  const tablePort = await other.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => /^535\.seat\.127\.0\.0\.1:(\d+)$/.exec(key)?.[1])
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

  // quitting the app: the solo player reads that the match is saved and goes on from Home
  const exited = new Promise<number | null>((done) => app?.child.once('exit', (code) => done(code)))
  app.child.kill('SIGTERM')
  expect(await exited).toBe(0)
  await expect(other.getByTestId('closed-notice')).toHaveText(en.secondWindow.soloSaved)
  await expect(other.getByText(en.spectator.closedTable)).toHaveCount(0)
  await keepScreenshot(other, 'test-results/second-window-app-closed.png')
  expect(errors).toEqual([])
  await firstBrowser.close()
  await otherBrowser.close()
})
