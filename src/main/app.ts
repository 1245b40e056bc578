// Assembles the main process from its small modules, in the order Electron needs: single-instance lock
// and per-page rules first, session rules and IPC once ready, then the window.
import type { ElectronFacade } from './electron-facade'
import { createIpcHandlers } from './ipc/handlers'
import { createPushSender } from './ipc/push'
import type { PushSender } from './ipc/push'
import { registerIpcHandlers } from './ipc/register'
import type { InvokeHandlers } from './ipc/register'
import { createSenderGuard } from './ipc/sender-guard'
import { createMainWindow } from './main-window'
import { devServerLocation, fileLocation } from './renderer-location'
import type { RendererLocation } from './renderer-location'
import { applyContentSecurityPolicy } from './security/csp'
import { denyAllPermissions } from './security/permissions'
import { secureEveryWebContents } from './security/web-contents'
import { enforceSingleInstance } from './single-instance'
import { createWindowRegistry } from './window-registry'
import type { WindowRegistry } from './window-registry'

export interface AppConfig {
  readonly preloadPath: string
  readonly rendererIndexFile: string
  /** ELECTRON_RENDERER_URL from `electron-vite dev`; ignored in a packaged app */
  readonly devServerUrl?: string | undefined
  readonly iconPath?: string | undefined
  /** defaults to createIpcHandlers(); later issues pass the real services' handlers */
  readonly handlers?: InvokeHandlers
  readonly log?: (message: string, error: unknown) => void
}

export interface RunningApp {
  readonly location: RendererLocation
  readonly windows: WindowRegistry
  readonly push: PushSender
}

/** Resolves to undefined when another instance is already running (this one quits). */
export async function startApp(facade: ElectronFacade, config: AppConfig): Promise<RunningApp | undefined> {
  const { app } = facade
  const log = config.log ?? console.error
  const location =
    config.devServerUrl && !app.isPackaged
      ? devServerLocation(config.devServerUrl)
      : fileLocation(config.rendererIndexFile)
  const windows = createWindowRegistry()

  if (!enforceSingleInstance(app, () => windows.main())) return undefined
  secureEveryWebContents(app, location)
  app.on('window-all-closed', () => {
    if (facade.runtime.platform !== 'darwin') app.quit()
  })

  await app.whenReady()

  const session = facade.defaultSession()
  applyContentSecurityPolicy(session)
  denyAllPermissions(session)
  registerIpcHandlers(
    facade.ipcMain,
    config.handlers ?? createIpcHandlers(app, facade.runtime),
    createSenderGuard(location, (id) => windows.has(id)),
    log
  )

  const windowConfig = {
    preloadPath: config.preloadPath,
    location,
    ...(config.iconPath ? { iconPath: config.iconPath } : {})
  }
  createMainWindow(facade, windows, windowConfig, log)
  app.on('activate', () => {
    // macOS: clicking the dock icon with no window open opens one again
    if (!windows.main()) createMainWindow(facade, windows, windowConfig, log)
  })

  return { location, windows, push: createPushSender(windows) }
}
