// Which frame each member gets for a change: a `delta` from the state it holds, or the whole state. The
// feed remembers, per member, the full state it was last sent (as a builder and a seat, so nothing is
// copied), and diffs only what the member holds: a member that was sent the previous change for the same
// seat gets a delta (protocol/view-delta.ts), anyone else (just joined, synced since, moved to another
// seat, from the lobby into a match) the whole state. The host never assumes: a delta names the version
// it is based on, and a client that holds another one asks for a sync (protocol/state-stream.ts).
// Per change, the shared part of the delta and the table's are built once and each seat's delta once;
// recipients whose own fields did not change share one message, so the transport serializes it once.
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

/** What every recipient's delta of one change has alike: all of it but the seat's own view fields. */
interface Common {
  from: StateMessage
  to: StateMessage
  /** The shared part of the view delta; undefined when it is empty. */
  view: WireViewDelta | undefined
  tableChanged: boolean
  timed: boolean
}

/** Worked out once per change, from any recipient's pair of states (all are at the same two versions). */
function commonOf(from: StateMessage, to: StateMessage): Common {
  // Every view of one version shares its public part (viewsAt): any seat's pair gives the shared delta.
  const shared =
    from.view !== null && to.view !== null ? logFromEvents(diffSharedView(from.view, to.view), to) : {}
  return {
    from,
    to,
    view: isEmptyDelta(shared) ? undefined : shared,
    tableChanged: !sameJson(from.table, to.table),
    // The host's clock only matters to a client for what is timed: a turn deadline, a grace period.
    timed: to.turnDeadline !== null || to.table.seats.some((s) => s.graceEndsAt !== null)
  }
}

/** One recipient's delta message: the common part with `view` (its shared and own fields). */
function deltaMessage(c: Common, view: WireViewDelta | undefined, canUndo: boolean): ServerMessage {
  const { from, to } = c
  return {
    type: 'delta',
    version: to.version,
    ...(from.version === to.version - 1 ? {} : { base: from.version }),
    ...(c.tableChanged ? { table: to.table } : {}),
    ...(view === undefined ? {} : { view }),
    ...(to.events.length === 0 ? {} : { events: to.events }),
    ...(to.turnDeadline === from.turnDeadline ? {} : { turnDeadline: to.turnDeadline }),
    ...(to.serverNow === undefined || !c.timed ? {} : { serverNow: to.serverNow }),
    ...(canUndo ? { canUndo: true } : {})
  }
}

/**
 * Each seat's delta from `prev` to `next`, built once per seat; null where a delta cannot say it. A move
 * changes one hand: every recipient whose own fields (seat, hand) did not change and who cannot undo gets
 * the same message object, so the transport serializes it once (ws-transport.ts's frame cache) instead
 * of once per seat. state-feed.test.ts proves each frame equals the one a feed for that member alone sends.
 */
function deltaFrames(prev: StatesFor, next: StatesFor): (seat: number | null) => ServerMessage | null {
  let common: Common | undefined
  let alike: ServerMessage | undefined
  const frames = new Map<number | null, ServerMessage | null>()
  const build = (seat: number | null): ServerMessage | null => {
    const from = prev(seat)
    const to = next(seat)
    // Into or out of a match: the whole view, since a delta changes a view it holds.
    if ((from.view === null) !== (to.view === null)) return null
    common ??= commonOf(from, to)
    const own = from.view !== null && to.view !== null ? diffOwnView(from.view, to.view) : {}
    const canUndo = to.canUndo === true
    if (own.set === undefined && !canUndo) return (alike ??= deltaMessage(common, common.view, false))
    const view = joinDeltas(common.view ?? {}, own)
    return deltaMessage(common, isEmptyDelta(view) ? undefined : view, canUndo)
  }
  return (seat) => {
    if (!frames.has(seat)) frames.set(seat, build(seat))
    return frames.get(seat) ?? null
  }
}
