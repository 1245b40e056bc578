// vitest setup (vitest.config.ts), never part of the app: the app loads its language's catalog before
// it mounts (main.ts); renderer tests read English text, so each renderer test file starts with English
// loaded. Test files elsewhere never import the renderer's i18n and skip this. Unit files share their
// worker's modules (vitest.config.ts, isolate: false), so a file before this one may have left another
// language chosen: each file goes back to the system's language, which is English in tests.
import { beforeAll, expect } from 'vitest'

if (expect.getState().testPath?.includes('/src/renderer/')) {
  beforeAll(async () => {
    const { locale } = await import('./locale.svelte')
    const { BASE_LOCALE } = await import('../../../protocol/locales')
    locale.system = BASE_LOCALE
    await locale.set('system')
  })
}
