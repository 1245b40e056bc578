// The project's `electron` package: its folder and the version it installs. Resolved from the project
// folder (as electron-vite does), so a test can point the launcher at a project with its own copy.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface ElectronPackage {
  readonly dir: string
  readonly version: string
}

export function findElectronPackage(projectDir: string): ElectronPackage {
  const manifest = createRequire(join(projectDir, 'package.json')).resolve('electron/package.json')
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  return { dir: dirname(manifest), version }
}
