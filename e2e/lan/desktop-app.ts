// One desktop app in the LAN test: the real main process (startApp) with its real backends — table
// server on 0.0.0.0, mDNS advertiser and browser on the interface FTF_MDNS_INTERFACE names — on the
// Chromium shell, run by orchestrate.ts inside a network namespace (`ip netns exec`), so Chromium and
// every socket live there. It plays a user through the screens and prints one JSON event per line:
//   --role host: hosts from the Host screen (3 seats, a low target, a bot in the last seat), starts
//                the match when the other player sat down, plays it out, and quits (File › Quit)
//                when told on stdin ("quit").
//   --role join: opens Join, waits for the table in its discovered list, joins by clicking it, plays
//                the match out, goes back to the list and reports when the table vanished.
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import type { Page } from '@playwright/test'
import { launchDesktopApp } from '../../test-support/desktop/launch-desktop-app'
import type { DesktopApp } from '../../test-support/desktop/launch-desktop-app'
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium'
import { replaceText } from '../helpers/fields'
import { step } from '../helpers/play'
import { keepScreenshot } from '../helpers/screenshots'

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    table: { type: 'string', default: 'Desktop LAN' },
    name: { type: 'string', default: 'Desk player' },
    data: { type: 'string' },
    target: { type: 'string', default: '5' }
  }
})
const emit = (event: string, data: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ event, t: Date.now(), ...data }))
const fail = (message: string): never => {
  emit('error', { message })
  process.exit(1)
}
if (!values.data) fail('--data is required')

const executablePath = chromiumExecutable()
const app = await launchDesktopApp({
  userData: values.data!,
  network: 'lan',
  // what is checked is discovery and play across the namespaces, not the bots' pace: the desktop match
  // took 31 s of the test's 54 with the app's 1 s pause (e2e/helpers/desktop.ts gives its specs 50 ms too)
  botDelayMs: 50,
  launch: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
  log: (message, error) => console.error(message, error)
})
const page = await app.page()
await page.getByRole('heading', { level: 1 }).waitFor()
emit('started')

async function playToTheEnd(p: Page): Promise<number> {
  let moves = 0
  while ((await step(p)) !== 'matchOver') moves++
  return moves
}

/** A line on stdin. */
function told(word: string): Promise<void> {
  return new Promise((resolve) => {
    createInterface({ input: process.stdin }).on('line', (line) => {
      if (line.trim() === word) resolve()
    })
  })
}

async function quit(desktop: DesktopApp): Promise<void> {
  desktop.menu.click('File', 'Quit')
  // a match still running would bring the close guard's question
  const asked = desktop.dialogs
    .next(60_000)
    .then((box) => box.press('Quit'))
    .catch(() => undefined)
  await Promise.race([desktop.quitted, asked.then(() => desktop.quitted)])
}

async function host(): Promise<void> {
  await page.locator('[data-way="host"]').click()
  const form = page.getByRole('form', { name: 'Host a table' })
  await form.getByLabel('Your name').fill(values.name!)
  await replaceText(form.getByLabel('Table name'), values.table!)
  await form.getByLabel('Seats').selectOption('3')
  await form.getByRole('button', { name: 'Open the table' }).click()
  const url = await page.getByTestId('join-url').textContent()
  emit('hosted', { url })
  await page.getByLabel('Match ends at (points)').fill(values.target!)
  await page.getByRole('button', { name: 'Save settings' }).click()
  // the other player takes the first open seat; the bot gets the one left
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="add-bot"]').length === 1, null, {
    timeout: 60_000
  })
  emit('player-seated')
  await page.getByTestId('add-bot').click()
  await page.locator('[data-testid="start"]:not([disabled])').click()
  emit('match-over', { moves: await playToTheEnd(page) })
  await told('quit')
  await quit(app)
  emit('quit')
}

async function join(): Promise<void> {
  await page.locator('[data-way="join"]').click()
  await page.getByRole('heading', { name: 'Tables nearby' }).waitFor()
  emit('browsing')
  const entry = page
    .getByRole('region', { name: 'Tables nearby' })
    .getByRole('button', { name: new RegExp(values.table!) })
  await entry.waitFor({ timeout: 30_000 })
  emit('discovered', { text: await entry.textContent() })
  await entry.click()
  await page.getByTestId('join-name').fill(values.name!)
  await page.getByTestId('join-submit').click()
  emit('joined')
  emit('match-over', { moves: await playToTheEnd(page) })
  await page.getByTestId('leave').click()
  // Leave asks first (the seat would be held for the grace period): yes, leave.
  await page.getByTestId('leave-confirm').click()
  await page.locator('[data-way="join"]').click()
  await entry.waitFor({ timeout: 10_000 })
  emit('listed', { text: await entry.textContent() })
  await entry.waitFor({ state: 'detached', timeout: 30_000 })
  emit('vanished')
  await quit(app)
  emit('quit')
}

try {
  if (values.role === 'host') await host()
  else if (values.role === 'join') await join()
  else fail(`--role must be host or join, not ${values.role}`)
  process.exit(0)
} catch (error) {
  await keepScreenshot(page, `${values.data}/failure.png`).catch(() => undefined)
  fail(error instanceof Error ? error.message : String(error))
}
