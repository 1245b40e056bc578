// Adapts the real `electron` module to ElectronFacade. The only file in src/main that imports `electron`;
// imported only by ./index.ts. Never imported by tests (in plain Node `electron` is the installer).
import { BrowserWindow, app, ipcMain, session } from 'electron'
import type { Session, WebContents } from 'electron'
import type { ElectronFacade, SessionFacade, WebContentsFacade, WindowFacade } from './electron-facade'

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

function adaptWindow(win: BrowserWindow): WindowFacade {
  const webContents = adaptWebContents(win.webContents)
  return {
    webContents,
    once: (event, listener) => void win.once(event, listener),
    on: (event, listener) => void win.on(event, listener),
    loadURL: (url) => win.loadURL(url),
    loadFile: (path) => win.loadFile(path),
    show: () => win.show(),
    focus: () => win.focus(),
    restore: () => win.restore(),
    isMinimized: () => win.isMinimized(),
    isDestroyed: () => win.isDestroyed()
  }
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

export function createRealFacade(): ElectronFacade {
  return {
    app: {
      get isPackaged() {
        return app.isPackaged
      },
      getName: () => app.getName(),
      getVersion: () => app.getVersion(),
      requestSingleInstanceLock: () => app.requestSingleInstanceLock(),
      quit: () => app.quit(),
      whenReady: () => app.whenReady(),
      on(event: string, listener: (contents: WebContentsFacade) => void) {
        if (event === 'web-contents-created') {
          app.on('web-contents-created', (_event, contents) => listener(adaptWebContents(contents)))
        } else {
          app.on(event as 'activate', () => (listener as () => void)())
        }
      }
    },
    ipcMain,
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
