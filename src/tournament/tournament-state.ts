// A tournament's state and what can be read from it. The data's shape is the protocol's
// (protocol/tournament-data.ts: the save and the journal hold exactly it); here are its constructor and
// the facts every other module asks: the phase, the stage being played, who is still in.
import { ok } from '../engine/result'
import { CHOICE_OPTIONS, choiceOptionNames } from '../engine/option-list'
import type { ChoiceOptions } from '../engine/option-list'
import { nameProblem, NAME_PROBLEM_TEXT } from '../protocol/display-names'
import { TOURNAMENT_FILE_FORMAT, TOURNAMENT_VERSION } from '../protocol/tournament-data'
import type { Stage, StageTable, TournamentSettings, TournamentState } from '../protocol/tournament-data'
import {
  MAX_DEALS_PER_STAGE,
  MAX_ENTRANTS,
  MAX_STAGES,
  MIN_ENTRANTS,
  PREFERRED_TABLE_SIZE,
  TOURNAMENT_FORMATS,
  TURN_SECONDS_MAX
} from '../protocol/vocabulary'
import { refused } from './refusals'
import type { TournamentResult } from './refusals'

export type {
  Entrant,
  SeatHolder,
  Stage,
  StageSeeds,
  StageTable,
  TournamentSettings,
  TournamentState
} from '../protocol/tournament-data'

/** Where the evening is: registering before stage 1, playing a stage, between two stages, or over. */
export type TournamentPhase = 'registering' | 'playing' | 'between' | 'over'

const whole = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max

/** Why these settings cannot open a tournament, or null. */
function settingsProblem(s: TournamentSettings): string | null {
  if (typeof s.name !== 'string' || s.name.trim() === '') return 'The tournament needs a name.'
  const name = nameProblem(s.name)
  if (name !== null) return `The tournament's name: ${NAME_PROBLEM_TEXT[name]}.`
  if (!(TOURNAMENT_FORMATS as readonly unknown[]).includes(s.format)) return `No format ${String(s.format)}.`
  if (!whole(s.stages, 1, MAX_STAGES)) return `A tournament has 1 to ${MAX_STAGES} stages.`
  if (!whole(s.dealsPerStage, 1, MAX_DEALS_PER_STAGE)) return `A stage has 1 to ${MAX_DEALS_PER_STAGE} deals.`
  const { min, max } = PREFERRED_TABLE_SIZE
  if (!whole(s.preferredTableSize, min, max)) return `The preferred table size is ${min} to ${max}.`
  if (!whole(s.maxEntrants, MIN_ENTRANTS, MAX_ENTRANTS)) {
    return `A tournament takes ${MIN_ENTRANTS} to ${MAX_ENTRANTS} entrants.`
  }
  if (!whole(s.turnSeconds, 0, TURN_SECONDS_MAX)) return `The turn timer is 0 to ${TURN_SECONDS_MAX} seconds.`
  return optionsProblem(s.options)
}

function optionsProblem(options: ChoiceOptions): string | null {
  if (typeof options !== 'object' || options === null) return 'The table options are missing.'
  for (const name of choiceOptionNames()) {
    const values: readonly unknown[] = CHOICE_OPTIONS[name].values
    if (!values.includes(options[name])) return `The option ${name} must be ${values.join(' or ')}.`
  }
  return null
}

/** A tournament open for registration, or `bad-settings`. */
export function newTournament(settings: TournamentSettings): TournamentResult<TournamentState> {
  const problem = settingsProblem(settings)
  if (problem !== null) return refused('bad-settings', problem)
  const options = Object.fromEntries(
    choiceOptionNames().map((n) => [n, settings.options[n]])
  ) as ChoiceOptions
  return ok({
    format: TOURNAMENT_FILE_FORMAT,
    version: TOURNAMENT_VERSION,
    settings: { ...settings, name: settings.name.trim(), options },
    entrants: [],
    lastEntrantId: 0,
    stages: []
  })
}

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
