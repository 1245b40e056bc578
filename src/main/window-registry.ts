// The windows this app created, by webContents id. The IPC sender check accepts only these, and the
// single-instance rule focuses the first of them.
import type { WindowFacade } from './electron-facade'

export interface WindowRegistry {
  add(win: WindowFacade): void
  /** is this webContents id one of our open windows? */
  has(webContentsId: number): boolean
  /** the first open window, if any */
  main(): WindowFacade | undefined
  all(): WindowFacade[]
}

export function createWindowRegistry(): WindowRegistry {
  const windows = new Map<number, WindowFacade>()
  return {
    add(win) {
      // Read the id now: a destroyed window's webContents can no longer be asked.
      const id = win.webContents.id
      windows.set(id, win)
      win.on('closed', () => windows.delete(id))
    },
    has: (id) => windows.has(id),
    main: () => windows.values().next().value,
    all: () => [...windows.values()]
  }
}
