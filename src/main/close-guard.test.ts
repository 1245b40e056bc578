import { describe, expect, it, vi } from 'vitest'
import { CLOSE_BUTTONS } from '../desktop/closing-question'
import { createTableHosting } from '../desktop/hosting/table-hosting'
import { guardQuit, guardWindowClose } from './close-guard'
import type { CloseGuardDeps } from './close-guard'
import type { WindowOptions } from './electron-facade'
import { FakeElectron, FakeWindow } from '../../test-support/main/fake-electron'
import { FakeTableSaves, FakeTableServers } from '../../test-support/main/fake-table-server'

function setup() {
  const electron = new FakeElectron()
  const servers = new FakeTableServers()
  const hosting = createTableHosting({
    startServer: servers.start,
    advertise: servers.advertise,
    dataDirs: { hosted: '/data', solo: '/data/solo' },
    saves: { solo: new FakeTableSaves() },
    report: () => undefined,
    onMatchEnded: () => undefined,
    log: () => undefined
  })
  const win = new FakeWindow({ width: 1000, height: 700 } as WindowOptions)
  const deps: CloseGuardDeps = {
    app: electron.app,
    dialog: electron.dialog,
    hosting,
    mainWindow: () => win
  }
  guardWindowClose(win, deps)
  guardQuit(deps)
  return { electron, servers, hosting, win }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('closing the window', () => {
  it('goes through at once without a table', () => {
    const { electron, win } = setup()
    win.close()
    expect(win.isDestroyed()).toBe(true)
    expect(electron.dialog.shown).toEqual([])
  })

  it('closes a table in the lobby without asking, then the window', async () => {
    const { electron, servers, hosting, win } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    win.close()
    expect(win.isDestroyed()).toBe(false)
    await vi.waitFor(() => expect(win.isDestroyed()).toBe(true))
    expect(electron.dialog.shown).toEqual([])
    expect(servers.journal.slice(-2)).toEqual(['goodbye 0', 'close 0'])
  })

  it('asks during a match, and keeps everything when the user keeps playing', async () => {
    const { electron, servers, hosting, win } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    servers.last!.statusNow = 'playing'
    electron.dialog.press(CLOSE_BUTTONS.keep)
    win.close()
    await settle()
    expect(electron.dialog.shown).toHaveLength(1)
    expect(electron.dialog.shown[0]).toMatchObject({
      parent: win,
      options: {
        type: 'question',
        message: 'A match is in progress. Close the table?',
        detail: expect.stringContaining('“Den”'),
        buttons: [CLOSE_BUTTONS.close, CLOSE_BUTTONS.keep],
        cancelId: 1,
        defaultId: 1
      }
    })
    expect(win.isDestroyed()).toBe(false)
    expect(servers.last?.closed).toBe(false)
    expect(hosting.current()).not.toBeNull()
  })

  it('closes the table cleanly, then the window, when the user confirms', async () => {
    const { electron, servers, hosting, win } = setup()
    await hosting.solo({ bots: ['easy'] })
    servers.last!.statusNow = 'roundOver'
    electron.dialog.press(CLOSE_BUTTONS.close)
    win.close()
    await vi.waitFor(() => expect(win.isDestroyed()).toBe(true))
    expect(electron.dialog.shown[0]?.options.detail).toContain('resume it')
    expect(servers.last?.closedWith).toEqual(['The host closed the table.'])
    expect(hosting.current()).toBeNull()
  })

  it('shows one dialog however often the user clicks close', async () => {
    const { electron, servers, hosting, win } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    servers.last!.statusNow = 'playing'
    let answer: (n: number) => void = () => undefined
    electron.dialog.answer = () => new Promise((resolve) => (answer = resolve))
    win.close()
    win.close()
    win.close()
    await settle()
    expect(electron.dialog.shown).toHaveLength(1)
    answer(0)
    await vi.waitFor(() => expect(win.isDestroyed()).toBe(true))
  })
})

describe('quitting', () => {
  it('goes through at once without a table', () => {
    const { electron } = setup()
    electron.app.quit()
    expect(electron.app.quitted).toBe(true)
    expect(electron.dialog.shown).toEqual([])
  })

  it('closes a lobby table (goodbye sent, save kept) before quitting, without asking', async () => {
    const { electron, servers, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    electron.app.quit()
    expect(electron.app.quitted).toBe(false)
    await vi.waitFor(() => expect(electron.app.quitted).toBe(true))
    expect(servers.journal.slice(-2)).toEqual(['goodbye 0', 'close 0'])
    expect(electron.dialog.shown).toEqual([])
    expect(electron.app.quitCalls).toBe(2)
  })

  it('asks during a match; keeping on playing cancels the quit', async () => {
    const { electron, servers, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    servers.last!.statusNow = 'playing'
    electron.app.quit()
    await settle()
    expect(electron.dialog.shown[0]?.options).toMatchObject({
      message: 'A match is in progress. Quit anyway?',
      buttons: [CLOSE_BUTTONS.quit, CLOSE_BUTTONS.keep]
    })
    expect(electron.app.quitted).toBe(false)
    expect(servers.last?.closed).toBe(false)

    electron.dialog.press(CLOSE_BUTTONS.quit)
    electron.app.quit()
    await vi.waitFor(() => expect(electron.app.quitted).toBe(true))
    expect(servers.last?.closed).toBe(true)
  })

  it('guards a later quit again when the first one was cancelled elsewhere', async () => {
    const { electron, servers, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    electron.app.quit()
    await vi.waitFor(() => expect(electron.app.quitted).toBe(true))
    electron.app.quitted = false
    await hosting.host({ name: 'Again', seats: 4 })
    servers.last!.statusNow = 'playing'
    electron.app.quit()
    await settle()
    expect(electron.dialog.shown).toHaveLength(1)
    expect(electron.app.quitted).toBe(false)
  })

  it('quits even when closing the table fails', async () => {
    const { electron, servers, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    servers.last!.close = () => Promise.reject(new Error('boom'))
    electron.app.quit()
    await vi.waitFor(() => expect(electron.app.quitted).toBe(true))
  })
})
