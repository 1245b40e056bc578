import { describe, expect, it } from 'vitest'
import type { WindowOptions } from './electron-facade'
import { enforceSingleInstance } from './single-instance'
import { FakeApp, FakeWindow } from '../../test-support/main/fake-electron'

describe('enforceSingleInstance', () => {
  it('quits a second instance at once', () => {
    const app = new FakeApp()
    app.lockAvailable = false
    expect(enforceSingleInstance(app, () => undefined)).toBe(false)
    expect(app.quitCalls).toBe(1)
    expect(app.count('second-instance')).toBe(0)
  })

  it('restores, shows and focuses the window when a second instance starts', () => {
    const app = new FakeApp()
    const win = new FakeWindow({} as WindowOptions)
    win.minimized = true
    expect(enforceSingleInstance(app, () => win)).toBe(true)
    expect(app.quitCalls).toBe(0)
    app.emit('second-instance')
    expect(win.minimized).toBe(false)
    expect(win.shown).toBe(true)
    expect(win.focused).toBe(true)
  })

  it('does nothing when there is no window yet or it is gone', () => {
    const app = new FakeApp()
    const current: { win?: FakeWindow } = {}
    enforceSingleInstance(app, () => current.win)
    expect(() => app.emit('second-instance')).not.toThrow()
    const win = new FakeWindow({} as WindowOptions)
    win.destroyed = true
    current.win = win
    app.emit('second-instance')
    expect(win.focused).toBe(false)
  })
})
