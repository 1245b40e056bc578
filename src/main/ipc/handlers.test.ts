import { describe, expect, it } from 'vitest'
import { INVOKE_CHANNELS, invokeContract } from '../../ipc/contract'
import { FakeElectron } from '../testing/fake-electron'
import { createIpcHandlers } from './handlers'

describe('the first handlers', () => {
  const electron = new FakeElectron()
  const handlers = createIpcHandlers(electron.app, electron.runtime)

  it('tells the app info', async () => {
    const result = await handlers['app:info']()
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Five Three Five',
        version: '0.1.0',
        electron: '45.5.0',
        chrome: '142.0.0.0',
        node: '22.20.0',
        platform: 'linux'
      }
    })
    expect(result.ok && invokeContract['app:info'].result.safeParse(result.value).success).toBe(true)
  })

  it.each(INVOKE_CHANNELS.filter((channel) => channel !== 'app:info'))(
    '%s answers not-available until its issue lands',
    async (channel) => {
      const handler = handlers[channel] as () => unknown
      await expect(Promise.resolve(handler())).resolves.toMatchObject({
        ok: false,
        error: { code: 'not-available' }
      })
    }
  )
})
