// A clock driven by hand: `advance(ms)` runs every timer that falls due, in order.
import type { Clock, TimerHandle } from '../../src/server/clock'

interface Timer {
  id: number
  at: number
  run: () => void
}

export class FakeClock implements Clock {
  private timers: Timer[] = []
  private nextId = 1

  constructor(private current = 1_700_000_000_000) {}

  now(): number {
    return this.current
  }

  setTimer(ms: number, run: () => void): TimerHandle {
    const timer = { id: this.nextId++, at: this.current + Math.max(0, ms), run }
    this.timers.push(timer)
    return { id: timer.id }
  }

  clearTimer(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle.id)
  }

  /** Runs due timers one by one (a timer may set new ones), then moves the time to now + ms. */
  advance(ms: number): void {
    const end = this.current + ms
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (due === undefined) break
      this.timers = this.timers.filter((t) => t !== due)
      this.current = Math.max(this.current, due.at)
      due.run()
    }
    this.current = end
  }

  pending(): number {
    return this.timers.length
  }
}
