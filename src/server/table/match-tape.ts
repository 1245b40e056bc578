// Keeps the record of the match being played (issue 26): each round as it ends, from the engine state
// (its deal and its move log) and what the table knows beside it (issue 51): who really made each move
// (the turn timer, a stand-in bot), the moves taken back, and who sat at each seat in that round. A new
// match or an undo past a round's end drops what no longer belongs: the tape always holds the rounds
// 1..n that led to the current state. A table restored mid-match misses its earlier rounds: then it has
// no record to give (like the history's round-by-round penalties).
import { recordRound } from '../../engine/match-record'
import type { RecordedRound } from '../../engine/match-record'
import { endedEarly } from '../../engine'
import type { MatchState } from '../../engine'
import {
  EARLY_END_RECORD_VERSION,
  MARKED_RECORD_VERSION,
  RECORD_FORMAT,
  RECORD_VERSION,
  isMarked
} from '../../protocol/match-record'
import type { MatchRecord, RecordPlayer, RecordRound } from '../../protocol/match-record'
import { markedMoves } from './move-makers'
import type { TableState } from './table-state'
import type { TableSummary } from './table-summary'

export type { RecordedRound, RecordRound }

/** What the table knows of a round beside the engine's state: read when the round ends. */
export type RoundNotes = Pick<RecordRound, 'moves' | 'undos'> & { seats: RecordPlayer[] }

/** Who sits where, as a record names them. */
export function recordSeats(table: TableSummary): RecordPlayer[] {
  return table.seats.map((seat, index) => ({
    name: seat.name ?? `Seat ${index + 1}`,
    bot: seat.kind === 'bot',
    ...(seat.kind === 'bot' && seat.level !== undefined ? { level: seat.level } : {})
  }))
}

/** The notes of the round `state` is in: its moves marked by their makers, its undos and its seats. */
export function roundNotes(state: TableState, table: TableSummary): RoundNotes {
  const match = state.match
  const round = match?.round ?? 0
  const undos = state.undone?.round === round ? structuredClone(state.undone.undos) : []
  return {
    moves: match === null ? [] : markedMoves(state, round, match.log),
    ...(undos.length > 0 ? { undos } : {}),
    seats: recordSeats(table)
  }
}

const samePlayers = (a: readonly RecordPlayer[], b: readonly RecordPlayer[]) =>
  a.length === b.length && a.every((p, i) => p.name === b[i]?.name && p.bot === b[i].bot && p.level === b[i].level)

export class MatchTape {
  private rounds: RecordRound[] = []
  private over = false

  /** Called with every new state of the table (and how to read its notes when a round just ended); true
   *  when this state ends the match (send its record now). */
  observe(match: MatchState | null, notes?: () => RoundNotes): boolean {
    const wasOver = this.over
    this.over = match?.phase === 'matchOver'
    if (match === null) {
      this.rounds = []
      return false
    }
    // A match the host ended early (early-end.ts) adds no round: the one it stopped in never finished.
    const finished = match.phase !== 'playing' && !endedEarly(match)
    // A finished round already on the tape stays as it was noted at its end: who sits where may change
    // before the next deal (a newcomer takes a seat), and the round was played by who sat there then.
    this.rounds = this.rounds.slice(0, Math.min(this.rounds.length, finished ? match.round : match.round - 1))
    if (finished && this.rounds.length === match.round - 1) this.rounds.push(noted(recordRound(match), notes?.()))
    return this.over && !wasOver
  }

  /**
   * A restored table's rounds that ended before its current state (a scenario's: a save does not keep
   * them), taken only when they fit the match: one per finished round, each with the penalties the match
   * holds for it. Else the tape stays empty, as for any table restored mid-match.
   */
  resume(match: MatchState | null, rounds: readonly RecordRound[]): void {
    if (match === null) return
    const finished = match.phase !== 'playing' && !endedEarly(match)
    if (rounds.length !== (finished ? match.round : match.round - 1)) return
    const fits = rounds.every((r, i) => {
      const result = match.results[i]
      const same = result !== undefined && r.wentOut === result.wentOut
      return same && r.round === i + 1 && r.penalties.join() === result.penalties.join()
    })
    if (!fits) return
    this.rounds = structuredClone([...rounds])
    this.over = match.phase === 'matchOver'
  }

  /** The finished match's record, or null: the match is not over, or the tape missed a round. A match the
   *  host ended early keeps its finished rounds; ended before any round finished, it has none to keep. */
  record(match: MatchState | null, table: TableSummary, endedAt: number): MatchRecord | null {
    if (match === null || match.phase !== 'matchOver') return null
    const early = endedEarly(match)
    const finished = early ? match.round - 1 : match.round
    if (this.rounds.length !== finished || finished === 0) return null
    const seats = recordSeats(table)
    // A round names its own seats only when someone else sat in them than at the end.
    const rounds = this.rounds.map(({ seats: sat, ...round }) =>
      structuredClone(sat === undefined || samePlayers(sat, seats) ? round : { ...round, seats: sat })
    )
    const marked = isMarked({ rounds })
    return {
      format: RECORD_FORMAT,
      version: marked ? MARKED_RECORD_VERSION : early ? EARLY_END_RECORD_VERSION : RECORD_VERSION,
      tableName: table.name,
      endedAt,
      seats,
      options: match.options,
      matchLeader: match.matchLeader,
      rounds,
      totals: [...match.totals],
      winners: [...match.winners],
      ...(early ? { endedEarly: true as const } : {})
    }
  }
}

/** The engine's round with the table's notes on it: marked moves (the same moves), undos and seats. */
function noted(round: RecordedRound, notes: RoundNotes | undefined): RecordRound {
  if (notes === undefined || notes.moves.length !== round.moves.length) return round
  return { ...round, moves: notes.moves, ...(notes.undos ? { undos: notes.undos } : {}), seats: notes.seats }
}
