// Where the main window opens. A remembered position is only used if it is still on a display (monitors
// get unplugged, resolutions change): the window goes onto the display it overlaps most and is clamped to
// that display's work area; one that overlaps none opens centred on the primary display.

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 } as const
export const MIN_WINDOW_SIZE = { width: 800, height: 560 } as const

export interface Rectangle {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface Display {
  /** the display's area without task bars and docks, in screen coordinates */
  readonly workArea: Rectangle
}

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
  displays: readonly Display[],
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
