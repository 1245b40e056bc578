import { describe, expect, it } from 'vitest'
import type { DiscoveredTable } from '../../ipc/contract'
import type { WindowOptions } from '../electron-facade'
import { discoveredTable } from '../../../test-support/main/discovered-table'
import { FakeWindow } from '../../../test-support/main/fake-electron'
import { createWindowRegistry } from '../window-registry'
import { createPushSender } from './push'

const table = discoveredTable()

describe('createPushSender', () => {
  it('sends a checked payload to every open app window', () => {
    const registry = createWindowRegistry()
    const open = new FakeWindow({} as WindowOptions)
    const closed = new FakeWindow({} as WindowOptions)
    registry.add(open)
    registry.add(closed)
    closed.close()
    createPushSender(registry).send('discovery:changed', [{ ...table, extra: 1 } as DiscoveredTable])
    expect(open.webContents.sent).toEqual([{ channel: 'discovery:changed', payload: [table] }])
    expect(closed.webContents.sent).toEqual([])
  })

  it('sends menu commands and notices', () => {
    const registry = createWindowRegistry()
    const win = new FakeWindow({} as WindowOptions)
    registry.add(win)
    const push = createPushSender(registry)
    push.send('menu:command', { command: 'rules' })
    push.send('notices:changed', [])
    expect(win.webContents.sent).toEqual([
      { channel: 'menu:command', payload: { command: 'rules' } },
      { channel: 'notices:changed', payload: [] }
    ])
    expect(() => push.send('menu:command', { command: 'format-disk' } as never)).toThrow()
  })

  it('throws on a payload outside the contract', () => {
    const registry = createWindowRegistry()
    registry.add(new FakeWindow({} as WindowOptions))
    const bad = [{ ...table, port: 'x' }] as unknown as DiscoveredTable[]
    expect(() => createPushSender(registry).send('discovery:changed', bad)).toThrow()
  })
})
