// An error nobody caught in main (the table server runs there) does not take the window with it: main
// closes the running table with its save, the window shows a 'table-error' notice, and the match can be
// continued. The error arrives the way `process` delivers it ('uncaughtException'), on the emitter
// startApp was given in place of `process`.
import { EventEmitter } from 'node:events'
import { expect, screenshot, test } from '../helpers/desktop'

test('an uncaught error in main closes the table with its save and shows a notice', async ({
  launchDesktopApp
}) => {
  const errors = new EventEmitter()
  const logged: string[] = []
  const app = await launchDesktopApp({ errors, log: (message) => void logged.push(message) })
  const page = await app.page()
  await page.locator('[data-way="solo"]').click()
  const form = page.getByRole('form', { name: 'Play solo' })
  await form.getByRole('button', { name: '1 bot', exact: true }).click()
  await form.getByRole('button', { name: 'Deal me in' }).click()
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
  expect(app.running.services.hosting.running()).toMatchObject({ kind: 'solo' })

  expect(errors.emit('uncaughtException', new Error('boom in a socket callback'))).toBe(true)

  const notices = page.getByRole('region', { name: 'Notices' })
  await expect(notices).toContainText('The table stopped after an unexpected error; it was saved.')
  await expect(notices).toContainText('boom in a socket callback')
  await expect(notices.locator('[data-kind="table-error"]')).toHaveAttribute('role', 'alert')
  expect(app.running.services.hosting.running()).toBeUndefined()
  expect(logged).toContain('unexpected error in the main process')
  expect(app.pageErrors).toEqual([])
  // The window is still there, and the match is offered to continue from its save.
  await expect.poll(() => app.running.services.hosting.resumable()).not.toBeNull()
  await screenshot(app, 'table-error')
})
