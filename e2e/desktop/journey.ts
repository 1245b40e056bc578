// Steps the desktop journeys (e2e/desktop/*.spec.ts, issue 50) share: the English texts with their
// placeholders filled, a solo save written from a scenario before the app starts, the Solo and Host forms,
// and playing with the simple strategy of e2e/helpers/play.ts.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type { DesktopApi } from '../../src/ipc/contract'
import { en } from '../../src/renderer/src/i18n/en'
import type { ScenarioName } from '../../src/scenarios'
import { scenarioTable } from '../../src/scenarios/table-save'
import type { ScenarioTable } from '../../src/scenarios/table-save'
import { savePath, tablesFolder } from '../../src/server/persistence/file-storage'
import { cryptoRandom } from '../../src/server/random-source'
import { animationsDone, step } from '../helpers/play'
import { expect } from '../helpers/desktop'
import type { DesktopApp } from '../helpers/desktop'
import { replaceText } from '../helpers/fields'

/** An English text with its {{placeholders}} filled in, as i18next fills them. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]))
}

/** "1 bot", "3 bots", as the Solo form's buttons and the resume offer say. */
export function bots(count: number): string {
  return fill(count === 1 ? en.home.bots_one : en.home.bots_other, { count })
}

/**
 * A solo match saved by an earlier session of the app: the scenario's table written where the app keeps
 * its solo saves (`<userData>/solo/tables/`), before the app starts. The save is the engine's (src/scenarios),
 * checked as a save on disk is.
 */
export function seedSoloSave(userData: string, scenario: ScenarioName, name: string): ScenarioTable {
  const table = scenarioTable(scenario, { random: cryptoRandom(), name })
  const soloDir = join(userData, 'solo')
  mkdirSync(tablesFolder(soloDir), { recursive: true })
  writeFileSync(savePath(soloDir, table.save.tableId), JSON.stringify(table.save))
  return table
}

/** Whether a solo save is on disk. */
export function soloSaved(userData: string): boolean {
  const dir = join(userData, 'solo')
  return existsSync(dir) && readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((f) => f.endsWith('.json'))
}

/** main's settings, read through the bridge as the renderer reads them. */
export async function savedSettings(page: Page) {
  const result = await page.evaluate(() =>
    (globalThis as unknown as { fiveThreeFive: DesktopApi }).fiveThreeFive.getSettings()
  )
  if (!result.ok) throw new Error(JSON.stringify(result.error))
  return result.value
}

/** The hand's cards once it is the player's turn and no card is still on its way out. */
export async function handOnTurn(page: Page): Promise<string[]> {
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 30_000 })
  await animationsDone(page, '[data-testid="hand"]')
  return page
    .getByTestId('hand')
    .locator('[data-card]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? ''))
}

/** Plays with the simple strategy until the match is over. */
export async function playToTheEnd(page: Page): Promise<void> {
  for (let steps = 0; steps < 400; steps++) if ((await step(page)) === 'matchOver') return
  throw new Error('the match did not end within 400 steps')
}

/** Home › Host a table, with a table name (and a PIN, seats), opened: the lobby's invite shows. */
export async function hostFromHome(
  page: Page,
  table: { name: string; player?: string; seats?: number; pin?: string }
): Promise<string> {
  await page.locator('[data-way="host"]').click()
  const form = page.getByRole('form', { name: en.home.host })
  if (table.player !== undefined) await replaceText(form.getByLabel(en.home.yourName), table.player)
  // Not fill() alone: the prefilled table name (the maxlength trap, e2e/helpers/fields.ts).
  await replaceText(form.getByLabel(en.home.tableName), table.name)
  if (table.seats !== undefined) await form.getByLabel(en.home.seats).selectOption(String(table.seats))
  if (table.pin !== undefined) await form.getByLabel(en.home.pin).fill(table.pin)
  await form.getByRole('button', { name: en.home.startHost }).click()
  const url = await page.getByTestId('join-url').textContent()
  if (!url) throw new Error('the lobby shows no invite')
  return url
}

/** Starts the match from the lobby once the seats are full (it may start by itself). */
export async function startMatch(page: Page): Promise<void> {
  const start = page.locator('[data-testid="start"]:not([disabled])')
  await expect(start.or(page.getByTestId('hand')).first()).toBeVisible()
  if (await start.isVisible()) await start.click()
  await expect(page.getByTestId('hand')).toBeVisible()
}

/** File › Quit in a match: the close guard asks, and Quit closes the table (its save stays) and the app. */
export async function quitMidMatch(app: DesktopApp): Promise<void> {
  app.menu.click('File', 'Quit')
  const quitting = await app.dialogs.next()
  expect(quitting.options.message).toBe('A match is in progress. Quit anyway?')
  quitting.press('Quit')
  await app.quitted
}
