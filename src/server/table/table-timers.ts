// Every timer of one table: the turn driver (a bot's pause or a human's turn timer), one grace timer per
// dropped player (by seat token: the host may move the seat meanwhile), and the pause before the next
// round when nobody is waited for. What fires is decided by the rules (reducer.ts); this only keeps time.
import type { MatchState } from '../../engine'
import type { Clock, TimerHandle } from '../clock'
import type { RandomSource } from '../random-source'
import { TurnDriver } from './turn-driver'
import type { DueTurn } from './turn-driver'

export class TableTimers {
  readonly turns: TurnDriver
  private readonly grace = new Map<string, { timer: TimerHandle; endsAt: number }>()
  private advance: { match: MatchState; timer: TimerHandle } | null = null

  constructor(
    private readonly clock: Clock,
    random: RandomSource,
    onTurnDue: (due: DueTurn) => void
  ) {
    // A bot's pause varies between 75 % and 125 % of botDelayMs, so it feels human and many tables on
    // one host don't move in lockstep.
    const varyPause = (ms: number) => (ms === 0 ? 0 : Math.round(ms * (0.75 + (random.seed() % 1000) / 2000)))
    this.turns = new TurnDriver(clock, onTurnDue, varyPause)
  }

  /** (Re)starts the grace period of the player holding this token. */
  startGrace(token: string, ms: number, over: () => void): void {
    this.stopGrace(token)
    const timer = this.clock.setTimer(ms, () => {
      this.grace.delete(token)
      over()
    })
    this.grace.set(token, { timer, endsAt: this.clock.now() + ms })
  }

  stopGrace(token: string): void {
    const running = this.grace.get(token)
    if (running !== undefined) this.clock.clearTimer(running.timer)
    this.grace.delete(token)
  }

  /** When the grace period of this token's player ends (epoch ms), or null when none runs. */
  graceEndsAt(token: string): number | null {
    return this.grace.get(token)?.endsAt ?? null
  }

  /** The pause before advancing from `match`; one at a time, a pending one is kept. */
  advanceAfter(match: MatchState, ms: number, due: () => void): void {
    if (this.advance !== null) return
    const timer = this.clock.setTimer(ms, () => {
      this.advance = null
      due()
    })
    this.advance = { match, timer }
  }

  /** Drops a pending advance meant for another state than `match` (the table advanced without it). */
  keepAdvanceOnlyFor(match: MatchState | null): void {
    if (this.advance === null || this.advance.match === match) return
    this.clock.clearTimer(this.advance.timer)
    this.advance = null
  }

  cancelAll(): void {
    this.turns.cancel()
    this.keepAdvanceOnlyFor(null)
    for (const token of [...this.grace.keys()]) this.stopGrace(token)
  }
}
