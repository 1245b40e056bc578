// News told at most once per `gapMs`, the last of it never lost: the first change is sent at once, changes
// within the gap wait for one trailing send that carries the state as it is then (issue 48: knock/close
// churn sent the hosts 853 door lists a second). `send` builds its message when it runs, so a burst of
// changes costs one message, not one per change.
import type { Clock, TimerHandle } from '../clock'

export class PacedNews {
  private lastAt = Number.NEGATIVE_INFINITY
  private pending: TimerHandle | null = null

  constructor(
    private readonly clock: Clock,
    private readonly gapMs: number,
    private readonly send: () => void
  ) {}

  /** Something changed: send now, or once when the gap since the last send is over. */
  changed(): void {
    if (this.pending !== null) return
    const wait = this.lastAt + this.gapMs - this.clock.now()
    if (wait <= 0) return this.flush()
    this.pending = this.clock.setTimer(wait, () => {
      this.pending = null
      this.flush()
    })
  }

  /** No more sends (the table closes). */
  stop(): void {
    if (this.pending !== null) this.clock.clearTimer(this.pending)
    this.pending = null
  }

  private flush(): void {
    this.lastAt = this.clock.now()
    this.send()
  }
}
