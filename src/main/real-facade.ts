// Adapts the real `electron` module to ElectronFacade. The only file in src/main that imports `electron`;
// imported only by ./index.ts. Never imported by tests (in plain Node `electron` is the installer).
import { BrowserWindow, Menu, app, dialog, ipcMain, screen, session } from 'electron'
import type { MenuItemConstructorOptions, Session, WebContents } from 'electron'
import type {
  ElectronFacade,
  MenuItemSpec,
  PreventableEvent,
  SessionFacade,
  WebContentsFacade,
  WindowFacade
} from './electron-facade'

function adaptWebContents(contents: WebContents): WebContentsFacade {
  return {
    id: contents.id,
    on(event: 'will-navigate' | 'will-frame-navigate' | 'will-attach-webview', listener: (e: never) => void) {
      // Electron's event object carries `url` and `preventDefault` for both navigation events.
      contents.on(event as 'will-navigate', (e) => listener(e as never))
    },
    setWindowOpenHandler: (handler) =>
      contents.setWindowOpenHandler((details) => handler({ url: details.url })),
    send: (channel, payload) => contents.send(channel, payload),
    isDestroyed: () => contents.isDestroyed()
  }
}

/** The BrowserWindow behind each adapted window (dialogs need it as their parent). */
const browserWindows = new WeakMap<WindowFacade, BrowserWindow>()

function adaptWindow(win: BrowserWindow): WindowFacade {
  const webContents = adaptWebContents(win.webContents)
  const adapted: WindowFacade = {
    webContents,
    once: (event, listener) => void win.once(event, listener),
    on(event: 'closed' | 'close', listener: (e: never) => void) {
      if (event === 'close') win.on('close', (e) => listener(e as never))
      else win.on('closed', () => (listener as () => void)())
    },
    loadURL: (url) => win.loadURL(url),
    loadFile: (path) => win.loadFile(path),
    show: () => win.show(),
    focus: () => win.focus(),
    restore: () => win.restore(),
    maximize: () => win.maximize(),
    close: () => win.close(),
    isMinimized: () => win.isMinimized(),
    isMaximized: () => win.isMaximized(),
    getNormalBounds: () => win.getNormalBounds(),
    isDestroyed: () => win.isDestroyed()
  }
  browserWindows.set(adapted, win)
  return adapted
}

function adaptSession(ses: Session): SessionFacade {
  return {
    webRequest: {
      onHeadersReceived: (listener) =>
        ses.webRequest.onHeadersReceived((details, callback) =>
          listener({ url: details.url, responseHeaders: details.responseHeaders }, callback)
        )
    },
    setPermissionRequestHandler: (handler) =>
      ses.setPermissionRequestHandler((contents, permission, callback) =>
        handler(contents, permission, callback)
      ),
    setPermissionCheckHandler: (handler) =>
      ses.setPermissionCheckHandler((contents, permission) => handler(contents, permission))
  }
}

function menuTemplate(items: readonly MenuItemSpec[]): MenuItemConstructorOptions[] {
  return items.map((item) => {
    const { click, submenu, ...rest } = item
    return {
      ...rest,
      ...(click ? { click: () => click() } : {}),
      ...(submenu ? { submenu: menuTemplate(submenu) } : {})
    }
  })
}

export function createRealFacade(): ElectronFacade {
  return {
    app: {
      get isPackaged() {
        return app.isPackaged
      },
      get userAgentFallback() {
        return app.userAgentFallback
      },
      set userAgentFallback(agent: string) {
        app.userAgentFallback = agent
      },
      getName: () => app.getName(),
      getVersion: () => app.getVersion(),
      getPath: (name) => app.getPath(name),
      setPath: (name, path) => app.setPath(name, path),
      requestSingleInstanceLock: () => app.requestSingleInstanceLock(),
      quit: () => app.quit(),
      whenReady: () => app.whenReady(),
      on(event: string, listener: (arg: never) => void) {
        if (event === 'web-contents-created') {
          app.on('web-contents-created', (_event, contents) =>
            (listener as (contents: WebContentsFacade) => void)(adaptWebContents(contents))
          )
        } else if (event === 'before-quit') {
          app.on('before-quit', (e) => (listener as (e: PreventableEvent) => void)(e))
        } else {
          app.on(event as 'activate', () => (listener as () => void)())
        }
      }
    },
    ipcMain,
    dialog: {
      showMessageBox(parent, options) {
        const opts = { ...options, buttons: [...options.buttons] }
        const win = parent ? browserWindows.get(parent) : undefined
        return win && !win.isDestroyed() ? dialog.showMessageBox(win, opts) : dialog.showMessageBox(opts)
      }
    },
    menu: {
      setApplicationMenu: (template) =>
        Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(template)))
    },
    screen: () => ({
      getAllDisplays: () => screen.getAllDisplays().map((d) => ({ workArea: d.workArea })),
      getPrimaryDisplay: () => ({ workArea: screen.getPrimaryDisplay().workArea })
    }),
    defaultSession: () => adaptSession(session.defaultSession),
    createWindow: (options) => adaptWindow(new BrowserWindow(options)),
    runtime: {
      versions: {
        electron: process.versions.electron ?? '',
        chrome: process.versions.chrome ?? '',
        node: process.versions.node
      },
      platform: process.platform
    }
  }
}
