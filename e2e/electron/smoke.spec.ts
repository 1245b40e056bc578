// Starts the real desktop app, hosts a solo table from the home screen, plays one move, quits (confirming
// the dialog that a running match brings up), then starts again to see the unfinished match offered for
// resuming. Runs only with e2e/electron/playwright.config.ts, where an Electron binary is available.
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import type { ElectronApplication, Page } from '@playwright/test'
import type { DesktopApi } from '../../src/ipc/contract'
import { carriesDesktopAppProduct } from '../../src/protocol/desktop-agent'
import { keepScreenshot } from '../helpers/screenshots'

const mainEntry = resolve('out/main/index.js')
let userData: string

test.beforeAll(async () => {
  if (!existsSync(mainEntry)) throw new Error('Build the app first: npm run build')
  userData = await mkdtemp(join(tmpdir(), 'ftf-electron-'))
})

test.afterAll(async () => {
  if (userData) await rm(userData, { recursive: true, force: true })
})

async function launch(): Promise<{ app: ElectronApplication; page: Page; errors: string[] }> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value
  delete env['ELECTRON_RENDERER_URL']
  env['FIVE_THREE_FIVE_USER_DATA'] = userData
  const app = await electron.launch({
    args: [mainEntry, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    env,
    ...(process.env['ELECTRON_PATH'] ? { executablePath: process.env['ELECTRON_PATH'] } : {})
  })
  const page = await app.firstWindow()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')
  return { app, page, errors }
}

/** The page's global with the preload bridge (the renderer calls it as window.fiveThreeFive). */
type WithBridge = { fiveThreeFive: DesktopApi }

test('start, host a solo table, play one move, quit, and find the match offered again', async () => {
  const { app, page, errors } = await launch()

  // the bridge is there, with the contract's functions and nothing of Node
  expect(await page.evaluate('typeof globalThis.fiveThreeFive.startSolo')).toBe('function')
  expect(await page.evaluate('typeof globalThis.require')).toBe('undefined')
  expect(await page.evaluate('typeof globalThis.process')).toBe('undefined')
  await expect(
    page.evaluate(() => (globalThis as unknown as WithBridge).fiveThreeFive.getAppInfo())
  ).resolves.toMatchObject({
    ok: true,
    value: { name: 'Five Three Five' }
  })

  // the window's User-Agent carries the app's product: hosts accept its `Origin: file://` only with it
  // (src/server/transport/origin-policy.ts), so the move below proves the WebSocket got it too
  expect(carriesDesktopAppProduct(await page.evaluate(() => navigator.userAgent))).toBe(true)

  // solo against one bot, from the home screen
  await page.locator('[data-way="solo"]').click()
  const form = page.getByRole('form', { name: 'Play solo' })
  await form.getByRole('button', { name: '1', exact: true }).click()
  await form.getByRole('button', { name: 'Deal me in' }).click()
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as WithBridge).fiveThreeFive.getCurrentTable()))
    .toMatchObject({ ok: true, value: { kind: 'solo' } })

  // one move when it is our turn: a single card if it plays, else a pass
  const hand = page.getByTestId('hand')
  await expect(hand.locator('button[data-rank]').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 30_000 })
  const log = page.getByTestId('log')
  const before = await log.locator(':scope > *').count()
  const cardsBefore = await hand.locator('button[data-rank]').count()
  await hand.locator('button[data-rank]').first().click()
  const play = page.locator(
    '[data-testid="move-lead"], [data-testid="move-overwrite"], [data-testid="move-add"]'
  )
  if (
    await play
      .first()
      .isVisible({ timeout: 1_000 })
      .catch(() => false)
  ) {
    await play.first().click()
    await expect(hand.locator('button[data-rank]')).not.toHaveCount(cardsBefore)
  } else {
    await page.getByTestId('move-pass').click()
  }
  await expect.poll(() => log.locator(':scope > *').count()).toBeGreaterThan(before)
  await keepScreenshot(page, 'test-results/electron/solo-move.png')
  expect(errors).toEqual([])

  // quitting during a match asks first: answer "Quit" and the table closes cleanly
  await app.evaluate(({ dialog }) => {
    dialog.showMessageBox = (async () => ({
      response: 0,
      checkboxChecked: false
    })) as typeof dialog.showMessageBox
  })
  await app.close()
  expect(await readdir(userData)).toEqual(expect.arrayContaining(['window-state.json', 'solo']))

  // the unfinished solo match is offered at the next start
  const again = await launch()
  const offered = again.page.evaluate(() =>
    (globalThis as unknown as WithBridge).fiveThreeFive.getResumableSolo()
  )
  await expect(offered).resolves.toMatchObject({
    ok: true,
    value: { tableName: expect.any(String), round: expect.any(Number) }
  })
  await again.app.close()
})
