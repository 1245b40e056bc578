// How long a round of 535 can be, from the rules alone (issue 48): the work a match record may ask of
// its check. Every play takes at least one card from a hand and the round ends as soon as one hand is
// empty (R7), so a round has at most n·h − (n − 1) plays (each other hand keeps a card). A seat passes
// at most once per trick and the trick ends when one seat is left (R6.pass), so a trick holds at most
// n − 1 passes, and every trick opens with a play (R5.lead): at most (n − 1) passes per play.
import type { TableOptions } from './types'
import { MAX_SEATS, MIN_SEATS } from './cards'
import { handSizeFor } from './options'
import { THREE_PLAYER_HANDS } from './types'

/** The most moves (plays and passes) one round of `players` can have under `options`. */
export function movesBound(players: number, options: Pick<TableOptions, 'threePlayerHand'>): number {
  const plays = players * handSizeFor(players, options) - (players - 1)
  return plays * players
}

/** The most moves a round can have at any table the rules allow (6 players: 6 × 55 = 330). */
export const MOST_MOVES_IN_A_ROUND = Math.max(
  ...Array.from({ length: MAX_SEATS - MIN_SEATS + 1 }, (_, i) => MIN_SEATS + i).flatMap((players) =>
    THREE_PLAYER_HANDS.map((threePlayerHand) => movesBound(players, { threePlayerHand }))
  )
)
