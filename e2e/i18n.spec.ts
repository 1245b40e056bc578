// Six languages: the system language picks the first one, switching mid-match changes only the words
// (same connection, hand, seat and state version), and Arabic lays the table out right to left.
// Saves test-results/table-<language>.png for every language.
import type { Page } from '@playwright/test'
import { serveApp, type StaticApp } from './helpers/static-app'
import { expect, test } from './helpers/host'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { focusedCard, handKeys } from './helpers/keyboard'
import { joinTable, stateVersion } from './helpers/play'
import { keepScreenshot } from './helpers/screenshots'

const LANGUAGES = [
  { code: 'en', pass: 'Pass', hint: 'Hint', yourTurn: 'Your turn' },
  { code: 'pt-BR', pass: 'Passar', hint: 'Dica', yourTurn: 'Sua vez' },
  { code: 'pt-PT', pass: 'Passar', hint: 'Sugestão', yourTurn: 'É a sua vez' },
  { code: 'de', pass: 'Passen', hint: 'Tipp', yourTurn: 'Du bist dran' },
  { code: 'fr', pass: 'Passer', hint: 'Conseil', yourTurn: 'À vous de jouer' },
  { code: 'ar', pass: 'تخطي', hint: 'تلميح', yourTurn: 'دورك' }
] as const

let app: StaticApp
let homeUrl: string

test.beforeAll(async () => {
  app = await serveApp()
  homeUrl = app.url
})

test.afterAll(async () => {
  await app.close()
})

test('the app speaks the system language, Portuguese as Brazilian unless Portugal is asked', async ({
  browser
}) => {
  const cases = [
    { locale: 'pt', lang: 'pt-BR', join: 'Entrar numa mesa' },
    { locale: 'pt-PT', lang: 'pt-PT', join: 'Entrar numa mesa' },
    { locale: 'de-AT', lang: 'de', join: 'An einen Tisch' },
    { locale: 'fr-CA', lang: 'fr', join: 'Rejoindre une table' },
    { locale: 'ar-EG', lang: 'ar', join: 'انضم إلى طاولة' },
    { locale: 'ja-JP', lang: 'en', join: 'Join a table' }
  ]
  for (const c of cases) {
    const context = await browser.newContext({ locale: c.locale })
    const page = await context.newPage()
    await page.goto(homeUrl)
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang)
    await expect(page.locator('html')).toHaveAttribute('dir', c.lang === 'ar' ? 'rtl' : 'ltr')
    await expect(page.locator('[data-way="join"]')).toContainText(c.join)
    await context.close()
  }
})

async function myTurnSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
}

test('switching language mid-match keeps the game; the table in every language', async ({
  page,
  startHost
}) => {
  test.setTimeout(60_000)
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  const host = await startHost({ seats: 4, bots: 3, seed: 8 })
  await joinTable(page, host.url, 'Ada')
  const screen = page.locator('.table-screen')
  const hand = page.getByTestId('hand').locator('[data-card]')
  await expect(hand).toHaveCount(12)
  // Wait for our turn: the bots then wait for us, so nothing moves while the language changes.
  await myTurnSettled(page)
  await hand.nth(1).click()
  const version = await stateVersion(page)
  const seat = await screen.getAttribute('data-seat')
  const ranks = await hand.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-rank')))
  // (the page's first socket only checked that the table host answers; the second is the table's)
  const socketsBefore = sockets.length

  for (const lang of LANGUAGES) {
    await page.getByTestId('language').selectOption(lang.code)
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code)
    await expect(page.getByTestId('move-pass').or(page.getByTestId('hint')).first()).toBeVisible()
    await expect(page.getByTestId('hint')).toContainText(lang.hint)
    await expect(page.getByTestId('turn-status')).toContainText(lang.yourTurn)
    if (await page.getByTestId('move-pass').isVisible())
      await expect(page.getByTestId('move-pass')).toHaveText(lang.pass)
    // The game is untouched: same state version, seat, hand and picked card, same connection.
    expect(await stateVersion(page)).toBe(version)
    await expect(screen).toHaveAttribute('data-seat', seat ?? '')
    expect(await hand.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-rank')))).toEqual(ranks)
    await expect(hand.nth(1)).toHaveAttribute('aria-pressed', 'true')
    await page.mouse.move(0, 0)
    await keepScreenshot(page, `test-results/table-${lang.code}.png`)
  }
  expect(sockets).toHaveLength(socketsBefore)
  // Back to the system language (English here).
  await page.getByTestId('language').selectOption('system')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('in Arabic the table runs right to left and arrows follow the screen', async ({
  browser,
  startHost
}) => {
  test.setTimeout(60_000)
  const context = await browser.newContext({ locale: 'ar' })
  const page = await context.newPage()
  const host = await startHost({ seats: 4, bots: 3, seed: 8 })
  await page.goto(host.url)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('button', { name: 'اجلس' })).toBeVisible()
  await page.getByTestId('join-name').fill('سارة')
  await page.getByTestId('join-submit').click()
  const hand = page.getByTestId('hand').locator('[data-card]')
  await expect(hand).toHaveCount(12)
  await myTurnSettled(page)

  // The lowest card sits at the right-hand end; the seats' labels and cards are in Arabic with
  // Western digits on the cards.
  const firstBox = await hand.first().boundingBox()
  const lastBox = await hand.last().boundingBox()
  expect(firstBox && lastBox && firstBox.x > lastBox.x).toBe(true)
  await expect(hand.first()).toHaveAccessibleName(/^(مطر|غيم|شمس) \d+، /)
  await expect(page.getByRole('group', { name: /^سارة \(أنت\)/ })).toBeVisible()

  // ArrowLeft moves to the next (higher) card, which is on the left.
  await page.keyboard.press('ArrowLeft')
  const keys = await handKeys(page)
  await expect.poll(() => focusedCard(page)).toBe(keys[0])
  await page.keyboard.press('ArrowLeft')
  expect(await focusedCard(page)).toBe(keys[1])
  await page.keyboard.press('ArrowRight')
  expect(await focusedCard(page)).toBe(keys[0])

  await page.keyboard.press('Shift+Slash')
  await expect(page.getByTestId('shortcuts').getByRole('heading')).toHaveText('اختصارات لوحة المفاتيح')
  await page.keyboard.press('Escape')
  await expectNoSeriousA11yIssues(page, 'table (ar)')
  await keepScreenshot(page, 'test-results/table-ar-rtl.png')
  await context.close()
})
