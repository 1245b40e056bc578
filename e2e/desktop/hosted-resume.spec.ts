// A LAN table hosted from the desktop app comes back after the app quit mid-match: the Host screen
// offers the unfinished table, Reopen table opens it on its old address with its seats and tokens, the
// host's window takes its own seat and hand back, and a player in a plain browser reloads the page and
// gets the same seat and hand with the token it stored.
import type { Page } from '@playwright/test'
import { replaceText } from '../helpers/fields'
import { joinTable, step } from '../helpers/play'
import { SHORT_BOT_PAUSE_MS, expect, screenshot, test } from '../helpers/desktop'

/** The seat a page plays and the cards in its hand. */
async function seatAndHand(page: Page): Promise<{ seat: string | null; hand: string[] }> {
  const cards = page.getByTestId('hand').locator('[data-card]')
  await expect(cards.first()).toBeVisible({ timeout: 30_000 })
  const read = async () => ({
    seat: await page.locator('.table-screen').getAttribute('data-seat'),
    hand: await cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-card') ?? ''))
  })
  // A card just played may still be on its way out of the hand: read until two looks agree.
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

test('a LAN table hosted from the app is reopened with the same seats and tokens', async ({
  launchDesktopApp,
  browser
}) => {
  test.setTimeout(180_000)
  const app = await launchDesktopApp({ botDelayMs: SHORT_BOT_PAUSE_MS })
  const host = await app.page()
  await host.locator('[data-way="host"]').click()
  const form = host.getByRole('form', { name: 'Host a table' })
  await form.getByLabel('Your name').fill('Ada')
  // Not fill() alone: CI once cut it to "Resume tab" (the maxlength trap, e2e/helpers/fields.ts).
  await replaceText(form.getByLabel('Table name'), 'Resume table')
  await form.getByLabel('Seats').selectOption('3')
  await form.getByRole('button', { name: 'Open the table' }).click()
  const url = await host.getByTestId('join-url').textContent()
  if (!url) throw new Error('the lobby shows no invite')
  const address = new URL(url).host
  await expect(host.getByTestId('table-name')).toHaveText('Resume table')

  // a second player in a plain browser, at the invite URL (the page the table serves)
  const guest = await browser.newPage()
  await joinTable(guest, url, 'Cy')
  await expect(host.getByTestId('lobby-seat').filter({ hasText: 'Cy' })).toBeVisible()
  await host.getByTestId('add-bot').first().click()
  const start = host.locator('[data-testid="start"]:not([disabled])')
  await expect(start.or(host.getByTestId('hand')).first()).toBeVisible()
  if (await start.isVisible()) await start.click()

  // one move by whichever player is on turn first (a bot may move before)
  const onTurn = async (hostPage: Page = host): Promise<Page> => {
    let found: Page | undefined
    await expect
      .poll(
        async () => {
          for (const page of [hostPage, guest]) if (await page.getByTestId('hint').isVisible()) found = page
          return found !== undefined
        },
        { timeout: 30_000 }
      )
      .toBe(true)
    return found!
  }
  expect(await step(await onTurn())).toMatch(/played|passed/)
  const hostBefore = await seatAndHand(host)
  const guestBefore = await seatAndHand(guest)
  const guestToken = await storedToken(guest, address)
  expect(guestToken).toBeTruthy()
  expect(hostBefore.seat).not.toBe(guestBefore.seat)

  // File › Quit mid-match: the close guard asks, Quit closes the table (its save stays)
  app.menu.click('File', 'Quit')
  ;(await app.dialogs.next()).press('Quit')
  await app.quitted
  await expect(guest.getByTestId('hand')).toBeHidden()

  const again = await app.restart()
  const home = await again.page()
  await home.locator('[data-way="host"]').click()
  const offer = home.getByRole('region', { name: 'Unfinished table' })
  await expect(offer).toContainText('Resume table')
  await screenshot(again, 'hosted-resume-offer')
  await offer.getByRole('button', { name: 'Reopen table' }).click()

  // the host's window: its own seat and hand, at the same address
  expect(await seatAndHand(home)).toEqual(hostBefore)
  expect(again.running.services.hosting.current()).toMatchObject({
    kind: 'hosted',
    port: Number(new URL(url).port)
  })
  await screenshot(again, 'hosted-resumed')

  // the browser player reloads: the same seat and hand, with the token it kept
  await guest.reload()
  expect(await seatAndHand(guest)).toEqual(guestBefore)
  await expect(guest.getByRole('group', { name: /^Cy \(you\)/ })).toBeVisible()
  expect(await storedToken(guest, address)).toBe(guestToken)
  // and the match goes on from there
  expect(await step(await onTurn(home))).toMatch(/played|passed/)
  await guest.close()
  expect([...app.pageErrors, ...again.pageErrors]).toEqual([])
})
