// Keeps the record of the match being played (issue 26): each round as it ends, from the engine state
// (its deal and its move log). Undo and a new match simply drop what no longer belongs: the tape always
// holds the rounds 1..n that led to the current state. A table restored mid-match misses its earlier
// rounds: then it has no record to give (like the history's round-by-round penalties).
import { recordRound } from '../../engine/match-record'
import type { RecordedRound } from '../../engine/match-record'
import { endedEarly } from '../../engine'
import type { MatchState } from '../../engine'
import { EARLY_END_RECORD_VERSION, RECORD_FORMAT, RECORD_VERSION } from '../../protocol/match-record'
import type { MatchRecord, RecordPlayer } from '../../protocol/match-record'
import type { TableSummary } from './table-summary'

export type { RecordedRound }

export class MatchTape {
  private rounds: RecordedRound[] = []
  private over = false

  /** Called with every new state of the table; true when this state ends the match (send its record now). */
  observe(match: MatchState | null): boolean {
    const wasOver = this.over
    this.over = match?.phase === 'matchOver'
    if (match === null) {
      this.rounds = []
      return false
    }
    // A match the host ended early (early-end.ts) adds no round: the one it stopped in never finished.
    const finished = match.phase !== 'playing' && !endedEarly(match)
    this.rounds = this.rounds.slice(0, finished ? match.round - 1 : Math.min(this.rounds.length, match.round - 1))
    if (finished && this.rounds.length === match.round - 1) this.rounds.push(recordRound(match))
    return this.over && !wasOver
  }

  /**
   * A restored table's rounds that ended before its current state (a scenario's: a save does not keep
   * them), taken only when they fit the match: one per finished round, each with the penalties the match
   * holds for it. Else the tape stays empty, as for any table restored mid-match.
   */
  resume(match: MatchState | null, rounds: readonly RecordedRound[]): void {
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
    const rounds = early ? match.round - 1 : match.round
    if (this.rounds.length !== rounds || rounds === 0) return null
    const seats: RecordPlayer[] = table.seats.map((seat, index) => ({
      name: seat.name ?? `Seat ${index + 1}`,
      bot: seat.kind === 'bot',
      ...(seat.kind === 'bot' && seat.level !== undefined ? { level: seat.level } : {})
    }))
    return {
      format: RECORD_FORMAT,
      version: early ? EARLY_END_RECORD_VERSION : RECORD_VERSION,
      tableName: table.name,
      endedAt,
      seats,
      options: match.options,
      matchLeader: match.matchLeader,
      rounds: structuredClone(this.rounds),
      totals: [...match.totals],
      winners: [...match.winners],
      ...(early ? { endedEarly: true as const } : {})
    }
  }
}
