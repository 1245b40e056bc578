// A tournament's state and what can be read from it. The data's shape is the protocol's
// (protocol/tournament-data.ts: the save and the journal hold exactly it); here are its constructor and
// the facts every other module asks (progress.ts): the phase, the stage being played, who is still in.
import { ok } from '../engine/result'
import { CHOICE_OPTIONS, choiceOptionNames } from '../engine/option-list'
import type { ChoiceOptions } from '../engine/option-list'
import { nameProblem, NAME_PROBLEM_TEXT } from '../protocol/display-names'
import { TOURNAMENT_FILE_FORMAT, TOURNAMENT_VERSION } from '../protocol/tournament-data'
import type { TournamentSettings, TournamentState } from '../protocol/tournament-data'
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

// The facts read from the data (phase, finished stages, seats) live in progress.ts, which imports no
// name check: the big screen reads them without the constructor's weight (issue 52).
export {
  activeEntrants,
  finishedStages,
  phaseOf,
  seatOf,
  sizeKey,
  stageFinished,
  tableFinished
} from './progress'
export type { TournamentPhase } from './progress'

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
