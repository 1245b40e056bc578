import { describe, expect, it, vi } from 'vitest'
import { invokeChannels, pushChannels } from '../ipc/channels'
import { buildDesktopApi } from './api'

function build() {
  const invoke = vi.fn(async (..._args: unknown[]) => ({ ok: true, value: null }))
  const unsubscribe = vi.fn()
  const subscribe = vi.fn((_channel: string, _listener: (payload: unknown) => void) => unsubscribe)
  return { api: buildDesktopApi(invoke, subscribe), invoke, subscribe, unsubscribe }
}

describe('the desktop bridge', () => {
  it('exposes exactly one named function per contract channel', () => {
    const { api } = build()
    const expected = [...Object.values(invokeChannels), ...Object.values(pushChannels)].sort()
    expect(Object.keys(api).sort()).toEqual(expected)
    // A bridge name must not shadow what every object already has (the page could be fooled by it).
    for (const name of expected) expect(name in Object.prototype, name).toBe(false)
    for (const value of Object.values(api)) expect(typeof value).toBe('function')
    expect(Object.isFrozen(api)).toBe(true)
  })

  it('exposes no generic transport', () => {
    const { api } = build()
    for (const name of ['invoke', 'send', 'on', 'ipcRenderer', 'sendSync', 'postMessage']) {
      expect(api).not.toHaveProperty(name)
    }
  })

  it.each(Object.entries(invokeChannels))('%s is invoked by %s', async (channel, method) => {
    const { api, invoke } = build()
    const fn = (api as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[method]
    await expect(fn?.({ seats: 3 })).resolves.toEqual({ ok: true, value: null })
    expect(invoke).toHaveBeenCalledExactlyOnceWith(channel, { seats: 3 })
  })

  it.each(Object.entries(pushChannels))('%s is subscribed by %s', (channel, method) => {
    const { api, subscribe, unsubscribe } = build()
    const listener = vi.fn()
    const fn = (api as unknown as Record<string, (listener: unknown) => () => void>)[method]
    const off = fn?.(listener)
    expect(subscribe).toHaveBeenCalledExactlyOnceWith(channel, listener)
    off?.()
    expect(unsubscribe).toHaveBeenCalledOnce()
    expect(() => fn?.('not a function')).toThrow(TypeError)
  })

  it('is typed so the renderer calls named functions', async () => {
    const { api, invoke } = build()
    await api.hostTable({ name: 'Den', seats: 4 })
    expect(invoke).toHaveBeenCalledWith('table:host', { name: 'Den', seats: 4 })
    await api.startSolo({ bots: ['easy', 'hard'] })
    expect(invoke).toHaveBeenCalledWith('table:solo', { bots: ['easy', 'hard'] })
    await api.dismissNotice('notice-1')
    expect(invoke).toHaveBeenCalledWith('notices:dismiss', 'notice-1')
  })

  it('cannot be changed by the page', () => {
    const { api } = build()
    expect(() => {
      ;(api as unknown as Record<string, unknown>)['getAppInfo'] = () => 'spoofed'
    }).toThrow(TypeError)
    expect(() => {
      ;(api as unknown as Record<string, unknown>)['invoke'] = () => 'added'
    }).toThrow(TypeError)
  })
})
