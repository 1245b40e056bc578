// The schemas of the engine's shapes, written once and built from the engine's own lists: cards, seats,
// moves, melds, phases and the table options. Every border that reads them from outside — the wire
// (messages.ts), match records (match-record.ts), saves (server/persistence/save-format.ts), IPC
// (src/ipc) — imports them from here, so a bound or a new option changes in one place.
import { z } from 'zod'
import { MELD_TYPES, PHASES, PLAY_KINDS, RANKS } from '../engine/types'
import { MAX_SEATS, RANK_SLOTS } from '../engine/cards'
import { CHOICE_OPTIONS, FIXED_DEALS, TARGET, choiceOptionNames } from '../engine/option-list'
import type { ChoiceOptionName } from '../engine/option-list'
import { MAX_POINTS } from '../engine/options'
import { MAX_PLAY } from '../engine/moves'

export const rankSchema = z.literal(RANKS)
export const seatIndexSchema = z.number().int().min(0).lt(MAX_SEATS)
/** The cards of one play (R5: one to MAX_PLAY). */
export const playedCardsSchema = z.array(rankSchema).min(1).max(MAX_PLAY)

/** A move (R5): a play of one to three cards, or a pass. */
export const moveSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(PLAY_KINDS), cards: playedCardsSchema }),
  z.strictObject({ kind: z.literal('pass') })
])

/** The meld in the centre (R4). */
export const meldSchema = z.strictObject({ type: z.enum(MELD_TYPES), cards: z.array(rankSchema).min(1) })
export const phaseSchema = z.enum(PHASES)

// ---------- table options ----------

/** Every target a match may have (the CLI and tests go down to 1). */
export const targetSchema = z.number().int().min(TARGET.min).max(TARGET.max)
/** A target a person chooses on a form or in the lobby. */
export const chosenTargetSchema = z.number().int().min(TARGET.chooseMin).max(TARGET.max)
export const firstLeaderSchema = z.union([z.literal('random'), seatIndexSchema])
/** D1's points table: indexed by rank, RANK_SLOTS entries. */
export const pointsTableSchema = z.array(z.number().int().min(0).max(MAX_POINTS)).length(RANK_SLOTS)

type ChoiceSchemas = { [K in ChoiceOptionName]: z.ZodLiteral<(typeof CHOICE_OPTIONS)[K]['values'][number]> }

/** One schema per choice option of the engine's list (option-list.ts): its values and nothing else. */
export const choiceSchemas: ChoiceSchemas = Object.fromEntries(
  choiceOptionNames().map((name) => [name, z.literal(CHOICE_OPTIONS[name].values)])
) as unknown as ChoiceSchemas

/** The same, each optional: a change that names only what it changes. */
export const choiceChangeSchemas = Object.fromEntries(
  Object.entries(choiceSchemas).map(([name, schema]) => [name, (schema as z.ZodType).optional()])
) as unknown as { [K in ChoiceOptionName]: z.ZodOptional<ChoiceSchemas[K]> }

/** The same, each with its default: a save or a record from before an option existed was played by
 *  its default (the rules as they were), so it loads as that. */
export const keptChoiceSchemas = Object.fromEntries(
  choiceOptionNames().map((name) => [
    name,
    (choiceSchemas[name] as z.ZodType).default(CHOICE_OPTIONS[name].default)
  ])
) as unknown as { [K in ChoiceOptionName]: z.ZodDefault<ChoiceSchemas[K]> }

/** All of a table's options, as saves and match records keep them. */
export const tableOptionsSchema = z.strictObject({
  points: pointsTableSchema,
  ...keptChoiceSchemas,
  firstLeader: firstLeaderSchema,
  target: targetSchema,
  /** A tournament stage's tables play exactly this many rounds (engine/types.ts); absent elsewhere. */
  fixedDeals: z.number().int().min(FIXED_DEALS.min).max(FIXED_DEALS.max).optional()
})
