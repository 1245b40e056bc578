// The desktop app's own screens in the renderer: match history and stats, the settings dialog, the
// notices banner, the application menu's commands and the remembered table options. The bridge is the
// fake in helpers/fake-desktop-api.ts (main's part is covered in Node and by the desktop-shell specs).
import { expect, test, type Page } from '@playwright/test'
import type { HistoryEntry, Notice } from '../src/ipc/contract'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import {
  FAKE_SETTINGS,
  installFakeDesktop,
  mainNotices,
  menuCommand,
  pushNotice,
  savedSettings,
  type FakeDesktopData
} from './helpers/fake-desktop-api'
import { serveApp, type StaticApp } from './helpers/static-app'
import { keepScreenshot } from './helpers/screenshots'

let app: StaticApp

test.beforeAll(async () => {
  app = await serveApp()
})

test.afterAll(async () => {
  await app.close()
})

function entry(id: string, day: number, players: [string, number, { me?: boolean; bot?: boolean; winner?: boolean }?][]): HistoryEntry {
  return {
    id,
    // a LAN table (Bea is a person); the history names solo matches by their bots instead
    kind: 'hosted',
    tableName: `Table ${id}`,
    finishedAt: `2026-03-${String(day).padStart(2, '0')}T19:00:00.000Z`,
    rounds: 4,
    players: players.map(([name, points, o = {}]) => ({
      name,
      points,
      me: o.me ?? false,
      bot: o.bot ?? false,
      winner: o.winner ?? false
    }))
  }
}

const HISTORY: FakeDesktopData['history'] = {
  // newest first, as main lists them
  entries: [
    entry('3', 12, [['Ada', 6, { me: true, winner: true }], ['Bea', 22], ['Bot 3', 31, { bot: true }]]),
    entry('2', 11, [['Ada', 27, { me: true }], ['Bea', 9, { winner: true }]]),
    entry('1', 10, [['Ada', 14, { me: true }], ['Bea', 21, { winner: false }], ['Bot 3', 3, { bot: true, winner: true }]])
  ],
  stats: { matches: 3, wins: 1, rounds: 12, averagePenaltyPerRound: 3.92 }
}

const EMPTY: FakeDesktopData = { settings: FAKE_SETTINGS, history: { entries: [], stats: { matches: 0, wins: 0, rounds: 0, averagePenaltyPerRound: null } }, notices: [] }

function notice(id: string, kind: Notice['kind'], message: string, file?: string): Notice {
  return { id, kind, message, at: '2026-03-12T19:00:00.000Z', ...(file ? { file } : {}) }
}

async function openDesktop(page: Page, data: FakeDesktopData): Promise<void> {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await installFakeDesktop(page, data)
  await page.goto(app.url)
  await expect(page.getByRole('heading', { level: 1, name: 'Five Three Five' })).toBeVisible()
  test.info().annotations.push({ type: 'errors', description: errors.join('\n') })
}

test('match history: reached from home, stats, record against each opponent, chart, back home', async ({ page }) => {
  await openDesktop(page, { ...EMPTY, history: HISTORY })
  await page.getByRole('button', { name: 'Match history' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Match history' })).toBeVisible()

  const stats = page.getByRole('region', { name: 'Your stats' })
  await expect(stats.getByTestId('stat-played')).toHaveText('3')
  await expect(stats.getByTestId('stat-wins')).toHaveText('1')
  await expect(stats.getByTestId('stat-average')).toHaveText('3.92')

  const opponents = page.getByRole('region', { name: 'Against each opponent' }).getByRole('table')
  // Bea: ahead of her twice (6<22, 14<21), behind once (27>9); Bot 3: ahead once, behind once
  await expect(opponents.getByRole('row', { name: /^Bea\b/ })).toHaveText(/Bea\s*2\s*1\s*0/)
  await expect(opponents.getByRole('row', { name: /Bot 3 \(bot\)/ })).toHaveText(/Bot 3 \(bot\)\s*1\s*1\s*0/)

  // oldest first, the won match marked
  await expect(page.getByRole('img', { name: /Your points at the end of recent matches/ })).toHaveAttribute(
    'aria-label',
    'Your points at the end of recent matches, oldest first: 14, 27, and 6 (won)'
  )
  const matches = page.getByRole('region', { name: 'All matches' }).getByRole('row')
  await expect(matches).toHaveCount(4)
  await expect(matches.nth(1)).toContainText('Table 3')
  await expect(matches.nth(1)).toContainText('Won')

  await keepScreenshot(page, 'test-results/desktop-history.png', { fullPage: true })
  await expectNoSeriousA11yIssues(page, 'match history')

  await page.getByRole('button', { name: 'Home' }).click()
  await expect(page.getByRole('navigation', { name: 'Ways to play' })).toBeVisible()
})

test('match history says so when there is none yet', async ({ page }) => {
  await openDesktop(page, EMPTY)
  await menuCommand(page, 'history')
  await expect(page.getByRole('heading', { level: 1, name: 'Match history' })).toBeVisible()
  await expect(page.getByTestId('history-empty')).toHaveText(/No finished matches yet/)
  await expect(page.getByRole('img', { name: /recent matches/ })).toHaveCount(0)
  await expectNoSeriousA11yIssues(page, 'empty match history')
})

test('menu commands open the rules, the settings, the history and go home', async ({ page }) => {
  await openDesktop(page, { ...EMPTY, history: HISTORY })
  await menuCommand(page, 'rules')
  const rules = page.getByRole('dialog', { name: 'How to play Five Three Five' })
  await expect(rules).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(rules).toBeHidden()

  await menuCommand(page, 'settings')
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await expect(settings).toBeVisible()
  await settings.getByRole('button', { name: 'Cancel' }).click()
  await expect(settings).toBeHidden()

  await menuCommand(page, 'history')
  await expect(page.getByRole('heading', { level: 1, name: 'Match history' })).toBeVisible()
  // the rules open over the history too
  await menuCommand(page, 'rules')
  await expect(rules).toBeVisible()
  await page.keyboard.press('Escape')
  await menuCommand(page, 'home')
  await expect(page.getByRole('navigation', { name: 'Ways to play' })).toBeVisible()
})

test('settings: saved through the bridge and applied; the forms start from the saved defaults', async ({ page }) => {
  await openDesktop(page, EMPTY)
  await page.getByRole('button', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada')
  await expectNoSeriousA11yIssues(page, 'settings dialog')
  await keepScreenshot(page, 'test-results/desktop-settings.png')

  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Grace')
  await dialog.getByRole('combobox', { name: 'Sound effects' }).selectOption('all')
  await dialog.getByRole('combobox', { name: 'Animation speed' }).selectOption('fast')
  await dialog.getByRole('combobox', { name: 'Bots in solo games' }).selectOption('2')
  await dialog.getByRole('combobox', { name: 'Bot level' }).selectOption('hard')
  await dialog.getByRole('spinbutton', { name: 'Match ends at (points)' }).fill('35')
  await dialog.getByRole('combobox', { name: 'Language' }).selectOption('de')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  const saved = await savedSettings(page)
  expect(saved).toMatchObject({
    playerName: 'Grace',
    sound: 'all',
    animationSpeed: 'fast',
    language: 'de',
    tableDefaults: { soloBots: 2, botLevel: 'hard', target: 35 }
  })
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  // the solo form starts from the saved defaults
  await page.getByRole('button', { name: /Allein spielen/ }).click()
  const solo = page.getByRole('form', { name: 'Allein spielen' })
  await expect(solo.getByRole('button', { name: '2 Bots' })).toHaveAttribute('aria-pressed', 'true')
  await expect(solo.getByRole('spinbutton', { name: /Partie endet/ })).toHaveValue('35')
  await expect(solo.getByRole('combobox', { name: 'Bot 2' })).toHaveValue('hard')
  await expect(solo.getByRole('textbox', { name: 'Dein Name' })).toHaveValue('Grace')
})

test('remembered host options fill the host form', async ({ page }) => {
  await openDesktop(page, {
    ...EMPTY,
    settings: { ...FAKE_SETTINGS, tableDefaults: { ...FAKE_SETTINGS.tableDefaults, tableName: 'Kitchen', seats: 5 } }
  })
  await page.getByRole('button', { name: /Host a table/ }).click()
  const form = page.getByRole('form', { name: 'Host a table' })
  await expect(form.getByRole('textbox', { name: 'Table name' })).toHaveValue('Kitchen')
  await expect(form.getByRole('combobox', { name: 'Seats' })).toHaveValue('5')
})

test('notices show as a banner on every screen until dismissed', async ({ page }) => {
  await openDesktop(page, {
    ...EMPTY,
    notices: [notice('notice-1', 'corrupt-file', 'settings.json was unreadable.', '/data/settings.corrupt.json')]
  })
  const banner = page.getByRole('region', { name: 'Notices' })
  await expect(banner.getByRole('status')).toContainText('A file could not be read and was set aside.')
  await expect(banner.getByRole('status')).toContainText('/data/settings.corrupt.json')

  // a failed save while on another screen: an alert
  await menuCommand(page, 'history')
  await pushNotice(page, notice('notice-2', 'save-failed', 'The table could not be saved (ENOSPC).'))
  await expect(banner.getByRole('alert')).toContainText('The table could not be saved.')
  await expect(banner.getByRole('alert')).toContainText('ENOSPC')
  await keepScreenshot(page, 'test-results/desktop-notices.png')
  await expectNoSeriousA11yIssues(page, 'notices banner')

  await banner.getByRole('button', { name: 'Dismiss: The table could not be saved.' }).click()
  await expect(banner.getByRole('alert')).toHaveCount(0)
  await banner.getByRole('button', { name: 'Dismiss: A file could not be read and was set aside.' }).click()
  await expect(banner).toHaveCount(0)
  expect(await mainNotices(page)).toEqual([])
})

test('a browser without the desktop app shows none of these', async ({ page }) => {
  await page.goto(app.url)
  await expect(page.getByRole('heading', { level: 1, name: 'Five Three Five' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Match history' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0)
})
