import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { FakeElectron } from '../../test-support/main/fake-electron'

// index.ts is the only consumer of the real facade; swap it for the fake (never load `electron` in Node).
vi.mock('./real-facade', async () => {
  const { FakeElectron } = await import('../../test-support/main/fake-electron')
  const fake = new FakeElectron()
  return { createRealFacade: () => fake, fake }
})

describe('the main entry', () => {
  it('starts the app with the built preload and renderer next to out/main', async () => {
    delete process.env['ELECTRON_RENDERER_URL']
    await import('./index')
    const { fake } = (await import('./real-facade')) as unknown as { fake: FakeElectron }
    fake.app.becomeReady()
    await vi.waitFor(() => expect(fake.windows).toHaveLength(1))
    const here = dirname(fileURLToPath(import.meta.url))
    const win = fake.windows[0]!
    expect(win.options.webPreferences.preload).toBe(join(here, '../preload/index.cjs'))
    expect(win.loaded).toEqual({ file: join(here, '../renderer/index.html') })
  })
})
