// Issue 52, "After": the tournament the app runs becomes a history entry the moment it ends (phaseOf →
// 'over'): its name, format, stages × deals and entrants, the podium and the final standings as
// src/tournament ranks them, and the evening's match records. Built from what an outsider may hold
// (`forOutsiders`, `recordsFor(null)`): no seed, no token, no director key. By the end every table has
// finished every deal, so an outsider may hold every record. A tournament stopped before its end is not
// history: nothing is kept of it here.
import type { MatchRecord } from '../../protocol/match-record'
import type { TournamentHost } from '../../server/tournament/tournament-host'
import { forOutsiders, phaseOf, podium, roundScore, standings } from '../../tournament'
import type { StandingRow, TournamentState } from '../../tournament'
import type { TournamentPlayer } from '../../ipc/contract'
import type { FinishedTournament } from '../storage/tournament-history-store'

/** A game as the history lists it: the table's name and each seat with its points. */
function gameOf(record: MatchRecord): FinishedTournament['games'][number] {
  return {
    tableName: record.tableName ?? '',
    players: record.seats.map((seat, i) => ({
      name: seat.name,
      bot: seat.bot,
      ...(seat.level === undefined ? {} : { level: seat.level }),
      points: record.totals[i] ?? 0
    }))
  }
}

/** The history entry of a finished tournament (before its id and date), with its games' records. */
export function finishedTournament(
  state: TournamentState,
  records: readonly MatchRecord[]
): FinishedTournament {
  const shown = forOutsiders(state)
  const table = standings(shown)
  const player = (row: StandingRow): TournamentPlayer => {
    const level = shown.entrants.find((e) => e.id === row.entrant)?.bot
    return { name: row.name, bot: row.bot, ...(level === undefined ? {} : { level }) }
  }
  const rowOf = new Map(table.rows.map((row) => [row.entrant, row]))
  const { settings } = shown
  return {
    name: settings.name,
    format: settings.format,
    stages: settings.stages,
    dealsPerStage: settings.dealsPerStage,
    players: shown.entrants.length,
    podium: podium(table).map((step) => ({
      rank: step.rank,
      players: step.entrants.flatMap((id) => {
        const row = rowOf.get(id)
        return row === undefined ? [] : [player(row)]
      })
    })),
    standings: table.rows.map((row) => ({
      ...player(row),
      rank: row.rank,
      total: roundScore(row.total),
      withdrawn: row.withdrawn
    })),
    games: records.map(gameOf),
    records: [...records]
  }
}

/**
 * Follows the host until its tournament is over, then hands it to `onFinished`, once. The last deal is
 * reported inside its table's step, before that table's `matchEnded` gives the host the match's record:
 * the entry is built after that step (a microtask), when every record is there.
 */
export function recordTournament(
  host: Pick<TournamentHost, 'state' | 'onChange' | 'recordsFor'>,
  onFinished: (tournament: FinishedTournament) => void
): () => void {
  let recorded = phaseOf(host.state) === 'over'
  return host.onChange(() => {
    if (recorded || phaseOf(host.state) !== 'over') return
    recorded = true
    queueMicrotask(() => onFinished(finishedTournament(host.state, host.recordsFor(null))))
  })
}
