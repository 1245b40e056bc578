// A save that fails while the desktop app runs a table becomes a notice for the user: the table plays
// on, and main tells the window (notices:changed) and lists it (notices:list), through the bridge.
import { readdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { DesktopApi, Notice } from '../../src/ipc/contract'
import { step } from '../helpers/play'
import { SHORT_BOT_PAUSE_MS, expect, screenshot, test } from '../helpers/desktop'

type Bridge = { fiveThreeFive: DesktopApi; pushedNotices: Notice[][] }

test('a failed save shows its notice', async ({ launchDesktopApp, userData }) => {
  const app = await launchDesktopApp({ botDelayMs: SHORT_BOT_PAUSE_MS })
  const page = await app.page()
  await page.locator('[data-way="solo"]').click()
  const form = page.getByRole('form', { name: 'Play solo' })
  await form.getByRole('button', { name: '1 bot', exact: true }).click()
  await form.getByRole('button', { name: 'Deal me in' }).click()
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
  await page.evaluate(() => {
    const scope = globalThis as unknown as Bridge
    scope.pushedNotices = []
    scope.fiveThreeFive.onNoticesChanged((list) => scope.pushedNotices.push(list))
  })
  const listed = () =>
    page.evaluate(async () => {
      const result = await (globalThis as unknown as Bridge).fiveThreeFive.listNotices()
      return result.ok ? result.value.map((n) => n.kind) : []
    })
  expect(await listed()).toEqual([])

  // The saves' folder becomes a file: every later save fails (even for root, unlike a chmod).
  const soloDir = join(userData, 'solo')
  const save = readdirSync(soloDir, { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith('.json'))
  if (!save) throw new Error('the running solo table has no save yet')
  const folder = dirname(join(soloDir, save))
  renameSync(folder, `${folder}-moved`)
  writeFileSync(folder, 'not a folder')

  // Each move is appended to the journal the table already has open, wherever its folder went; at the
  // round's end the journal is folded into a snapshot where the folder was — that fails, and the next
  // change, written there before it is sent, fails too and is reported. The table plays on meanwhile.
  for (let moves = 0; moves < 120 && !(await listed()).includes('save-failed'); moves++) {
    // A match that ended with that round: asking for a rematch is the next change.
    if ((await step(page)) === 'matchOver') await page.getByTestId('match-end').getByTestId('rematch').click()
  }
  await expect.poll(listed).toContain('save-failed')
  const pushed = await page.evaluate(() => (globalThis as unknown as Bridge).pushedNotices.flat())
  expect(pushed.map((n) => n.kind)).toContain('save-failed')
  await expect(page.getByRole('region', { name: 'Notices' })).toContainText('The table could not be saved.')
  await screenshot(app, 'save-failed')
})
