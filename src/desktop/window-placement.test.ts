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

describe('placeWindow', () => {
  it.each([
    [
      'nothing remembered: default size, centred',
      undefined,
      [laptop],
      { width: 1280, height: 800, maximized: false }
    ],
    [
      'nothing remembered on a small screen: fits it',
      undefined,
      [small],
      { width: 1024, height: 700, maximized: false }
    ],
    [
      'on the laptop as remembered',
      saved(100, 50),
      [laptop],
      { x: 100, y: 50, width: 1000, height: 700, maximized: false }
    ],
    [
      'maximized stays maximized',
      saved(100, 50, 1000, 700, true),
      [laptop],
      { x: 100, y: 50, width: 1000, height: 700, maximized: true }
    ],
    [
      'on the second monitor as remembered',
      saved(2000, 100),
      [laptop, rightMonitor],
      { x: 2000, y: 100, width: 1000, height: 700, maximized: false }
    ],
    [
      'second monitor unplugged: centred on the primary display',
      saved(2000, 100),
      [laptop],
      { width: 1000, height: 700, maximized: false }
    ],
    [
      'hanging off the edge: pulled fully onto the display',
      saved(1500, 900),
      [laptop],
      { x: 920, y: 340, width: 1000, height: 700, maximized: false }
    ],
    [
      'across two displays: onto the one it overlaps most',
      saved(1700, 100),
      [laptop, rightMonitor],
      { x: 1920, y: 100, width: 1000, height: 700, maximized: false }
    ],
    [
      'bigger than the display now: shrunk to its work area',
      saved(0, 0, 3000, 2000),
      [small],
      { x: 0, y: 0, width: 1024, height: 700, maximized: false }
    ],
    [
      'smaller than the minimum: grown to it',
      saved(10, 10, 200, 100),
      [laptop],
      { x: 10, y: 10, width: 800, height: 560, maximized: false }
    ],
    [
      'above the top of the screen: moved down',
      saved(100, -500),
      [laptop],
      { x: 100, y: 0, width: 1000, height: 700, maximized: false }
    ]
  ])('%s', (_name, state, displays, placement) => {
    expect(placeWindow(state, displays, defaults, min)).toEqual(placement)
  })
})
