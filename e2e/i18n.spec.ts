// Six languages, as a German, a Portuguese and an Arabic player meet them: the system language picks the
// first one (which language a system's tags pick, every case: src/protocol/locales.test.ts), a phone set
// to German loads the German catalog only, switching mid-match changes only the words (same connection,
// hand, seat and state version), and Arabic lays the table out right to left with the arrows following
// the screen. Saves test-results/table-<language>.png for every language.
import { serveApp, type StaticApp } from './helpers/static-app'
import { expect, test } from './helpers/host'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { focusedCard, handKeys } from './helpers/keyboard'
import { catalogsIn, watchScripts } from './helpers/loaded-scripts'
import { stateVersion } from './helpers/play'
import { keepScreenshot } from './helpers/screenshots'

const LANGUAGES = [
  { code: 'en', pass: 'Pass', hint: 'Hint', yourTurn: 'Your turn' },
  { code: 'pt-BR', pass: 'Passar', hint: 'Dica', yourTurn: 'Sua vez' },
  { code: 'pt-PT', pass: 'Passar', hint: 'Sugestão', yourTurn: 'É a sua vez' },
  { code: 'fr', pass: 'Passer', hint: 'Conseil', yourTurn: 'À vous de jouer' },
  { code: 'de', pass: 'Passen', hint: 'Tipp', yourTurn: 'Du bist dran' },
  { code: 'ar', pass: 'تخطي', hint: 'تلميح', yourTurn: 'دورك' }
] as const

let app: StaticApp

test.beforeAll(async () => {
  app = await serveApp()
})

test.afterAll(async () => {
  await app.close()
})

test('a German, a Portuguese and an Arabic player: the system language, one catalog, switching mid-match, right to left', async ({
  browser,
  startHost
}) => {
  test.setTimeout(90_000)
  const host = await startHost({ seats: 4, bots: 3, seed: 8 })

  await test.step('the app speaks the system language, Portuguese as Brazilian unless Portugal is asked', async () => {
    const cases = [
      { locale: 'pt', lang: 'pt-BR', join: 'Entrar numa mesa' },
      { locale: 'pt-PT', lang: 'pt-PT', join: 'Entrar numa mesa' },
      { locale: 'ja-JP', lang: 'en', join: 'Join a table' }
    ]
    for (const c of cases) {
      const context = await browser.newContext({ locale: c.locale })
      const page = await context.newPage()
      await page.goto(app.url)
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang)
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
      await expect(page.locator('[data-way="join"]')).toContainText(c.join)
      await context.close()
    }
    // An Arabic system: the join page right to left, in Arabic.
    const context = await browser.newContext({ locale: 'ar-EG' })
    const page = await context.newPage()
    await page.goto(host.url)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('button', { name: 'اجلس' })).toBeVisible()
    await context.close()
  })

  // A German player's browser: the German catalog only, until other languages are picked.
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const { loaded } = await watchScripts(page)
  const screen = page.locator('.table-screen')
  const hand = page.getByTestId('hand').locator('[data-card]')

  await test.step('a browser set to German loads the German catalog only, and sits down', async () => {
    await page.goto(host.url)
    await expect(page.getByTestId('join-name')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    expect(catalogsIn(loaded)).toEqual(['de'])
    await page.getByTestId('join-name').fill('Dee')
    await page.getByTestId('join-submit').click()
    await expect(hand).toHaveCount(12)
    // Our turn: the bots then wait for us, so nothing moves while the language changes.
    await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 })
    expect(catalogsIn(loaded)).toEqual(['de'])
  })

  await test.step('switching language mid-match keeps the game; the table in every language', async () => {
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))
    await hand.nth(1).click()
    const version = await stateVersion(page)
    const seat = await screen.getAttribute('data-seat')
    const ranks = await hand.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-rank')))
    for (const lang of LANGUAGES) {
      await page.getByTestId('language').selectOption(lang.code)
      await expect(page.locator('html')).toHaveAttribute('lang', lang.code)
      await expect(page.locator('html')).toHaveAttribute('dir', lang.code === 'ar' ? 'rtl' : 'ltr')
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
    expect(sockets).toEqual([])
    await hand.nth(1).click() // let go of it
    await expect(hand.nth(1)).toHaveAttribute('aria-pressed', 'false')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  })

  await test.step('in Arabic the table runs right to left and arrows follow the screen', async () => {
    // The lowest card sits at the right-hand end; the seats' labels and cards are in Arabic with
    // Western digits on the cards.
    const firstBox = await hand.first().boundingBox()
    const lastBox = await hand.last().boundingBox()
    expect(firstBox && lastBox && firstBox.x > lastBox.x).toBe(true)
    await expect(hand.first()).toHaveAccessibleName(/^(مطر|غيم|شمس) \d+، /)
    await expect(page.getByRole('group', { name: /^Dee \(أنت\)/ })).toBeVisible()

    // ArrowLeft moves to the next (higher) card, which is on the left. (The hand's focus comes back to the
    // card picked last, the second.)
    await page.keyboard.press('ArrowLeft')
    const keys = await handKeys(page)
    await expect.poll(() => focusedCard(page)).toBe(keys[1])
    await page.keyboard.press('ArrowLeft')
    expect(await focusedCard(page)).toBe(keys[2])
    await page.keyboard.press('ArrowRight')
    expect(await focusedCard(page)).toBe(keys[1])

    await page.keyboard.press('Shift+Slash')
    await expect(page.getByTestId('shortcuts').getByRole('heading')).toHaveText('اختصارات لوحة المفاتيح')
    await page.keyboard.press('Escape')
    await expectNoSeriousA11yIssues(page, 'table (ar)')
    await keepScreenshot(page, 'test-results/table-ar-rtl.png')
  })

  await test.step('back to the system language', async () => {
    await page.getByTestId('language').selectOption('system')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })
  await context.close()
})
