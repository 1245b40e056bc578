// An in-memory ElectronFacade for tests: records what main asks of Electron and lets a test play
// Electron's part (emit events, navigate, invoke IPC). Test support only; never imported by ./index.ts.
import type {
  AppFacade,
  ElectronFacade,
  HeadersReceivedDetails,
  IpcInvokeEvent,
  IpcMainFacade,
  ResponseHeaders,
  SessionFacade,
  WebContentsFacade,
  WindowFacade,
  WindowOptions
} from '../electron-facade'

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
  destroyed = false

  constructor(readonly options: WindowOptions) {
    super()
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

  isMinimized(): boolean {
    return this.minimized
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  close(): void {
    this.destroyed = true
    this.webContents.destroyed = true
    this.emit('closed')
  }
}

export class FakeApp extends Emitter implements AppFacade {
  isPackaged = false
  lockAvailable = true
  quitCalls = 0
  private resolveReady: () => void = () => undefined
  private readonly ready = new Promise<void>((resolve) => (this.resolveReady = resolve))

  getName(): string {
    return 'Five Three Five'
  }

  getVersion(): string {
    return '0.1.0'
  }

  requestSingleInstanceLock(): boolean {
    return this.lockAvailable
  }

  quit(): void {
    this.quitCalls++
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

export class FakeElectron implements ElectronFacade {
  readonly app = new FakeApp()
  readonly ipcMain = new FakeIpcMain()
  readonly session = new FakeSession()
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
