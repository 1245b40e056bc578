// Why: applying the per-page rules in `web-contents-created` covers every page Electron ever creates
// (windows, frames, anything added later), not just the ones we remember to set up.
import type { AppFacade } from '../electron-facade'
import type { RendererLocation } from '../../desktop/renderer-location'
import { preventForeignNavigation } from './navigation'
import { blockWebviews } from './webview'
import { denyNewWindows } from './window-open'

export function secureEveryWebContents(app: AppFacade, location: RendererLocation): void {
  app.on('web-contents-created', (contents) => {
    preventForeignNavigation(contents, location)
    denyNewWindows(contents)
    blockWebviews(contents)
  })
}
