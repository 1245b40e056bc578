import { describe, expect, it } from 'vitest'
import { clockText, secondsLeft, spokenCountdown } from './countdown'

describe('the countdown to the next stage', () => {
  it('counts whole seconds up from what is left, never below 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10)
    expect(secondsLeft(10_000, 9_800)).toBe(1)
    expect(secondsLeft(10_000, 10_000)).toBe(0)
    expect(secondsLeft(10_000, 12_000)).toBe(0)
  })

  it('reads mm:ss, minutes past an hour included', () => {
    expect(clockText(125)).toBe('02:05')
    expect(clockText(0)).toBe('00:00')
    expect(clockText(59)).toBe('00:59')
    expect(clockText(75 * 60)).toBe('75:00')
  })

  it('speaks only when the clock shows a whole minute (and once at the end)', () => {
    const changes: number[] = []
    for (let s = 0; s < 600; s++) {
      if (JSON.stringify(spokenCountdown(s)) !== JSON.stringify(spokenCountdown(s + 1))) changes.push(s + 1)
    }
    // From 0 to 1 s ("any moment now" → "less than a minute"), then at 1:00, 2:00, … 10:00.
    expect(changes).toEqual([1, 60, 120, 180, 240, 300, 360, 420, 480, 540, 600])
    expect(spokenCountdown(125)).toEqual({ kind: 'minutes', minutes: 2 })
    expect(spokenCountdown(59)).toEqual({ kind: 'underMinute' })
    expect(spokenCountdown(0)).toEqual({ kind: 'now' })
  })
})
