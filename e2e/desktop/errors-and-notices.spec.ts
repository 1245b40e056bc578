// When something goes wrong on the desktop app (issue 50 journey; before: notices, table-error and
// desktop-screens' notices banner on a fake bridge): an unreadable settings file is set aside and said so;
// an error nobody caught in main (the table server runs there) closes the table with its save and the
// match can be continued; a save that fails becomes a notice while the table plays on. The notices show
// on every screen until dismissed, and main forgets a dismissed one.
import { EventEmitter } from 'node:events'
import { readdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Page } from '@playwright/test'
import type { DesktopApi, Notice } from '../../src/ipc/contract'
import { en } from '../../src/renderer/src/i18n/en'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { SHORT_BOT_PAUSE_MS, expect, screenshot, test } from '../helpers/desktop'
import { step } from '../helpers/play'
import { fill, seedSoloSave } from './journey'

type Bridge = { fiveThreeFive: DesktopApi; pushedNotices: Notice[][] }

/** The notices main lists (notices:list), by kind. */
function listed(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const result = await (globalThis as unknown as Bridge).fiveThreeFive.listNotices()
    return result.ok ? result.value.map((n) => n.kind) : ['(failed)']
  })
}

test('an unreadable settings file, an error in main and a failed save: each a notice, and the match goes on', async ({
  launchDesktopApp,
  userData
}) => {
  test.setTimeout(120_000)
  writeFileSync(join(userData, 'settings.json'), '{ not json')
  // a solo match saved at round 1's last trick: Ada leads her last card, and the match goes on
  seedSoloSave(userData, 'last-trick', 'Ada')
  const errors = new EventEmitter()
  const logged: string[] = []
  const app = await launchDesktopApp({ errors, log: (message) => void logged.push(message), botDelayMs: SHORT_BOT_PAUSE_MS })
  const page = await app.page()
  const banner = page.getByRole('region', { name: en.notices.label })
  const offer = page.getByRole('region', { name: en.home.resumeTitle })

  await test.step('the settings file could not be read: set aside, and said so with where it went', async () => {
    await expect(banner.getByRole('status')).toContainText(en.notices.corruptFile)
    const aside = readdirSync(userData).find((f) => f.startsWith('settings.corrupt-'))
    expect(aside).toBeTruthy()
    await expect(banner.getByRole('status')).toContainText(join(userData, aside ?? ''))
  })

  await test.step('an uncaught error in main closes the table with its save and shows a notice', async () => {
    await offer.getByRole('button', { name: en.home.resume }).click()
    await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
    expect(app.running.services.hosting.running()).toMatchObject({ kind: 'solo' })
    expect(errors.emit('uncaughtException', new Error('boom in a socket callback'))).toBe(true)
    await expect(banner).toContainText(en.notices.tableError)
    await expect(banner).toContainText('boom in a socket callback')
    await expect(banner.locator('[data-kind="table-error"]')).toHaveAttribute('role', 'alert')
    expect(app.running.services.hosting.running()).toBeUndefined()
    expect(logged).toContain('unexpected error in the main process')
    // The window is still there, and the match is offered to continue from its save.
    await expect.poll(() => app.running.services.hosting.resumable()).not.toBeNull()
    await screenshot(app, 'table-error')
  })

  await test.step('continued; then every save fails: a notice, pushed and listed, while the table plays on', async () => {
    app.menu.click('File', 'Home')
    await offer.getByRole('button', { name: en.home.resume }).click()
    await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
    await page.evaluate(() => {
      const scope = globalThis as unknown as Bridge
      scope.pushedNotices = []
      scope.fiveThreeFive.onNoticesChanged((list) => scope.pushedNotices.push(list))
    })
    expect(await listed(page)).not.toContain('save-failed')
    // The saves' folder becomes a file: every later save fails (even for root, unlike a chmod).
    const soloDir = join(userData, 'solo')
    const save = readdirSync(soloDir, { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith('.json'))
    if (!save) throw new Error('the running solo table has no save')
    const folder = dirname(join(soloDir, save))
    renameSync(folder, `${folder}-moved`)
    writeFileSync(folder, 'not a folder')
    // Each move is appended to the journal the table already has open, wherever its folder went; at the
    // round's end (Ada's last card) the journal is folded into a snapshot where the folder was — that
    // fails, and the next change, written there before it is sent, fails too and is reported.
    for (let moves = 0; moves < 120 && !(await listed(page)).includes('save-failed'); moves++) {
      if ((await step(page)) === 'matchOver') await page.getByTestId('match-end').getByTestId('rematch').click()
    }
    await expect.poll(() => listed(page)).toContain('save-failed')
    const pushed = await page.evaluate(() => (globalThis as unknown as Bridge).pushedNotices.flat())
    expect(pushed.map((n) => n.kind)).toContain('save-failed')
    await expect(banner.getByRole('alert').filter({ hasText: en.notices.saveFailed }).first()).toBeVisible()
    await screenshot(app, 'save-failed')
  })

  await test.step('the notices stay on every screen until dismissed; main forgets them', async () => {
    app.menu.click('File', 'Match history')
    const question = page.getByRole('dialog', { name: en.leaveQuestion.title })
    await expect(page.getByRole('heading', { level: 1, name: en.history.title }).or(question).first()).toBeVisible()
    if (await question.isVisible()) await question.getByRole('button', { name: en.leaveQuestion.leave }).click()
    await expect(page.getByRole('heading', { level: 1, name: en.history.title })).toBeVisible()
    await expect(banner.getByRole('status')).toContainText(en.notices.corruptFile)
    await expect(banner.getByRole('alert').first()).toBeVisible()
    await expectNoSeriousA11yIssues(page, 'notices banner')
    await screenshot(app, 'notices')
    await banner.getByRole('button', { name: fill(en.notices.dismiss, { notice: en.notices.corruptFile }) }).click()
    await expect(banner.getByRole('status')).toHaveCount(0)
    // the failed saves and the table error, each dismissed
    for (let i = 0; i < 20 && (await banner.count()) > 0; i++) {
      await banner.getByRole('button').first().click()
    }
    await expect(banner).toHaveCount(0)
    expect(await listed(page)).toEqual([])
  })
  expect(app.pageErrors).toEqual([])
})
