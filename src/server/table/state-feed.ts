// Which frame each member gets for a change: a `delta` from the state it holds, or the whole state. The
// feed remembers, per member, the full state it was last sent (as a builder and a seat, so nothing is
// copied), and diffs only what the member holds: a member that was sent the previous change for the same
// seat gets a delta (protocol/view-delta.ts), anyone else (just joined, synced since, moved to another
// seat, from the lobby into a match) the whole state. The host never assumes: a delta names the version
// it is based on, and a client that holds another one asks for a sync (protocol/state-stream.ts).
// Per change, the shared part of the delta and the table's are built once and each seat's delta once, so
// the transport serializes one frame per seat.
import type { ServerMessage } from '../../protocol/messages'
import { sameJson } from '../../protocol/same-json'
import { movesOfEvents } from '../../protocol/state-stream'
import { diffOwnView, diffSharedView, isEmptyDelta, joinDeltas } from '../../protocol/view-delta'
import type { ViewDelta, WireViewDelta } from '../../protocol/view-delta'
import type { StateMessage } from './table-messages'

/** The full state of each recipient at one version, each built once (table-messages.ts). */
export type StatesFor = (seat: number | null) => StateMessage

interface Held {
  states: StatesFor
  seat: number | null
}

export class StateFeed {
  /** The change sent to everyone last: the base of the next deltas. */
  #last: StatesFor | null = null
  /** What each member holds; members that left drop out at the next change. */
  #held = new Map<number, Held>()

  /** `fullViews`: send every change whole, as before deltas (the bench compares the two). */
  constructor(private readonly fullViews = false) {}

  /** One change for everyone: the frame for a member at its seat (null: a spectator). */
  change(states: StatesFor): (seat: number | null, member: number) => ServerMessage {
    const prev = this.#last
    const before = this.#held
    this.#last = states
    this.#held = new Map()
    const deltas = prev === null ? null : deltaFrames(prev, states)
    return (seat, member) => {
      const held = before.get(member)
      this.#held.set(member, { states, seat })
      const fits = deltas !== null && held?.states === prev && held.seat === seat
      return (fits && !this.fullViews ? deltas(seat) : null) ?? states(seat)
    }
  }

  /** A whole state sent to one member alone (a sync, or after a stale move): the base of its next frame. */
  sent(member: number, seat: number | null, state: StateMessage): void {
    this.#held.set(member, { states: () => state, seat })
  }
}

/** The log's new entries are left out when they are exactly the moves of the change's events. */
function logFromEvents(delta: ViewDelta, to: StateMessage): WireViewDelta {
  const log = delta.log
  if (log === undefined || !sameJson(log.add, movesOfEvents(to.events))) return delta
  return { ...delta, log: log.keep === undefined ? {} : { keep: log.keep } }
}

/** Each seat's delta from `prev` to `next`, built once per seat; null where a delta cannot say it. */
function deltaFrames(prev: StatesFor, next: StatesFor): (seat: number | null) => ServerMessage | null {
  let shared: WireViewDelta | undefined
  let tableChanged: boolean | undefined
  const frames = new Map<number | null, ServerMessage | null>()
  const build = (seat: number | null): ServerMessage | null => {
    const from = prev(seat)
    const to = next(seat)
    // Into or out of a match: the whole view, since a delta changes a view it holds.
    if ((from.view === null) !== (to.view === null)) return null
    let view: WireViewDelta | undefined
    if (from.view !== null && to.view !== null) {
      // Every view of one version shares its public part (viewsAt): any seat's pair gives the shared delta.
      shared ??= logFromEvents(diffSharedView(from.view, to.view), to)
      const delta = joinDeltas(shared, diffOwnView(from.view, to.view))
      if (!isEmptyDelta(delta)) view = delta
    }
    tableChanged ??= !sameJson(from.table, to.table)
    // The host's clock only matters to a client for what is timed: a turn deadline, a grace period.
    const timed = to.turnDeadline !== null || to.table.seats.some((s) => s.graceEndsAt !== null)
    return {
      type: 'delta',
      version: to.version,
      ...(from.version === to.version - 1 ? {} : { base: from.version }),
      ...(tableChanged ? { table: to.table } : {}),
      ...(view === undefined ? {} : { view }),
      ...(to.events.length === 0 ? {} : { events: to.events }),
      ...(to.turnDeadline === from.turnDeadline ? {} : { turnDeadline: to.turnDeadline }),
      ...(to.serverNow === undefined || !timed ? {} : { serverNow: to.serverNow }),
      ...(to.canUndo === true ? { canUndo: true } : {})
    }
  }
  return (seat) => {
    if (!frames.has(seat)) frames.set(seat, build(seat))
    return frames.get(seat) ?? null
  }
}
