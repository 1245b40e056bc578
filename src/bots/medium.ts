// Medium: a sound heuristic player. It plans its hand as the fewest plays (melds), leads the weak
// parts of that plan and keeps its strong melds and its 8s to take the lead back (R6.eight), counts the
// cards that are out to know which melds nobody can answer, sees which plays end a trick (an 8, a full
// set, a run of five) and, when an opponent is close to going out, fights for tricks and dumps
// expensive cards.
import type { Meld, Move } from '../engine/types'
import type { Rng } from '../engine/index'
import {
  classifyMeld,
  clearsTrick,
  containsEight,
  goesOut,
  meldAfter,
  movesFor,
  planHand,
  strengthOf
} from '../engine/index'
import type { BotInput } from './input'
import { answersTo, cardsOf, ownCounts, pointsOfCards, unseenCounts, withoutCards } from './cards'

/** An opponent with this many cards or fewer may go out soon. */
const DANGER_CARDS = 3

interface Context {
  input: BotInput
  own: number[]
  unseen: number[]
  /** Fewest cards in an opponent's hand. */
  minOpponent: number
  danger: boolean
  before: number
}

export function mediumMove(input: BotInput, rng: Rng): Move {
  const own = ownCounts(input)
  const legal = movesFor(own, input.meld, input.copies, input.overwrite)
  const first = legal[0]
  if (first === undefined) throw new Error('No legal move.')
  if (legal.length === 1) return first
  // Going out ends the round with no penalty: always right.
  const out = legal.find((m) => goesOut(m, input.hand.length))
  if (out !== undefined) return out
  let minOpponent = Infinity
  input.handCounts.forEach((n, s) => {
    if (s !== input.seat && n < minOpponent) minOpponent = n
  })
  const ctx: Context = {
    input,
    own,
    unseen: unseenCounts(input),
    minOpponent,
    danger: minOpponent <= DANGER_CARDS,
    before: planHand(own).count
  }
  let best = first
  let bestScore = -Infinity
  for (const m of legal) {
    const score = (m.kind === 'lead' ? leadScore(ctx, m) : followScore(ctx, m)) + rng.next() * 0.01
    if (score > bestScore) {
      bestScore = score
      best = m
    }
  }
  return best
}

/** Nobody else holds cards that could answer this meld. */
function isBoss(ctx: Context, meld: Meld): boolean {
  return answersTo(meld, ctx.unseen, ctx.input.copies, ctx.input.overwrite) === 0
}

function leadScore(ctx: Context, move: Move): number {
  const cards = cardsOf(move)
  const meld = classifyMeld(cards)
  if (meld === null) return -Infinity
  const after = planHand(withoutCards(ctx.own, cards))
  const points = ctx.input.points
  let score = -10 * after.count
  const boss = isBoss(ctx, meld)
  const hasEight = containsEight(cards)
  // Unanswerable leads keep the lead: lead them when what is left is one play (then go out).
  if (boss) score += after.count <= 1 ? 8 : 1.5
  // Lead the weak parts of the plan; strong melds win tricks later.
  score -= strengthOf(meld) * 0.4
  score += cards.length * 1.2
  // Rule of 8s: an 8 led does not clear, but an 8 played later does. Keep them.
  if (hasEight) score -= 6
  if (ctx.danger) {
    score += pointsOfCards(cards, points) * 0.6
    // A lone card can go out on a single: lead something it cannot answer with one card.
    if (ctx.minOpponent === 1 && meld.type === 'single' && !boss) score -= 4 - strengthOf(meld) * 0.3
  }
  return score
}

function followScore(ctx: Context, move: Move): number {
  const input = ctx.input
  const dangerousLast =
    input.lastPlayer !== null && (input.handCounts[input.lastPlayer] ?? 99) <= DANGER_CARDS
  if (move.kind === 'pass') {
    // Passing lets the trick go to its last player: bad when that player is about to go out.
    return dangerousLast ? -6 : ctx.danger ? -1 : 0
  }
  const cards = move.cards
  const after = planHand(withoutCards(ctx.own, cards))
  const delta = ctx.before - after.count
  // Does this play end the trick at once (R6)? The engine says, as for the hints (reasons.ts).
  const clears = clearsTrick(input.meld, move, input.playsInTrick, input.copies) !== null
  const resulting = meldAfter(input.meld, move)
  const boss = !clears && resulting !== null && isBoss(ctx, resulting)
  const hasEight = containsEight(cards)
  let score = 10 * delta
  if (delta <= 0) score -= 4
  if (clears || boss) score += after.count <= 2 ? 7 : 4
  score += cards.length * 0.6
  // Use low cards to follow; keep the strong ones.
  const top = cards[cards.length - 1] ?? 1
  score -= top * 0.15
  if (hasEight && !ctx.danger && after.count > 2) score -= 6
  if (ctx.danger) score += pointsOfCards(cards, input.points) * 0.5
  return score
}
