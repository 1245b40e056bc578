// When each change reaches the members (issue 48). A game change (a move, a new round, undo, start) goes
// out to everyone at once. A change of the room only (someone came, left, dropped, sat down, got ready) is
// paced: at most one such frame per `gapMs`, the first of a quiet spell at once and the last always, by a
// trailing send; a game change in between carries it. So a crowd coming and going costs the players a few
// frames a second, not one per arrival. A member just welcomed gets its state at once either way (that
// frame is its start). What each frame holds (delta or whole) is the feed's (state-feed.ts).
import type { EngineEvent } from '../../engine'
import type { Clock, TimerHandle } from '../clock'
import type { Room } from './room'
import { StateFeed } from './state-feed'
import type { StatesFor } from './state-feed'

export class StateSender {
  #lastSent = Number.NEGATIVE_INFINITY
  #pending: TimerHandle | null = null
  /** Welcomed since the last frame to everyone: they get theirs now even when the room frame waits. */
  readonly #fresh = new Set<number>()
  #closed = false
  readonly #feed: StateFeed

  /** `states`: each recipient's state message for the current version, with these events. `gapMs`: the
   *  room frames' pace (room-limits.ts); `fullViews`: every change sent whole (state-feed.ts). */
  constructor(
    private readonly clock: Clock,
    private readonly room: Room,
    private readonly states: (events: EngineEvent[]) => StatesFor,
    private readonly gapMs: number,
    fullViews = false
  ) {
    this.#feed = new StateFeed(fullViews)
  }

  /** A member was just welcomed (joined, came back, was given a seat). */
  welcomed(member: number): void {
    this.#fresh.add(member)
  }

  /** A new version: `game` when the match changed (sent at once), else a room-only change (paced). */
  changed(events: EngineEvent[], game: boolean): void {
    if (this.#closed) return
    const wait = this.#lastSent + this.gapMs - this.clock.now()
    if (game || (this.#pending === null && wait <= 0)) return this.#sendAll(events)
    for (const member of this.#fresh) this.sendTo(member)
    this.#fresh.clear()
    this.#pending ??= this.clock.setTimer(wait, () => {
      this.#pending = null
      if (!this.#closed) this.#sendAll([])
    })
  }

  /** The current state to one member alone (a sync, after a stale move, a just-welcomed member). */
  sendTo(member: number, events: EngineEvent[] = []): void {
    const seat = this.room.seatOf(member)
    if (seat === undefined) return
    const message = this.states(events)(seat)
    this.#feed.sent(member, seat, message)
    this.room.send(member, message)
  }

  close(): void {
    this.#closed = true
    if (this.#pending !== null) this.clock.clearTimer(this.#pending)
    this.#pending = null
  }

  #sendAll(events: EngineEvent[]): void {
    if (this.#pending !== null) this.clock.clearTimer(this.#pending)
    this.#pending = null
    this.#fresh.clear()
    this.#lastSent = this.clock.now()
    this.room.sendAll(this.#feed.change(this.states(events)))
  }
}
