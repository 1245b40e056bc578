// The saved tournament (issue 52): the host's own file, and the document its journal rebuilds. Untrusted on
// load (a crash, a disk error, a hand edit): only `checkTournament` / `tournamentFromText` turn a value
// into a TournamentState — its format and version, its shape (zod, strict: nothing but what the schema
// names), then what the shape cannot say (ids that exist, stages in order, results that fit their
// tables). A refusal has a code: `not-json`, `too-large`, `not-a-tournament`, `newer` (a newer app's
// file: update to continue it) or `corrupt`, and a message that says where.
import { z } from 'zod'
import { MAX_SEATS, MIN_SEATS } from '../engine/cards'
import { keptChoiceSchemas } from './shapes'
import { ok, refuse } from '../engine/result'
import type { Refusal, Result } from '../engine/result'
import { SEED_PATTERN, TOURNAMENT_FILE_FORMAT, TOURNAMENT_VERSION } from './tournament-data'
import type { Stage, TournamentState } from './tournament-data'
import { botLevelSchema } from './bot-level'
import {
  MAX_DEALS_PER_STAGE,
  MAX_ENTRANTS,
  MAX_STAGES,
  MIN_ENTRANTS,
  NAME_MAX_LENGTH,
  PREFERRED_TABLE_SIZE,
  TOURNAMENT_FORMATS,
  TURN_SECONDS_MAX
} from './vocabulary'

export const TOURNAMENT_PROBLEMS = ['not-json', 'too-large', 'not-a-tournament', 'newer', 'corrupt'] as const
export type TournamentProblem = (typeof TOURNAMENT_PROBLEMS)[number]
export type TournamentSaveRefusal = Refusal<TournamentProblem>

/** Far above any tournament (40 entrants, 10 stages of 10 deals is about 60 KB); a bound on the work. */
export const MAX_TOURNAMENT_CHARS = 2_000_000

const whole = (min: number, max: number) => z.number().int().min(min).max(max)
const name = z.string().trim().min(1).max(NAME_MAX_LENGTH)
const entrantId = whole(1, Number.MAX_SAFE_INTEGER)

const settingsSchema = z.strictObject({
  name,
  format: z.enum(TOURNAMENT_FORMATS),
  stages: whole(1, MAX_STAGES),
  dealsPerStage: whole(1, MAX_DEALS_PER_STAGE),
  preferredTableSize: whole(PREFERRED_TABLE_SIZE.min, PREFERRED_TABLE_SIZE.max),
  maxEntrants: whole(MIN_ENTRANTS, MAX_ENTRANTS),
  turnSeconds: whole(0, TURN_SECONDS_MAX),
  /** An option added later loads as its default, as in a table's save (shapes.ts). */
  options: z.strictObject(keptChoiceSchemas)
})

const entrantSchema = z.strictObject({
  id: entrantId,
  name,
  bot: botLevelSchema.optional(),
  withdrawnInStage: whole(1, MAX_STAGES).optional()
})

const seatSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('entrant'), id: entrantId }),
  z.strictObject({ kind: z.literal('filler'), level: botLevelSchema })
])

const seed = z.string().regex(SEED_PATTERN)
const tableSchema = z.strictObject({
  seats: z.array(seatSchema).min(MIN_SEATS).max(MAX_SEATS),
  deals: z.array(z.array(whole(0, Number.MAX_SAFE_INTEGER)).max(MAX_SEATS)).max(MAX_DEALS_PER_STAGE),
  standIns: z.array(whole(0, MAX_SEATS - 1)).max(MAX_SEATS)
})
const stageSchema = z.strictObject({
  tables: z.array(tableSchema).min(1).max(MAX_ENTRANTS),
  seeds: z.strictObject({
    '2': seed.optional(),
    '3': seed.optional(),
    '4': seed.optional(),
    '5': seed.optional(),
    '6': seed.optional()
  })
})

const tournamentSchema = z.strictObject({
  format: z.literal(TOURNAMENT_FILE_FORMAT),
  version: z.literal(TOURNAMENT_VERSION),
  settings: settingsSchema,
  entrants: z.array(entrantSchema).max(MAX_ENTRANTS),
  lastEntrantId: whole(0, Number.MAX_SAFE_INTEGER),
  stages: z.array(stageSchema).max(MAX_STAGES)
})

// The schema's data is exactly the shape src/tournament works on: a change to one fails to compile here.
type Parsed = z.output<typeof tournamentSchema>
const sameShape: [Parsed, TournamentState] extends [TournamentState, Parsed] ? true : never = true
void sameShape

const corrupt = (message: string) =>
  refuse<TournamentProblem>('corrupt', `The tournament file is damaged: ${message}.`)

/** What the schema cannot say: why the stages do not fit the entrants and settings, or null. */
function stageProblem(t: TournamentState, stage: Stage, number: number, last: boolean): string | null {
  const deals = t.settings.dealsPerStage
  const seen = new Set<number>()
  for (const [i, table] of stage.tables.entries()) {
    const where = `stage ${number}, table ${i + 1}`
    for (const seat of table.seats) {
      if (seat.kind !== 'entrant') continue
      const entrant = t.entrants.find((e) => e.id === seat.id)
      if (entrant === undefined || seen.has(seat.id)) return `${where} seats entrant ${seat.id} wrongly`
      if ((entrant.withdrawnInStage ?? number) < number) return `${where} seats someone who had withdrawn`
      seen.add(seat.id)
    }
    if (table.deals.length > deals || table.deals.some((d) => d.length !== table.seats.length)) {
      return `${where} has results that do not fit it`
    }
    if (!last && table.deals.length < deals) return `stage ${number} is unfinished, yet a later stage began`
    if (table.standIns.some((s) => s >= table.seats.length)) return `${where} has a stand-in on no seat`
    const sized = stage.seeds[String(table.seats.length) as keyof Stage['seeds']]
    if ((t.settings.format === 'duplicate') !== (sized !== undefined)) return `${where} has the wrong seed`
  }
  return null
}

function consistencyProblem(t: TournamentState): string | null {
  if (t.stages.length > t.settings.stages) return 'it has more stages than its settings'
  const ids = t.entrants.map((e) => e.id)
  if (new Set(ids).size !== ids.length) return 'two entrants share an id'
  if (ids.some((id) => id > t.lastEntrantId)) return 'an entrant has an id not given yet'
  if (t.entrants.length > t.settings.maxEntrants) return 'it has more entrants than its cap'
  if (t.entrants.some((e) => (e.withdrawnInStage ?? 0) > t.stages.length))
    return 'someone withdrew from a later stage'
  for (const [i, stage] of t.stages.entries()) {
    const problem = stageProblem(t, stage, i + 1, i === t.stages.length - 1)
    if (problem !== null) return problem
  }
  return null
}

/** A parsed value (a file's JSON, the journal's document) → a tournament, or why not. */
export function checkTournament(input: unknown): Result<TournamentState, TournamentSaveRefusal> {
  const head = z
    .looseObject({ format: z.literal(TOURNAMENT_FILE_FORMAT), version: z.number() })
    .safeParse(input)
  if (!head.success) return refuse('not-a-tournament', 'This is not a Five Three Five tournament.')
  if (head.data.version > TOURNAMENT_VERSION) {
    return refuse(
      'newer',
      `This tournament was saved by a newer version of Five Three Five (version ${head.data.version}, this app reads ${TOURNAMENT_VERSION}); update the app to continue it.`
    )
  }
  const parsed = tournamentSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return corrupt(`${issue?.path.join('.') || 'the document'}: ${issue?.message ?? 'invalid'}`)
  }
  const problem = consistencyProblem(parsed.data)
  return problem === null ? ok(parsed.data) : corrupt(problem)
}

/** A tournament from a file's text: its size, the JSON, then `checkTournament`. */
export function tournamentFromText(text: string): Result<TournamentState, TournamentSaveRefusal> {
  if (text.length > MAX_TOURNAMENT_CHARS)
    return refuse('too-large', 'The file is larger than a tournament can be.')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return refuse('not-json', 'The file is not a tournament (it is not JSON).')
  }
  return checkTournament(value)
}
