// R3 turn order and R6 the end of a trick, as small pure functions over the public shapes.
import type { ClearReason, Meld, Rank } from './types'
import { containsEight } from './melds'

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
