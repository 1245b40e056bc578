// What changed between two views of one seat (or of a spectator), and applying it: the body of a `delta`
// message (messages.ts). A view is the engine's SeatView; a delta names the fields whose value changed,
// whole, and gives the growing lists (the round's log, the match's results) as a tail, so a move costs
// its one new log entry, not the round's. Two parts, because the host sends one change to every seat: the
// shared part (everything a spectator sees too) is the same for all of them and is built once; a seat's
// own part (its seat and hand) once per seat. Pure: no I/O, runs in the host and in the browser.
import type { LoggedMove, RoundResult, SeatView } from '../engine/types'
import { sameJson, sharedPrefix } from './same-json'

/** A list that grew (or was cut back, as by an undo): keep its first `keep` items (all of them when
 *  left out: it only grew), then append `add`. */
export interface ListTail<T> {
  keep?: number
  add: T[]
}

/** The lists sent as tails. */
type ListKey = 'log' | 'results'

export interface ViewDelta {
  /** Fields whose value changed, each whole. */
  set?: Partial<Omit<SeatView, ListKey>>
  log?: ListTail<LoggedMove>
  results?: ListTail<RoundResult>
}

/** A delta as it travels (messages.ts): the log's new entries may be left out, when they are exactly
 *  the moves of the change's events (state-stream.ts puts them back). */
export type WireViewDelta = Omit<ViewDelta, 'log'> & { log?: { keep?: number; add?: LoggedMove[] } }

/** The seat's own fields: what differs between the views of two seats at one moment (RULES.md R9). */
const OWN_KEYS: ReadonlySet<string> = new Set(['seat', 'hand'])
const LIST_KEYS: ReadonlySet<string> = new Set(['log', 'results'])

/** The delta from `prev` to `next`, both views of the same seat (or both a spectator's). */
export function diffView(prev: SeatView, next: SeatView): ViewDelta {
  return joinDeltas(diffSharedView(prev, next), diffOwnView(prev, next))
}

/** The part of the delta every recipient shares: the same for any seat's pair of views of two moments. */
export function diffSharedView(prev: SeatView, next: SeatView): ViewDelta {
  return diffKeys(prev, next, (key) => !OWN_KEYS.has(key))
}

/** The seat's own part of the delta: its seat and hand. Built per recipient of every change, so it
 *  reads its two fields rather than walking every key of the view as the shared part does. */
export function diffOwnView(prev: SeatView, next: SeatView): ViewDelta {
  const seatChanged = prev.seat !== next.seat
  const handChanged = prev.hand !== next.hand && !sameJson(prev.hand, next.hand)
  if (!seatChanged && !handChanged) return {}
  return { set: { ...(seatChanged ? { seat: next.seat } : {}), ...(handChanged ? { hand: next.hand } : {}) } }
}

/** One delta out of its shared and own parts (the own part's fields are never in the shared one). */
export function joinDeltas<D extends WireViewDelta>(shared: D, own: ViewDelta): D {
  if (own.set === undefined) return shared
  if (shared.set === undefined) return { ...shared, set: own.set }
  return { ...shared, set: { ...shared.set, ...own.set } }
}

/** Whether a delta changes nothing. */
export function isEmptyDelta(delta: WireViewDelta): boolean {
  return delta.set === undefined && delta.log === undefined && delta.results === undefined
}

/**
 * The view a delta makes of `view`: a new object; unchanged fields keep their values (the same arrays),
 * so nothing may change a view in place. Throws when a list tail does not fit the view.
 */
export function applyViewDelta(view: SeatView, delta: ViewDelta): SeatView {
  const next: SeatView = { ...view, ...delta.set }
  if (delta.log !== undefined) next.log = applyTail(view.log, delta.log)
  if (delta.results !== undefined) next.results = applyTail(view.results, delta.results)
  return next
}

function diffKeys(prev: SeatView, next: SeatView, wanted: (key: string) => boolean): ViewDelta {
  const delta: ViewDelta = {}
  const before = prev as unknown as Record<string, unknown>
  const after = next as unknown as Record<string, unknown>
  // Every SeatView field is required, so both views have the same keys: none is ever removed.
  for (const key of Object.keys(after)) {
    if (!wanted(key) || before[key] === after[key]) continue
    if (LIST_KEYS.has(key)) {
      const tail = listTail(before[key] as unknown[], after[key] as unknown[])
      if (tail !== null) (delta as Record<string, unknown>)[key] = tail
    } else if (!sameJson(before[key], after[key])) {
      ;((delta.set ??= {}) as Record<string, unknown>)[key] = after[key]
    }
  }
  return delta
}

function listTail<T>(prev: readonly T[], next: readonly T[]): ListTail<T> | null {
  const keep = sharedPrefix(prev, next)
  if (keep === prev.length && keep === next.length) return null
  return keep === prev.length ? { add: next.slice(keep) } : { keep, add: next.slice(keep) }
}

function applyTail<T>(list: readonly T[], tail: ListTail<T>): T[] {
  const keep = tail.keep ?? list.length
  if (!Number.isInteger(keep) || keep < 0 || keep > list.length || !Array.isArray(tail.add))
    throw new RangeError(`a list tail keeping ${String(keep)} of ${list.length} items does not fit`)
  return [...list.slice(0, keep), ...tail.add]
}
