import { describe, expect, it } from 'vitest'
import { startApp } from './app'
import type { AppConfig } from './app'
import { CONTENT_SECURITY_POLICY } from './security/csp'
import { FakeElectron, ipcEventFrom } from './testing/fake-electron'

const config: AppConfig = {
  preloadPath: '/app/out/preload/index.cjs',
  rendererIndexFile: '/app/out/renderer/index.html',
  log: () => undefined
}

async function started(electron = new FakeElectron(), overrides: Partial<AppConfig> = {}) {
  const running = startApp(electron, { ...config, ...overrides })
  electron.app.becomeReady()
  return { electron, running: await running }
}

describe('startApp', () => {
  it('assembles the secured app', async () => {
    const { electron, running } = await started()
    expect(running?.location).toEqual({ kind: 'file', indexFile: '/app/out/renderer/index.html' })
    expect(electron.sessionAccessedBeforeReady).toBe(false)

    const win = electron.windows[0]
    expect(electron.windows).toHaveLength(1)
    expect(win?.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false
    })
    expect(win?.loaded).toEqual({ file: '/app/out/renderer/index.html' })

    // per-page rules reached the window's page through web-contents-created
    expect(win?.webContents.navigate('https://example.com/')).toBe(true)
    expect(win?.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' })
    expect(win?.webContents.attachWebview()).toBe(true)

    // session rules
    expect(electron.session.respond('http://localhost/')?.['Content-Security-Policy']).toEqual([
      CONTENT_SECURITY_POLICY
    ])
    await expect(electron.session.request('media')).resolves.toBe(false)
    expect(electron.session.permissionCheckHandler?.({}, 'notifications')).toBe(false)
  })

  it('answers IPC from its own window only', async () => {
    const { electron } = await started()
    const win = electron.windows[0]!
    const own = ipcEventFrom(win.webContents, 'file:///app/out/renderer/index.html')
    await expect(electron.ipcMain.invoke('app:info', own)).resolves.toMatchObject({ ok: true })
    const stranger = electron.createForeignWebContents()
    const foreign = ipcEventFrom(stranger, 'file:///app/out/renderer/index.html')
    await expect(electron.ipcMain.invoke('app:info', foreign)).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden-sender' }
    })
    win.close()
    await expect(electron.ipcMain.invoke('app:info', own)).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden-sender' }
    })
  })

  it('uses the dev server only when not packaged', async () => {
    const dev = await started(new FakeElectron(), { devServerUrl: 'http://localhost:5173' })
    expect(dev.electron.windows[0]?.loaded).toEqual({ url: 'http://localhost:5173/' })
    expect(dev.electron.windows[0]?.webContents.navigate('http://localhost:5173/')).toBe(false)

    const packaged = new FakeElectron()
    packaged.app.isPackaged = true
    const prod = await started(packaged, { devServerUrl: 'http://localhost:5173' })
    expect(prod.electron.windows[0]?.loaded).toEqual({ file: '/app/out/renderer/index.html' })
  })

  it('does nothing but quit when another instance runs', async () => {
    const electron = new FakeElectron()
    electron.app.lockAvailable = false
    const { running } = await started(electron)
    expect(running).toBeUndefined()
    expect(electron.app.quitCalls).toBe(1)
    expect(electron.windows).toHaveLength(0)
    expect(electron.ipcMain.handlers.size).toBe(0)
    expect(electron.app.count('web-contents-created')).toBe(0)
  })

  it('focuses the window on a second launch', async () => {
    const { electron } = await started()
    electron.app.emit('second-instance')
    expect(electron.windows[0]?.focused).toBe(true)
  })

  it('reopens a window on activate when none is open, and quits when all close (not on macOS)', async () => {
    const { electron } = await started()
    electron.app.emit('activate')
    expect(electron.windows).toHaveLength(1)
    electron.windows[0]?.close()
    electron.app.emit('window-all-closed')
    expect(electron.app.quitCalls).toBe(1)
    electron.app.emit('activate')
    expect(electron.windows).toHaveLength(2)
  })

  it('pushes to its windows', async () => {
    const { electron, running } = await started()
    running?.push.send('discovery:changed', [])
    expect(electron.windows[0]?.webContents.sent).toEqual([{ channel: 'discovery:changed', payload: [] }])
  })
})
