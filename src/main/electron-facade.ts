// The few Electron APIs src/main uses, as plain interfaces. Every module in src/main receives these
// instead of importing `electron`, so tests drive them in Node with a fake (test-support/main/fake-electron.ts).
// Only ./real-facade.ts imports `electron` (and only ./index.ts imports that): in plain Node,
// `import 'electron'` resolves to the installer, which tries to download the binary.
// Types only in this file — keep it that way.
import type { Display, Rectangle } from '../desktop/window-placement'
import type { IpcInvokeEvent, IpcMainFacade, RuntimeInfo } from '../desktop/ipc/ports'

export type { IpcInvokeEvent, IpcMainFacade, Rectangle, RuntimeInfo }

export interface PreventableEvent {
  preventDefault(): void
}

export interface NavigationEvent extends PreventableEvent {
  /** the URL the frame is about to navigate to */
  readonly url: string
}

export interface WindowOpenDetails {
  readonly url: string
}

export type WindowOpenResponse = { action: 'deny' }

export interface WebContentsFacade {
  readonly id: number
  /** `will-navigate` (main frame) and `will-frame-navigate` (any frame) */
  on(event: 'will-navigate' | 'will-frame-navigate', listener: (event: NavigationEvent) => void): void
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): void
  setWindowOpenHandler(handler: (details: WindowOpenDetails) => WindowOpenResponse): void
  send(channel: string, payload: unknown): void
  isDestroyed(): boolean
}

export interface WebPreferencesOptions {
  /** absent: a window without the bridge (the party screen's, issue 25) */
  readonly preload?: string
  readonly contextIsolation: boolean
  readonly sandbox: boolean
  readonly nodeIntegration: boolean
  readonly nodeIntegrationInWorker: boolean
  readonly nodeIntegrationInSubFrames: boolean
  readonly webviewTag: boolean
  readonly webSecurity: boolean
  readonly allowRunningInsecureContent: boolean
  readonly experimentalFeatures: boolean
  readonly navigateOnDragDrop: boolean
}

export interface WindowOptions {
  /** absent: Electron centres the window */
  readonly x?: number
  readonly y?: number
  readonly width: number
  readonly height: number
  readonly minWidth: number
  readonly minHeight: number
  readonly show: boolean
  readonly title: string
  readonly backgroundColor: string
  readonly autoHideMenuBar: boolean
  /** full screen on the display the bounds are on (the party screen's window, issue 25) */
  readonly fullscreen?: boolean
  readonly icon?: string
  readonly webPreferences: WebPreferencesOptions
}

export interface WindowFacade {
  readonly webContents: WebContentsFacade
  once(event: 'ready-to-show', listener: () => void): void
  on(event: 'closed', listener: () => void): void
  /** before the window closes; preventDefault() keeps it open */
  on(event: 'close', listener: (event: PreventableEvent) => void): void
  loadURL(url: string): Promise<void>
  loadFile(path: string): Promise<void>
  show(): void
  focus(): void
  restore(): void
  maximize(): void
  /** asks the window to close (emits `close`, which may prevent it) */
  close(): void
  isMinimized(): boolean
  isMaximized(): boolean
  /** the bounds the window has when neither maximized nor minimized */
  getNormalBounds(): Rectangle
  isDestroyed(): boolean
}

export interface AppFacade {
  readonly isPackaged: boolean
  /** `app.userAgentFallback`: the User-Agent of every session that sets none (set it before `ready`) */
  userAgentFallback: string
  getName(): string
  getVersion(): string
  /** `app.getPath('userData')`: where settings, history, window state and solo saves live */
  getPath(name: 'userData'): string
  /** `app.setPath('userData', …)`; only before `ready` (and before the single-instance lock) */
  setPath(name: 'userData', path: string): void
  requestSingleInstanceLock(): boolean
  quit(): void
  whenReady(): Promise<void>
  on(event: 'second-instance' | 'activate' | 'window-all-closed', listener: () => void): void
  on(event: 'web-contents-created', listener: (contents: WebContentsFacade) => void): void
  /** before windows close on quit; preventDefault() cancels the quit */
  on(event: 'before-quit', listener: (event: PreventableEvent) => void): void
}

export interface MessageBoxOptions {
  readonly type: 'none' | 'info' | 'error' | 'question' | 'warning'
  readonly title: string
  readonly message: string
  readonly detail?: string
  readonly buttons: readonly string[]
  readonly defaultId: number
  readonly cancelId: number
  readonly noLink?: boolean
}

export interface DialogFacade {
  /** resolves to the index of the button pressed (`cancelId` when the box was dismissed) */
  showMessageBox(parent: WindowFacade | undefined, options: MessageBoxOptions): Promise<{ response: number }>
}

export type DisplayFacade = Display

/** `screen`; only valid once `app.whenReady()` resolved */
export interface ScreenFacade {
  getAllDisplays(): DisplayFacade[]
  getPrimaryDisplay(): DisplayFacade
}

/** The menu roles the app menu uses (Electron's built-in behaviour and labels). */
export type MenuRole =
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'close'
  | 'front'
  | 'window'
  | 'help'

/** One item of Electron's menu template, limited to what the app uses. */
export interface MenuItemSpec {
  readonly label?: string
  readonly role?: MenuRole
  readonly type?: 'normal' | 'separator' | 'submenu'
  readonly accelerator?: string
  readonly click?: () => void
  readonly submenu?: readonly MenuItemSpec[]
}

export interface MenuFacade {
  /** `Menu.setApplicationMenu(Menu.buildFromTemplate(template))` */
  setApplicationMenu(template: readonly MenuItemSpec[]): void
}

export type ResponseHeaders = Record<string, string[]>

export interface HeadersReceivedDetails {
  readonly url: string
  readonly responseHeaders?: ResponseHeaders
}

export interface SessionFacade {
  readonly webRequest: {
    onHeadersReceived(
      listener: (
        details: HeadersReceivedDetails,
        callback: (response: { responseHeaders: ResponseHeaders }) => void
      ) => void
    ): void
  }
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void
  ): void
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void
}

export interface ElectronFacade {
  readonly app: AppFacade
  readonly ipcMain: IpcMainFacade
  readonly dialog: DialogFacade
  readonly menu: MenuFacade
  /** `screen`; only valid once `app.whenReady()` resolved */
  screen(): ScreenFacade
  /** `session.defaultSession`; only valid once `app.whenReady()` resolved */
  defaultSession(): SessionFacade
  /** `new BrowserWindow(options)` */
  createWindow(options: WindowOptions): WindowFacade
  readonly runtime: RuntimeInfo
}
