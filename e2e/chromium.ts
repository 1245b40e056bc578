/**
 * Which Chromium Playwright drives. Playwright's own browser download is blocked on some machines
 * (ours among them), so Debian's build is used when present (e2e/system-chromium.mjs: the headless
 * shell, else the full browser); PLAYWRIGHT_CHROMIUM_PATH overrides it; with neither, Playwright's
 * bundled browser (installed by e2e/ensure-browser.mjs) is used.
 */
export { chromiumExecutable } from './system-chromium.mjs'

/** Flags for headless runs as root on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]
