// The main window's size, position and maximized state, remembered in `<userData>/window-state.json`
// (./window-placement.ts decides whether the remembered place is still usable). src/main saves it as the
// window closes.
import { join } from 'node:path'
import { z } from 'zod'
import type { ReportNotice } from './notices'
import { jsonFile } from './storage/json-file'
import type { JsonFile } from './storage/json-file'
import type { Rectangle, SavedWindowState } from './window-placement'

export const WINDOW_STATE_FILE = 'window-state.json'
export const WINDOW_STATE_FORMAT = 1

const coordinate = z.int().min(-100_000).max(100_000)
const length = z.int().min(1).max(100_000)
const windowStateDocumentSchema = z.object({
  format: z.literal(WINDOW_STATE_FORMAT),
  bounds: z.object({ x: coordinate, y: coordinate, width: length, height: length }),
  maximized: z.boolean()
})
type WindowStateDocument = z.output<typeof windowStateDocumentSchema>

export interface WindowStateFile {
  /** Reads the file once at start (an unreadable one is set aside, see ./storage/json-file.ts). */
  read(): Promise<SavedWindowState | undefined>
  /** The state read at start, or the last one saved since. */
  current(): SavedWindowState | undefined
  /**
   * Saves the window's normal bounds (whole pixels) and maximized state. Synchronous: it runs as the
   * window closes, and on quit the process may end before an asynchronous write would finish. Throws
   * when the write fails (the state is still `current()`).
   */
  save(bounds: Rectangle, maximized: boolean): void
}

export function windowStateFile(userData: string, report: ReportNotice, now?: () => Date): WindowStateFile {
  const file: JsonFile<WindowStateDocument> = jsonFile({
    path: join(userData, WINDOW_STATE_FILE),
    schema: windowStateDocumentSchema,
    format: WINDOW_STATE_FORMAT,
    label: 'window position',
    report,
    ...(now ? { now } : {})
  })
  let last: SavedWindowState | undefined
  return {
    async read() {
      const doc = await file.read()
      last = doc && { bounds: doc.bounds, maximized: doc.maximized }
      return last
    },
    current: () => last,
    save(b, maximized) {
      const bounds = {
        x: Math.round(b.x),
        y: Math.round(b.y),
        width: Math.round(b.width),
        height: Math.round(b.height)
      }
      last = { bounds, maximized }
      file.writeSync({ format: WINDOW_STATE_FORMAT, ...last })
    }
  }
}
