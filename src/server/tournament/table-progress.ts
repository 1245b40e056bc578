// How far a tournament's table is, for the big screen (issue 52): the deal it plays and who is to play,
// read from the table's own state. Names and counts only: no card and no score leaves here, since a
// duplicate deal's result must not reach another table before every table has it (R9 across tables).
import type { TableAddress, TableProgress } from '../../protocol/tournament-messages'
import type { TableSave } from '../persistence/save-format'
import type { RunningTable } from './tournament-host'

/** `finished`: the deals the tournament has recorded for this table; `deals`: the stage's deals. */
export function tableProgress(save: TableSave, finished: number, deals: number): TableProgress {
  const turnSeat = save.match === null || finished >= deals ? null : save.match.turn
  const turn = turnSeat === null ? null : (save.seats[turnSeat]?.name ?? null)
  return { deal: Math.min(finished + 1, deals), finished, turn }
}

/** Where a running table of the stage listens, and how far it is. */
export function tableAddress(
  stage: number,
  table: number,
  running: RunningTable,
  finished: number,
  deals: number
): TableAddress {
  const { port, urls } = running.server
  const progress = tableProgress(running.snapshot(), finished, deals)
  return { stage, table, port, urls: [urls.local, ...urls.lan], progress }
}
