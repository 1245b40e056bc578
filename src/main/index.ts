// Electron main entry (built to out/main/index.js): the real Electron facade plus the paths of the
// built preload, renderer and icon. Everything else is in ./app.ts and tested with a fake facade.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startApp } from './app'
import { createRealFacade } from './real-facade'

const here = dirname(fileURLToPath(import.meta.url))
const icon = join(here, '../../resources/icon.png')
const facade = createRealFacade()

startApp(facade, {
  preloadPath: join(here, '../preload/index.cjs'),
  rendererIndexFile: join(here, '../renderer/index.html'),
  devServerUrl: process.env['ELECTRON_RENDERER_URL'],
  iconPath: existsSync(icon) ? icon : undefined,
  userDataDir: process.env['FIVE_THREE_FIVE_USER_DATA'] || undefined,
  errors: process
}).catch((error: unknown) => {
  console.error('Five Three Five could not start', error)
  facade.app.quit()
})
