// Where a tournament is, read from its data (docs/tournament.md › The reducer): its phase, the stages and
// tables that have finished, who is still in, where an entrant sits. Types only from the protocol: the big
// screen (issue 52) and the standings read these without tournament-state.ts' name check (unhomoglyph's
// table) coming along.
import type { Stage, StageTable, TournamentState } from '../protocol/tournament-data'

/** Where the evening is: registering before stage 1, playing a stage, between two stages, or over. */
export type TournamentPhase = 'registering' | 'playing' | 'between' | 'over'

/** Every deal of the stage reported at this table. */
export function tableFinished(table: StageTable, dealsPerStage: number): boolean {
  return table.deals.length >= dealsPerStage
}

export function stageFinished(stage: Stage, dealsPerStage: number): boolean {
  return stage.tables.every((t) => tableFinished(t, dealsPerStage))
}

export function phaseOf(state: TournamentState): TournamentPhase {
  const last = state.stages.at(-1)
  if (last === undefined) return 'registering'
  if (!stageFinished(last, state.settings.dealsPerStage)) return 'playing'
  return state.stages.length >= state.settings.stages ? 'over' : 'between'
}

/** The stages whose every table has finished, oldest first. */
export function finishedStages(state: TournamentState): Stage[] {
  return state.stages.filter((s) => stageFinished(s, state.settings.dealsPerStage))
}

/** The entrants who will sit at the next stage: everyone who has not withdrawn. */
export function activeEntrants(state: TournamentState) {
  return state.entrants.filter((e) => e.withdrawnInStage === undefined)
}

/** The table (0-based) and seat an entrant holds in a stage, or null. */
export function seatOf(stage: Stage, entrant: number): { table: number; seat: number } | null {
  for (const [table, t] of stage.tables.entries()) {
    const seat = t.seats.findIndex((h) => h.kind === 'entrant' && h.id === entrant)
    if (seat >= 0) return { table, seat }
  }
  return null
}

/** A table size as a key of a stage's seeds ('2'…'6'). */
export function sizeKey(table: StageTable): keyof Stage['seeds'] {
  return String(table.seats.length) as keyof Stage['seeds']
}
