// R9: what one seat (or a spectator) may know. Built fresh from the state every time, never sharing
// an array with it, and never holding another seat's cards or the undealt cards. Finished rounds'
// hands are public through `results` (D6).
import type { MatchState, SeatView } from './types'
import { cardCount, copiesFor, ranksFromCounts } from './cards'
import { clonePublicRound } from './state'

function publicView(state: MatchState): Omit<SeatView, 'seat' | 'hand'> {
  return {
    ...clonePublicRound(state),
    handCounts: state.hands.map(cardCount),
    copies: copiesFor(state.players),
    undealtCount: cardCount(state.undealt),
    reserveCount: state.reserve.reduce((n, h) => n + cardCount(h), 0)
  }
}

/** The view of one seat: its own hand (ascending) and only counts of the others. */
export function viewFor(state: MatchState, seat: number): SeatView {
  const hand = state.hands[seat]
  if (!Number.isInteger(seat) || hand === undefined) {
    throw new RangeError(`viewFor: ${String(seat)} is not a seat of this ${state.players}-player table`)
  }
  return { ...publicView(state), seat, hand: ranksFromCounts(hand) }
}

/** What a spectator sees: no hand at all. */
export function spectatorView(state: MatchState): SeatView {
  return { ...publicView(state), seat: null, hand: null }
}
