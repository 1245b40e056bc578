import { describe, expect, it, vi } from 'vitest'
import { INVOKE_CHANNELS, ipcFail, ipcOk } from '../../ipc/contract'
import { fileLocation } from '../renderer-location'
import { FakeElectron, FakeIpcMain, ipcEventFrom } from '../../../test-support/main/fake-electron'
import { createIpcHandlers } from './handlers'
import { registerIpcHandlers } from './register'
import type { InvokeHandlers } from './register'
import { createSenderGuard } from './sender-guard'

const indexUrl = 'file:///app/out/renderer/index.html'
const ours = { id: 41 }
const fromUs = ipcEventFrom(ours, indexUrl)

function setup(overrides: Partial<InvokeHandlers> = {}) {
  const electron = new FakeElectron()
  const ipcMain = new FakeIpcMain()
  const log = vi.fn()
  const handlers = { ...createIpcHandlers(electron.app, electron.runtime), ...overrides }
  const guard = createSenderGuard(fileLocation('/app/out/renderer/index.html'), (id) => id === ours.id)
  registerIpcHandlers(ipcMain, handlers, guard, log)
  return { ipcMain, log }
}

describe('registerIpcHandlers', () => {
  it('registers exactly the contract channels', () => {
    expect([...setup().ipcMain.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort())
  })

  it('answers a call from our renderer', async () => {
    const { ipcMain } = setup()
    await expect(ipcMain.invoke('app:info', fromUs)).resolves.toMatchObject({
      ok: true,
      value: { name: 'Five Three Five', version: '0.1.0' }
    })
  })

  it.each(INVOKE_CHANNELS)(
    'refuses %s from a foreign sender before looking at the arguments',
    async (channel) => {
      const handler = vi.fn(() => ipcOk(null))
      const { ipcMain } = setup({ [channel]: handler })
      const result = await ipcMain.invoke(channel, ipcEventFrom({ id: 7 }, 'https://example.com/'), 'junk')
      expect(result).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } })
      expect(handler).not.toHaveBeenCalled()
    }
  )

  it.each([
    ['app:info', [1]],
    ['settings:set', [{ volume: 11 }]],
    ['table:host', [{ name: 'T', seats: 9 }]],
    ['table:host', []],
    ['table:host', [{ name: 'T', seats: 4, port: -1 }]],
    ['table:solo', ['3']],
    ['table:solo', [{ bots: ['easy'], seats: 5 }]],
    ['table:resume', ['/home/me/.config/other-app/save.json']],
    ['notices:dismiss', [{ id: 'x' }]],
    ['settings:set', [{ tableDefaults: { seats: 1 } }]]
  ] as const)('refuses %s with invalid arguments %j', async (channel, args) => {
    const handler = vi.fn(() => ipcOk(null))
    const { ipcMain } = setup({ [channel]: handler })
    const result = await ipcMain.invoke(channel, fromUs, ...args)
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-args' } })
    expect(handler).not.toHaveBeenCalled()
  })

  it('passes the validated arguments to the handler', async () => {
    const hosted = {
      port: 5350,
      url: 'http://127.0.0.1:5350/',
      hostKey: 'k'.repeat(22),
      urls: ['http://192.168.1.20:5350/'],
      advertised: true
    }
    const handler = vi.fn(() => ipcOk(hosted))
    const { ipcMain } = setup({ 'table:host': handler })
    const result = await ipcMain.invoke('table:host', fromUs, { name: '  Den  ', seats: 4 })
    expect(handler).toHaveBeenCalledWith({ name: 'Den', seats: 4 })
    expect(result).toEqual({ ok: true, value: hosted })
  })

  it('passes a handler refusal through', async () => {
    const { ipcMain } = setup()
    await expect(ipcMain.invoke('history:list', fromUs)).resolves.toEqual(
      ipcFail('not-available', 'history:list is not available yet')
    )
  })

  it('turns a throwing handler into an internal error without its details', async () => {
    const { ipcMain, log } = setup({
      'table:stop': () => {
        throw new Error('EADDRINUSE /home/me/secret')
      }
    })
    const result = await ipcMain.invoke('table:stop', fromUs)
    expect(result).toEqual(ipcFail('internal', 'table:stop failed'))
    expect(JSON.stringify(result)).not.toContain('secret')
    expect(log).toHaveBeenCalledOnce()
  })

  it('refuses a result outside the contract and strips unnamed fields', async () => {
    const own = {
      port: 5351,
      url: 'http://127.0.0.1:5351/',
      hostKey: 'k'.repeat(22)
    }
    const bad = setup({ 'table:solo': () => ipcOk({ ...own, port: -1 }) })
    await expect(bad.ipcMain.invoke('table:solo', fromUs, { seats: 3 })).resolves.toMatchObject({
      ok: false,
      error: { code: 'internal' }
    })
    const extra = { ...own, seatToken: 'secret' }
    const leaky = setup({ 'table:solo': () => ipcOk(extra) })
    await expect(leaky.ipcMain.invoke('table:solo', fromUs, { seats: 3 })).resolves.toEqual({
      ok: true,
      value: own
    })
  })
})
