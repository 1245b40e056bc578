// What the table shows of the trick being played: each seat's last play (or pass) in front of that
// seat, and — for a moment after it cleared — the trick that just ended and why (engine splitTricks).
import type { LoggedTrick, TrickEntry } from '../../../engine'

/** The latest entry of every seat in `trick` (a pass counts: the seat is out until the trick ends). */
export function lastPlays(trick: LoggedTrick | null): Map<number, TrickEntry> {
  const out = new Map<number, TrickEntry>()
  for (const entry of trick?.entries ?? []) out.set(entry.seat, entry)
  return out
}

/** The open trick of the round, if anything has been played in it. */
export function openTrick(tricks: readonly LoggedTrick[]): LoggedTrick | null {
  const last = tricks[tricks.length - 1]
  return last !== undefined && last.end === null && last.entries.length > 0 ? last : null
}

/** The trick whose plays sit in front of the seats: the open one, else the cleared one being held. */
export function shownTrick(tricks: readonly LoggedTrick[], held: LoggedTrick | null): LoggedTrick | null {
  return openTrick(tricks) ?? held
}

/** The last trick that was cleared (R6), if the latest thing that happened in the round cleared it. */
export function justCleared(tricks: readonly LoggedTrick[]): LoggedTrick | null {
  const last = tricks[tricks.length - 1]
  return last !== undefined && last.end?.ends === 'trick' ? last : null
}
