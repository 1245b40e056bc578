// The one timer a table may have running for the seat on turn: a bot's human-like pause, or a human's
// turn timer. Kept while the turn is the same (same engine state object, same reason), so unrelated
// changes (someone connects) neither restart a turn timer nor lose a bot's pending move.
import type { MatchState } from '../../engine'
import type { Clock, TimerHandle } from '../clock'

export type TurnReason = 'bot' | 'timer'

export interface WantedTurn {
  reason: TurnReason
  seat: number
  /** The engine state the action is for: the engine never mutates, so identity = same turn. */
  state: MatchState
  delayMs: number
}

export interface DueTurn {
  reason: TurnReason
  seat: number
  state: MatchState
  ticket: number
}

interface Pending extends DueTurn {
  timer: TimerHandle
  /** Epoch ms when a turn timer runs out (sent to clients), null for bots. */
  deadline: number | null
}

export class TurnDriver {
  private pending: Pending | null = null
  private tickets = 0

  constructor(
    private readonly clock: Clock,
    private readonly onDue: (due: DueTurn) => void,
    /** Varies a bot's pause, so it feels human and many tables on one host don't move in lockstep. */
    private readonly varyPause: (ms: number) => number = (ms) => ms
  ) {}

  sync(wanted: WantedTurn | null): void {
    const p = this.pending
    if (
      p !== null &&
      wanted !== null &&
      p.reason === wanted.reason &&
      p.seat === wanted.seat &&
      p.state === wanted.state
    ) {
      return
    }
    this.cancel()
    if (wanted === null) return
    const due: DueTurn = {
      reason: wanted.reason,
      seat: wanted.seat,
      state: wanted.state,
      ticket: ++this.tickets
    }
    const delayMs = wanted.reason === 'bot' ? this.varyPause(wanted.delayMs) : wanted.delayMs
    const timer = this.clock.setTimer(delayMs, () => this.onDue(due))
    const deadline = wanted.reason === 'timer' ? this.clock.now() + delayMs : null
    this.pending = { ...due, timer, deadline }
  }

  /** Whether an action that became due is still wanted (its turn was not played or handed over since). */
  isCurrent(ticket: number): boolean {
    return this.pending?.ticket === ticket
  }

  deadline(): number | null {
    return this.pending?.deadline ?? null
  }

  /** What is left of a running turn timer (ms), null when none runs (a bot's pause is not one). */
  msLeft(): number | null {
    const deadline = this.deadline()
    return deadline === null ? null : Math.max(0, deadline - this.clock.now())
  }

  cancel(): void {
    if (this.pending !== null) this.clock.clearTimer(this.pending.timer)
    this.pending = null
  }
}
