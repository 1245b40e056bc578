import { defineConfig } from '@playwright/test'

// The Electron smoke test: launches the built app (out/) with Playwright's `_electron`. It needs the
// Electron binary, which `npm ci` does not download (Electron 42+ fetches it on first launch), so it is
// not part of `npm test`; run it where Electron can start:
//   npm run build && npx playwright test -c e2e/electron/playwright.config.ts
// ELECTRON_PATH points at an Electron executable to use instead of node_modules/electron's (without it,
// Playwright loads node_modules/electron, which downloads the binary if it can). CI runs it through
// ./run-if-present.ts, which never downloads and skips with one line where there is no binary.
export default defineConfig({
  testDir: '.',
  testMatch: 'smoke.spec.ts',
  outputDir: '../../test-results/electron',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' }
})
