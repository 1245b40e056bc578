// CI's way into the Electron smoke test (.ci/run): runs it when an Electron binary is here — ELECTRON_PATH,
// ELECTRON_EXEC_PATH, ELECTRON_OVERRIDE_DIST_PATH or an installed node_modules/electron (path.txt) — and
// otherwise prints one line and succeeds. It never downloads Electron (npm ci does not since Electron 42,
// and a CI machine may have no internet). Without a display on Linux it runs under xvfb-run when there is one.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findElectronPackage } from '../../src/cli/start/electron-package'
import { locateElectron } from '../../src/cli/start/electron-executable'

const CONFIG = 'e2e/electron/playwright.config.ts'

function electronBinary(): { path: string } | { skip: string } | { error: string } {
  const given = process.env['ELECTRON_PATH']
  if (given)
    return existsSync(given) ? { path: given } : { error: `ELECTRON_PATH points at nothing: ${given}` }
  const found = locateElectron(findElectronPackage(process.cwd()), process.env)
  if (found.kind === 'found') return { path: found.path }
  if (found.kind === 'missing')
    return { error: `${found.variable} points at no Electron executable: ${found.path}` }
  return {
    skip:
      'Electron smoke test skipped: no Electron binary here (node_modules/electron/path.txt is missing and ' +
      'ELECTRON_OVERRIDE_DIST_PATH is not set; see docs/testing.md, "Electron smoke test").'
  }
}

function needsVirtualDisplay(): boolean {
  return process.platform === 'linux' && !process.env['DISPLAY'] && !process.env['WAYLAND_DISPLAY']
}

const binary = electronBinary()
if ('skip' in binary) {
  console.log(binary.skip)
} else if ('error' in binary) {
  console.error(binary.error)
  process.exitCode = 1
} else {
  const playwright = ['playwright', 'test', '-c', CONFIG]
  const hasXvfb = spawnSync('xvfb-run', ['--help'], { stdio: 'ignore' }).error === undefined
  const [command, ...args] =
    needsVirtualDisplay() && hasXvfb ? ['xvfb-run', '-a', 'npx', ...playwright] : ['npx', ...playwright]
  const run = spawnSync(command!, args, {
    stdio: 'inherit',
    env: { ...process.env, ELECTRON_PATH: binary.path }
  })
  process.exitCode = run.status ?? 1
}
