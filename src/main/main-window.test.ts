import { describe, expect, it } from 'vitest'
import { createMainWindow, mainWindowOptions } from './main-window'
import type { MainWindowConfig } from './main-window'
import { devServerLocation, fileLocation } from '../desktop/renderer-location'
import { FakeElectron } from '../../test-support/main/fake-electron'
import { createWindowRegistry } from './window-registry'

const preloadPath = '/app/out/preload/index.cjs'

describe('the main window', () => {
  // What Electron's security checklist asks of a window that may show text from other machines
  // (https://www.electronjs.org/docs/latest/tutorial/security), checked on the window really created.
  // Preferences that do not weaken security can be added without touching these tests.
  const created = (config: Partial<MainWindowConfig> = {}) => {
    const electron = new FakeElectron()
    createMainWindow(electron, createWindowRegistry(), {
      preloadPath,
      location: fileLocation('/app/out/renderer/index.html'),
      ...config
    })
    return electron.windows[0]!.options
  }

  it('gives the page no Node: not in the page, a frame or a worker, and sandboxes it', () => {
    const prefs = { ...created().webPreferences } as Record<string, unknown>
    const nodeSwitches = Object.keys(prefs).filter((key) => /^nodeIntegration/.test(key))
    // Spelled out, so an Electron default that changes cannot turn one on.
    expect(nodeSwitches).toEqual(
      expect.arrayContaining(['nodeIntegration', 'nodeIntegrationInWorker', 'nodeIntegrationInSubFrames'])
    )
    for (const key of nodeSwitches) expect(prefs[key], key).toBe(false)
    expect(prefs.sandbox).toBe(true)
  })

  it('keeps the page out of the preload world; our preload is the only privileged script', () => {
    const prefs = created().webPreferences
    expect(prefs.contextIsolation).toBe(true)
    expect(prefs.preload).toBe(preloadPath)
  })

  it('leaves Chromium web security whole and refuses webviews, experiments and drag-and-drop navigation', () => {
    const prefs = { ...created().webPreferences } as Record<string, unknown>
    expect(prefs.webSecurity).toBe(true)
    expect(prefs.allowRunningInsecureContent).toBe(false)
    expect(prefs.webviewTag).toBe(false)
    expect(prefs.experimentalFeatures).toBe(false)
    expect(prefs.navigateOnDragDrop).toBe(false)
    expect(prefs).not.toHaveProperty('enableBlinkFeatures')
  })

  it('gives every window the same safe preferences, whatever its placement or icon', () => {
    const plain = created().webPreferences
    expect(
      created({ iconPath: '/i.png', placement: { width: 900, height: 600, maximized: true } }).webPreferences
    ).toEqual(plain)
    expect(created({ location: devServerLocation('http://localhost:5173') }).webPreferences).toEqual(plain)
  })

  it('stays hidden until ready and uses the icon only when given one', () => {
    const options = mainWindowOptions({ preloadPath, location: fileLocation('/app/out/renderer/index.html') })
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
