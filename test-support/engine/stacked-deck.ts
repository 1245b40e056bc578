// A Randomness that makes the engine deal given cards: the draws Fisher–Yates needs to put the deck in
// the order "hand 0, hand 1, …, (R2.two: second hand 0, second hand 1, …), undealt" (after `leader`
// for a random first leader, D3). A round that the deal kept (R2.two's round 2) draws nothing. Test tooling
// only: checkers use it to ask "is this state exactly what the engine deals, for some shuffle?".
import { RANKS, copiesFor, ranksFromCounts } from '../../src/engine'
import type { MatchState, Randomness } from '../../src/engine'

/** Throws when the cards are not a deal of this deck (then no shuffle could produce them). */
export function stackedDeck(state: MatchState, leader: number | null = null): Randomness {
  const target = [...state.dealt, ...state.reserve, state.dealtUndealt].flatMap((h) => ranksFromCounts(h))
  const deck: number[] = RANKS.flatMap((r) => new Array<number>(copiesFor(state.players)).fill(r))
  let first = leader
  let i = deck.length - 1
  return {
    int(n: number): number {
      if (first !== null) {
        const pick = first
        first = null
        return pick
      }
      if (n !== i + 1) throw new Error(`stackedDeck: expected a draw of ${i + 1}, got ${n}`)
      const j = deck.lastIndexOf(target[i] as number, i)
      if (j < 0 || target.length !== deck.length) throw new Error('stackedDeck: not a deal of this deck')
      ;[deck[i], deck[j]] = [deck[j] as number, deck[i] as number]
      i--
      return j
    }
  }
}
