// What a bot may know (RULES.md R9): built only from a SeatView, copied field by field, so a policy can
// never reach another seat's cards or the undealt cards. The brand makes `botInput` the only way in:
// a MatchState, a SeatView or a hand-made object literal is not a BotInput, and no field of BotInput
// can hold a hand other than the seat's own (other seats are counts only).
import type { LoggedMove, Meld, OverwriteRule, Rank, SeatView } from '../engine/types'

declare const BOT_INPUT: unique symbol

export interface BotInputFields {
  readonly players: number
  /** The seat the bot plays, on turn. */
  readonly seat: number
  /** Its own hand, ascending. */
  readonly hand: readonly Rank[]
  /** Cards in every hand (counts only). */
  readonly handCounts: readonly number[]
  readonly copies: number
  readonly undealtCount: number
  /** R2.two: cards in the hands kept for a later round (counts only). */
  readonly reserveCount: number
  /** Cards out of play this round (public), counts per rank. */
  readonly cleared: readonly number[]
  /** R2.two: the cards of this deal's earlier hands (public since their round ended), counts per rank. */
  readonly retired: readonly number[]
  readonly meld: Readonly<Meld> | null
  readonly lastPlayer: number | null
  readonly playsInTrick: number
  readonly passed: readonly boolean[]
  readonly turn: number
  readonly totals: readonly number[]
  /** Penalty points per rank (R1.points) and the match target (R8). */
  readonly points: readonly number[]
  readonly target: number
  /** The overwrite rule (R2.variants): which overwrites are legal. */
  readonly overwrite: OverwriteRule
  /** This round's public moves (every played card is public). */
  readonly log: readonly Readonly<LoggedMove>[]
}

export type BotInput = BotInputFields & { readonly [BOT_INPUT]: true }

/** The SeatView fields botInput reads — and the only ones (tests poison everything else). */
export const VIEW_FIELDS_READ = [
  'players',
  'seat',
  'hand',
  'handCounts',
  'copies',
  'undealtCount',
  'reserveCount',
  'cleared',
  'retired',
  'meld',
  'lastPlayer',
  'playsInTrick',
  'passed',
  'turn',
  'totals',
  'options',
  'phase',
  'log'
] as const satisfies readonly (keyof SeatView)[]

/**
 * The view of a seat on turn → a BotInput (fresh arrays, nothing shared with the view). Throws when the
 * view is a spectator's or it is not this seat's turn in a round being played.
 */
export function botInput(view: SeatView): BotInput {
  const seat = view.seat
  const hand = view.hand
  const turn = view.turn
  if (seat === null || hand === null) throw new Error('A bot plays a seat: this is a spectator view.')
  if (view.phase !== 'playing' || turn !== seat) throw new Error(`It is not seat ${seat}'s turn.`)
  const options = view.options
  const meld = view.meld
  const fields: BotInputFields = {
    players: view.players,
    seat,
    hand: [...hand].sort((a, b) => a - b),
    handCounts: [...view.handCounts],
    copies: view.copies,
    undealtCount: view.undealtCount,
    reserveCount: view.reserveCount,
    cleared: [...view.cleared],
    retired: [...view.retired],
    meld: meld === null ? null : { type: meld.type, cards: [...meld.cards] },
    lastPlayer: view.lastPlayer,
    playsInTrick: view.playsInTrick,
    passed: [...view.passed],
    turn,
    totals: [...view.totals],
    points: [...options.points],
    target: options.target,
    overwrite: options.overwrite,
    log: view.log.map((l) =>
      l.move.kind === 'pass'
        ? { seat: l.seat, move: { kind: 'pass' } }
        : { seat: l.seat, move: { kind: l.move.kind, cards: [...l.move.cards] } }
    )
  }
  return fields as BotInput
}
