import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/chromium'

// End-to-end tests drive headless Chromium against the built renderer (out/renderer) and real hosts.
export default defineConfig({
  testDir: 'e2e',
  // e2e/electron needs the Electron binary and has its own config (e2e/electron/playwright.config.ts);
  // e2e/engines is the Firefox/WebKit smoke test (npm run test:engines), its unit test runs in vitest
  testIgnore: ['electron/**', 'engines/**'],
  // the table host the specs start, bundled once (e2e/global-setup.ts)
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // Two spec files at a time (E2E_WORKERS=1 runs one; every host takes an ephemeral port, every desktop
  // shell its own user-data folder). Without the trace's screencast one worker left the 2 cores 60–70%
  // busy; two take the run from 20.2 to 14–17 min (2026-12-04). Two full runs with two workers saw the
  // party-screen test measure a meld in Svelte's placeholder frame (docs/testing.md › Toolchain notes); since
  // animationsDone and whenStill wait for three still frames, the full runs with two were green.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    // Every page prefers reduced motion (also those a spec opens itself: e2e/helpers/host.ts, and the desktop
    // shell's: e2e/helpers/desktop.ts): cards land at once and nothing waits on a flight, which took a
    // tenth off the run on 2 cores (2026-12-05). Motion itself is table-feel.spec.ts's, which asks for it.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    // A failed test keeps its trace: each action with its timing and error, the console and the network.
    // Without the screencast (a quarter of the run on 2 cores: 20 tests 3.9 min with it, 2.9 without) and
    // without the DOM snapshots (17 tests, 2 workers: 2.3 min with them, 2.1 without; 2026-12-05): a
    // failed step still shows its call log and error; a rerun with --trace on brings the DOM back.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false }
  }
})
