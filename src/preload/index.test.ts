import { beforeAll, describe, expect, it, vi } from 'vitest'
import { invokeChannels, pushChannels } from '../ipc/channels'

// Replace the `electron` module (in Node it is the installer) with recording stand-ins.
const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>()
  const listeners = new Map<string, ((event: unknown, payload: unknown) => void)[]>()
  return {
    exposed,
    listeners,
    contextBridge: {
      exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value)
    },
    ipcRenderer: {
      invoke: async (channel: string, ...args: unknown[]) => ({ channel, args }),
      on(channel: string, listener: (event: unknown, payload: unknown) => void) {
        listeners.set(channel, [...(listeners.get(channel) ?? []), listener])
      },
      removeListener(channel: string, listener: (event: unknown, payload: unknown) => void) {
        listeners.set(
          channel,
          (listeners.get(channel) ?? []).filter((l) => l !== listener)
        )
      }
    }
  }
})
vi.mock('electron', () => ({ contextBridge: electron.contextBridge, ipcRenderer: electron.ipcRenderer }))

type Api = Record<string, (...args: unknown[]) => unknown>

describe('the preload', () => {
  let api: Api

  beforeAll(async () => {
    await import('./index')
    api = electron.exposed.get('fiveThreeFive') as Api
  })

  it('exposes only window.fiveThreeFive with the contract functions', () => {
    expect([...electron.exposed.keys()]).toEqual(['fiveThreeFive'])
    expect(Object.keys(api).sort()).toEqual(
      [...Object.values(invokeChannels), ...Object.values(pushChannels)].sort()
    )
  })

  it('invokes the channel behind each function', async () => {
    await expect(api['getAppInfo']?.()).resolves.toEqual({ channel: 'app:info', args: [] })
    await expect(api['startSolo']?.({ seats: 2 })).resolves.toEqual({
      channel: 'table:solo',
      args: [{ seats: 2 }]
    })
  })

  it('subscribes each push function to its own channel only', () => {
    const commands: unknown[] = []
    const off = api['onMenuCommand']?.((payload: unknown) => commands.push(payload)) as () => void
    for (const [channel, listeners] of electron.listeners) {
      for (const listener of listeners)
        listener({}, channel === 'menu:command' ? { command: 'rules' } : 'other')
    }
    expect(commands).toEqual([{ command: 'rules' }])
    off()
    expect(electron.listeners.get('menu:command')).toEqual([])
  })

  it('forwards push payloads without the IPC event, and unsubscribes', () => {
    const received: unknown[] = []
    const off = api['onDiscoveryChanged']?.((payload: unknown) => received.push(payload)) as () => void
    const [listener] = electron.listeners.get('discovery:changed') ?? []
    listener?.({ sender: 'ipcRenderer internals' }, ['table'])
    expect(received).toEqual([['table']])
    off()
    expect(electron.listeners.get('discovery:changed')).toEqual([])
  })
})
