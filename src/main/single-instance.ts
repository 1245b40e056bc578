// Why: two copies of the app would fight over the same settings files and table ports; a second
// launch quits at once and brings the running window to the front instead.
import type { AppFacade, WindowFacade } from './electron-facade'

/** Returns false when another instance holds the lock: this one is quitting and must do nothing else. */
export function enforceSingleInstance(app: AppFacade, mainWindow: () => WindowFacade | undefined): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return false
  }
  app.on('second-instance', () => {
    const win = mainWindow()
    if (!win || win.isDestroyed()) return
    if (win.isMinimized()) win.restore()
    win.show()
    win.focus()
  })
  return true
}
