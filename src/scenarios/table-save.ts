// A scenario as a table the host can open: an autosave document (persistence/save-format.ts) built from
// the scenario's match, then checked exactly as a save read from disk is (`checkSave`: the schema, the
// engine's invariants, a replay of the current round). The host opens it through its resume path, so a
// scenario table is a saved table like any other; only the rounds before the current one, which a save
// does not keep, come beside it (the table's match tape, for the record a finished match hands out).
import type { RecordRound } from '../protocol/match-record'
import type { BotLevel } from '../protocol/vocabulary'
import { SAVE_FORMAT, SAVE_KIND, checkSave } from '../server/persistence/save-format'
import type { TableSave } from '../server/persistence/save-format'
import type { RandomSource } from '../server/random-source'
import { buildScenario } from './build'
import type { BuiltScenario } from './build'
import { findScenario, SCENARIO_NAMES } from './definitions'

/** A human seat of a scenario table and what its player needs to sit there (the browser keeps this as
 *  `535.seat.<host:port>`: see renderer/src/net/storage.ts). Test and development use only. */
export interface ScenarioSeatKey {
  seat: number
  name: string
  tableId: string
  token: string
}

export interface ScenarioTable {
  readonly built: BuiltScenario
  /** The save the table opens from, already checked as a save is. */
  readonly save: TableSave
  /** The rounds that ended before the current point (the save keeps only the current one). */
  readonly rounds: readonly RecordRound[]
  readonly seats: readonly ScenarioSeatKey[]
}

export interface ScenarioTableSettings {
  /** Tokens, the host key and the table id: fresh secrets, as for any table. */
  random: RandomSource
  name?: string
  pin?: string | null
  turnSeconds?: number
  /** Bots' level (and the stand-in's for away players). */
  botLevel?: BotLevel
  savedAt?: number
}

export class UnknownScenarioError extends Error {
  constructor(name: string) {
    super(`There is no scenario "${name}". The scenarios: ${SCENARIO_NAMES.join(', ')}.`)
    this.name = 'UnknownScenarioError'
  }
}

/** The named scenario as a checked save. Throws when the name is unknown or the save fails its check. */
export function scenarioTable(name: string, settings: ScenarioTableSettings): ScenarioTable {
  const definition = findScenario(name)
  if (definition === null) throw new UnknownScenarioError(name)
  const built = buildScenario(definition)
  const { random } = settings
  const level = settings.botLevel ?? 'medium'
  const match = built.match
  const tableId = random.token().slice(0, 12)
  // Every step the match took is a version the table went through; a finished round's Ready counts
  // from the version it ended at, which is this one.
  const version = built.steps.length + 1
  const seats = definition.seats.map((seat) =>
    seat.kind === 'bot'
      ? { kind: 'bot' as const, name: seat.name, token: null, level: seat.level ?? level, away: false, ready: false }
      : { kind: 'human' as const, name: seat.name, token: random.token(), level, away: seat.away === true, ready: false }
  )
  // An away player's moves were their stand-in bot's (issue 51: the record says so), in this round and before.
  const away = (seat: number) => seats[seat]?.away === true
  const awayPlaces = match.log.flatMap((logged, place) => (away(logged.seat) ? [place] : []))
  const rounds = built.rounds.map((round) => ({
    ...round,
    moves: round.moves.map((m) => (away(m.seat) ? { ...m, by: 'standIn' as const } : m))
  }))
  const save: TableSave = {
    kind: SAVE_KIND,
    format: SAVE_FORMAT,
    savedAt: settings.savedAt ?? Date.now(),
    tableId,
    name: settings.name ?? 'Five Three Five',
    version,
    phaseVersion: version,
    hostKey: random.token(),
    pin: settings.pin ?? null,
    watchWithoutPin: null,
    turnSeconds: settings.turnSeconds ?? 0,
    options: match.options,
    seats,
    match,
    practice: false,
    undo: [],
    paused: null,
    timedOut: null,
    standIn: awayPlaces.length === 0 ? null : { round: match.round, moves: awayPlaces },
    undone: null
  }
  // Through JSON, as a save on disk: what the host reads back is what was checked.
  const checked = checkSave(JSON.parse(JSON.stringify(save)))
  if (!checked.ok) throw new Error(`Scenario ${name} does not pass the save check: ${checked.error.message}`)
  const keys = seats.flatMap((seat, index) =>
    seat.token === null ? [] : [{ seat: index, name: seat.name, tableId, token: seat.token }]
  )
  return { built, save: checked.value.save, rounds, seats: keys }
}
