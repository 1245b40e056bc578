// How many tables a stage has and how many sit at each (docs/tournament.md › Balancing). The rule:
// - tables = round(players / preferred), then held so that no table has more than 6 (the most a table
//   seats, R2) and none fewer than 3 (a table of two plays another game, R2.two, and in a duplicate
//   stage a lone table of two has nobody to be compared with); two players are the one table of two;
// - the players spread as evenly as they go: sizes differ by at most one, the bigger tables first.
// A host expects the table count nearest to their wish, with nobody at a short table for no reason:
// 10 at 4 → 4+3+3, 9 at 6 → 5+4, 5 at 4 → one table of 5, 8 at 3 → 4+4 (three tables would need a 2).
// Bots fill only when the director asks, and only after the humans are balanced: each table below the
// preferred size gets bots up to it (10 at 4 → 4+4+4 with 2 bots), so a bot never makes a table that
// would not exist without it, and a table already above the preferred size gets none.
import { MAX_SEATS } from '../engine'

/** One table of a stage: how many entrants sit there and how many bots fill it. */
export interface TablePlan {
  players: number
  bots: number
}

/** Entrants the balancing can seat: fewer than two make no table. */
export const MIN_BALANCED = 2
/** The smallest table the balancing makes when there are more than two players. */
const SMALLEST = 3

/** How many tables `players` sit at, for a preferred size (see the rule at the top). */
export function tableCount(players: number, preferred: number): number {
  if (players <= SMALLEST) return 1
  const wished = Math.round(players / preferred)
  const fewest = Math.ceil(players / MAX_SEATS)
  const most = Math.floor(players / SMALLEST)
  return Math.min(most, Math.max(fewest, wished, 1))
}

/**
 * The stage's tables for `players` entrants (at least MIN_BALANCED) and a preferred size of 3 to 6:
 * sizes differing by at most one, bigger first; with `fillWithBots`, each table below the preferred
 * size filled up to it with bots.
 */
export function balanceTables(players: number, preferred: number, fillWithBots = false): TablePlan[] {
  if (!Number.isInteger(players) || players < MIN_BALANCED) {
    throw new RangeError(`${players} players make no table`)
  }
  const tables = tableCount(players, preferred)
  const base = Math.floor(players / tables)
  const bigger = players % tables
  return Array.from({ length: tables }, (_, i) => {
    const seated = base + (i < bigger ? 1 : 0)
    return { players: seated, bots: fillWithBots ? Math.max(0, preferred - seated) : 0 }
  })
}
