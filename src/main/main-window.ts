// The app's window factory. Every web preference that matters for security is spelled out, even where
// it is Electron's default, so a test can pin it and a reader needn't know the defaults.
import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE } from '../desktop/window-placement'
import type { WindowPlacement } from '../desktop/window-placement'
import type { ElectronFacade, WebPreferencesOptions, WindowFacade, WindowOptions } from './electron-facade'
import type { RendererLocation } from '../desktop/renderer-location'
import type { WindowRegistry } from './window-registry'

export interface MainWindowConfig {
  readonly preloadPath: string
  readonly location: RendererLocation
  readonly iconPath?: string
  readonly title?: string
  /** where and how big (src/desktop/window-placement.ts); absent: the default size, centred */
  readonly placement?: WindowPlacement
}

export function secureWebPreferences(preloadPath: string): WebPreferencesOptions {
  return {
    preload: preloadPath,
    // the preload's world and the page's world are separate; the page sees only the bridge
    contextIsolation: true,
    // the renderer runs in Chromium's OS-level sandbox with no Node
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    // a file dropped on the window must not replace the app
    navigateOnDragDrop: false
  }
}

export function mainWindowOptions(config: MainWindowConfig): WindowOptions {
  const placement = config.placement
  return {
    ...(placement?.x === undefined || placement.y === undefined ? {} : { x: placement.x, y: placement.y }),
    width: placement?.width ?? DEFAULT_WINDOW_SIZE.width,
    height: placement?.height ?? DEFAULT_WINDOW_SIZE.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    // shown on ready-to-show, so the user never sees a blank white frame
    show: false,
    title: config.title ?? 'Five Three Five',
    backgroundColor: '#1d3447',
    autoHideMenuBar: true,
    ...(config.iconPath === undefined ? {} : { icon: config.iconPath }),
    webPreferences: secureWebPreferences(config.preloadPath)
  }
}

export function createMainWindow(
  facade: ElectronFacade,
  registry: WindowRegistry,
  config: MainWindowConfig,
  log: (message: string, error: unknown) => void = console.error
): WindowFacade {
  const win = facade.createWindow(mainWindowOptions(config))
  registry.add(win)
  // maximize() also shows the window
  win.once('ready-to-show', () => (config.placement?.maximized ? win.maximize() : win.show()))
  loadRenderer(win, config.location, log)
  return win
}

/** Loads the app's own renderer into `win` (again, after the party screen had the window: issue 25). */
export function loadRenderer(
  win: WindowFacade,
  location: RendererLocation,
  log: (message: string, error: unknown) => void
): void {
  const loading =
    location.kind === 'dev-server' ? win.loadURL(location.url) : win.loadFile(location.indexFile)
  loading.catch((error: unknown) => log('could not load the renderer', error))
}
