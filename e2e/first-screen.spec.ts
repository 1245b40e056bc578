// Issue 47: a phone's first screen loads only what it shows. The join page downloads the join form and
// the table, one language's catalog, and no other screen; once it is up, it fetches the lobby and the
// results into the browser's cache, so joining a lobby takes its code from there. Switching language
// loads that language then. Every response and console line is watched (Chromium's DevTools protocol
// says which came from the cache).
import type { CDPSession, Page } from '@playwright/test'
import { expect, test } from './helpers/host'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })

interface Loaded {
  url: string
  fromCache: boolean
}

/** Every script and style the page receives, in order, with whether the browser's cache served it. */
async function watchScripts(page: Page): Promise<{ loaded: Loaded[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const loaded: Loaded[] = []
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!/\.(?:js|css)$/.test(new URL(response.url).pathname)) return
    loaded.push({ url: response.url, fromCache: response.fromDiskCache || response.fromPrefetchCache === true })
  })
  return { loaded, cdp }
}

const CATALOG = /\/assets\/(en|pt-BR|pt-PT|de|fr|ar)-[\w-]{8}\.js$/
/** Chunks of screens a phone joining a table never opens on its way to the table. */
const OTHER_SCREENS = /\/assets\/(Home|HistoryScreen|ReviewScreen|RecordsPage|Tutorial|PartyScreen|DesktopLayer|SettingsDialog)-/

const catalogsIn = (loaded: Loaded[]) => loaded.map((l) => CATALOG.exec(l.url)?.[1]).filter(Boolean)

test('the join page loads only its own screens and language, and the lobby comes from the cache', async ({ page, startHost }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  const host = await startHost({ seats: 3, bots: 1 })
  const { loaded } = await watchScripts(page)

  await page.goto(host.url)
  await expect(page.getByTestId('join-name')).toBeVisible()
  expect(catalogsIn(loaded)).toEqual(['en'])
  expect(loaded.filter((l) => OTHER_SCREENS.test(l.url))).toEqual([])
  // Once the form is up and the page idle, the lobby's code arrives in the cache.
  await expect.poll(() => loaded.some((l) => /\/assets\/Lobby-/.test(l.url))).toBe(true)
  const prefetched = loaded.length

  await page.getByTestId('join-name').fill('Dee')
  await page.getByTestId('join-submit').click()
  await expect(page.getByTestId('lobby-seat').first()).toBeVisible()
  const lobby = loaded.slice(prefetched).filter((l) => /\/assets\/Lobby-/.test(l.url))
  expect(lobby.length).toBeGreaterThan(0)
  expect(lobby.every((l) => l.fromCache)).toBe(true)

  // Another language is loaded when it is picked, not before.
  expect(catalogsIn(loaded)).toEqual(['en'])
  await page.getByTestId('language').first().selectOption('fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect(catalogsIn(loaded)).toEqual(['en', 'fr'])
  expect(errors).toEqual([])
})

test('a phone set to German loads the German catalog only', async ({ browser, startHost }) => {
  const host = await startHost({ seats: 3, bots: 2 })
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const { loaded } = await watchScripts(page)
  await page.goto(host.url)
  await expect(page.getByTestId('join-name')).toBeVisible()
  await expect(page.getByTestId('join-submit')).toHaveText(/\S/)
  expect(catalogsIn(loaded)).toEqual(['de'])
  await page.getByTestId('join-name').fill('Dee')
  await page.getByTestId('join-submit').click()
  await expect(page.getByTestId('hand').getByRole('button')).toHaveCount(13)
  expect(catalogsIn(loaded)).toEqual(['de'])
  await context.close()
})

// The join form comes inside the page (protocol/join-shell.ts): a phone paints it before any script.
test('the join form is in the page itself: a phone without scripts sees it, named and in its language', async ({
  browser,
  startHost
}) => {
  const host = await startHost({ seats: 3, bots: 2, name: 'Küche' })
  const context = await browser.newContext({
    locale: 'de-DE',
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 }
  })
  const page = await context.newPage()
  await page.goto(host.url)
  await expect(page.getByTestId('join-name')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Küche')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByTestId('join-submit')).toBeDisabled()
  // the build's styles apply to it (the page-card layout): the form is laid out, not raw HTML
  const card = await page.locator('form.page-card').boundingBox()
  expect(card?.width).toBeLessThanOrEqual(390)
  expect(await page.locator('form.page-card').evaluate((f) => getComputedStyle(f).display)).toBe('grid')
  // The page as sent is in the order its first paint wants (build/page-order.ts): nothing in the head
  // for the parser to wait on, and the form before every script.
  const html = await (await page.request.get(host.url)).text()
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script|<style|modulepreload|stylesheet/)
  expect(html.indexOf('data-testid="join-name"')).toBeGreaterThan(0)
  expect(html.indexOf('data-testid="join-name"')).toBeLessThan(html.indexOf('<script'))
  await context.close()

  const arabic = await browser.newContext({ locale: 'ar-EG', javaScriptEnabled: false })
  const arabicPage = await arabic.newPage()
  await arabicPage.goto(host.url)
  await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(arabicPage.getByTestId('join-name')).toBeVisible()
  await arabic.close()
})

test('a name typed before the app has loaded stays in the same field, and Join seats the player', async ({
  page,
  startHost
}) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  const host = await startHost({ seats: 3, bots: 2 })
  // Hold the app's entry script until the name is in, as on a slow phone.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(host.url, { waitUntil: 'commit' })
  const field = page.getByTestId('join-name')
  await field.fill('Ines')
  const typedInto = await field.elementHandle()
  release()
  // the app takes the host's form over: Join becomes possible with the typed name, in the same element
  await expect(page.getByTestId('join-submit')).toBeEnabled()
  expect(await field.evaluate((input, before) => input === before, typedInto)).toBe(true)
  await expect(field).toHaveValue('Ines')
  await expect(field).toHaveCount(1)
  await page.getByTestId('join-submit').click()
  await expect(page.getByTestId('hand').getByRole('button')).toHaveCount(13)
  expect(errors).toEqual([])
})

test('the party screen gets no join form, and a host link draws the host form', async ({
  page,
  startHost
}) => {
  const host = await startHost({ seats: 3, bots: 2 })
  const party = await page.request.get(`${host.url}?screen=party`)
  expect(await party.text()).not.toContain('join-name')
  await page.goto(host.hostControl)
  await expect(page.getByTestId('join-name')).toHaveCount(1)
  await expect(page.locator('.host-note')).toBeVisible()
})
