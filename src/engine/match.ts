// R7/R8 scoring: running totals, whether the match is over, and who won. One implementation, used at
// the end of every round and by the 'match' rules cases.

export interface MatchScore {
  totals: number[]
  over: boolean
  /** 1-based round after which the match ended, or null. */
  afterRound: number | null
  winners: number[]
}

/**
 * Adds the rounds' penalties in order and stops after the first round in which any total reaches the
 * target (D5); later rounds do not count. Winners: every seat on the lowest total (ties share, R8).
 */
export function scoreMatch(
  players: number,
  target: number,
  rounds: readonly (readonly number[])[]
): MatchScore {
  const totals = new Array<number>(players).fill(0)
  for (let i = 0; i < rounds.length; i++) {
    const round = rounds[i] ?? []
    for (let s = 0; s < players; s++) totals[s] = (totals[s] ?? 0) + (round[s] ?? 0)
    if (totals.some((t) => t >= target)) {
      return { totals, over: true, afterRound: i + 1, winners: lowest(totals) }
    }
  }
  return { totals, over: false, afterRound: null, winners: [] }
}

function lowest(totals: readonly number[]): number[] {
  const min = Math.min(...totals)
  const seats: number[] = []
  totals.forEach((t, s) => {
    if (t === min) seats.push(s)
  })
  return seats
}
