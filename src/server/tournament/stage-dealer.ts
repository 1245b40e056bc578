// Who deals at a stage's table (docs/tournament.md › Duplicate deals): the table's own deals are replaced
// by the stage's. Deal k of a duplicate stage draws from the stage's seed for the table's size (ChaCha20,
// tournament/deal-stream.ts, as dealDuplicate does), so every table of that size gets the same hands, seats
// and leaders; a Swiss stage's deals come from the host's cryptographic source. Either way the table plays
// exactly the stage's deals: after the last one nothing more is dealt (no rematch, no round past it).
import { err, handsPerDeal, newMatch, nextRound, resolveOptions } from '../../engine'
import type { MatchState, Randomness, Result, TableOptions } from '../../engine'
import { dealStream, stageTableOptions } from '../../tournament'
import type { TournamentSettings } from '../../tournament'
import type { Dealer } from '../table/table-config'

export interface StageDealing {
  players: number
  options: TableOptions
  dealsPerStage: number
  /** Duplicate: the stage's seed for this table size; null for a Swiss stage (the host's own source). */
  seed: string | null
  /** The host's cryptographic source (Swiss deals). */
  random: Randomness
  /** Deals of this table the tournament has recorded so far. */
  reported: () => number
}

/** A stage's table options, whole (the tournament's settings were checked when it opened). */
export function resolveStageOptions(settings: TournamentSettings, players: number): TableOptions {
  const resolved = resolveOptions(stageTableOptions(settings, players))
  if (!resolved.ok) throw new Error(resolved.error.message)
  return resolved.value
}

export function stageDealer(d: StageDealing): Dealer {
  const randomFor = (deal: number): Randomness => (d.seed === null ? d.random : dealStream(d.seed, deal))
  const twoHands = handsPerDeal(d.players, d.options) === 2
  const over = (): Result<MatchState> => err('round-over', 'Every deal of this stage has been played.')
  return (previous) => {
    if (previous === null) return newMatch(d.players, d.options, randomFor(1))
    if (previous.phase === 'roundOver') {
      // A deal's second hand comes from the match itself (R2.two); else round k + 1 is deal k + 1.
      const deal = twoHands ? d.reported() + 1 : previous.round + 1
      return deal > d.dealsPerStage ? over() : nextRound(previous, randomFor(deal))
    }
    if (previous.phase !== 'matchOver' || !twoHands) return over()
    const deal = d.reported() + 1 // each deal of a table of two is a match of its own
    return deal > d.dealsPerStage ? over() : newMatch(d.players, d.options, randomFor(deal))
  }
}
