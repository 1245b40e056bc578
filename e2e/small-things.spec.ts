// (7) Smaller things: the PIN asked up front and a wrong one called wrong, a full table says you are
// watching, Tab stays in a dialog, the live region drops text of the previous language; each screen is
// looked at the three table sizes in turn (atEachSize), not set up again per size.
import { expect, test } from './helpers/host'
import { clickTableTool, joinTable, step } from './helpers/play'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES, atEachSize } from './helpers/sizes'
import { sitAt } from './helpers/scenario'
import { en } from '../src/renderer/src/i18n/en'
import { keepScreenshot } from './helpers/screenshots'

test('a PIN table: the link asks for the PIN at once, and a wrong PIN is called wrong (seen at each size)', async ({
  page,
  browser,
  startHost
}) => {
  const host = await startHost({ seats: 3, bots: 0, pin: '4321', name: 'Friday table' })
  // Even a bare address asks for the PIN at once: the join page reads the table's public facts first.
  await page.goto(host.url)
  await expect(page.getByTestId('join-pin')).toBeVisible()
  await page.getByTestId('join-name').fill('Ann')

  // The lobby's invite link carries the hint (never the PIN).
  await page.getByTestId('join-pin').fill('4321')
  await page.getByTestId('join-submit').click()
  const link = await page.getByTestId('join-url').textContent()
  expect(link).toContain('?pin=1')
  expect(link).not.toContain('4321')

  const context = await browser.newContext({ viewport: TABLE_SIZES[0] })
  const guest = await context.newPage()
  await guest.goto(link!)
  await expect(guest.getByTestId('join-pin')).toBeVisible()
  await guest.getByTestId('join-name').fill('Bea')
  const title = guest.getByRole('heading', { level: 1 })
  await expect(title).toContainText('Friday table')
  await guest.getByTestId('join-pin').fill('1111')
  await guest.getByTestId('join-submit').click()
  await expect(guest.getByRole('alert')).toHaveText('Wrong PIN.')
  await atEachSize(guest, TABLE_SIZES, async (size, first) => {
    // issue 51: asked again under the same title, the table's name (not the app's)
    await expect(title).toContainText('Friday table')
    await expect(guest.getByRole('alert')).toHaveText('Wrong PIN.')
    await expect(guest.getByTestId('join-pin')).toBeVisible()
    await keepScreenshot(guest, `test-results/small-wrong-pin-${size.name}.png`)
    if (first) await expectNoSeriousA11yIssues(guest, `wrong PIN (${size.name})`)
  })
  await guest.getByTestId('join-pin').fill('4321')
  await guest.getByTestId('join-submit').click()
  await expect(guest.getByTestId('table-name')).toBeVisible()
  await context.close()
})

// One table, two people: Bea comes after the match started and is told she is watching; Ann, playing,
// keeps Tab inside the shortcuts dialog and switches language without the old language left in the live region.
test('joining a started match says you are watching (each size) and Back leaves; Tab stays in a dialog; the live region follows the language', async ({
  page,
  browser,
  startHost
}) => {
  const host = await startHost({ seats: 2, bots: 1, seed: 3 })
  const ann = await browser.newPage()
  await joinTable(ann, host.url, 'Ann')
  await expect(ann.getByTestId('hand')).toBeVisible({ timeout: 20_000 })
  const announcer = ann.getByTestId('announcer')
  await expect(announcer).not.toHaveText('', { timeout: 20_000 })

  await joinTable(page, host.url, 'Bea')
  const notice = page.getByTestId('watching-notice')
  await atEachSize(page, TABLE_SIZES, async (size, first) => {
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('already started')
    await keepScreenshot(page, `test-results/small-watching-${size.name}.png`)
    if (first) await expectNoSeriousA11yIssues(page, `watching notice (${size.name})`)
  })
  await page.getByTestId('watching-back').click()
  await expect(page.getByTestId('join-name')).toBeVisible()

  // Tab and Shift+Tab stay inside the shortcuts dialog.
  await ann.getByTestId('open-shortcuts').click()
  const dialog = ann.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Where the focus lands after each key, recorded in the page (one read instead of one per key).
  await dialog.evaluate((d) => {
    const w = window as unknown as { __focusInside: boolean[] }
    w.__focusInside = []
    document.addEventListener('keyup', () => w.__focusInside.push(d.contains(document.activeElement)))
  })
  for (let i = 0; i < 12; i++) await ann.keyboard.press('Tab')
  for (let i = 0; i < 12; i++) await ann.keyboard.press('Shift+Tab')
  const inside = await ann.evaluate(() => (window as unknown as { __focusInside: boolean[] }).__focusInside)
  // 24 keys, each seen (Shift's own keyup too): the focus never left the dialog.
  expect(inside.length).toBeGreaterThanOrEqual(24)
  expect(inside.map((ok, i) => (ok ? null : `after key ${i + 1}`)).filter((at) => at !== null)).toEqual([])
  await ann.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // After a language switch the live region holds no text of the old language.
  const english = (await announcer.textContent())!.trim()
  await ann.getByTestId('language').selectOption('de')
  await expect(ann.getByTestId('language')).toHaveValue('de')
  await expect(announcer).not.toHaveText(english)
  await ann.close()
})

// Issue 51: after hand 1 of a two-hands match the summary's button speaks of the next hand, as its title
// does; and while it is open the table's Leave and Rules stay in reach (at a phone size, in the menu).
test("the summary of hand 1 asks Ready for the next hand, and leaves Leave and Rules in reach", async ({
  page,
  startHost
}) => {
  const host = await startHost({ scenario: 'two-hands-last-trick' })
  await sitAt(page, host, 0)
  await expect(page.getByTestId('hand')).toBeVisible()
  // Ada leads her last card: hand 1 is over (Bea, not here, has not said Ready: the summary stays)
  expect(await step(page)).toBe('played')
  const summary = page.getByTestId('round-end')
  await expect(summary).toBeVisible({ timeout: 20_000 })
  await expect(summary.getByRole('heading', { name: 'Hand 1 of 2 is over' })).toBeVisible()
  await expect(summary.getByTestId('ready')).toHaveText(en.evening.readyHand)

  await atEachSize(page, TABLE_SIZES, async (size) => {
    await expect(summary).toBeVisible()
    await keepScreenshot(page, `test-results/small-hand-summary-${size.name}.png`)
    await clickTableTool(page, 'open-rules')
    const rules = page.getByTestId('rules')
    await expect(rules).toBeVisible()
    await rules.getByRole('button', { name: en.rules.close }).click()
    await expect(rules).toBeHidden()
    await clickTableTool(page, 'table-leave')
    const leave = page.getByTestId('leave-dialog')
    await expect(leave).toBeVisible()
    await keepScreenshot(page, `test-results/small-hand-summary-leave-${size.name}.png`)
    await leave.getByRole('button', { name: en.party.stay }).click()
    await expect(leave).toBeHidden()
    await expect(summary).toBeVisible()
  })
})
