// Why a bot (or a hint) makes a move, as one of the engine's MOVE_REASONS codes (engine/move-reasons.ts)
// that the renderer translates — never prose on the wire. Pure.
import type { Move, Rank } from '../engine/types'
import type { MoveReason } from '../engine/index'
import { clearsTrick, goesOut, meldAfter, movesFor, planHand } from '../engine/index'
import type { BotInput } from './input'
import { answersTo, ownCounts, pointsOfCards, unseenCounts, withoutCards } from './cards'

/** An opponent with this many cards or fewer may go out soon (as in medium.ts). */
const DANGER_CARDS = 3
/** Cards worth at least this many points count as "high" to shed. */
const HIGH_POINTS = 3

/** The first reason that holds, most decisive first. `move` must be legal for `input`. */
export function explainMove(input: BotInput, move: Move): MoveReason {
  const own = ownCounts(input)
  if (movesFor(own, input.meld, input.copies, input.overwrite).length === 1) return 'only-move'
  if (move.kind === 'pass') return 'pass-save-cards'
  const cards = move.cards
  if (goesOut(move, input.hand.length)) return 'go-out'
  const after = meldAfter(input.meld, move)
  if (after === null) return move.kind === 'lead' ? 'lead-low' : 'keep-meld'
  const clear = clearsTrick(input.meld, move, input.playsInTrick, input.copies)
  if (clear === 'eight') return 'seize-lead-with-8'
  if (clear !== null) return 'end-trick'
  if (answersTo(after, unseenCounts(input), input.copies, input.overwrite) === 0) return 'unbeatable'
  const danger = input.handCounts.some((n, s) => s !== input.seat && n <= DANGER_CARDS)
  if (danger && cards.some((c: Rank) => (input.points[c] ?? 0) >= HIGH_POINTS)) return 'shed-high'
  if (move.kind === 'lead') return 'lead-low'
  // A follow that does not add plays to the hand's plan keeps every meld it was saving.
  const before = planHand(own).count
  const rest = planHand(withoutCards(own, cards)).count
  return rest < before || pointsOfCards(cards, input.points) < HIGH_POINTS ? 'keep-meld' : 'shed-high'
}
