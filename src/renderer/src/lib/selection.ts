// The cards a player has picked, and what they can do with them. Cards have no suits, so a selection
// is a count per rank: the first `n` copies of a rank in the hand show as selected. The renderer
// never decides legality: it filters the engine's legal moves (legalMovesForView) by the selection,
// and when none fits it explains why — the host still has the last word.
import {
  biggerPlayOverwrites,
  checkMove,
  classifyMeld,
  countsFromRanks,
  legalMovesForView,
  parseMove
} from '../../../engine'
import type { Meld, MeldType, Move, Rank, SeatView } from '../../../engine/types'
import { sortRanks } from './cards'

/** The picked cards as `rank-copy` ids (the `copy`-th card of that rank in the sorted hand). */
export type Selection = readonly string[]

export const EMPTY_SELECTION: Selection = Object.freeze([])

function counts(ranks: readonly Rank[]): number[] {
  const out = new Array<number>(16).fill(0)
  for (const r of ranks) out[r] = (out[r] ?? 0) + 1
  return out
}

function parse(id: string): [Rank, number] {
  const [rank, copy] = id.split('-').map(Number)
  return [(rank ?? 0) as Rank, copy ?? 0]
}

/** The first copies of each rank (how a hint is shown). */
export function selectionFromRanks(ranks: readonly Rank[]): Selection {
  const seen = new Map<number, number>()
  return ranks.map((r) => {
    const copy = seen.get(r) ?? 0
    seen.set(r, copy + 1)
    return `${r}-${copy}`
  })
}

export function selectedRanks(selection: Selection): Rank[] {
  return selection.map((id) => parse(id)[0]).sort((a, b) => a - b)
}

export function selectionSize(selection: Selection): number {
  return selection.length
}

export function isSelected(selection: Selection, rank: Rank, copy: number): boolean {
  return selection.includes(`${rank}-${copy}`)
}

/** Click/tap on the `copy`-th card of `rank`: a selected card is let go, another one is picked. */
export function toggleCard(selection: Selection, rank: Rank, copy: number): Selection {
  const id = `${rank}-${copy}`
  return selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id]
}

/** Keep what is still in the hand (after a state update or a reconnect); never more than it holds. */
export function reconcileSelection(selection: Selection, hand: readonly Rank[] | null): Selection {
  if (hand === null) return EMPTY_SELECTION
  const held = counts(hand)
  const next = selection.filter((id) => {
    const [rank, copy] = parse(id)
    return copy < (held[rank] ?? 0)
  })
  return next.length === selection.length ? selection : next
}

function sameCards(a: readonly Rank[], b: readonly Rank[]): boolean {
  if (a.length !== b.length) return false
  const x = sortRanks(a)
  const y = sortRanks(b)
  return x.every((r, i) => r === y[i])
}

/** Why a selection is no play (keys under `reason.` in the message table). */
export type ReasonCode =
  | 'notYourTurn'
  | 'roundOver'
  | 'tooMany'
  | 'notAMeld'
  | 'tooWeak'
  | 'mustMatchSize'
  | 'mustMatchType'
  /** The same three when bigger overwrites are on (R2.variants): more cards would also overwrite. */
  | 'tooWeakOrBigger'
  | 'mustMatchSizeOrBigger'
  | 'mustMatchTypeOrBigger'
  | 'tooLong'
  | 'cannotAdd'

export interface Reason {
  code: ReasonCode
  /** The central meld the reason refers to, if any. */
  meld: Meld | null
  /** For mustMatchType: the type the selection would need. */
  type?: MeldType
}

export interface SelectionOptions {
  /** Lead / overwrite / add moves whose cards are exactly the selection (at most one of each kind). */
  plays: Move[]
  /** Passing is legal now (independent of the selection). */
  canPass: boolean
  /** The same cards can overwrite or add: the player must choose (R5). */
  choice: boolean
  /** Why the (non-empty) selection is no play; null when it is one or nothing is selected. */
  reason: Reason | null
  /** Every legal move right now (empty when it is not this seat's turn). */
  legal: Move[]
}

/** The moves picked cards make, out of the engine's legal moves — the one way the table and the tutorial
 *  read a selection, so a rule change in the engine reaches both. */
export type SelectionMoves = Pick<SelectionOptions, 'plays' | 'canPass' | 'choice'>

export function selectionMoves(legal: readonly Move[], selection: Selection): SelectionMoves {
  const ranks = selectedRanks(selection)
  const plays = ranks.length === 0 ? [] : legal.filter((m) => m.kind !== 'pass' && sameCards(m.cards, ranks))
  const kinds = new Set(plays.map((m) => m.kind))
  return { plays, canPass: legal.some((m) => m.kind === 'pass'), choice: kinds.has('overwrite') && kinds.has('add') }
}

/** What the player can do with the selected cards, given the engine's legal moves for the view. */
export function selectionOptions(view: SeatView | null, selection: Selection): SelectionOptions {
  const legal = view ? legalMovesForView(view) : []
  const moves = selectionMoves(legal, selection)
  const ranks = selectedRanks(selection)
  return {
    ...moves,
    reason: ranks.length > 0 && moves.plays.length === 0 ? explain(view, ranks) : null,
    legal
  }
}

/**
 * The most helpful reason a non-empty selection is not a legal play. Which rule refuses the cards is the
 * engine's word (checkMove under the table's overwrite rule, R5 and R2.variants); this only picks the words.
 */
export function explain(view: SeatView | null, ranks: readonly Rank[]): Reason {
  const central = view?.meld ?? null
  if (!view || view.phase !== 'playing' || view.turn === null) return { code: 'roundOver', meld: null }
  // The picked cards are ranks and there is at least one, so the engine refuses them as a move only for
  // their number (R5: one to three cards).
  const cards = [...ranks]
  if (!parseMove({ kind: 'overwrite', cards }).ok) return { code: 'tooMany', meld: null }
  if (classifyMeld(ranks) === null) return { code: 'notAMeld', meld: null }
  if (view.seat === null || view.turn !== view.seat) return { code: 'notYourTurn', meld: null }
  if (central === null) return { code: 'notAMeld', meld: null } // any meld leads: not reached in practice
  // The selected cards are the hand the engine checks: the question is their shape, not whether they are held.
  const overwrite = checkMove(countsFromRanks(cards), central, { kind: 'overwrite', cards }, view.options.overwrite)
  // Bigger overwrites (R2.variants): more cards than the central meld would have overwritten it.
  const bigger = biggerPlayOverwrites(central, view.options.overwrite)
  if (overwrite.ok) return { code: 'cannotAdd', meld: central } // not reached: a legal overwrite is a play
  switch (overwrite.error.code) {
    case 'cannot-overwrite-long':
      return { code: 'tooLong', meld: central }
    case 'too-weak':
      return { code: bigger ? 'tooWeakOrBigger' : 'tooWeak', meld: central }
    case 'wrong-size':
      return { code: bigger ? 'mustMatchSizeOrBigger' : 'mustMatchSize', meld: central }
    case 'wrong-type':
      return { code: bigger ? 'mustMatchTypeOrBigger' : 'mustMatchType', meld: central, type: central.type }
    default:
      // Nothing else refuses an overwrite of held cards that form a meld, on a central meld.
      return { code: 'cannotAdd', meld: central }
  }
}
