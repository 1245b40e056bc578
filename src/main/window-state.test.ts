import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { WINDOW_STATE_FILE, windowStateFile } from '../desktop/window-state-file'
import type { WindowOptions } from './electron-facade'
import { FakeWindow } from '../../test-support/main/fake-electron'
import { trackWindowState } from './window-state'
import { useTempFolder } from '../../test-support/main/temp-folder'

describe('remembering the window as it closes', () => {
  const folder = useTempFolder('ftf-window-')

  it('remembers the normal bounds and maximized state when the window closes', async () => {
    const file = windowStateFile(folder(), () => undefined)
    const win = new FakeWindow({ x: 10, y: 20, width: 900, height: 600 } as WindowOptions)
    trackWindowState(win, file, vi.fn())
    win.maximize()
    win.close()
    expect(JSON.parse(await readFile(join(folder(), WINDOW_STATE_FILE), 'utf8'))).toEqual({
      format: 1,
      bounds: { x: 10, y: 20, width: 900, height: 600 },
      maximized: true
    })
    expect(file.current()).toEqual({ bounds: { x: 10, y: 20, width: 900, height: 600 }, maximized: true })
    await expect(windowStateFile(folder(), () => undefined).read()).resolves.toEqual(file.current())
  })

  it('logs a failed write instead of throwing while the window closes', async () => {
    await rm(folder(), { recursive: true })
    await writeFile(folder(), 'not a folder')
    const log = vi.fn()
    const file = windowStateFile(join(folder(), 'sub'), () => undefined)
    const win = new FakeWindow({ width: 900, height: 600 } as WindowOptions)
    trackWindowState(win, file, log)
    expect(() => win.close()).not.toThrow()
    expect(log).toHaveBeenCalledOnce()
    expect(win.isDestroyed()).toBe(true)
    await rm(folder())
  })
})
