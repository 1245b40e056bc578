import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createNoticeBoard } from './notices'
import { WINDOW_STATE_FILE, windowStateFile } from './window-state-file'
import { useTempFolder } from '../../test-support/main/temp-folder'

describe('the window-state file', () => {
  const folder = useTempFolder('ftf-window-')

  it('keeps the bounds in whole pixels and the maximized state, for the next start', async () => {
    const notices = createNoticeBoard()
    const file = windowStateFile(folder(), notices.add)
    await expect(file.read()).resolves.toBeUndefined()
    file.save({ x: 10.4, y: 19.6, width: 900, height: 600.5 }, true)
    const bounds = { x: 10, y: 20, width: 900, height: 601 }
    expect(JSON.parse(await readFile(join(folder(), WINDOW_STATE_FILE), 'utf8'))).toEqual({
      format: 1,
      bounds,
      maximized: true
    })
    expect(file.current()).toEqual({ bounds, maximized: true })
    await expect(windowStateFile(folder(), notices.add).read()).resolves.toEqual(file.current())
    expect(notices.list()).toEqual([])
  })

  it('sets an unreadable file aside and opens the window at the default place', async () => {
    await writeFile(
      join(folder(), WINDOW_STATE_FILE),
      JSON.stringify({ format: 1, bounds: { x: 'left' }, maximized: false })
    )
    const notices = createNoticeBoard()
    await expect(windowStateFile(folder(), notices.add).read()).resolves.toBeUndefined()
    expect(notices.list()).toEqual([
      expect.objectContaining({ kind: 'corrupt-file', message: expect.stringContaining('window position') })
    ])
    expect((await readdir(folder())).filter((f) => f.startsWith('window-state.corrupt-'))).toHaveLength(1)
  })

  it('throws when the write fails, still remembering the state for this session', async () => {
    await writeFile(join(folder(), 'file'), 'not a folder')
    const file = windowStateFile(join(folder(), 'file', 'sub'), () => undefined)
    const bounds = { x: 0, y: 0, width: 900, height: 600 }
    expect(() => file.save(bounds, false)).toThrow()
    expect(file.current()).toEqual({ bounds, maximized: false })
  })
})
