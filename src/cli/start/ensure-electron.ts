// Makes sure Electron's executable is there: found at once when it is (no download, no child
// process), else Electron's own installer runs once. Ends with the executable's path, or with the
// paragraph to show when it cannot be had.
import { findElectronPackage } from './electron-package'
import { locateElectron } from './electron-executable'
import { installElectron } from './install-electron'
import { downloadFailedMessage, downloadSource, missingExecutableMessage } from './failure-message'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

/** The executable's path, or the paragraph to show: no executable where a variable points (`missing`),
 *  or the download failed (`download-failed`). */
export type EnsureOutcome = Result<string, Refusal<'missing' | 'download-failed'>>

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
  if (first.kind === 'found') return ok(first.path)
  if (first.kind === 'missing') return refuse('missing', missingExecutableMessage(first.variable, first.path))

  deps.say(`Downloading Electron ${pkg.version} (once, about 100 MB) from ${downloadSource(deps.env)}…`)
  const installed = await installElectron(pkg, deps.env)
  const after = locateElectron(pkg, deps.env, deps.platform)
  if (installed.ok && after.kind === 'found') return ok(after.path)
  const reason = installed.ok ? 'the installer wrote no executable' : installed.error.message
  return refuse('download-failed', downloadFailedMessage(pkg.version, downloadSource(deps.env), reason))
}
