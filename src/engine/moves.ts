// R5 moves: untrusted input → a well-formed Move, each rule checked with its own error code, and the
// list of legal moves (from the shared generator in movegen.ts).
import { MOVE_KINDS } from './types'
import type { Meld, Move, MatchState, OverwriteRule, Rank, Result, SeatView } from './types'
import { copiesFor, countsFromRanks, isRank, subtractCounts } from './cards'
import { addToMeld, classifyMeld, isStronger } from './melds'
import { HAND_STRIDE, MAX_MOVES, biggerCode, decodeMove, generateMoves, meldTypeCode } from './movegen'
import { err, ok } from './result'

/** A play is one to three cards (R5). */
export const MAX_PLAY = 3

/**
 * Anything from the wire → a Move with fresh, ascending cards, or 'bad-move'. Never trusts the
 * caller's object: unknown kinds, missing or sparse arrays, non-ranks and wrong lengths are refused.
 */
export function parseMove(input: unknown): Result<Move> {
  if (typeof input !== 'object' || input === null) return err('bad-move', 'A move must be an object.')
  const { kind, cards } = input as { kind?: unknown; cards?: unknown }
  if (typeof kind !== 'string' || !(MOVE_KINDS as readonly string[]).includes(kind)) {
    return err('bad-move', `Unknown move kind ${JSON.stringify(kind) ?? 'undefined'}.`)
  }
  if (kind === 'pass') {
    if (cards !== undefined) return err('bad-move', 'A pass plays no cards.')
    return ok({ kind: 'pass' })
  }
  if (!Array.isArray(cards)) return err('bad-move', `A ${kind} needs a list of cards.`)
  if (cards.length === 0 || cards.length > MAX_PLAY) {
    return err('bad-move', `A play is one to three cards, not ${cards.length}.`)
  }
  const ranks: Rank[] = []
  for (let i = 0; i < cards.length; i++) {
    const c: unknown = cards[i]
    if (!isRank(c)) return err('bad-move', `${JSON.stringify(c) ?? 'undefined'} is not a card rank.`)
    ranks.push(c)
  }
  ranks.sort((a, b) => a - b)
  return ok({ kind: kind as 'lead' | 'overwrite' | 'add', cards: ranks })
}

/** A move that passed every rule: for plays, the central meld it leaves on the table. */
export type CheckedMove = { kind: 'pass' } | { kind: 'lead' | 'overwrite' | 'add'; cards: Rank[]; meld: Meld }

/**
 * R5 for a well-formed move by the seat on turn, holding `hand`, against the central `meld`, under the
 * table's overwrite rule (R2.variants). The order of checks fixes which error a doubly-wrong move gets:
 * kind vs table, hand, meld, shape.
 */
export function checkMove(
  hand: readonly number[],
  meld: Meld | null,
  move: Move,
  overwrite: OverwriteRule
): Result<CheckedMove> {
  if (move.kind === 'pass') {
    if (meld === null) return err('leader-cannot-pass', 'The leader must play: a leader can never pass.')
    return ok(move)
  }
  if (move.kind === 'lead' && meld !== null) {
    return err('cannot-lead', 'There is a central meld: overwrite it, add to it or pass.')
  }
  if (move.kind !== 'lead' && meld === null) {
    return err('must-lead', `There is no central meld to ${move.kind}: lead a meld.`)
  }
  if (subtractCounts(hand, countsFromRanks(move.cards)) === null) {
    return err('not-in-hand', `The cards ${move.cards.join(' ')} are not all in your hand.`)
  }
  const played = classifyMeld(move.cards)
  if (played === null) return err('not-a-meld', `${move.cards.join(' ')} is not a single, a set or a run.`)
  if (move.kind === 'lead' || meld === null) return ok({ kind: 'lead', cards: move.cards, meld: played })
  if (move.kind === 'overwrite') {
    if (meld.cards.length > MAX_PLAY) {
      return err('cannot-overwrite-long', 'A central meld of four or more cards can only be added to.')
    }
    // R2.variants: with bigger overwrites, more cards than the central meld overwrite whatever they are.
    if (overwrite === 'bigger' && played.cards.length > meld.cards.length) {
      return ok({ kind: 'overwrite', cards: move.cards, meld: played })
    }
    // R5.overwrite: the same size, then the same type (a size that differs is named first).
    const bigger = overwrite === 'bigger' ? `, or more than ${meld.cards.length} card(s)` : ''
    if (played.cards.length !== meld.cards.length) {
      return err(
        'wrong-size',
        `An overwrite must have ${meld.cards.length} card(s), like the central meld${bigger}.`
      )
    }
    if (played.type !== meld.type) {
      return err('wrong-type', `An overwrite must be a ${meld.type}, like the central meld${bigger}.`)
    }
    if (!isStronger(played, meld)) {
      const hint = meld.type === 'run' ? 'a lower run is stronger' : 'a higher rank is stronger'
      return err(
        'too-weak',
        `${move.cards.join(' ')} is not stronger than ${meld.cards.join(' ')} (${hint}).`
      )
    }
    return ok({ kind: 'overwrite', cards: move.cards, meld: played })
  }
  const joined = addToMeld(meld, move.cards)
  if (joined === null) {
    return err(
      'cannot-add',
      `${move.cards.join(' ')} does not extend ${meld.cards.join(' ')} into a longer ${meld.type === 'single' ? 'set or run' : meld.type}.`
    )
  }
  return ok({ kind: 'add', cards: move.cards, meld: joined })
}

/**
 * R2.variants: under bigger overwrites, some play of more cards than `central` would overwrite it, which
 * is so while the central meld has fewer cards than a play may have (MAX_PLAY).
 */
export function biggerPlayOverwrites(central: Readonly<Meld>, overwrite: OverwriteRule): boolean {
  return overwrite === 'bigger' && central.cards.length < MAX_PLAY
}

// One scratch hand and move buffer for the public (allocating) API; nothing else holds them.
const scratchHand = new Int8Array(HAND_STRIDE)
const scratchMoves = new Int32Array(MAX_MOVES)

/** Every legal move for a hand (counts per rank) against a central meld. The shared core. */
export function movesFor(
  hand: readonly number[],
  meld: Meld | null,
  copies: number,
  overwrite: OverwriteRule
): Move[] {
  scratchHand.fill(0)
  for (let r = 1; r <= 15; r++) scratchHand[r] = hand[r] ?? 0
  const n = generateMoves(
    scratchHand,
    0,
    meldTypeCode(meld),
    meld?.cards[0] ?? 0,
    meld?.cards.length ?? 0,
    copies,
    biggerCode(overwrite),
    scratchMoves
  )
  const out: Move[] = []
  for (let i = 0; i < n; i++) out.push(decodeMove(scratchMoves[i]!))
  return out
}

/** Every legal move of the seat on turn; empty when the round is over. */
export function legalMoves(state: MatchState): Move[] {
  if (state.phase !== 'playing' || state.turn === null) return []
  const hand = state.hands[state.turn]
  if (hand === undefined) return []
  return movesFor(hand, state.meld, copiesFor(state.players), state.options.overwrite)
}

/** The viewing seat's legal moves when it is on turn (bots and the UI only ever hold a view). */
export function legalMovesForView(view: SeatView): Move[] {
  if (view.phase !== 'playing' || view.seat === null || view.turn !== view.seat || view.hand === null)
    return []
  return movesFor(countsFromRanks(view.hand), view.meld, view.copies, view.options.overwrite)
}

/** A canonical text for a move, to compare moves as sets. */
export function moveKey(move: Move): string {
  return move.kind === 'pass' ? 'pass' : `${move.kind}:${[...move.cards].sort((a, b) => a - b).join(',')}`
}
