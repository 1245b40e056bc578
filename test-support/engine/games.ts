// Every game RULES.md defines for a table, as the seats and options to play it with: two players' two
// hands (R2.two, the default) and the publisher's variants (R2.variants). Tests that must cover "each
// variant" (the secrets audit, the soak, the bots) take their list from here, so a new variant added
// here reaches all of them.
import type { TableOptions } from '../../src/engine/types'

export interface Game {
  /** A short name for reports and test titles. */
  name: string
  seats: number
  options: Partial<TableOptions>
}

export const GAMES: readonly Game[] = [
  { name: 'two hands', seats: 2, options: { twoPlayerGame: 'two-hands' } },
  { name: 'two players to the target', seats: 2, options: { twoPlayerGame: 'to-target', target: 10 } },
  { name: '16 cards for three', seats: 3, options: { threePlayerHand: 16 } },
  { name: 'bigger overwrites', seats: 4, options: { overwrite: 'bigger', target: 10 } },
  {
    name: 'two hands with bigger overwrites',
    seats: 2,
    options: { twoPlayerGame: 'two-hands', overwrite: 'bigger' }
  }
]

/** The game of the default two-player table: two hands from one deal (R2.two). */
export const TWO_HANDS: Game = GAMES[0]!
