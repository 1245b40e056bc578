// The client's side of the incremental protocol: it holds the last full state of its connection, applies
// each `delta` to it in order and hands on the full state it makes, the same object a `state` message
// would have been, so nothing after it knows deltas exist. A delta whose base is not the state held (a
// missed frame, a new connection) is not guessed at: the stream asks for a `sync` and reads no delta until
// the full state that answers it arrives. Used by the renderer, the test clients, the soak and the bench.
import type { EngineEvent, LoggedMove } from '../engine/types'
import type { ServerMessage } from './messages'
import { applyViewDelta } from './view-delta'
import type { ViewDelta, WireViewDelta } from './view-delta'

export type StateMessage = Extract<ServerMessage, { type: 'state' }>
export type DeltaMessage = Extract<ServerMessage, { type: 'delta' }>

/**
 * The log entries a change's events stand for, in order: a delta leaves its log's new entries out when
 * they are exactly these (state-feed.ts checks that before it does).
 */
export function movesOfEvents(events: readonly EngineEvent[]): LoggedMove[] {
  const moves: LoggedMove[] = []
  for (const event of events) {
    if (event.type === 'played') moves.push({ seat: event.seat, move: event.move })
    if (event.type === 'passed') moves.push({ seat: event.seat, move: { kind: 'pass' } })
  }
  return moves
}

/** The state a delta makes of the state it is based on; null when it does not fit the state held. */
export function applyStateDelta(held: StateMessage, delta: DeltaMessage): StateMessage | null {
  if (held.version !== (delta.base ?? delta.version - 1)) return null
  if (delta.view !== undefined && held.view === null) return null
  let view = held.view
  try {
    if (delta.view !== undefined && view !== null)
      view = applyViewDelta(view, withLogOf(delta.view, delta.events))
  } catch {
    return null
  }
  return {
    type: 'state',
    version: delta.version,
    table: delta.table ?? held.table,
    view,
    events: delta.events ?? [],
    turnDeadline: delta.turnDeadline === undefined ? held.turnDeadline : delta.turnDeadline,
    ...(delta.serverNow === undefined ? {} : { serverNow: delta.serverNow }),
    ...(delta.canUndo === true ? { canUndo: true } : {})
  }
}

/** A log tail without its entries takes them from the events. */
function withLogOf(view: WireViewDelta, events: readonly EngineEvent[] | undefined): ViewDelta {
  const { log, ...rest } = view
  if (log === undefined) return rest
  return { ...rest, log: { ...log, add: log.add ?? movesOfEvents(events ?? []) } }
}

/** What to do with one message: hand `message` on (null: nothing to hand on) and maybe ask for a sync. */
export interface StreamStep {
  message: ServerMessage | null
  askSync: boolean
}

export class StateStream {
  #held: StateMessage | null = null
  #waitingForSync = false

  /** The full state held now (the newest one handed on). */
  get held(): StateMessage | null {
    return this.#held
  }

  /** One message as it came off the wire. */
  read(message: ServerMessage): StreamStep {
    if (message.type === 'state') {
      this.#held = message
      this.#waitingForSync = false
      return { message, askSync: false }
    }
    if (message.type !== 'delta') return { message, askSync: false }
    if (this.#waitingForSync) return { message: null, askSync: false }
    const next = this.#held === null ? null : applyStateDelta(this.#held, message)
    if (next === null) {
      this.#waitingForSync = true
      return { message: null, askSync: true }
    }
    this.#held = next
    return { message: next, askSync: false }
  }

  /** A new connection: nothing held any more (its first full state comes with the join). */
  reset(): void {
    this.#held = null
    this.#waitingForSync = false
  }
}
