// Why: a new window would be a second renderer outside our rules; the app never needs one, so every
// window.open and target=_blank link is denied (join links are shown as text and QR codes instead).
import type { WebContentsFacade } from '../electron-facade'

export function denyNewWindows(contents: WebContentsFacade): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}
