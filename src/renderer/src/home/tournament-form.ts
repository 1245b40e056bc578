// The Tournament form's values (issue 52) and what it sends to open one: the numbers within the limits a
// tournament is held to (protocol/vocabulary.ts), the choice options only (a stage's match is exactly its
// deals, so there is no target), and the PIN registering needs, when one is typed. Pure: no DOM, no text.
import { choicesOf } from '../../../engine'
import type { HostTournamentSettings } from '../../../ipc/contract'
import {
  MAX_DEALS_PER_STAGE,
  MAX_STAGES,
  PIN_PATTERN,
  PREFERRED_TABLE_SIZE,
  TURN_SECONDS_MAX
} from '../../../protocol/vocabulary'
import type { TournamentFormat } from '../../../protocol/vocabulary'
import type { GameOptions } from '../lib/table-options'

export interface TournamentForm {
  name: string
  format: TournamentFormat
  /** A number input's value: null while it is empty or not a number. */
  stages: number | null
  dealsPerStage: number | null
  preferredTableSize: number | null
  turnSeconds: number | null
  options: GameOptions
  /** '' for none; else 4 to 8 digits (as a table's). */
  pin: string
}

export type TournamentNumber = 'stages' | 'dealsPerStage' | 'preferredTableSize' | 'turnSeconds'

/** The limits of each number of the form. */
export const TOURNAMENT_LIMITS: Readonly<Record<TournamentNumber, { min: number; max: number }>> = {
  stages: { min: 1, max: MAX_STAGES },
  dealsPerStage: { min: 1, max: MAX_DEALS_PER_STAGE },
  preferredTableSize: { min: PREFERRED_TABLE_SIZE.min, max: PREFERRED_TABLE_SIZE.max },
  turnSeconds: { min: 0, max: TURN_SECONDS_MAX }
}

/** The CLI's defaults (cli/host/tournament-args.ts): an evening of three stages of four deals. */
export const TOURNAMENT_DEFAULTS = {
  format: 'duplicate',
  stages: 3,
  dealsPerStage: 4,
  preferredTableSize: PREFERRED_TABLE_SIZE.default
} as const

export function inRange(form: TournamentForm, field: TournamentNumber): boolean {
  const value = form[field]
  const { min, max } = TOURNAMENT_LIMITS[field]
  return value !== null && Number.isInteger(value) && value >= min && value <= max
}

/** What the form sends to open the tournament; null while a number is out of its limits or the PIN is not
 *  one. `fallbackName` stands for a name left empty. */
export function tournamentSettingsOf(
  form: TournamentForm,
  fallbackName: string
): HostTournamentSettings | null {
  const fields = Object.keys(TOURNAMENT_LIMITS) as TournamentNumber[]
  if (!fields.every((field) => inRange(form, field))) return null
  if (form.pin !== '' && !PIN_PATTERN.test(form.pin)) return null
  return {
    name: form.name.trim() || fallbackName,
    format: form.format,
    stages: form.stages as number,
    dealsPerStage: form.dealsPerStage as number,
    preferredTableSize: form.preferredTableSize as number,
    turnSeconds: form.turnSeconds as number,
    // A plain copy of the choice options: the form's $state proxy cannot cross IPC.
    options: choicesOf(form.options),
    ...(form.pin === '' ? {} : { pin: form.pin })
  }
}
