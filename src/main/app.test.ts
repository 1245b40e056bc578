import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLOSE_BUTTONS } from '../desktop/closing-question'
import type { BrowseTables } from '../desktop/discovery/discovery-service'
import { startApp } from './app'
import type { AppConfig } from './app'
import { CONTENT_SECURITY_POLICY } from './security/csp'
import { createOriginPolicy } from '../server/transport/origin-policy'
import { FakeElectron, ipcEventFrom } from '../../test-support/main/fake-electron'
import type { FakeWindow } from '../../test-support/main/fake-electron'
import { FakeTableServers } from '../../test-support/main/fake-table-server'
import { refuse } from '../engine/result'

const folders: string[] = []

afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

async function userDataFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'ftf-app-'))
  folders.push(folder)
  return folder
}

const noBrowsing: BrowseTables = async () => refuse('socket-error', 'no multicast in tests')

function config(servers = new FakeTableServers()): AppConfig {
  return {
    preloadPath: '/app/out/preload/index.cjs',
    rendererIndexFile: '/app/out/renderer/index.html',
    backends: { startServer: servers.start, advertise: servers.advertise, browse: noBrowsing },
    log: () => undefined
  }
}

async function started(electron = new FakeElectron(), overrides: Partial<AppConfig> = {}) {
  const running = startApp(electron, { ...config(), ...overrides })
  electron.app.becomeReady()
  return { electron, running: await running }
}

const indexUrl = 'file:///app/out/renderer/index.html'
const from = (win: FakeWindow) => ipcEventFrom(win.webContents, indexUrl)

describe('startApp', () => {
  it('before ready, adds to every session\u2019s User-Agent what hosts need to accept its file:// window', async () => {
    const electron = new FakeElectron()
    const original = electron.app.userAgentFallback
    const running = startApp(electron, config())
    // Electron reads the fallback when sessions are made, so it must be set before `ready`.
    const agent = electron.app.userAgentFallback
    electron.app.becomeReady()
    await running
    const hostPolicy = createOriginPolicy({ port: 7535 })
    expect(hostPolicy.checkUpgrade('file://', undefined, original)).toMatchObject({ ok: false, error: { code: 'file-origin' } })
    expect(hostPolicy.checkUpgrade('file://', undefined, agent).ok).toBe(true)
    expect(agent.startsWith(original)).toBe(true)
  })

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
    expect(electron.menu.template).toBeUndefined()
  })

  it('chooses another user-data folder before asking for the single-instance lock', async () => {
    const folder = await userDataFolder()
    const { electron } = await started(new FakeElectron(), { userDataDir: folder })
    expect(electron.app.getPath('userData')).toBe(folder)
    expect(electron.app.lateSetPath).toBe(false)
    expect(electron.screenAccessedBeforeReady).toBe(false)
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

describe('the desktop features', () => {
  it('sets the app menu: Help › Rules tells the renderer, About shows the versions', async () => {
    const { electron } = await started()
    expect(electron.menu.template?.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help'])
    electron.menu.item('Help', 'Rules')?.click?.()
    expect(electron.windows[0]?.webContents.sent).toEqual([
      { channel: 'menu:command', payload: { command: 'rules' } }
    ])
    electron.menu.item('Help', 'About Five Three Five')?.click?.()
    await vi.waitFor(() => expect(electron.dialog.shown).toHaveLength(1))
    expect(electron.dialog.shown[0]?.parent).toBe(electron.windows[0])
    expect(electron.dialog.shown[0]?.options.detail).toContain('Electron 45.5.0')
  })

  it('keeps settings and history in the user-data folder', async () => {
    const folder = await userDataFolder()
    const { electron } = await started(new FakeElectron(), { userDataDir: folder })
    const own = from(electron.windows[0]!)
    await expect(electron.ipcMain.invoke('settings:set', own, { playerName: 'Ada' })).resolves.toMatchObject({
      ok: true,
      value: { playerName: 'Ada' }
    })
    await expect(electron.ipcMain.invoke('history:list', own)).resolves.toMatchObject({
      ok: true,
      value: { entries: [] }
    })
    expect(await readdir(folder)).toContain('settings.json')
  })

  it('sets a corrupt settings file aside and tells the renderer, without failing to start', async () => {
    const folder = await userDataFolder()
    await writeFile(join(folder, 'settings.json'), '{ not json')
    const { electron } = await started(new FakeElectron(), { userDataDir: folder })
    expect(electron.windows).toHaveLength(1)
    await expect(electron.ipcMain.invoke('notices:list', from(electron.windows[0]!))).resolves.toMatchObject({
      ok: true,
      value: [{ kind: 'corrupt-file', file: expect.stringContaining('settings.corrupt-') }]
    })
    expect((await readdir(folder)).some((f) => f.startsWith('settings.corrupt-'))).toBe(true)
  })

  it('reopens the window where it was, on a display that is still there', async () => {
    const folder = await userDataFolder()
    const first = await started(new FakeElectron(), { userDataDir: folder })
    const win = first.electron.windows[0]!
    win.bounds = { x: 300, y: 200, width: 1100, height: 750 }
    win.close()

    const second = await started(new FakeElectron(), { userDataDir: folder })
    expect(second.electron.windows[0]?.options).toMatchObject({ x: 300, y: 200, width: 1100, height: 750 })

    const unplugged = new FakeElectron()
    unplugged.fakeScreen.displays = [{ workArea: { x: 2000, y: 0, width: 1280, height: 720 } }]
    const third = await started(unplugged, { userDataDir: folder })
    expect(third.electron.windows[0]?.options).not.toHaveProperty('x')
    expect(third.electron.windows[0]?.options).toMatchObject({ width: 1100, height: 720 })
  })

  it('runs a solo table from the window, never advertised, and closes it before quitting', async () => {
    const servers = new FakeTableServers()
    const { electron } = await started(new FakeElectron(), config(servers))
    const result = await electron.ipcMain.invoke('table:solo', from(electron.windows[0]!), {
      bots: ['easy', 'hard']
    })
    expect(result).toMatchObject({
      ok: true,
      value: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:/) }
    })
    expect(servers.last?.options).toMatchObject({
      host: '127.0.0.1',
      bots: [
        { seat: 1, level: 'easy' },
        { seat: 2, level: 'hard' }
      ]
    })
    expect(servers.advertised).toEqual([])
    electron.app.quit()
    await vi.waitFor(() => expect(electron.app.quitted).toBe(true))
    expect(servers.last?.closed).toBe(true)
  })

  it('asks before closing the window during a match', async () => {
    const servers = new FakeTableServers()
    const { electron } = await started(new FakeElectron(), config(servers))
    const win = electron.windows[0]!
    await electron.ipcMain.invoke('table:host', from(win), { name: 'Den', seats: 4 })
    expect(servers.advertised).toHaveLength(1)
    servers.last!.statusNow = 'playing'
    electron.dialog.press(CLOSE_BUTTONS.close)
    win.close()
    await vi.waitFor(() => expect(win.isDestroyed()).toBe(true))
    expect(electron.dialog.shown[0]?.parent).toBe(win)
    expect(servers.journal.slice(-2)).toEqual(['goodbye 0', 'close 0'])
  })

  it('shows the hosting problems as notices: a table not announced on the LAN', async () => {
    const servers = new FakeTableServers()
    servers.advertiseFailure = 'no usable network interface'
    const { electron } = await started(new FakeElectron(), config(servers))
    const win = electron.windows[0]!
    await expect(
      electron.ipcMain.invoke('table:host', from(win), { name: 'Den', seats: 4 })
    ).resolves.toMatchObject({
      ok: true,
      value: { advertised: false }
    })
    expect(win.webContents.sent).toEqual([
      { channel: 'notices:changed', payload: [expect.objectContaining({ kind: 'advertise-failed' })] }
    ])
  })

  it('answers the LAN list as not available when multicast is unusable, with a notice', async () => {
    const { electron } = await started()
    const win = electron.windows[0]!
    await expect(electron.ipcMain.invoke('discovery:list', from(win))).resolves.toMatchObject({
      ok: false,
      error: { code: 'not-available' }
    })
    expect(win.webContents.sent).toEqual([
      { channel: 'notices:changed', payload: [expect.objectContaining({ kind: 'discovery-failed' })] }
    ])
  })
})
