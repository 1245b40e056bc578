import { describe, expect, it } from 'vitest'
import { createMainWindow, mainWindowOptions } from './main-window'
import { devServerLocation, fileLocation } from './renderer-location'
import { FakeElectron } from '../../test-support/main/fake-electron'
import { createWindowRegistry } from './window-registry'

const preloadPath = '/app/out/preload/index.cjs'

describe('the main window', () => {
  it('has isolated, sandboxed, node-free web preferences with our preload', () => {
    const options = mainWindowOptions({ preloadPath, location: fileLocation('/app/out/renderer/index.html') })
    expect(options.webPreferences).toEqual({
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false
    })
    expect(options.show).toBe(false)
    expect(options).not.toHaveProperty('icon')
    expect(mainWindowOptions({ preloadPath, location: fileLocation('/x'), iconPath: '/i.png' }).icon).toBe(
      '/i.png'
    )
  })

  it('loads the built renderer file and shows on ready-to-show', () => {
    const electron = new FakeElectron()
    const registry = createWindowRegistry()
    createMainWindow(electron, registry, {
      preloadPath,
      location: fileLocation('/app/out/renderer/index.html')
    })
    const win = electron.windows[0]!
    expect(win.loaded).toEqual({ file: '/app/out/renderer/index.html' })
    expect(registry.has(win.webContents.id)).toBe(true)
    expect(win.shown).toBe(false)
    win.emit('ready-to-show')
    expect(win.shown).toBe(true)
  })

  it('opens where the window state says, maximized if it was', () => {
    const location = fileLocation('/app/out/renderer/index.html')
    expect(mainWindowOptions({ preloadPath, location })).toMatchObject({ width: 1280, height: 800 })
    expect(mainWindowOptions({ preloadPath, location })).not.toHaveProperty('x')
    const placed = mainWindowOptions({
      preloadPath,
      location,
      placement: { x: 40, y: 30, width: 1000, height: 700, maximized: true }
    })
    expect(placed).toMatchObject({ x: 40, y: 30, width: 1000, height: 700, minWidth: 800, minHeight: 560 })

    const electron = new FakeElectron()
    createMainWindow(electron, createWindowRegistry(), {
      preloadPath,
      location,
      placement: { width: 1000, height: 700, maximized: true }
    })
    const win = electron.windows[0]!
    win.emit('ready-to-show')
    expect(win.maximized).toBe(true)
    expect(win.shown).toBe(true)
  })

  it('loads the dev server URL in development', () => {
    const electron = new FakeElectron()
    createMainWindow(electron, createWindowRegistry(), {
      preloadPath,
      location: devServerLocation('http://localhost:5173')
    })
    expect(electron.windows[0]?.loaded).toEqual({ url: 'http://localhost:5173/' })
  })

  it('logs a failed load instead of throwing', async () => {
    const electron = new FakeElectron()
    const errors: unknown[] = []
    const original = electron.createWindow.bind(electron)
    electron.createWindow = (options) => {
      const win = original(options)
      win.loadFile = () => Promise.reject(new Error('ERR_FILE_NOT_FOUND'))
      return win
    }
    createMainWindow(
      electron,
      createWindowRegistry(),
      { preloadPath, location: fileLocation('/nope') },
      (_m, e) => errors.push(e)
    )
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(errors).toHaveLength(1)
  })
})
