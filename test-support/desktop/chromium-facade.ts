// A second, real ElectronFacade: src/main runs unchanged while Chromium (driven by Playwright) plays
// Electron. Windows are pages of one persistent browser profile kept in the user-data folder (as
// Electron keeps localStorage there); the preload's API is the real src/preload/api.ts; ipcMain
// handlers get Electron-shaped sender events; the menu, message boxes and the quit sequence are
// recorded and driven by the test. Only Electron's own runtime is left out — see docs/testing.md's "Kinds of
// tests" for what that leaves to the Electron smoke test. Test support only: never shipped.
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import type { BrowserContext, LaunchOptions } from '@playwright/test'
import type {
  AppFacade,
  DialogFacade,
  DisplayFacade,
  ElectronFacade,
  IpcInvokeEvent,
  IpcMainFacade,
  MenuFacade,
  MenuItemSpec,
  MessageBoxOptions,
  ScreenFacade,
  SessionFacade,
  WindowFacade,
  WindowOptions
} from '../../src/main/electron-facade'
import { ChromiumWindow } from './chromium-window'
import type { HeadersListener } from './chromium-window'
import { Emitter, preventable } from './events'

export interface ChromiumShellOptions {
  /** Chromium's executable and flags (e2e/chromium.ts) */
  readonly launch?: Pick<LaunchOptions, 'executablePath' | 'args' | 'headless'> & { reducedMotion?: 'reduce' | 'no-preference' }
  /** app.isPackaged (default true: the menu and renderer location of the app users get) */
  readonly isPackaged?: boolean
  readonly name?: string
  readonly version?: string
  readonly log?: (message: string, error: unknown) => void
}

/** Single-instance locks held in this process, by user-data folder (Electron keeps the lock there). */
const instanceLocks = new Map<string, ChromiumApp>()

class ChromiumApp extends Emitter implements AppFacade {
  /** Read when the browser starts (`ready`), as Electron reads it: main sets it before then. */
  userAgentFallback = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium-shell'
  private readonly paths = new Map<string, string>()
  private readonly ready: Promise<void>
  private markReady: () => void = () => undefined
  private lockedDir: string | undefined
  quitting = false
  /** resolves once the app quit (its windows closed, its browser gone) */
  readonly quitted: Promise<void>
  private markQuitted: () => void = () => undefined

  constructor(
    readonly isPackaged: boolean,
    private readonly name: string,
    private readonly version: string,
    private readonly windows: { closeAll(): void; openCount(): number },
    private readonly finish: () => Promise<void>
  ) {
    super()
    this.ready = new Promise((done) => (this.markReady = done))
    this.quitted = new Promise((done) => (this.markQuitted = done))
  }

  getName(): string {
    return this.name
  }

  getVersion(): string {
    return this.version
  }

  getPath(name: 'userData'): string {
    const path = this.paths.get(name)
    if (!path) throw new Error(`the Chromium shell has no ${name} path: launch it with one`)
    return path
  }

  setPath(name: 'userData', path: string): void {
    this.paths.set(name, resolve(path))
  }

  requestSingleInstanceLock(): boolean {
    const dir = this.getPath('userData')
    const holder = instanceLocks.get(dir)
    if (holder && holder !== this) {
      holder.emit('second-instance')
      return false
    }
    instanceLocks.set(dir, this)
    this.lockedDir = dir
    return true
  }

  /** Electron's quit: `before-quit` (preventable), then every window closes (any may refuse). */
  quit(): void {
    if (this.quitting) return
    const event = preventable()
    this.emit('before-quit', event)
    if (event.defaultPrevented) return
    this.quitting = true
    this.windows.closeAll()
    if (this.windows.openCount() > 0) {
      this.quitting = false
      return
    }
    if (this.lockedDir) instanceLocks.delete(this.lockedDir)
    this.end()
  }

  /** Electron's app.exit(): windows gone, no events, no questions */
  exit(): void {
    if (this.lockedDir) instanceLocks.delete(this.lockedDir)
    this.quitting = true
    this.end()
  }

  /** Ends the browser once: a second BrowserContext.close() returns before the first one finished,
   * so a quit followed by an exit would call the app quitted while Chromium still writes its profile. */
  private end(): void {
    this.ending ??= this.finish().finally(() => this.markQuitted())
  }
  private ending: Promise<void> | undefined

  whenReady(): Promise<void> {
    return this.ready
  }

  becomeReady(): void {
    this.markReady()
  }
}

class ChromiumIpcMain implements IpcMainFacade {
  private readonly handlers = new Map<string, (event: IpcInvokeEvent, ...args: unknown[]) => unknown>()

  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.handlers.set(channel, listener)
  }

  /** ipcRenderer.invoke arriving: Electron's errors for a missing or throwing handler. */
  async invoke(channel: string, event: IpcInvokeEvent, args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel)
    if (!handler) throw new Error(`Error invoking remote method '${channel}': No handler registered`)
    try {
      // Electron clones both ways (structured clone): the handler never shares objects with the page.
      return structuredClone(await handler(event, ...structuredClone(args)))
    } catch (error) {
      throw new Error(`Error invoking remote method '${channel}': ${String(error)}`, { cause: error })
    }
  }
}

/** A native message box the test answers (the user pressing one of its buttons). */
export interface ShownMessageBox {
  readonly parent: WindowFacade | undefined
  readonly options: MessageBoxOptions
  /** presses the button with this label */
  press(label: string): void
}

export class ChromiumDialogs implements DialogFacade {
  readonly shown: ShownMessageBox[] = []
  private readonly waiting: ((box: ShownMessageBox) => void)[] = []
  private readonly unclaimed: ShownMessageBox[] = []

  showMessageBox(
    parent: WindowFacade | undefined,
    options: MessageBoxOptions
  ): Promise<{ response: number }> {
    return new Promise((answer) => {
      const box: ShownMessageBox = {
        parent,
        options,
        press(label) {
          const index = options.buttons.indexOf(label)
          if (index < 0) throw new Error(`no button "${label}" in ${options.buttons.join(', ')}`)
          answer({ response: index })
        }
      }
      this.shown.push(box)
      const waiter = this.waiting.shift()
      if (waiter) waiter(box)
      else this.unclaimed.push(box)
    })
  }

  /** The next message box the app shows (or one shown already and not yet taken), within `ms`. */
  next(ms = 10_000): Promise<ShownMessageBox> {
    const box = this.unclaimed.shift()
    if (box) return Promise.resolve(box)
    return new Promise((resolve, reject) => {
      const waiter = (shown: ShownMessageBox): void => {
        clearTimeout(timer)
        resolve(shown)
      }
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1)
        reject(new Error(`the app showed no message box within ${ms} ms`))
      }, ms)
      this.waiting.push(waiter)
    })
  }
}

/** Electron's labels for the roles the shell can play. */
const ROLE_LABELS: Partial<Record<NonNullable<MenuItemSpec['role']>, string>> = {
  quit: 'Quit',
  close: 'Close Window',
  minimize: 'Minimize',
  reload: 'Reload',
  forceReload: 'Force Reload'
}

export class ChromiumMenu implements MenuFacade {
  template: readonly MenuItemSpec[] | undefined

  constructor(private readonly roles: (role: NonNullable<MenuItemSpec['role']>) => void) {}

  setApplicationMenu(template: readonly MenuItemSpec[]): void {
    this.template = template
  }

  /** The item at a path of labels (a role item by Electron's label), e.g. item('Help', 'Rules'). */
  item(...labels: string[]): MenuItemSpec {
    let items = this.template ?? []
    let found: MenuItemSpec | undefined
    for (const label of labels) {
      found = items.find((item) => (item.label ?? (item.role && ROLE_LABELS[item.role])) === label)
      if (!found) throw new Error(`no menu item "${labels.join(' › ')}"`)
      items = found.submenu ?? []
    }
    if (!found) throw new Error('name a menu item')
    return found
  }

  /** The user choosing a menu item: its click handler, or its role's behaviour. */
  click(...labels: string[]): void {
    const item = this.item(...labels)
    if (item.click) item.click()
    else if (item.role) this.roles(item.role)
    else throw new Error(`menu item "${labels.join(' › ')}" does nothing`)
  }

  /** The user pressing an item's accelerator (e.g. 'F1'). */
  accelerate(accelerator: string): void {
    const walk = (items: readonly MenuItemSpec[]): MenuItemSpec | undefined =>
      items.find((i) => i.accelerator === accelerator) ??
      items.map((i) => (i.submenu ? walk(i.submenu) : undefined)).find(Boolean)
    const item = walk(this.template ?? [])
    if (!item?.click) throw new Error(`no menu item with accelerator ${accelerator}`)
    item.click()
  }
}

export class ChromiumElectron implements ElectronFacade {
  readonly app: ChromiumApp
  readonly ipcMain = new ChromiumIpcMain()
  readonly dialog = new ChromiumDialogs()
  readonly menu: ChromiumMenu
  readonly windows: ChromiumWindow[] = []
  /** uncaught errors of every window's page */
  readonly pageErrors: string[] = []
  readonly runtime: ElectronFacade['runtime']
  private context: BrowserContext | undefined
  private headersListener: HeadersListener | undefined
  private readonly log: (message: string, error: unknown) => void
  /** the screens main sees (one by default); a test adds a second display (a TV) here */
  readonly displays: DisplayFacade[] = [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }]

  constructor(private readonly options: ChromiumShellOptions = {}) {
    this.log = options.log ?? console.error
    this.app = new ChromiumApp(
      options.isPackaged ?? true,
      options.name ?? 'Five Three Five',
      options.version ?? '0.1.0',
      {
        closeAll: () => {
          for (const win of this.openWindows()) win.close()
        },
        openCount: () => this.openWindows().length
      },
      async () => {
        await this.context?.close()
      }
    )
    this.menu = new ChromiumMenu((role) => this.playRole(role))
    this.runtime = {
      // no Electron here: the shell says so wherever the about box shows the version
      versions: { electron: 'none (Chromium shell)', chrome: '', node: process.versions.node },
      platform: process.platform
    }
  }

  /** Electron's `ready`: the browser (one persistent profile in the user-data folder) is up. */
  async start(): Promise<void> {
    const profile = join(this.app.getPath('userData'), 'Chromium')
    mkdirSync(profile, { recursive: true })
    this.context = await chromium.launchPersistentContext(profile, {
      headless: true,
      ...this.options.launch,
      args: [
        ...(this.options.launch?.args ?? []),
        // Electron gives its file:// pages access to their own files (module scripts included).
        '--allow-file-access-from-files',
        // Electron's app.userAgentFallback: the browser-wide User-Agent, WebSocket handshakes included
        // (hosts check it, src/server/transport/origin-policy.ts).
        `--user-agent=${this.app.userAgentFallback}`,
        // Pages the windows load over http are fulfilled by the test's route (to run main's header hook,
        // chromium-window.ts), so Chromium cannot tell they came from 127.0.0.1 and treats them as public:
        // its Local Network Access check would then block their WebSocket back to the loopback host. In
        // Electron the page comes from 127.0.0.1 itself and connects.
        '--disable-features=LocalNetworkAccessChecks'
      ],
      // …and as Playwright's own option: Playwright Test gives every context it launches the project's
      // device User-Agent otherwise (a per-page override that also reaches WebSocket handshakes).
      userAgent: this.app.userAgentFallback,
      // each window sets its own size; a fixed scale keeps screenshots alike everywhere
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1
    })
    const browserVersion = this.context.browser()?.version() ?? ''
    Object.assign(this.runtime.versions, { chrome: browserVersion })
    // The profile opens with a blank page nobody asked for; Electron has no window until main makes one.
    for (const page of this.context.pages()) await page.close()
    this.app.becomeReady()
  }

  openWindows(): ChromiumWindow[] {
    return this.windows.filter((w) => !w.isDestroyed())
  }

  screen(): ScreenFacade {
    return { getAllDisplays: () => this.displays, getPrimaryDisplay: () => this.displays[0]! }
  }

  defaultSession(): SessionFacade {
    return {
      webRequest: { onHeadersReceived: (listener) => (this.headersListener = listener) },
      // Chromium's own prompts are off in headless Playwright; the handlers are recorded for checks.
      setPermissionRequestHandler: (handler) => (this.permissionRequestHandler = handler),
      setPermissionCheckHandler: (handler) => (this.permissionCheckHandler = handler)
    }
  }

  permissionRequestHandler: Parameters<SessionFacade['setPermissionRequestHandler']>[0] | undefined
  permissionCheckHandler: Parameters<SessionFacade['setPermissionCheckHandler']>[0] | undefined

  createWindow(options: WindowOptions): ChromiumWindow {
    const context = this.context
    if (!context) throw new Error('BrowserWindow before app ready')
    const win = new ChromiumWindow(options, {
      context,
      invokeMain: (channel, event, args) => this.ipcMain.invoke(channel, event, args),
      headersListener: () => this.headersListener,
      log: this.log,
      pageError: (message) => this.pageErrors.push(message),
      closed: () => {
        if (this.openWindows().length === 0 && !this.app.quitting) this.app.emit('window-all-closed')
      }
    })
    this.windows.push(win)
    this.app.emit('web-contents-created', win.webContents)
    return win
  }

  private playRole(role: NonNullable<MenuItemSpec['role']>): void {
    const focused = this.openWindows().at(-1)
    switch (role) {
      case 'quit':
        return this.app.quit()
      case 'close':
        return focused?.close()
      case 'minimize':
        return focused?.minimize()
      case 'reload':
      case 'forceReload':
        void focused?.page.then((page) => page.reload())
        return
      default:
        throw new Error(`the Chromium shell does not play the menu role "${role}"`)
    }
  }
}
