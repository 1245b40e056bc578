// Why a card of a seat's hand is in no legal play right now, as a short code (issue 51: the table dims
// such a card and says why). The answer is the engine's own: the legal moves say whether the card can be
// played, and checkMove's refusals of every meld the hand can make with it say why not. Game words, so
// they live here; the renderer only names them.
import type { Move, Rank, SeatView } from './types'
import { countsFromRanks } from './cards'
import { checkMove, legalMovesForView, movesFor } from './moves'

export const CARD_REFUSALS = [
  'round-over', // no round is being played (R7, R8)
  'not-in-hand', // the seat holds no such card (a spectator holds none)
  'not-your-turn', // R3: only the seat on turn plays
  'not-with-selection', // some play holds this card, but none holds it with the cards already picked
  'cannot-overwrite-long', // the central meld has four or more cards (R5.overwrite) and the card does not extend it (R5.add)
  'too-weak', // the card makes melds of the central meld's type and size, none stronger (R4.strength), and does not extend it
  'no-matching-meld' // the hand makes no meld of the central meld's type and size with the card, and the card does not extend it
] as const
export type CardRefusal = (typeof CARD_REFUSALS)[number]

/** `move` plays every card of `ranks` (as a multiset). */
function holdsAll(move: Move, ranks: readonly Rank[]): boolean {
  if (move.kind === 'pass') return false
  const left = [...move.cards]
  for (const r of ranks) {
    const at = left.indexOf(r)
    if (at < 0) return false
    left.splice(at, 1)
  }
  return true
}

/**
 * Why the seat viewing `view` cannot play a card of `rank` now, together with the cards it has already
 * picked (`selected`, which do not include this card); null when some legal play holds them all.
 */
export function cardRefusal(view: SeatView, rank: Rank, selected: readonly Rank[] = []): CardRefusal | null {
  if (view.phase !== 'playing' || view.turn === null) return 'round-over'
  const hand = view.hand
  if (view.seat === null || hand === null || !hand.includes(rank)) return 'not-in-hand'
  if (view.turn !== view.seat) return 'not-your-turn'
  const legal = legalMovesForView(view)
  if (legal.some((m) => holdsAll(m, [...selected, rank]))) return null
  if (legal.some((m) => holdsAll(m, [rank]))) return 'not-with-selection'
  const central = view.meld
  // Every held card leads as a single (R5.lead): a card in no legal play means there is a central meld.
  if (central === null) return null
  // The melds of one to three held cards with this card (what the hand could lead), each tried as an
  // overwrite; none is legal, and no add holds the card (it is in no legal move at all).
  const counts = countsFromRanks(hand)
  const refusals = movesFor(counts, null, view.copies, view.options.overwrite)
    .flatMap((m) => (m.kind !== 'pass' && holdsAll(m, [rank]) ? [m.cards] : []))
    .map((cards) => checkMove(counts, central, { kind: 'overwrite', cards }, view.options.overwrite))
    .flatMap((r) => (r.ok ? [] : [r.error.code]))
  if (refusals.includes('cannot-overwrite-long')) return 'cannot-overwrite-long'
  if (refusals.includes('too-weak')) return 'too-weak'
  return 'no-matching-meld'
}
