// Issue 47: a phone's first screen loads only what it shows. The join form comes inside the page
// (protocol/join-shell.ts): a phone paints it before any script, named and in its language, and a name
// typed before the app has loaded stays. The join page downloads the join form and the table, one
// language's catalog, and no other screen; once it is up, it fetches the lobby and the results into the
// browser's cache, so joining a lobby takes its code from there. Switching language loads that language
// then. Every response and console line is watched (Chromium's DevTools protocol says which came from the
// cache). (A phone set to German loading the German catalog only: e2e/i18n.spec.ts.)
import { expect, test } from './helpers/host'
import { catalogsIn, watchScripts } from './helpers/loaded-scripts'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })

/** Chunks of screens a phone joining a table never opens on its way to the table. */
const OTHER_SCREENS =
  /\/assets\/(Home|HistoryScreen|ReviewScreen|RecordsPage|Tutorial|PartyScreen|DesktopLayer|SettingsDialog)-/

test('a phone joins: the form before any script, a name typed early stays, only its own screens and language load', async ({
  page,
  browser,
  startHost
}) => {
  const host = await startHost({ seats: 3, bots: 1, name: 'Küche' })

  await test.step('the join form is in the page itself: a phone without scripts sees it, named and in its language', async () => {
    const context = await browser.newContext({ locale: 'de-DE', javaScriptEnabled: false, viewport: PHONE })
    const noScripts = await context.newPage()
    await noScripts.goto(host.url)
    await expect(noScripts.getByTestId('join-name')).toBeVisible()
    await expect(noScripts.getByRole('heading', { level: 1 })).toContainText('Küche')
    await expect(noScripts.locator('html')).toHaveAttribute('lang', 'de')
    await expect(noScripts.getByTestId('join-submit')).toBeDisabled()
    // the build's styles apply to it (the page-card layout): the form is laid out, not raw HTML
    const card = await noScripts.locator('form.page-card').boundingBox()
    expect(card?.width).toBeLessThanOrEqual(PHONE.width)
    expect(await noScripts.locator('form.page-card').evaluate((f) => getComputedStyle(f).display)).toBe(
      'grid'
    )
    // The page as sent is in the order its first paint wants (build/page-order.ts): nothing in the head
    // for the parser to wait on, and the form before every script.
    const html = await (await noScripts.request.get(host.url)).text()
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script|<style|modulepreload|stylesheet/)
    expect(html.indexOf('data-testid="join-name"')).toBeGreaterThan(0)
    expect(html.indexOf('data-testid="join-name"')).toBeLessThan(html.indexOf('<script'))
    // Only the form's rules are inside the page (build/inline-first-css.ts); the stylesheets come whole,
    // linked after the form and disabled, so no engine holds the form's first paint for them (WebKit
    // waits for every enabled stylesheet, wherever it stands); the app enables them (page-styles.ts).
    const inline = (html.match(/<style>[\s\S]*?<\/style>/g) ?? []).join('')
    expect(inline).toContain('.page-card')
    expect(inline).not.toContain('table-screen')
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('data-testid="join-name"'))
    const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? []
    expect(stylesheets.length).toBeGreaterThan(0)
    expect(stylesheets.filter((link) => !/\sdisabled>$/.test(link))).toEqual([])
    await context.close()

    // The rules inside the page alone draw the form exactly as the whole stylesheets do: nothing moves
    // or changes colour when the files arrive.
    const looks = async (files: 'blocked' | 'loaded') => {
      // No app: its scripts are refused, so the form stays as sent.
      const page = await browser.newPage({ viewport: PHONE })
      await page.route(/\.js$/, (route) => route.abort())
      if (files === 'blocked') await page.route(/\.css$/, (route) => route.abort())
      await page.goto(host.url)
      // As the app's entry does: the whole files enabled, and their rules in.
      if (files === 'loaded')
        await page.evaluate(() =>
          Promise.all(
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
              (link) =>
                new Promise((loaded) => {
                  link.addEventListener('load', loaded)
                  link.disabled = false
                })
            )
          )
        )
      const styles = await page.locator('#join-shell').evaluate((shell) =>
        [shell, ...shell.querySelectorAll('*')].map((element) => {
          const style = getComputedStyle(element)
          return {
            element: `${element.tagName} ${element.className}`,
            style: [...style].map((p) => `${p}: ${style.getPropertyValue(p)}`)
          }
        })
      )
      await page.close()
      return styles
    }
    const [inlineOnly, whole] = [await looks('blocked'), await looks('loaded')]
    expect(inlineOnly.length).toBeGreaterThan(10)
    const differences = inlineOnly.flatMap(({ element, style }, i) =>
      style.filter((line) => !whole[i]?.style.includes(line)).map((line) => `${element} › ${line}`)
    )
    expect(differences).toEqual([])

    const arabic = await browser.newContext({ locale: 'ar-EG', javaScriptEnabled: false })
    const arabicPage = await arabic.newPage()
    await arabicPage.goto(host.url)
    await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(arabicPage.getByTestId('join-name')).toBeVisible()
    await arabic.close()
  })

  await test.step('the party screen gets no join form, and a host link draws the host form', async () => {
    const party = await page.request.get(`${host.url}?screen=party`)
    expect(await party.text()).not.toContain('join-name')
    const context = await browser.newContext({ viewport: PHONE })
    const hostPage = await context.newPage()
    await hostPage.goto(host.hostControl)
    await expect(hostPage.getByTestId('join-name')).toHaveCount(1)
    await expect(hostPage.locator('.host-note')).toBeVisible()
    await context.close()
  })

  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  const { loaded } = await watchScripts(page)

  await test.step('the join page loads only its own screens and language, and the lobby comes from the cache', async () => {
    await page.goto(host.url)
    await expect(page.getByTestId('join-name')).toBeVisible()
    // The app enables every stylesheet of the page (sent disabled) and their rules come in: nothing
    // else would turn them on (page-styles.ts).
    const stylesOff = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
          link.disabled || link.sheet === null ? link.href : null
        )
      )
    expect((await stylesOff()).length).toBeGreaterThan(0)
    await expect.poll(async () => (await stylesOff()).filter((href) => href !== null)).toEqual([])
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
  })

  await test.step('another language is loaded when it is picked, not before', async () => {
    expect(catalogsIn(loaded)).toEqual(['en'])
    await page.getByTestId('language').first().selectOption('fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect(catalogsIn(loaded)).toEqual(['en', 'fr'])
  })

  await test.step('a name typed before the app has loaded stays in the same field, and Join seats the player', async () => {
    // A second phone, its own browser: routing a request turns the cache off, so not the page above.
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    const slow = await context.newPage()
    slow.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    slow.on('pageerror', (e) => errors.push(e.message))
    // Hold the app's entry script until the name is in, as on a slow phone.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await slow.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await slow.goto(host.url, { waitUntil: 'commit' })
    const field = slow.getByTestId('join-name')
    await field.fill('Ines')
    const typedInto = await field.elementHandle()
    release()
    // the app takes the host's form over: Join becomes possible with the typed name, in the same element
    await expect(slow.getByTestId('join-submit')).toBeEnabled()
    expect(await field.evaluate((input, before) => input === before, typedInto)).toBe(true)
    await expect(field).toHaveValue('Ines')
    await expect(field).toHaveCount(1)
    // the last free seat: the match starts
    await slow.getByTestId('join-submit').click()
    await expect(slow.getByTestId('hand').getByRole('button')).toHaveCount(13)
    await context.close()
    expect(errors).toEqual([])
  })
})
