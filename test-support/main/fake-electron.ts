// An in-memory ElectronFacade for tests: records what main asks of Electron and lets a test play
// Electron's part (emit events, navigate, invoke IPC). Test support only; never shipped.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type {
  AppFacade,
  DialogFacade,
  DisplayFacade,
  ElectronFacade,
  HeadersReceivedDetails,
  IpcInvokeEvent,
  IpcMainFacade,
  MenuFacade,
  MenuItemSpec,
  MessageBoxOptions,
  Rectangle,
  ResponseHeaders,
  ScreenFacade,
  SessionFacade,
  WebContentsFacade,
  WindowFacade,
  WindowOptions
} from '../../src/main/electron-facade'

type Listener = (...args: never[]) => unknown

class Emitter {
  private readonly listeners = new Map<string, Listener[]>()

  on(event: string, listener: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => unknown)(...args)
  }

  count(event: string): number {
    return this.listeners.get(event)?.length ?? 0
  }
}

export interface FakeEvent {
  readonly url: string
  defaultPrevented: boolean
  preventDefault(): void
}

function fakeEvent(url = ''): FakeEvent {
  return {
    url,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true
    }
  }
}

let nextWebContentsId = 1

export class FakeWebContents extends Emitter implements WebContentsFacade {
  readonly id = nextWebContentsId++
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | undefined
  readonly sent: { channel: string; payload: unknown }[] = []
  destroyed = false

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.windowOpenHandler = handler
  }

  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload })
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  /** Plays a navigation of the main frame; returns true if main prevented it. */
  navigate(url: string, event: 'will-navigate' | 'will-frame-navigate' = 'will-navigate'): boolean {
    const e = fakeEvent(url)
    this.emit(event, e)
    return e.defaultPrevented
  }

  /** Plays a page trying to attach a <webview>; returns true if main prevented it. */
  attachWebview(): boolean {
    const e = fakeEvent()
    this.emit('will-attach-webview', e, { preload: '/evil.js' }, { src: 'https://example.com' })
    return e.defaultPrevented
  }
}

export class FakeWindow extends Emitter implements WindowFacade {
  readonly webContents = new FakeWebContents()
  loaded: { url: string } | { file: string } | undefined
  shown = false
  focused = false
  minimized = false
  maximized = false
  destroyed = false
  /** how often something asked the window to close */
  closeRequests = 0
  bounds: Rectangle

  constructor(readonly options: WindowOptions) {
    super()
    // Without x/y Electron centres the window; the fake puts it at the origin.
    this.bounds = {
      x: options.x ?? 0,
      y: options.y ?? 0,
      width: options.width ?? 800,
      height: options.height ?? 600
    }
  }

  once(event: string, listener: () => void): void {
    let done = false
    this.on(event, () => {
      if (done) return
      done = true
      listener()
    })
  }

  loadURL(url: string): Promise<void> {
    this.loaded = { url }
    return Promise.resolve()
  }

  loadFile(file: string): Promise<void> {
    this.loaded = { file }
    return Promise.resolve()
  }

  show(): void {
    this.shown = true
  }

  focus(): void {
    this.focused = true
  }

  restore(): void {
    this.minimized = false
  }

  /** Like BrowserWindow.maximize(), which also shows a hidden window. */
  maximize(): void {
    this.maximized = true
    this.shown = true
  }

  isMinimized(): boolean {
    return this.minimized
  }

  isMaximized(): boolean {
    return this.maximized
  }

  getNormalBounds(): Rectangle {
    return this.bounds
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  /** Like BrowserWindow.close(): emits `close`; unless a listener prevents it, the window is destroyed. */
  close(): void {
    if (this.destroyed) return
    this.closeRequests++
    const event = fakeEvent()
    this.emit('close', event)
    if (event.defaultPrevented) return
    this.destroy()
  }

  /** Like BrowserWindow.destroy(): gone at once, no `close` event. */
  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.webContents.destroyed = true
    this.emit('closed')
  }
}

export class FakeApp extends Emitter implements AppFacade {
  isPackaged = false
  userAgentFallback =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) five-three-five/0.1.0 Chrome/142.0.0.0 Electron/42.0.0 Safari/537.36'
  lockAvailable = true
  quitCalls = 0
  /** true once a quit went through (no `before-quit` listener prevented it) */
  quitted = false
  /** app paths; userData is a fresh temporary folder unless a test sets one */
  readonly paths = new Map<string, string>()
  /** `setPath` calls after the single-instance lock was asked for (Electron ignores those for the lock) */
  lateSetPath = false
  private lockRequested = false
  private resolveReady: () => void = () => undefined
  private readonly ready = new Promise<void>((resolve) => (this.resolveReady = resolve))

  getName(): string {
    return 'Five Three Five'
  }

  getVersion(): string {
    return '0.1.0'
  }

  getPath(name: 'userData'): string {
    let path = this.paths.get(name)
    if (path === undefined) {
      path = mkdtempSync(join(tmpdir(), 'ftf-fake-user-data-'))
      this.paths.set(name, path)
    }
    return path
  }

  setPath(name: 'userData', path: string): void {
    if (this.lockRequested) this.lateSetPath = true
    this.paths.set(name, path)
  }

  requestSingleInstanceLock(): boolean {
    this.lockRequested = true
    return this.lockAvailable
  }

  /** Like app.quit(): emits `before-quit`; unless a listener prevents it, the app quits. */
  quit(): void {
    this.quitCalls++
    const event = fakeEvent()
    this.emit('before-quit', event)
    if (!event.defaultPrevented) this.quitted = true
  }

  whenReady(): Promise<void> {
    return this.ready
  }

  /** Plays Electron's `ready`. */
  becomeReady(): void {
    this.resolveReady()
  }
}

export class FakeSession implements SessionFacade {
  headersListener:
    | ((
        details: HeadersReceivedDetails,
        callback: (response: { responseHeaders: ResponseHeaders }) => void
      ) => void)
    | undefined
  permissionRequestHandler:
    ((webContents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined
  permissionCheckHandler: ((webContents: unknown, permission: string) => boolean) | undefined

  readonly webRequest = {
    onHeadersReceived: (listener: NonNullable<FakeSession['headersListener']>) => {
      this.headersListener = listener
    }
  }

  setPermissionRequestHandler(handler: NonNullable<FakeSession['permissionRequestHandler']>): void {
    this.permissionRequestHandler = handler
  }

  setPermissionCheckHandler(handler: NonNullable<FakeSession['permissionCheckHandler']>): void {
    this.permissionCheckHandler = handler
  }

  /** Plays a response arriving; returns the headers main let through. */
  respond(url: string, responseHeaders?: ResponseHeaders): ResponseHeaders | undefined {
    let result: ResponseHeaders | undefined
    this.headersListener?.({ url, ...(responseHeaders ? { responseHeaders } : {}) }, (response) => {
      result = response.responseHeaders
    })
    return result
  }

  /** Plays a page asking for a permission; resolves to what main granted. */
  request(permission: string): Promise<boolean> {
    return new Promise((resolve) => this.permissionRequestHandler?.({}, permission, resolve))
  }
}

export class FakeIpcMain implements IpcMainFacade {
  readonly handlers = new Map<string, (event: IpcInvokeEvent, ...args: unknown[]) => unknown>()

  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.handlers.set(channel, listener)
  }

  /** Plays ipcRenderer.invoke from `event`'s sender. */
  async invoke(channel: string, event: IpcInvokeEvent, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel)
    if (!handler) throw new Error(`No handler registered for '${channel}'`)
    return handler(event, ...args)
  }
}

/** An IPC event from the top frame at `url` in `contents`. */
export function ipcEventFrom(contents: { id: number }, url: string, parent: unknown = null): IpcInvokeEvent {
  return { sender: { id: contents.id }, senderFrame: { url, parent } }
}

export interface ShownMessageBox {
  readonly parent: WindowFacade | undefined
  readonly options: MessageBoxOptions
}

/** Answers message boxes with `answer` (default: the cancel button) and records them. */
export class FakeDialog implements DialogFacade {
  readonly shown: ShownMessageBox[] = []
  answer: (options: MessageBoxOptions) => number | Promise<number> = (options) => options.cancelId

  async showMessageBox(parent: WindowFacade | undefined, options: MessageBoxOptions) {
    this.shown.push({ parent, options })
    return { response: await this.answer(options) }
  }

  /** Answer with the button labelled `label` from now on. */
  press(label: string): void {
    this.answer = (options) => {
      const index = options.buttons.indexOf(label)
      if (index < 0) throw new Error(`no button ${label} in ${options.buttons.join(', ')}`)
      return index
    }
  }
}

export class FakeScreen implements ScreenFacade {
  displays: DisplayFacade[] = [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }]

  getAllDisplays(): DisplayFacade[] {
    return this.displays
  }

  getPrimaryDisplay(): DisplayFacade {
    const primary = this.displays[0]
    if (!primary) throw new Error('no display')
    return primary
  }
}

export class FakeMenu implements MenuFacade {
  template: readonly MenuItemSpec[] | undefined

  setApplicationMenu(template: readonly MenuItemSpec[]): void {
    this.template = template
  }

  /** The item at a path of labels, e.g. item('Help', 'Rules'). */
  item(...labels: string[]): MenuItemSpec | undefined {
    let items = this.template
    let found: MenuItemSpec | undefined
    for (const label of labels) {
      found = items?.find((item) => item.label === label)
      items = found?.submenu
    }
    return found
  }
}

export class FakeElectron implements ElectronFacade {
  readonly app = new FakeApp()
  readonly ipcMain = new FakeIpcMain()
  readonly session = new FakeSession()
  readonly dialog = new FakeDialog()
  readonly menu = new FakeMenu()
  readonly fakeScreen = new FakeScreen()
  screenAccessedBeforeReady = false
  readonly windows: FakeWindow[] = []
  readonly runtime = {
    versions: { electron: '45.5.0', chrome: '142.0.0.0', node: '22.20.0' },
    platform: 'linux'
  }
  sessionAccessedBeforeReady = false
  private isReady = false

  constructor() {
    void this.app.whenReady().then(() => (this.isReady = true))
  }

  defaultSession(): FakeSession {
    if (!this.isReady) this.sessionAccessedBeforeReady = true
    return this.session
  }

  screen(): FakeScreen {
    if (!this.isReady) this.screenAccessedBeforeReady = true
    return this.fakeScreen
  }

  /** Like `new BrowserWindow()`: Electron emits `web-contents-created` for the window's page. */
  createWindow(options: WindowOptions): FakeWindow {
    const win = new FakeWindow(options)
    this.windows.push(win)
    this.app.emit('web-contents-created', win.webContents)
    return win
  }

  /** A page Electron created that is not one of our windows (devtools, a guest, …). */
  createForeignWebContents(): FakeWebContents {
    const contents = new FakeWebContents()
    this.app.emit('web-contents-created', contents)
    return contents
  }
}
