// Solo on the desktop app, as a user has it: deal a match against a bot, try to close the window
// mid-round (the close guard asks; "Keep playing" keeps it), quit from the menu (asks again; "Quit"),
// start the app again and continue the saved match with the same hand.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, screenshot, test } from '../helpers/desktop'

async function handOf(page: Page): Promise<string[]> {
  const cards = page.getByTestId('hand').locator('button[data-rank]')
  await expect(cards.first()).toBeVisible({ timeout: 30_000 })
  return cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-card') ?? ''))
}

test('play solo, quit mid-round, start again and resume', async ({ launchDesktopApp, userData }) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.locator('[data-way="solo"]').click()
  const form = page.getByRole('form', { name: 'Play solo' })
  await form.getByRole('button', { name: '1 bot', exact: true }).click()
  await screenshot(app, 'solo-form')
  await form.getByRole('button', { name: 'Deal me in' }).click()
  const hand = await handOf(page)
  expect(hand.length).toBeGreaterThan(0)
  await screenshot(app, 'solo-table')

  // the window's close button during a match: the guard asks, and "Keep playing" keeps everything
  app.window().close()
  const closing = await app.dialogs.next()
  expect(closing.options.message).toBe('A match is in progress. Close the table?')
  closing.press('Keep playing')
  await expect(page.getByTestId('hand')).toBeVisible()
  expect(app.window().isDestroyed()).toBe(false)
  expect(app.running.services.hosting.running()).toMatchObject({ kind: 'solo' })

  // File › Quit: asked again; "Quit" closes the table (its save stays) and the app
  app.menu.click('File', 'Quit')
  const quitting = await app.dialogs.next()
  expect(quitting.options.message).toBe('A match is in progress. Quit anyway?')
  quitting.press('Quit')
  await app.quitted
  const saved = readdirSync(join(userData, 'solo'), { recursive: true, encoding: 'utf8' })
  expect(saved.some((file) => file.endsWith('.json'))).toBe(true)

  // the next start offers the match; Continue takes the same seat back, with the same hand
  const again = await app.restart()
  const home = await again.page()
  const offer = home.getByRole('region', { name: 'Your solo match is waiting' })
  await expect(offer).toBeVisible()
  await screenshot(again, 'resume-offer')
  await offer.getByRole('button', { name: 'Continue' }).click()
  expect(await handOf(home)).toEqual(hand)
  expect(again.running.services.hosting.running()).toMatchObject({ kind: 'solo' })
  expect([...app.pageErrors, ...again.pageErrors]).toEqual([])
})
