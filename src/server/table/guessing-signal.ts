// "Someone is guessing the PIN": the wrong PINs of the last minute, for the host's knock list. Checked
// PINs are held to about 20 a minute (pin-attempts.ts), so the window never holds more than `cap`
// (the bucket's burst plus a minute of refill, with room); older entries are dropped as time passes.

export const GUESS_WINDOW_MS = 60_000

export class GuessingSignal {
  /** Times of wrong PINs, oldest first, within the window. */
  private readonly times: number[] = []

  constructor(private readonly cap = 256) {}

  /** A wrong PIN was checked at `now`. */
  note(now: number): void {
    this.times.push(now)
    if (this.times.length > this.cap) this.times.shift()
  }

  /** Wrong PINs in the minute before `now`. */
  count(now: number): number {
    while (this.times.length > 0 && (this.times[0] as number) <= now - GUESS_WINDOW_MS) this.times.shift()
    return this.times.length
  }

  /** When the count next drops by itself (the oldest wrong PIN leaves the window); null when it is 0. */
  nextDropAt(now: number): number | null {
    this.count(now)
    const oldest = this.times[0]
    return oldest === undefined ? null : oldest + GUESS_WINDOW_MS
  }
}
