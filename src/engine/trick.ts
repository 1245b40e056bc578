// R3 turn order and R6/R7 the end of a trick, as small pure functions over the public shapes. The
// reducer (apply.ts) and the log splitter (trick-log.ts) both decide what a move ended with moveEnding.
import type { ClearReason, Meld, Move, Rank } from './types'
import type { CheckedMove } from './moves'
import { containsEight, meldAfter } from './melds'

/** R5.add → R6.run: a run is cleared at five cards (only Rain and Sun can get there). */
export const FULL_RUN = 5

/**
 * R6 after a play (not a pass), checked in order: eight, set, run. `playsInTrick` counts this play,
 * so the opening lead is play 1 and an 8 in it does not clear (R6.eight).
 */
export function clearAfterPlay(
  kind: 'lead' | 'overwrite' | 'add',
  cards: readonly Rank[],
  meldAfter: Meld,
  playsInTrick: number,
  copies: number
): ClearReason | null {
  if (containsEight(cards) && playsInTrick > 1) return 'eight'
  if (kind === 'add' && meldAfter.type === 'set' && meldAfter.cards.length === copies) return 'set'
  if (kind === 'add' && meldAfter.type === 'run' && meldAfter.cards.length === FULL_RUN) return 'run'
  return null
}

/**
 * R6 for a play the seat on turn may make (what bots and screens ask): the reason `move` would clear
 * the trick at once, or null when it would not (a pass, an opening lead, any other play). `central` is
 * the central meld before the move, `playsInTrick` the plays made in this trick before it (a view's
 * playsInTrick). R7 comes first: a play that empties the hand ends the round instead (goesOut).
 */
export function clearsTrick(
  central: Readonly<Meld> | null,
  move: Move,
  playsInTrick: number,
  copies: number
): ClearReason | null {
  if (move.kind === 'pass') return null
  const after = meldAfter(central, move)
  return after === null ? null : clearAfterPlay(move.kind, move.cards, after, playsInTrick + 1, copies)
}

/** R7: `move` plays the last card of a hand of `handSize` cards, so it ends the round. */
export function goesOut(move: Move, handSize: number): boolean {
  return move.kind !== 'pass' && move.cards.length === handSize
}

/** R6.pass: the one seat of the trick that has not passed, when only one is left; else null. */
export function onlySeatLeft(passed: readonly boolean[]): number | null {
  let seat: number | null = null
  for (let s = 0; s < passed.length; s++) {
    if (passed[s]) continue
    if (seat !== null) return null
    seat = s
  }
  return seat
}

/** R3: the next seat clockwise that has not passed in this trick. */
export function nextSeat(passed: readonly boolean[], from: number): number {
  const n = passed.length
  for (let i = 1; i <= n; i++) {
    const s = (from + i) % n
    if (!passed[s]) return s
  }
  return from
}

/** What one move ended: the round (R7, its mover went out) or the trick (R6, won by `seat`). */
export type MoveEnding =
  { ends: 'round'; seat: number } | { ends: 'trick'; seat: number; reason: ClearReason }

/**
 * R7 then R6 after one checked move by `seat`, or null when play goes on in the same trick.
 * `passed` and `playsInTrick` already count this move; `handEmpty`: the mover has no card left.
 */
export function moveEnding(
  move: CheckedMove,
  seat: number,
  passed: readonly boolean[],
  playsInTrick: number,
  handEmpty: boolean,
  copies: number
): MoveEnding | null {
  if (move.kind === 'pass') {
    // R6.pass: the one seat left clears the trick (it is always the last player).
    const left = onlySeatLeft(passed)
    return left === null ? null : { ends: 'trick', seat: left, reason: 'pass' }
  }
  // R7 before R6: a hand that empties ends the round at once, even mid-trick.
  if (handEmpty) return { ends: 'round', seat }
  const reason = clearAfterPlay(move.kind, move.cards, move.meld, playsInTrick, copies)
  return reason === null ? null : { ends: 'trick', seat, reason }
}
