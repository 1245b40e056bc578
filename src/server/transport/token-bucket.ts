// Per-connection rate limit: `perSecond` messages a second on average, bursts up to `burst`.
export interface RateLimit {
  perSecond: number
  burst: number
}

export class TokenBucket {
  private tokens: number
  private last: number

  constructor(
    private readonly limit: RateLimit,
    now: number
  ) {
    this.tokens = limit.burst
    this.last = now
  }

  /** Takes one token; false when the bucket is empty (the message is over the limit). */
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.last) / 1000
    this.last = now
    this.tokens = Math.min(this.limit.burst, this.tokens + elapsed * this.limit.perSecond)
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }
}
