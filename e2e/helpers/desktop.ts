// The desktop app in end-to-end tests: `launchDesktopApp` starts the real main process (startApp) on
// the Chromium shell (test-support/desktop) with its own user-data folder; every app a test started is
// ended afterwards, and its folder removed.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base } from '@playwright/test'
import { launchDesktopApp } from '../../test-support/desktop/launch-desktop-app'
import type { DesktopApp, DesktopAppOptions } from '../../test-support/desktop/launch-desktop-app'
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium'
import { openSettingsStore } from '../../src/desktop/storage/settings-store'
import type { SettingsPatch } from '../../src/ipc/contract'
import { keepScreenshot } from './screenshots'

export type { DesktopApp }

/**
 * A bot's pause before each move for specs that play whole matches (the app's is 1 s; a lead after a
 * cleared trick waits three pauses): a match then takes as long as the clicks, not the bots. None of
 * these specs looks at the table during a bot's pause; one that does keeps a longer pause.
 */
export const SHORT_BOT_PAUSE_MS = 50

export type LaunchDesktop = (options?: Partial<Omit<DesktopAppOptions, 'launch'>>) => Promise<DesktopApp>

const executablePath = chromiumExecutable()
// Reduced motion, as for every e2e page (playwright.config.ts).
const launch = { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS, reducedMotion: 'reduce' as const }

export const test = base.extend<{ launchDesktopApp: LaunchDesktop; userData: string }>({
  // Playwright's tracing follows every browser context the runner's Chromium opens, the app's included,
  // and trips over the contexts an app closes when it quits; the specs take screenshots instead.
  trace: 'off',
  // eslint-disable-next-line no-empty-pattern
  userData: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'ftf-desktop-'))
    await use(dir)
    rmSync(dir, { recursive: true, force: true })
  },
  launchDesktopApp: async ({ userData }, use) => {
    const apps: DesktopApp[] = []
    const track = (app: DesktopApp): DesktopApp => {
      apps.push(app)
      const restart = app.restart.bind(app)
      return { ...app, restart: async () => track(await restart()) }
    }
    await use(async (options) => track(await launchDesktopApp({ userData, ...options, launch })))
    await Promise.all(apps.map((app) => app.kill()))
  }
})

export { expect } from '@playwright/test'

/** A screenshot of a desktop screen in test-results/, when screenshots are wanted (screenshots.ts). */
export async function screenshot(app: DesktopApp, name: string): Promise<void> {
  await keepScreenshot(await app.page(), `test-results/desktop-${name}.png`)
}

/** Settings a player chose in an earlier session, saved in the user-data folder by the app's own settings
 *  store (validated, in its file format) before the app starts. */
export async function presetSettings(userData: string, settings: SettingsPatch): Promise<void> {
  const store = await openSettingsStore(userData, (notice) => {
    throw new Error(`presetting settings: ${notice.message}`)
  })
  await store.set(settings)
}
