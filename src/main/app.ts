// Assembles the main process from its small modules, in the order Electron needs: user-data folder,
// single-instance lock and per-page rules first; once ready the session rules, the stores in the
// user-data folder, the services behind IPC, the menu, then the window with its remembered placement.
import { everythingHosted } from '../desktop/hosting/everything-hosted'
import { catchUnexpectedErrors } from '../desktop/hosting/unexpected-errors'
import type { ErrorSource } from '../desktop/hosting/unexpected-errors'
import { openDesktopServices } from '../desktop/services'
import type { Backends, DesktopServices } from '../desktop/services'
import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE, placeWindow } from '../desktop/window-placement'
import { windowStateFile } from '../desktop/window-state-file'
import { guardQuit, guardWindowClose } from './close-guard'
import type { CloseGuardDeps } from './close-guard'
import type { ElectronFacade } from './electron-facade'
import { appInfo, createIpcHandlers } from '../desktop/ipc/handlers'
import { createPushSender } from './ipc/push'
import type { PushSender } from './ipc/push'
import { registerIpcHandlers } from '../desktop/ipc/register'
import type { InvokeHandlers } from '../desktop/ipc/register'
import { createSenderGuard } from '../desktop/ipc/sender-guard'
import { createMainWindow } from './main-window'
import { createPartyScreens } from './party-window'
import type { PartyScreens } from './party-window'
import { showAboutBox } from './menu/about-box'
import { buildAppMenu } from './menu/app-menu'
import { devServerLocation, extraRendererOrigins, fileLocation } from '../desktop/renderer-location'
import { withDesktopAppProduct } from '../protocol/desktop-agent'
import type { RendererLocation } from '../desktop/renderer-location'
import { applyContentSecurityPolicy } from './security/csp'
import { denyAllPermissions } from './security/permissions'
import { secureEveryWebContents } from './security/web-contents'
import { enforceSingleInstance } from './single-instance'
import { createWindowRegistry } from './window-registry'
import type { WindowRegistry } from './window-registry'
import { trackWindowState } from './window-state'

type Log = (message: string, error: unknown) => void

export interface AppConfig {
  readonly preloadPath: string
  readonly rendererIndexFile: string
  /** ELECTRON_RENDERER_URL from `electron-vite dev`; ignored in a packaged app */
  readonly devServerUrl?: string | undefined
  readonly iconPath?: string | undefined
  /** another user-data folder (FIVE_THREE_FIVE_USER_DATA: the Electron smoke test, portable use) */
  readonly userDataDir?: string | undefined
  /** replaces the handlers built from the services (tests of the IPC wiring) */
  readonly handlers?: InvokeHandlers
  /** defaults: src/server's table servers and mDNS advertiser and browser */
  readonly backends?: Partial<Backends>
  readonly log?: Log
  /**
   * Where errors nobody caught arrive (`process` in the app): the table server runs in this process, so
   * one would otherwise end the app. They close the table with its save and raise a notice instead.
   */
  readonly errors?: ErrorSource
}

export interface RunningApp {
  readonly location: RendererLocation
  readonly windows: WindowRegistry
  readonly push: PushSender
  readonly services: DesktopServices
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
  if (!prepareBeforeReady(facade, config, location, windows)) return undefined

  await app.whenReady()

  const session = facade.defaultSession()
  applyContentSecurityPolicy(session)
  denyAllPermissions(session)
  const push = createPushSender(windows)
  const party = createPartyScreens(facade, windows, location, log)
  const services = await openServices(facade, config, { location, windows, push, party }, log)
  installMenu(facade, windows, push, party, log)
  const guard: CloseGuardDeps = {
    app,
    dialog: facade.dialog,
    // The table and the tournament close before the window or the app goes.
    hosting: everythingHosted(services.hosting, services.tournament),
    mainWindow: () => windows.main(),
    log
  }
  guardQuit(guard)
  await openMainWindows(facade, config, { location, windows, guard, notices: services.notices, log })
  return { location, windows, push, services }
}

/** What must happen before `ready`; false when another instance runs (this one quits). */
function prepareBeforeReady(
  facade: ElectronFacade,
  config: AppConfig,
  location: RendererLocation,
  windows: WindowRegistry
): boolean {
  const { app, runtime } = facade
  // The single-instance lock lives in the user-data folder: choose it first.
  if (config.userDataDir) app.setPath('userData', config.userDataDir)
  if (!enforceSingleInstance(app, () => windows.main())) return false
  secureEveryWebContents(app, location)
  // Hosts accept the window's `Origin: file://` only with this token (src/protocol/desktop-agent.ts).
  // Set before `ready`, so every request of every session carries it, WebSocket handshakes included.
  app.userAgentFallback = withDesktopAppProduct(app.userAgentFallback, app.getVersion())
  app.on('window-all-closed', () => {
    if (runtime.platform !== 'darwin') app.quit()
  })
  return true
}

interface ServiceWiring {
  readonly location: RendererLocation
  readonly windows: WindowRegistry
  readonly push: PushSender
  readonly party: PartyScreens
}

/** The services in the user-data folder, their pushes to the window, and the IPC handlers over them. */
async function openServices(
  facade: ElectronFacade,
  config: AppConfig,
  { location, windows, push, party }: ServiceWiring,
  log: Log
): Promise<DesktopServices> {
  const { app, runtime } = facade
  const services = await openDesktopServices({
    userData: app.getPath('userData'),
    rendererIndexFile: config.rendererIndexFile,
    // In development the window comes from the dev server, an origin hosts do not know.
    allowedOrigins: extraRendererOrigins(location),
    backends: config.backends,
    onTablesChanged: (tables) => push.send('discovery:changed', tables),
    log
  })
  const { hosting, notices } = services
  notices.onChange((list) => push.send('notices:changed', list))
  if (config.errors) catchUnexpectedErrors(config.errors, { hosting, report: notices.add, log })
  registerIpcHandlers(
    facade.ipcMain,
    config.handlers ?? createIpcHandlers(app, runtime, services, (port) => party.open(port)),
    createSenderGuard(location, (id) => windows.has(id)),
    log
  )
  return services
}

function installMenu(
  facade: ElectronFacade,
  windows: WindowRegistry,
  push: PushSender,
  party: PartyScreens,
  log: Log
): void {
  const { app, runtime } = facade
  facade.menu.setApplicationMenu(
    buildAppMenu({
      appName: app.getName(),
      platform: runtime.platform,
      isPackaged: app.isPackaged,
      command: (command) => push.send('menu:command', { command }),
      backToTable: () => void party.back(),
      showAbout: () => {
        showAboutBox(facade.dialog, windows.main(), appInfo(app, runtime)).catch((error: unknown) =>
          log('could not show the about box', error)
        )
      }
    })
  )
}

interface WindowWiring {
  readonly location: RendererLocation
  readonly windows: WindowRegistry
  readonly guard: CloseGuardDeps
  readonly notices: DesktopServices['notices']
  readonly log: Log
}

/** Opens the window where it was last (or in the middle), and again from the dock on macOS. */
async function openMainWindows(
  facade: ElectronFacade,
  config: AppConfig,
  wiring: WindowWiring
): Promise<void> {
  const { location, windows, guard, log } = wiring
  const windowState = windowStateFile(facade.app.getPath('userData'), wiring.notices.add)
  await windowState.read()
  const openWindow = (): void => {
    const placement = placeWindow(
      windowState.current(),
      facade.screen().getAllDisplays(),
      DEFAULT_WINDOW_SIZE,
      MIN_WINDOW_SIZE
    )
    const win = createMainWindow(
      facade,
      windows,
      {
        preloadPath: config.preloadPath,
        location,
        placement,
        ...(config.iconPath ? { iconPath: config.iconPath } : {})
      },
      log
    )
    trackWindowState(win, windowState, log)
    guardWindowClose(win, guard)
  }
  openWindow()
  facade.app.on('activate', () => {
    // macOS: clicking the dock icon with no window open opens one again
    if (!windows.main()) openWindow()
  })
}
