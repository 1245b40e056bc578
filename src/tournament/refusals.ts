// Why a tournament command is refused: one code each, which a screen translates or a client is sent, and
// a message for people reading logs (the engine's Result/Refusal shape, engine/result.ts). A refused
// command changes nothing.
import { refuse } from '../engine/result'
import type { Refusal, Result } from '../engine/result'

export const TOURNAMENT_REFUSALS = [
  'bad-settings', // a setting out of its bounds (newTournament)
  'bad-command', // not a command this reducer knows, or a field of the wrong kind
  'bad-name', // a name nobody may go by (protocol/display-names.ts)
  'registration-closed', // entrants join before stage 1 only
  'full', // the registration cap is reached
  'unknown-entrant',
  'already-withdrawn',
  'tournament-over',
  'stage-running', // a stage starts only when the one before has finished
  'wrong-stage', // a command names a stage that is not the one it can act on
  'too-few-players', // fewer than two entrants left to seat
  'bad-seed', // the caller's seed is not 32 bytes of hex (SEED_PATTERN)
  'unknown-table',
  'table-finished', // every deal of that table is reported already
  'wrong-deal', // deals are reported in order, the next one only
  'bad-penalties' // one whole number of penalty points, 0 or more, per seat of the table
] as const
export type TournamentRefusalCode = (typeof TOURNAMENT_REFUSALS)[number]
export type TournamentRefusal = Refusal<TournamentRefusalCode>
export type TournamentResult<T> = Result<T, TournamentRefusal>

export function refused(
  code: TournamentRefusalCode,
  message: string
): { ok: false; error: TournamentRefusal } {
  return refuse(code, message)
}
