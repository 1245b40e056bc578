// A stage's seating from the format (docs/tournament.md › Seating): the tables balanced for everyone
// still in (balance.ts), the order (Swiss after stage 1: the standings; otherwise at random), the
// entrants seated in that order away from repeat opponents (swiss.ts), and the bots the director asked
// for in the last seats of the tables below the preferred size.
import type { Randomness } from '../engine'
import type { SeatHolder, TournamentState } from '../protocol/tournament-data'
import type { BotLevel } from '../protocol/vocabulary'
import { balanceTables } from './balance'
import { standings } from './standings'
import { metPairs, randomOrder, seatInOrder } from './swiss'
import { activeEntrants } from './tournament-state'

/** The order the next stage seats its entrants in: best first by the standings, or at random. */
export function seatingOrder(state: TournamentState, random: Randomness): number[] {
  const active = activeEntrants(state).map((e) => e.id)
  if (state.settings.format === 'swiss' && state.stages.length > 0) {
    const stillIn = new Set(active)
    return standings(state).rows.flatMap((r) => (stillIn.has(r.entrant) ? [r.entrant] : []))
  }
  return randomOrder(active, random)
}

/** The next stage's tables: each a list of seats, entrants first, then any filling bots. */
export function seatNextStage(
  state: TournamentState,
  random: Randomness,
  fill: BotLevel | null
): SeatHolder[][] {
  const order = seatingOrder(state, random)
  const plan = balanceTables(order.length, state.settings.preferredTableSize, fill !== null)
  const tables = seatInOrder(
    order,
    plan.map((t) => t.players),
    metPairs(state.stages)
  )
  return tables.map((ids, i) => [
    ...ids.map((id): SeatHolder => ({ kind: 'entrant', id })),
    ...Array.from({ length: plan[i]?.bots ?? 0 }, (): SeatHolder => ({
      kind: 'filler',
      level: fill ?? 'medium'
    }))
  ])
}
