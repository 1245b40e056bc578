import { describe, expect, it } from 'vitest'
import { TokenBucket } from './token-bucket'

describe('TokenBucket', () => {
  it('allows a burst, then the steady rate', () => {
    const bucket = new TokenBucket({ perSecond: 20, burst: 40 }, 0)
    const burst = Array.from({ length: 41 }, () => bucket.take(0))
    expect(burst.filter(Boolean)).toHaveLength(40)
    expect(bucket.take(49)).toBe(false) // 0.98 of a token refilled
    expect(bucket.take(50)).toBe(true) // one token after 50 ms at 20/s
    expect(bucket.take(50)).toBe(false)
    expect(Array.from({ length: 50 }, () => bucket.take(10_000)).filter(Boolean)).toHaveLength(40) // capped at burst
  })
})
