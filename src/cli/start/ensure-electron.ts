// Makes sure Electron's executable is there: found at once when it is (no download, no child
// process), else Electron's own installer runs once. Ends with the executable's path, or with the
// paragraph to show when it cannot be had.
import { findElectronPackage } from './electron-package'
import { locateElectron } from './electron-executable'
import { installElectron } from './install-electron'
import { downloadFailedMessage, downloadSource, missingExecutableMessage } from './failure-message'

export type EnsureOutcome =
  { readonly ok: true; readonly path: string } | { readonly ok: false; readonly message: string }

export interface EnsureDeps {
  readonly projectDir: string
  readonly env: NodeJS.ProcessEnv
  readonly platform?: NodeJS.Platform
  /** progress for the user (the one-time download) */
  readonly say: (line: string) => void
}

export async function ensureElectron(deps: EnsureDeps): Promise<EnsureOutcome> {
  const pkg = findElectronPackage(deps.projectDir)
  const first = locateElectron(pkg, deps.env, deps.platform)
  if (first.kind === 'found') return { ok: true, path: first.path }
  if (first.kind === 'missing')
    return { ok: false, message: missingExecutableMessage(first.variable, first.path) }

  deps.say(`Downloading Electron ${pkg.version} (once, about 100 MB) from ${downloadSource(deps.env)}…`)
  const installed = await installElectron(pkg, deps.env)
  const after = locateElectron(pkg, deps.env, deps.platform)
  if (installed.ok && after.kind === 'found') return { ok: true, path: after.path }
  const reason = installed.ok ? 'the installer wrote no executable' : installed.reason
  return { ok: false, message: downloadFailedMessage(pkg.version, downloadSource(deps.env), reason) }
}
