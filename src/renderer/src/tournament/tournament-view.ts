// Issue 52: what a tournament's page says, from a frame: pure, so it is tested without a page.
import { phaseOf, seatOf } from '../../../tournament/progress'
import { standings } from '../../../tournament/standings'
import type { StandingRow } from '../../../tournament/standings'
import type { TournamentFrame } from '../../../protocol/tournament-messages'
import type { SeatHolder, TournamentState } from '../../../protocol/tournament-data'

export type Phase = ReturnType<typeof phaseOf>

/** The stage a device waits for or plays, counted from 1. */
export function currentStage(state: TournamentState): number {
  const phase = phaseOf(state)
  return phase === 'registering' ? 1 : phase === 'between' ? state.stages.length + 1 : state.stages.length
}

/** An entrant's row of the standings, once a stage has finished; null before, or for a follower. */
export function myRow(state: TournamentState, entrant: number | null): StandingRow | null {
  if (entrant === null) return null
  const table = standings(state)
  if (table.stagesCounted === 0) return null
  return table.rows.find((r) => r.entrant === entrant) ?? null
}

/** Whether another row shares this rank. */
export function sharedRank(state: TournamentState, row: StandingRow): boolean {
  return standings(state).rows.filter((r) => r.rank === row.rank).length > 1
}

/** The seats of the stage's table where `entrant` sits, or null. */
export function tableOf(
  frame: TournamentFrame,
  entrant: number | null
): { table: number; seats: SeatHolder[] } | null {
  const stage = frame.tournament.stages.at(-1)
  const at = entrant === null || stage === undefined ? null : seatOf(stage, entrant)
  const seats = at === null ? undefined : stage?.tables[at.table]?.seats
  return at === null || seats === undefined ? null : { table: at.table + 1, seats }
}
