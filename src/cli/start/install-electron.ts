// Runs Electron's own installer (node_modules/electron/install.js, the `install-electron` bin): it
// downloads this platform's zip by its own rules (ELECTRON_MIRROR or electron_mirror in .npmrc, the
// cache in electron_config_cache, a proxy with ELECTRON_GET_USE_PROXY), checks it against the
// package's checksums, unpacks it into dist/ and writes path.txt. Its stack trace is kept, not shown:
// the launcher explains a failure in one paragraph and quotes the error's first line.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { ElectronPackage } from './electron-package'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

/** Done, or why not: the installer could not start, or it failed (its error's first line). */
export type InstallOutcome = Result<null, Refusal<'installer-failed'>>

export function installElectron(pkg: ElectronPackage, env: NodeJS.ProcessEnv): Promise<InstallOutcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(pkg.dir, 'install.js')], {
      cwd: pkg.dir,
      env,
      stdio: ['ignore', 'inherit', 'pipe']
    })
    let stderr = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => (stderr += chunk))
    child.on('error', (error) => resolve(refuse('installer-failed', error.message)))
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(ok(null))
      const firstLine = stderr
        .split('\n')
        .map((line) => line.trim())
        .find((line) => line !== '')
      resolve(refuse('installer-failed', firstLine ?? `the installer ended with ${signal ?? `exit code ${code}`}`))
    })
  })
}
