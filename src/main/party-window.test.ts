// Issue 25: "Show on a big screen" through main's glue, on the fake Electron: a second display gets a
// full-screen window of its own with the party screen; one display switches the host's window, and
// View › Back to the table brings the app back into it.
import { describe, expect, it } from 'vitest'
import { fileLocation } from '../desktop/renderer-location'
import { FakeElectron } from '../../test-support/main/fake-electron'
import type { FakeWindow } from '../../test-support/main/fake-electron'
import { createMainWindow } from './main-window'
import { createPartyScreens } from './party-window'
import { createWindowRegistry } from './window-registry'

const location = fileLocation('/app/out/renderer/index.html')
const laptop = { workArea: { x: 0, y: 0, width: 1440, height: 870 } }
const tv = { workArea: { x: 1440, y: 0, width: 1920, height: 1080 } }

function app(displays = [laptop]) {
  const electron = new FakeElectron()
  electron.fakeScreen.displays = displays
  const windows = createWindowRegistry()
  const errors: unknown[] = []
  const host = createMainWindow(electron, windows, {
    preloadPath: '/app/out/preload/index.cjs',
    location
  }) as FakeWindow
  const party = createPartyScreens(electron, windows, location, (_m, e) => errors.push(e))
  return { electron, windows, host, party, errors }
}

describe('show on a big screen', () => {
  it('opens a full-screen window on the second display with the party screen, without the bridge', () => {
    const { electron, windows, host, party } = app([laptop, tv])
    const opened = party.open(53123)
    expect(opened).toEqual({ where: 'window', url: 'http://127.0.0.1:53123/?screen=party' })
    const win = electron.windows.at(-1)!
    expect(win).not.toBe(host)
    expect(win.options).toMatchObject({ ...tv.workArea, fullscreen: true, show: false })
    expect(win.options.webPreferences.preload).toBeUndefined()
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false
    })
    expect(win.loaded).toEqual({ url: opened.url })
    // not one of the app's windows: IPC from it is refused like any foreign page
    expect(windows.has(win.webContents.id)).toBe(false)
    win.emit('ready-to-show')
    expect(win.shown).toBe(true)
    // the host keeps their window and the table in it
    expect(host.loaded).toEqual({ file: '/app/out/renderer/index.html' })
  })

  it('closes the big screen with the host window', () => {
    const { electron, host, party } = app([laptop, tv])
    party.open(53123)
    const win = electron.windows.at(-1)!
    host.close()
    expect(win.destroyed).toBe(true)
  })

  it('switches the host window itself on one display, and goes back to the app from the menu', () => {
    const { electron, host, party } = app([laptop])
    expect(party.open(53123)).toEqual({ where: 'here', url: 'http://127.0.0.1:53123/?screen=party' })
    expect(electron.windows).toEqual([host])
    expect(host.loaded).toEqual({ url: 'http://127.0.0.1:53123/?screen=party' })
    expect(party.back()).toBe(true)
    expect(host.loaded).toEqual({ file: '/app/out/renderer/index.html' })
    // nothing to go back from any more
    expect(party.back()).toBe(false)
  })
})
