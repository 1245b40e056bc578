// The browser mode's app for tests: on 127.0.0.1 (port 0) with the loopback table servers
// (../desktop/loopback-backends.ts), its data in `userData`, no built renderer and a silent log.
import { join } from 'node:path'
import { nodeRuntime } from '../../src/browser-mode/app-identity'
import { startBrowserApp } from '../../src/browser-mode/browser-app'
import type { BrowserApp } from '../../src/browser-mode/browser-app'
import { loopbackBackends } from '../desktop/loopback-backends'

export async function startLoopbackBrowserApp(
  userData: string
): Promise<{ app: BrowserApp; disposeBackends(): Promise<void> }> {
  const loopback = loopbackBackends(join(userData, 'no-renderer'), () => undefined)
  const app = await startBrowserApp({
    userData,
    rendererDir: join(userData, 'no-renderer'),
    port: 0,
    identity: { getName: () => 'Five Three Five', getVersion: () => '9.9.9' },
    runtime: nodeRuntime(),
    backends: loopback.backends,
    log: () => undefined
  })
  return { app, disposeBackends: loopback.dispose }
}
