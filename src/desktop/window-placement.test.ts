import { describe, expect, it } from 'vitest'
import { placeWindow } from './window-placement'

const defaults = { width: 1280, height: 800 }
const min = { width: 800, height: 560 }
const laptop = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } }
const rightMonitor = { workArea: { x: 1920, y: 0, width: 2560, height: 1400 } }
const small = { workArea: { x: 0, y: 0, width: 1024, height: 700 } }

const saved = (x: number, y: number, width = 1000, height = 700, maximized = false) => ({
  bounds: { x, y, width, height },
  maximized
})

/** Where the window opens: at x, y (1000 × 700 unless said), or centred on its display. */
const at = (x: number, y: number, width = 1000, height = 700, maximized = false) => ({
  x,
  y,
  width,
  height,
  maximized
})
const centred = (width: number, height: number) => ({ width, height, maximized: false })

describe('placeWindow', () => {
  it.each([
    ['nothing remembered: default size, centred', undefined, [laptop], centred(1280, 800)],
    ['nothing remembered on a small screen: fits it', undefined, [small], centred(1024, 700)],
    ['on the laptop as remembered', saved(100, 50), [laptop], at(100, 50)],
    ['maximized stays maximized', saved(100, 50, 1000, 700, true), [laptop], at(100, 50, 1000, 700, true)],
    ['on the second monitor as remembered', saved(2000, 100), [laptop, rightMonitor], at(2000, 100)],
    [
      'second monitor unplugged: centred on the primary display',
      saved(2000, 100),
      [laptop],
      centred(1000, 700)
    ],
    ['hanging off the edge: pulled fully onto the display', saved(1500, 900), [laptop], at(920, 340)],
    [
      'across two displays: onto the one it overlaps most',
      saved(1700, 100),
      [laptop, rightMonitor],
      at(1920, 100)
    ],
    [
      'bigger than the display now: shrunk to its work area',
      saved(0, 0, 3000, 2000),
      [small],
      at(0, 0, 1024, 700)
    ],
    ['smaller than the minimum: grown to it', saved(10, 10, 200, 100), [laptop], at(10, 10, 800, 560)],
    ['above the top of the screen: moved down', saved(100, -500), [laptop], at(100, 0)]
  ])('%s', (_name, state, displays, placement) => {
    expect(placeWindow(state, displays, defaults, min)).toEqual(placement)
  })
})
