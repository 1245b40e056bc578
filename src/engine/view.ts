// R9: what one seat (or a spectator) may know. Built fresh from the state every time, never sharing
// an array with it, and never holding another seat's cards or the undealt cards. Finished rounds'
// hands are public through `results` (D6).
import type { MatchState, Rank, SeatView } from './types'
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
  return { ...publicView(state), seat, hand: ownHand(state, seat) }
}

/** What a spectator sees: no hand at all. */
export function spectatorView(state: MatchState): SeatView {
  return { ...publicView(state), seat: null, hand: null }
}

/**
 * Every view of one moment, for a host that sends each change to every seat and spectator: the public
 * part is built once and shared by all of them (each view is a new object, but their public fields are
 * the same arrays). Each view equals viewFor / spectatorView.
 */
export function viewsAt(state: MatchState): (seat: number | null) => SeatView {
  const shared = publicView(state)
  return (seat) => {
    return seat === null
      ? { ...shared, seat: null, hand: null }
      : { ...shared, seat, hand: ownHand(state, seat) }
  }
}

function ownHand(state: MatchState, seat: number): Rank[] {
  const hand = state.hands[seat]
  if (!Number.isInteger(seat) || hand === undefined) {
    throw new RangeError(`viewFor: ${String(seat)} is not a seat of this ${state.players}-player table`)
  }
  return ranksFromCounts(hand)
}
