// Where Electron's executable is, without downloading anything. Checked in this order:
// - ELECTRON_EXEC_PATH: the executable itself (electron-vite's own variable);
// - ELECTRON_OVERRIDE_DIST_PATH: a folder with an unpacked Electron (Electron's own variable, read by
//   node_modules/electron/index.js, which electron-vite never loads);
// - node_modules/electron: installed when path.txt names an executable under dist/ and dist/version
//   is the package's version — what Electron's install.js checks before it skips the download.
// Since Electron 42, `npm ci` no longer downloads the binary, so path.txt is missing on a fresh clone;
// electron-vite 6 reads path.txt itself and stops with "Electron uninstall" (issue 27).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ElectronPackage } from './electron-package'

export const EXEC_PATH_ENV = 'ELECTRON_EXEC_PATH'
export const OVERRIDE_DIST_ENV = 'ELECTRON_OVERRIDE_DIST_PATH'

export type ElectronLocation =
  | { readonly kind: 'found'; readonly path: string }
  /** a variable names a file that is not there: a typo, not a reason to download */
  | { readonly kind: 'missing'; readonly variable: string; readonly path: string }
  | { readonly kind: 'not-installed' }

/** The executable's path inside Electron's zip (and dist/) on this platform, as install.js names it. */
export function executableInZip(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron'
  if (platform === 'win32') return 'electron.exe'
  return 'electron'
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    return undefined
  }
}

export function locateElectron(
  pkg: ElectronPackage,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform
): ElectronLocation {
  const pathTxt = readText(join(pkg.dir, 'path.txt'))
  const execPath = env[EXEC_PATH_ENV]
  if (execPath) {
    return existsSync(execPath)
      ? { kind: 'found', path: execPath }
      : { kind: 'missing', variable: EXEC_PATH_ENV, path: execPath }
  }
  const overrideDist = env[OVERRIDE_DIST_ENV]
  if (overrideDist) {
    const path = join(overrideDist, pathTxt || executableInZip(platform))
    return existsSync(path) ? { kind: 'found', path } : { kind: 'missing', variable: OVERRIDE_DIST_ENV, path }
  }
  if (!pathTxt) return { kind: 'not-installed' }
  const path = join(pkg.dir, 'dist', pathTxt)
  const distVersion = readText(join(pkg.dir, 'dist', 'version'))?.replace(/^v/, '')
  return existsSync(path) && distVersion === pkg.version ? { kind: 'found', path } : { kind: 'not-installed' }
}
