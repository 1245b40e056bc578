// Before the end-to-end tests: make sure some Chromium exists. Uses PLAYWRIGHT_CHROMIUM_PATH or a
// Debian Chromium when present (e2e/system-chromium.mjs); otherwise installs Playwright's own build
// (needs internet).
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { chromiumExecutable } from './system-chromium.mjs'

const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH
if (fromEnv && !existsSync(fromEnv)) {
  console.error(`PLAYWRIGHT_CHROMIUM_PATH points to ${fromEnv}, which does not exist.`)
  process.exit(1)
}
if (chromiumExecutable() === undefined) {
  console.log("No system Chromium found: installing Playwright's own Chromium.")
  execSync('npx playwright install chromium', { stdio: 'inherit' })
}
