// The director's countdown to the next stage (issue 52): the stage starts by itself when it runs out, and
// the big screen counts down meanwhile. One countdown at a time; a new one replaces it, 0 or a stage
// started by hand ends it. Kept in memory only: a host that restarts comes back without a countdown and
// the director sets it again (the journal holds what was decided, not what was about to be).
import type { BotLevel } from '../../protocol/vocabulary'

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const timer = setTimeout(fn, ms)
    timer.unref()
    return timer
  },
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>)
}

export class StageCountdown {
  private at: number | null = null
  private timer: unknown = null

  constructor(
    private readonly start: (fillBots: BotLevel | undefined) => void,
    private readonly clock: Clock = realClock
  ) {}

  /** Milliseconds left, or null when no countdown runs. */
  left(): number | null {
    return this.at === null ? null : Math.max(0, this.at - this.clock.now())
  }

  set(seconds: number, fillBots?: BotLevel): void {
    this.cancel()
    if (seconds <= 0) return
    this.at = this.clock.now() + seconds * 1000
    this.timer = this.clock.setTimeout(() => {
      this.at = null
      this.timer = null
      this.start(fillBots)
    }, seconds * 1000)
  }

  cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    this.at = null
  }
}
