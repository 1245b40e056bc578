// The root of a search: the position as FastRound takes it and the legal move codes there, built
// either from what one seat knows (the hard bot; the hidden hands are left empty for the determinizer
// to fill) or from a whole MatchState with every hand known (the all-seeing search: the bench's bound
// on the hard bot, and the review of a finished match, where every hand is public by RULES.md D6 —
// never for a table in play, R9).
import type { MatchState } from '../engine/types'
import type { FastPosition } from '../engine/index'
import { FastRound } from '../engine/index'
import type { BotInput } from './input'
import { ownCounts } from './cards'

export interface SearchPosition {
  pos: FastPosition
  /** Counts per rank for every seat: the searcher's own, and the others' to fill (or already known). */
  hands: number[][]
  /** Legal move codes at the root, in FastRound.generate() order; the pass first when it is legal. */
  codes: number[]
}

const fast = new FastRound()

function withCodes(pos: FastPosition, hands: number[][], points: readonly number[]): SearchPosition {
  fast.setPoints(points)
  fast.load(pos)
  const n = fast.generate()
  return { pos, hands, codes: Array.from(fast.moves.subarray(0, n)) }
}

/** What the seat on turn knows: its own hand; the other hands are empty until a determinization. */
export function seatSearchPosition(input: BotInput): SearchPosition {
  const own = ownCounts(input)
  const hands: number[][] = []
  for (let s = 0; s < input.players; s++) hands.push(s === input.seat ? own : new Array<number>(16).fill(0))
  const pos: FastPosition = {
    players: input.players,
    hands,
    meld: input.meld === null ? null : { type: input.meld.type, cards: [...input.meld.cards] },
    passed: input.passed,
    turn: input.seat,
    lastPlayer: input.lastPlayer,
    playsInTrick: input.playsInTrick,
    options: { overwrite: input.overwrite }
  }
  return withCodes(pos, hands, input.points)
}

/**
 * EVERY HAND of `state`, the whole secret state, for the all-seeing search. Only for measurement and
 * for reviewing a finished match (every hand public, D6): a table in play must use seatSearchPosition.
 */
export function openSearchPosition(state: MatchState): SearchPosition {
  const seat = state.turn
  if (state.phase !== 'playing' || seat === null) throw new Error('No seat is on turn.')
  const hands = state.hands.map((h) => [...h])
  const pos: FastPosition = {
    players: state.players,
    hands,
    meld: state.meld === null ? null : { type: state.meld.type, cards: [...state.meld.cards] },
    passed: [...state.passed],
    turn: seat,
    lastPlayer: state.lastPlayer,
    playsInTrick: state.playsInTrick,
    options: state.options
  }
  return withCodes(pos, hands, state.options.points)
}
