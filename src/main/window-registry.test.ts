import { describe, expect, it } from 'vitest'
import { FakeWindow } from '../../test-support/main/fake-electron'
import type { WindowOptions } from './electron-facade'
import { createWindowRegistry } from './window-registry'

const options = {} as WindowOptions

describe('createWindowRegistry', () => {
  it('knows our windows until they close', () => {
    const registry = createWindowRegistry()
    const first = new FakeWindow(options)
    const second = new FakeWindow(options)
    expect(registry.main()).toBeUndefined()
    registry.add(first)
    registry.add(second)
    expect(registry.has(first.webContents.id)).toBe(true)
    expect(registry.has(9999)).toBe(false)
    expect(registry.main()).toBe(first)
    expect(registry.all()).toEqual([first, second])
    first.close()
    expect(registry.has(first.webContents.id)).toBe(false)
    expect(registry.main()).toBe(second)
  })
})
