// vitest setup (vitest.config.ts), never part of the app: the app loads its language's catalog before
// it mounts (main.ts); renderer tests read English text, so each renderer test file starts with English
// loaded. Test files elsewhere never import the renderer's i18n and skip this.
import { beforeAll, expect } from 'vitest'

if (expect.getState().testPath?.includes('/src/renderer/')) {
  beforeAll(async () => {
    const { locale } = await import('./locale.svelte')
    await locale.ready()
  })
}
