// The hard bot's verdicts on one seat of a finished match (src/bots/review/analyse.ts), as they are
// kept with the match record and read back from storage or from a file someone else exported: untrusted
// on the way in, so every field is checked here before a screen shows it (issue 26).
import { z } from 'zod'
import { MOVE_REASONS } from '../engine/move-reasons'
import type { SeatAnalysis } from '../bots/review/analyse'
import { SEAT_ANALYSIS_VERSION } from '../bots/review/analyse'
import { MAX_SEATS } from '../engine/cards'
import { moveSchema } from './shapes'
import { ok, refuse } from '../engine/result'
import type { Refusal, Result } from '../engine/result'

export type { Decision, DecisionVerdict, RoundLoss, SeatAnalysis } from '../bots/review/analyse'
export type { Judgement } from '../bots/review/judge'

/** Far above any round's penalty (R7: at most a hand of 8s), far below anything that breaks a screen. */
const MAX_POINTS = 1_000
/** Far above the decisions of one seat in any match a table can play. */
const MAX_DECISIONS = 10_000

const points = z.number().min(0).max(MAX_POINTS)
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)

const judgement = z.strictObject({
  preferred: moveSchema,
  playedPenalty: points,
  preferredPenalty: points,
  cost: points,
  noise: points,
  lost: points
})

const verdict = z.strictObject({
  index: count,
  round: count.min(1),
  played: moveSchema,
  known: judgement,
  open: judgement,
  reason: z.enum(MOVE_REASONS)
})

const roundLoss = z.strictObject({ round: count.min(1), known: points, open: points })

export const seatAnalysisSchema = z
  .strictObject({
    version: z.literal(SEAT_ANALYSIS_VERSION),
    seat: z.number().int().min(0).lt(MAX_SEATS),
    iterations: count,
    seed: count,
    verdicts: z.array(verdict).max(MAX_DECISIONS),
    rounds: z.array(roundLoss).max(MAX_DECISIONS),
    costliest: z.array(count).max(3)
  })
  .refine((a) => a.costliest.every((i) => i < a.verdicts.length), {
    message: 'A costliest decision points past the verdicts.'
  }) satisfies z.ZodType<SeatAnalysis>

/** A stored or imported analysis, checked; a clear error instead of anything it cannot vouch for. */
export function parseSeatAnalysis(
  data: unknown
): Result<SeatAnalysis, Refusal<'bad-analysis'>> {
  const r = seatAnalysisSchema.safeParse(data)
  return r.success ? ok(r.data) : refuse('bad-analysis', z.prettifyError(r.error))
}
