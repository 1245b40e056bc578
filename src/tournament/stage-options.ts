// The table options a stage's table plays with (docs/tournament.md › Duplicate deals): the tournament's
// choices, and with one hand per deal a match of exactly the stage's deals (the engine's `fixedDeals`),
// so the target never ends a stage early. A table of two playing two hands plays each deal as a match of
// its own (R2.two), which ends after its two hands as usual.
import { handsPerDeal } from '../engine'
import type { TableOptions } from '../engine'
import type { TournamentSettings } from '../protocol/tournament-data'

export function stageTableOptions(settings: TournamentSettings, players: number): Partial<TableOptions> {
  const options: Partial<TableOptions> = { ...settings.options }
  return handsPerDeal(players, settings.options) === 2
    ? options
    : { ...options, fixedDeals: settings.dealsPerStage }
}

/** How many matches a stage's table plays: one of all its deals, or (two hands) one per deal. */
export function matchesPerStage(settings: TournamentSettings, players: number): number {
  return handsPerDeal(players, settings.options) === 2 ? settings.dealsPerStage : 1
}
