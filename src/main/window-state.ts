// Remembers the main window's place whenever it closes (its normal bounds, even when maximized), in the
// file src/desktop/window-state-file.ts keeps.
import type { WindowStateFile } from '../desktop/window-state-file'
import type { WindowFacade } from './electron-facade'

export function trackWindowState(
  win: WindowFacade,
  file: WindowStateFile,
  log: (message: string, error: unknown) => void
): void {
  win.on('close', () => {
    if (win.isDestroyed()) return
    try {
      file.save(win.getNormalBounds(), win.isMaximized())
    } catch (error) {
      log('could not remember the window position', error)
    }
  })
}
