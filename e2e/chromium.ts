import { existsSync } from 'node:fs'

/**
 * Which Chromium Playwright drives. Playwright's own browser download is blocked on some machines
 * (ours among them), so Debian's /usr/bin/chromium is used when present; PLAYWRIGHT_CHROMIUM_PATH
 * overrides it; with neither, Playwright's bundled browser (installed by e2e/ensure-browser.mjs) is used.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (fromEnv) return fromEnv
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

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
