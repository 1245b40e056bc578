// RULES.md R9 across tables (docs/tournament.md › Secrecy). In a duplicate stage every table of a size
// plays the same deals, so a card seen at one table is a card someone at another table has not played
// yet. The rule: a deal of a duplicate stage is visible to nobody outside its table (players of other
// tables, spectators, the party screen, the director's own screen) until every table of its size has
// finished it: its hands, its plays and its record. Inside its table R9 holds as at any table. A Swiss
// stage's deals are each table's own: nothing to hold back across tables.
// The host asks these before it lets a member watch another table and before it hands out a record.
import type { TournamentState } from '../protocol/tournament-data'
import { seatOf, sizeKey } from './tournament-state'

/** Who asks: an entrant (by id), or someone with no seat in the tournament (spectator, party screen). */
export type TournamentMember = { entrant: number } | null

/** One deal at one table: stage, table and deal counted from 1. */
export interface DealRef {
  stage: number
  table: number
  deal: number
}

/** Whether `member` may receive any card of this deal (as hand, play or record). Unknown deals: no. */
export function maySeeDeal(state: TournamentState, member: TournamentMember, ref: DealRef): boolean {
  const stage = state.stages[ref.stage - 1]
  const table = stage?.tables[ref.table - 1]
  if (stage === undefined || table === undefined) return false
  if (!Number.isInteger(ref.deal) || ref.deal < 1 || ref.deal > state.settings.dealsPerStage) return false
  if (state.settings.format !== 'duplicate') return true
  if (member !== null && seatOf(stage, member.entrant)?.table === ref.table - 1) return true
  return stage.tables.every((t) => sizeKey(t) !== sizeKey(table) || t.deals.length >= ref.deal)
}

/**
 * Whether `member` may watch a table of a stage: it shows the deal being played (or, once the table has
 * finished, its last), so every deal it has begun must be visible. In a duplicate stage nobody from
 * outside can watch a table while it plays: the deal in play is unfinished there.
 */
export function mayWatchTable(
  state: TournamentState,
  member: TournamentMember,
  stage: number,
  table: number
): boolean {
  const t = state.stages[stage - 1]?.tables[table - 1]
  if (t === undefined) return false
  const begun = Math.min(t.deals.length + 1, state.settings.dealsPerStage)
  for (let deal = 1; deal <= begun; deal++)
    if (!maySeeDeal(state, member, { stage, table, deal })) return false
  return true
}

/** The tournament as anyone but the host may hold it: every duplicate seed left out (they are every
 *  deal of their stage; only the host deals). */
export function withoutSeeds(state: TournamentState): TournamentState {
  return { ...state, stages: state.stages.map((s) => ({ ...s, seeds: {} })) }
}

/**
 * The tournament as anyone outside the host may be sent it (the channel, the party screen): no seeds, and
 * no result of a duplicate deal before every table of its size has finished it (a deal's penalties say
 * how it went: who went out, who was stuck with the 8s), so each table shows only the deals everyone
 * may see. Apart from the seeds it still passes the save check: only the last stage is ever cut short.
 */
export function forOutsiders(state: TournamentState): TournamentState {
  const hidden = withoutSeeds(state)
  return {
    ...hidden,
    stages: hidden.stages.map((stage, s) => ({
      ...stage,
      tables: stage.tables.map((table, t) => {
        let shown = 0
        while (
          shown < table.deals.length &&
          maySeeDeal(state, null, { stage: s + 1, table: t + 1, deal: shown + 1 })
        )
          shown++
        return { ...table, deals: table.deals.slice(0, shown) }
      })
    }))
  }
}
