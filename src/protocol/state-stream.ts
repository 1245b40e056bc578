// The client's side of the incremental protocol: it holds the last full state of its connection, applies
// each `delta` to it in order and hands on the full state it makes, the same object a `state` message
// would have been, so nothing after it knows deltas exist. A delta whose base is not the state held (a
// missed frame, a new connection) is not guessed at: the stream asks for a `sync` and reads no delta until
// the full state that answers it arrives. Used by the renderer, the test clients, the soak and the bench.
import type { ServerMessage } from './messages'
import { applyViewDelta } from './view-delta'

export type StateMessage = Extract<ServerMessage, { type: 'state' }>
export type DeltaMessage = Extract<ServerMessage, { type: 'delta' }>

/** The state a delta makes of the state it is based on; null when it does not fit the state held. */
export function applyStateDelta(held: StateMessage, delta: DeltaMessage): StateMessage | null {
  if (held.version !== delta.base) return null
  if (delta.view !== undefined && held.view === null) return null
  let view = held.view
  try {
    if (delta.view !== undefined && view !== null) view = applyViewDelta(view, delta.view)
  } catch {
    return null
  }
  return {
    type: 'state',
    version: delta.version,
    table: delta.table ?? held.table,
    view,
    events: delta.events,
    turnDeadline: delta.turnDeadline,
    ...(delta.serverNow === undefined ? {} : { serverNow: delta.serverNow }),
    ...(delta.canUndo === true ? { canUndo: true } : {})
  }
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
