// The app's name and version as Electron would report them (package.json's productName and version),
// and the runtime it reports in app:info: Node without Electron or Chrome.
import { readFileSync } from 'node:fs'
import type { RuntimeInfo } from '../desktop/ipc/ports'
import type { AppIdentity } from '../desktop/ipc/handlers'

export function appIdentity(packageJson: URL = new URL('../../package.json', import.meta.url)): AppIdentity {
  const manifest = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    name: string
    productName?: string
    version: string
  }
  const name = manifest.productName ?? manifest.name
  return { getName: () => name, getVersion: () => manifest.version }
}

export function nodeRuntime(): RuntimeInfo {
  return { versions: { electron: '', chrome: '', node: process.versions.node }, platform: process.platform }
}
