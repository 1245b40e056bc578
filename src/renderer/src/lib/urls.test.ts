import { describe, expect, it } from 'vitest'
import { pinHintIn, withPinHint } from './urls'

describe('the PIN hint in a join URL', () => {
  it('is added only when the table needs a PIN, and read back by the join page', () => {
    expect(withPinHint('http://192.168.1.20:5350/', false)).toBe('http://192.168.1.20:5350/')
    const hinted = withPinHint('http://192.168.1.20:5350/', true)
    expect(hinted).toBe('http://192.168.1.20:5350/?pin=1')
    expect(pinHintIn(new URL(hinted).search)).toBe(true)
    expect(pinHintIn('')).toBe(false)
    expect(pinHintIn('?pin=0')).toBe(false)
  })
})
