// R4 melds: what a group of cards is, and which of two melds is stronger.
import { RANKS } from './types'
import type { Meld, Move, Rank } from './types'
import { EIGHT, isRank } from './cards'

/**
 * single, set or run — or null. A run is consecutive ranks; because there are no 6s and no 10s,
 * "rank + 1" never crosses a weather group (5→7 and 9→11 differ by 2), so no extra group check is needed.
 */
export function classifyMeld(cards: readonly Rank[]): Meld | null {
  if (cards.length === 0 || !cards.every(isRank)) return null
  const sorted = [...cards].sort((a, b) => a - b)
  const first = sorted[0] as Rank
  if (sorted.length === 1) return { type: 'single', cards: sorted }
  if (sorted.every((r) => r === first)) return { type: 'set', cards: sorted }
  for (let i = 1; i < sorted.length; i++) {
    if ((sorted[i] as number) !== (sorted[i - 1] as number) + 1) return null
  }
  return { type: 'run', cards: sorted }
}

/**
 * R4.strength: only the same type and size compare. Singles and sets: higher rank wins.
 * Runs: the LOWER run wins (1-2-3 beats 11-12-13).
 */
export function isStronger(a: Meld, b: Meld): boolean {
  if (a.type !== b.type || a.cards.length !== b.cards.length) return false
  const lowA = a.cards[0]
  const lowB = b.cards[0]
  if (lowA === undefined || lowB === undefined) return false
  return a.type === 'run' ? lowA < lowB : lowA > lowB
}

/**
 * R4.strength as a number, 0 (weakest) … 12 (strongest) among melds of its type and size: the place of
 * its lowest card among the thirteen ranks, counted from the top for runs (the lower run is stronger).
 * For two melds of the same type and size, isStronger(a, b) exactly when strengthOf(a) > strengthOf(b).
 */
export function strengthOf(meld: Readonly<Meld>): number {
  const low = RANKS.indexOf(meld.cards[0] ?? 1)
  return meld.type === 'run' ? RANKS.length - 1 - low : low
}

/**
 * R5.add: the central meld after adding `cards` (which must be a meld by themselves, D4), or null.
 * A set/single takes only cards of its rank; a run/single takes a run or single touching one end.
 * Sets never join runs.
 */
export function addToMeld(meld: Meld, cards: readonly Rank[]): Meld | null {
  const added = classifyMeld(cards)
  if (added === null) return null
  const low = meld.cards[0]
  const high = meld.cards[meld.cards.length - 1]
  const addLow = added.cards[0]
  const addHigh = added.cards[added.cards.length - 1]
  if (low === undefined || high === undefined || addLow === undefined || addHigh === undefined) return null
  const joined = [...meld.cards, ...added.cards].sort((a, b) => a - b)
  if (meld.type !== 'run' && added.type !== 'run' && addLow === low) return { type: 'set', cards: joined }
  if (meld.type !== 'set' && added.type !== 'set' && (addHigh + 1 === low || high + 1 === addLow)) {
    return { type: 'run', cards: joined }
  }
  return null
}

/** R6.eight: the played cards hold an 8. */
export function containsEight(cards: readonly Rank[]): boolean {
  return cards.includes(EIGHT)
}

/**
 * R5: the central meld a play leaves on the table, or null for a pass or cards that make no such meld:
 * the played cards for a lead or an overwrite (R5.lead, R5.overwrite), the longer meld for an add
 * (R5.add). It does not check the rest of R5 (the hand, the strength, the overwrite rule): checkMove does.
 */
export function meldAfter(central: Readonly<Meld> | null, move: Move): Meld | null {
  if (move.kind === 'pass') return null
  if (move.kind === 'add') return central === null ? null : addToMeld(central, move.cards)
  return classifyMeld(move.cards)
}
