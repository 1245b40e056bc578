import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/chromium'

// End-to-end tests drive headless Chromium against the built renderer (out/renderer) and real hosts.
export default defineConfig({
  testDir: 'e2e',
  // e2e/electron needs the Electron binary and has its own config (e2e/electron/playwright.config.ts)
  testIgnore: ['electron/**'],
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // Two spec files at a time (E2E_WORKERS overrides): every host in the tests takes an ephemeral port and
  // every desktop shell its own user-data folder, so files share nothing; one worker took ~25 min of CI.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure'
  }
})
