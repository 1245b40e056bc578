import { describe, expect, it } from 'vitest'
import { holdMs, scaledMs, travelMs } from './motion'

describe('animation timing', () => {
  it('scales with the speed and stops for reduced motion or "off"', () => {
    expect(scaledMs(300, 'normal', false)).toBe(300)
    expect(scaledMs(300, 'slow', false)).toBeGreaterThan(300)
    expect(scaledMs(300, 'fast', false)).toBeLessThan(300)
    expect(scaledMs(300, 'off', false)).toBe(0)
    expect(scaledMs(300, 'slow', true)).toBe(0)
    expect(travelMs('normal', true)).toBe(0)
    expect(travelMs('normal', false)).toBeGreaterThan(0)
  })

  it('holds a cleared trick long enough to read, shorter with reduced motion', () => {
    expect(holdMs('normal', false)).toBeGreaterThanOrEqual(1500)
    expect(holdMs('slow', false)).toBeGreaterThan(holdMs('normal', false))
    expect(holdMs('normal', true)).toBeLessThan(holdMs('normal', false))
    expect(holdMs('off', true)).toBeGreaterThan(0)
  })
})
