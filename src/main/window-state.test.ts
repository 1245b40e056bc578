import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WindowOptions } from './electron-facade'
import { createNoticeBoard } from './notices'
import { FakeWindow } from '../../test-support/main/fake-electron'
import { WINDOW_STATE_FILE, placeWindow, windowStateFile } from './window-state'

const defaults = { width: 1280, height: 800 }
const min = { width: 800, height: 560 }
const laptop = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } }
const rightMonitor = { workArea: { x: 1920, y: 0, width: 2560, height: 1400 } }
const small = { workArea: { x: 0, y: 0, width: 1024, height: 700 } }

const saved = (x: number, y: number, width = 1000, height = 700, maximized = false) => ({
  bounds: { x, y, width, height },
  maximized
})

describe('placeWindow', () => {
  it.each([
    [
      'nothing remembered: default size, centred',
      undefined,
      [laptop],
      { width: 1280, height: 800, maximized: false }
    ],
    [
      'nothing remembered on a small screen: fits it',
      undefined,
      [small],
      { width: 1024, height: 700, maximized: false }
    ],
    [
      'on the laptop as remembered',
      saved(100, 50),
      [laptop],
      { x: 100, y: 50, width: 1000, height: 700, maximized: false }
    ],
    [
      'maximized stays maximized',
      saved(100, 50, 1000, 700, true),
      [laptop],
      { x: 100, y: 50, width: 1000, height: 700, maximized: true }
    ],
    [
      'on the second monitor as remembered',
      saved(2000, 100),
      [laptop, rightMonitor],
      { x: 2000, y: 100, width: 1000, height: 700, maximized: false }
    ],
    [
      'second monitor unplugged: centred on the primary display',
      saved(2000, 100),
      [laptop],
      { width: 1000, height: 700, maximized: false }
    ],
    [
      'hanging off the edge: pulled fully onto the display',
      saved(1500, 900),
      [laptop],
      { x: 920, y: 340, width: 1000, height: 700, maximized: false }
    ],
    [
      'across two displays: onto the one it overlaps most',
      saved(1700, 100),
      [laptop, rightMonitor],
      { x: 1920, y: 100, width: 1000, height: 700, maximized: false }
    ],
    [
      'bigger than the display now: shrunk to its work area',
      saved(0, 0, 3000, 2000),
      [small],
      { x: 0, y: 0, width: 1024, height: 700, maximized: false }
    ],
    [
      'smaller than the minimum: grown to it',
      saved(10, 10, 200, 100),
      [laptop],
      { x: 10, y: 10, width: 800, height: 560, maximized: false }
    ],
    [
      'above the top of the screen: moved down',
      saved(100, -500),
      [laptop],
      { x: 100, y: 0, width: 1000, height: 700, maximized: false }
    ]
  ])('%s', (_name, state, displays, placement) => {
    expect(placeWindow(state, displays, defaults, min)).toEqual(placement)
  })
})

describe('the window-state file', () => {
  let dir: string

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ftf-window-'))
  })

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('remembers the normal bounds and maximized state when the window closes', async () => {
    const notices = createNoticeBoard()
    const file = windowStateFile(dir, notices.add)
    await expect(file.read()).resolves.toBeUndefined()
    const win = new FakeWindow({ x: 10, y: 20, width: 900, height: 600 } as WindowOptions)
    file.track(win, vi.fn())
    win.maximize()
    win.close()
    expect(JSON.parse(await readFile(join(dir, WINDOW_STATE_FILE), 'utf8'))).toEqual({
      format: 1,
      bounds: { x: 10, y: 20, width: 900, height: 600 },
      maximized: true
    })
    expect(file.current()).toEqual({ bounds: { x: 10, y: 20, width: 900, height: 600 }, maximized: true })
    await expect(windowStateFile(dir, notices.add).read()).resolves.toEqual(file.current())
  })

  it('sets an unreadable file aside and opens the window at the default place', async () => {
    await writeFile(
      join(dir, WINDOW_STATE_FILE),
      JSON.stringify({ format: 1, bounds: { x: 'left' }, maximized: false })
    )
    const notices = createNoticeBoard()
    await expect(windowStateFile(dir, notices.add).read()).resolves.toBeUndefined()
    expect(notices.list()).toEqual([
      expect.objectContaining({ kind: 'corrupt-file', message: expect.stringContaining('window position') })
    ])
    expect((await readdir(dir)).filter((f) => f.startsWith('window-state.corrupt-'))).toHaveLength(1)
  })

  it('logs a failed write instead of throwing while the window closes', async () => {
    await rm(dir, { recursive: true })
    await writeFile(dir, 'not a folder')
    const log = vi.fn()
    const file = windowStateFile(join(dir, 'sub'), () => undefined)
    const win = new FakeWindow({ width: 900, height: 600 } as WindowOptions)
    file.track(win, log)
    expect(() => win.close()).not.toThrow()
    expect(log).toHaveBeenCalledOnce()
    expect(win.isDestroyed()).toBe(true)
    await rm(dir)
  })
})
