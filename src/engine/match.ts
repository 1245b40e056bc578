// R7/R8 scoring: running totals, whether the match is over, and who won. One implementation, used at
// the end of every round and by the 'match' rules cases.
import type { TableOptions } from './types'
import { fixedRounds } from './options'

export interface MatchScore {
  totals: number[]
  over: boolean
  /** 1-based round after which the match ended, or null. */
  afterRound: number | null
  winners: number[]
}

/**
 * Adds the rounds' penalties in order and stops after the round that ends the match; later rounds do not
 * count. Two players playing two hands (R2.two): after round 2, whatever the totals. Else after the
 * first round in which any total reaches the target (R8, D5). Winners: every seat on the lowest total
 * (ties share, R8).
 */
export function scoreMatch(
  players: number,
  options: Pick<TableOptions, 'target' | 'twoPlayerGame'>,
  rounds: readonly (readonly number[])[]
): MatchScore {
  const totals = new Array<number>(players).fill(0)
  const fixed = fixedRounds(players, options)
  for (let i = 0; i < rounds.length; i++) {
    const round = rounds[i] ?? []
    for (let s = 0; s < players; s++) totals[s] = (totals[s] ?? 0) + (round[s] ?? 0)
    if (fixed === null ? totals.some((t) => t >= options.target) : i + 1 === fixed) {
      return { totals, over: true, afterRound: i + 1, winners: lowest(totals) }
    }
  }
  return { totals, over: false, afterRound: null, winners: [] }
}

export function lowest(totals: readonly number[]): number[] {
  const min = Math.min(...totals)
  const seats: number[] = []
  totals.forEach((t, s) => {
    if (t === min) seats.push(s)
  })
  return seats
}
