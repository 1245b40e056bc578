// The desktop app (real main process on the Chromium shell) hosting a table from its Host screen: the
// lobby's invite names the port the table really listens on, serves the app there, and its QR code is
// that URL's. The page has the preload's bridge and nothing of Node; a click on the invite link (a
// target=_blank link) opens no second window.
import QRCode from 'qrcode'
import { expect, screenshot, test } from '../helpers/desktop'
import { replaceText } from '../helpers/fields'

test('host a table from the Host screen and see its invite', async ({ launchDesktopApp }) => {
  const app = await launchDesktopApp()
  const page = await app.page()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')
  // the page got the preload's bridge (the real src/preload/api.ts) and nothing else from main
  expect(await page.evaluate('typeof globalThis.fiveThreeFive.hostTable')).toBe('function')
  expect(await page.evaluate('typeof globalThis.require')).toBe('undefined')
  expect(await page.evaluate('Object.keys(globalThis).filter((k) => k.includes("Shell")).length')).toBe(0)
  await screenshot(app, 'home')

  await page.locator('[data-way="host"]').click()
  const form = page.getByRole('form', { name: 'Host a table' })
  await replaceText(form.getByLabel('Table name'), 'Desk table')
  await screenshot(app, 'host-form')
  await form.getByRole('button', { name: 'Open the table' }).click()

  const link = page.getByTestId('join-url')
  await expect(link).toBeVisible()
  const current = app.running.services.hosting.current()
  expect(current).toMatchObject({ kind: 'hosted' })
  const url = await link.textContent()
  // on this machine the app's tables stay on 127.0.0.1 (test-support/desktop/loopback-backends.ts)
  expect(url).toBe(`http://127.0.0.1:${current?.port}/`)
  const served = await fetch(url!)
  expect(served.status).toBe(200)
  expect(await served.text()).toContain('<title>Five Three Five</title>')
  const expectedQr = await QRCode.toString(url!, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#10281c', light: '#fffdf6' }
  })
  const qrPath = (svg: string) => /<path[^>]*stroke="#10281c"[^>]*d="([^"]+)"/.exec(svg)?.[1]
  await expect.poll(async () => qrPath(await page.getByTestId('qr').innerHTML())).toBe(qrPath(expectedQr))
  await expect(page.getByRole('heading', { name: 'Invite players' })).toBeVisible()
  await screenshot(app, 'lobby')

  // the invite link asks for a new window: main's window-open handler denies it
  await link.click()
  await expect.poll(() => app.window().webContents.deniedWindowOpens).toEqual([url])
  await expect.poll(() => page.context().pages().length).toBe(1)
  expect(app.pageErrors).toEqual([])
})
