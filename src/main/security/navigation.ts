// Why: a page that navigates away takes the preload bridge with it to content we don't control; the
// app is a single page, so only the dev server may reload itself during development.
import type { WebContentsFacade } from '../electron-facade'
import { isAllowedNavigation } from '../../desktop/renderer-location'
import type { RendererLocation } from '../../desktop/renderer-location'

export function preventForeignNavigation(contents: WebContentsFacade, location: RendererLocation): void {
  const guard = (event: { url: string; preventDefault(): void }): void => {
    if (!isAllowedNavigation(location, event.url)) event.preventDefault()
  }
  contents.on('will-navigate', guard)
  contents.on('will-frame-navigate', guard)
}
