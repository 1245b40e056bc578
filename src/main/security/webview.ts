// Why: a <webview> is a guest page with its own, possibly weaker, preferences; the app never uses one
// (webviewTag is off too — this stops one being attached even if that ever changed).
import type { WebContentsFacade } from '../electron-facade'

export function blockWebviews(contents: WebContentsFacade): void {
  contents.on('will-attach-webview', (event) => event.preventDefault())
}
