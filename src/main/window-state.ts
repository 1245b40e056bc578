// The main window's size, position and maximized state, remembered in `<userData>/window-state.json`.
// A remembered position is only used if it is still on a display (monitors get unplugged, resolutions
// change): the window goes onto the display it overlaps most and is clamped to that display's work
// area; one that overlaps none opens centred on the primary display.
import { join } from 'node:path'
import { z } from 'zod'
import type { DisplayFacade, Rectangle, WindowFacade } from './electron-facade'
import type { ReportNotice } from './notices'
import { jsonFile } from './storage/json-file'
import type { JsonFile } from './storage/json-file'

export const WINDOW_STATE_FILE = 'window-state.json'
export const WINDOW_STATE_FORMAT = 1

export interface SavedWindowState {
  readonly bounds: Rectangle
  readonly maximized: boolean
}

export interface WindowPlacement {
  /** absent: centred by Electron */
  readonly x?: number
  readonly y?: number
  readonly width: number
  readonly height: number
  readonly maximized: boolean
}

export interface Size {
  readonly width: number
  readonly height: number
}

const coordinate = z.int().min(-100_000).max(100_000)
const length = z.int().min(1).max(100_000)
const windowStateDocumentSchema = z.object({
  format: z.literal(WINDOW_STATE_FORMAT),
  bounds: z.object({ x: coordinate, y: coordinate, width: length, height: length }),
  maximized: z.boolean()
})
type WindowStateDocument = z.output<typeof windowStateDocumentSchema>

function overlap(a: Rectangle, b: Rectangle): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return width > 0 && height > 0 ? width * height : 0
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max)
}

/** Where the window opens, given what was remembered and the displays connected now. */
export function placeWindow(
  saved: SavedWindowState | undefined,
  displays: readonly DisplayFacade[],
  defaultSize: Size,
  minSize: Size
): WindowPlacement {
  const fit = (size: Size, area: Rectangle): Size => ({
    width: Math.min(Math.max(Math.round(size.width), minSize.width), area.width),
    height: Math.min(Math.max(Math.round(size.height), minSize.height), area.height)
  })
  const primary = displays[0]?.workArea
  if (!saved) {
    return { ...(primary ? fit(defaultSize, primary) : defaultSize), maximized: false }
  }
  let best: { area: Rectangle; shared: number } | undefined
  for (const { workArea } of displays) {
    const shared = overlap(saved.bounds, workArea)
    if (shared > 0 && (!best || shared > best.shared)) best = { area: workArea, shared }
  }
  if (!best) {
    return { ...(primary ? fit(saved.bounds, primary) : defaultSize), maximized: saved.maximized }
  }
  const { area } = best
  const size = fit(saved.bounds, area)
  return {
    x: clamp(Math.round(saved.bounds.x), area.x, area.x + area.width - size.width),
    y: clamp(Math.round(saved.bounds.y), area.y, area.y + area.height - size.height),
    ...size,
    maximized: saved.maximized
  }
}

export interface WindowStateFile {
  /** Reads the file once at start (an unreadable one is set aside, see ../storage/json-file.ts). */
  read(): Promise<SavedWindowState | undefined>
  /** The state read at start, or the last one saved since. */
  current(): SavedWindowState | undefined
  /** Remembers the window's state whenever it closes (its normal bounds, even when maximized). */
  track(win: WindowFacade, log: (message: string, error: unknown) => void): void
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
    track(win, log) {
      win.on('close', () => {
        if (win.isDestroyed()) return
        const b = win.getNormalBounds()
        const bounds = {
          x: Math.round(b.x),
          y: Math.round(b.y),
          width: Math.round(b.width),
          height: Math.round(b.height)
        }
        last = { bounds, maximized: win.isMaximized() }
        try {
          // synchronous: on quit the process may end before an asynchronous write would finish
          file.writeSync({ format: WINDOW_STATE_FORMAT, ...last })
        } catch (error) {
          log('could not remember the window position', error)
        }
      })
    }
  }
}
