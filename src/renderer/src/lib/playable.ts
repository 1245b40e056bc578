// Which cards of the hand can still be part of a legal play, given what is already selected. Read
// from the engine's legal moves only (legalMovesForView), so the renderer never decides legality
// itself. Cards have no suits: playability is per rank, counted against the selection.
import type { Move, Rank } from '../../../engine/types'

type PlayMove = Exclude<Move, { kind: 'pass' }>

function countOf(ranks: readonly Rank[]): Map<Rank, number> {
  const out = new Map<Rank, number>()
  for (const r of ranks) out.set(r, (out.get(r) ?? 0) + 1)
  return out
}

/** `move` uses every card of `ranks` (as a multiset). */
function contains(move: PlayMove, ranks: readonly Rank[]): boolean {
  const have = countOf(move.cards)
  for (const [r, n] of countOf(ranks)) if ((have.get(r) ?? 0) < n) return false
  return true
}

/** The plays (not passes) that use every selected card and maybe more. */
export function movesContaining(legal: readonly Move[], selected: readonly Rank[]): PlayMove[] {
  return legal.filter((m): m is PlayMove => m.kind !== 'pass' && contains(m, selected))
}

/**
 * The ranks an unselected card may have and still join the selection in a legal play. When the
 * selection is part of no play, the answer ignores it (what could be played instead).
 */
export function playableRanks(legal: readonly Move[], selected: readonly Rank[]): Set<Rank> {
  const building = movesContaining(legal, selected)
  const base = building.length > 0 ? selected : []
  const moves = building.length > 0 ? building : movesContaining(legal, [])
  const out = new Set<Rank>()
  for (const m of moves) {
    for (const r of new Set(m.cards)) if (contains(m, [...base, r])) out.add(r)
  }
  return out
}
