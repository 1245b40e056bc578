// The tournaments of the app's history (issue 52, "After"): what the desktop keeps of a finished
// tournament it ran (src/desktop/storage/tournament-history-store.ts) and what the history screen reads.
// Names, numbers and the evening's match records only: never a seed, a token or the director key.
import { z } from 'zod'
import { MAX_DEALS_PER_STAGE, MAX_ENTRANTS, MAX_STAGES } from '../protocol/vocabulary'
import {
  botLevelSchema,
  dealsPerStageSchema,
  isoDateSchema,
  stageCountSchema,
  tournamentFormatSchema
} from './fields'

/** More games than any evening plays: a stage has at most one table per two entrants, and no table plays
 *  more matches than the stage has deals (one match each, or one per deal at a table of two). */
export const MAX_TOURNAMENT_GAMES = MAX_STAGES * MAX_DEALS_PER_STAGE * Math.ceil(MAX_ENTRANTS / 2)

/** Someone who played: a bot says so, with its level (its name is "Bot n", shown in the reader's language). */
const tournamentPlayerSchema = z.object({
  name: z.string(),
  bot: z.boolean(),
  level: botLevelSchema.optional()
})
export type TournamentPlayer = z.output<typeof tournamentPlayerSchema>

/** A row of the final standings: the place (shared places repeat, the next skips), the total as
 *  src/tournament's standings gave it (Swiss match points, or the duplicate score: lower is better). */
const finalStandingSchema = z.object({
  ...tournamentPlayerSchema.shape,
  rank: z.int().min(1).max(MAX_ENTRANTS),
  total: z.number().finite(),
  withdrawn: z.boolean()
})

/** One step of the podium: its place and everyone on it (1, 1, 3: two share the top step). */
const podiumStepSchema = z.object({
  rank: z.int().min(1).max(3),
  players: z.array(tournamentPlayerSchema).min(1).max(MAX_ENTRANTS)
})

/** A game of the evening as the list shows it; its record is `tournament:record` (id, its index). */
const tournamentGameSchema = z.object({
  tableName: z.string(),
  players: z.array(z.object({ ...tournamentPlayerSchema.shape, points: z.int().min(0) }))
})

export const tournamentHistoryEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  format: tournamentFormatSchema,
  /** ISO 8601: when its last deal ended */
  finishedAt: isoDateSchema,
  stages: stageCountSchema,
  dealsPerStage: dealsPerStageSchema,
  /** entrants, the withdrawn ones included */
  players: z.int().min(0).max(MAX_ENTRANTS),
  podium: z.array(podiumStepSchema).max(3),
  /** best first */
  standings: z.array(finalStandingSchema).max(MAX_ENTRANTS),
  /** in the order they ended */
  games: z.array(tournamentGameSchema).max(MAX_TOURNAMENT_GAMES)
})
export type TournamentHistoryEntry = z.output<typeof tournamentHistoryEntrySchema>
export type PodiumStep = TournamentHistoryEntry['podium'][number]
