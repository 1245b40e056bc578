// Which system Chromium the end-to-end tests drive, shared by e2e/ensure-browser.mjs (plain Node, run
// before the tests) and e2e/chromium.ts (Playwright's config and the desktop helpers).
import { existsSync } from 'node:fs'

/**
 * Debian's builds, best first. `chromium-headless-shell` is the same Chromium built as the old headless
 * shell — what Playwright itself drives for headless runs — and needs far less of the machine than the
 * full browser in headless mode: on our 2-core CI the same 20 tests took 3.7 min instead of 4.6, and
 * the whole suite (124 tests) about a fifth less. The full `chromium` still works where only it is
 * installed.
 */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

/** PLAYWRIGHT_CHROMIUM_PATH when set, else the first system Chromium present, else undefined. */
export function chromiumExecutable() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (fromEnv) return fromEnv
  return SYSTEM_CHROMIUMS.find((path) => existsSync(path))
}
